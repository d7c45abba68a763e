import { Button } from "@nestling/ui";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { useDocumentTitle } from "../../lib/document-title";
import { errorReasonOf, useTRPC } from "../../lib/trpc";
import { ChatMessageView } from "../chat/components/chat-message";
import type { ChatMessage } from "../chat/types";
import { PublicPageLayout } from "../pages/public-page-layout";
import { readableDate } from "./share-dates";

/** What an ended or unknown link says, plainly, by the reason the API gives. */
const ENDED: Record<string, { title: string; text: string }> = {
  SHARE_REVOKED: {
    title: "This link was turned off",
    text: "The parent who shared this conversation has turned the link off, so it can no longer be read.",
  },
  SHARE_EXPIRED: {
    title: "This link has expired",
    text: "Shared links stop working after a while (30 days unless the parent chose otherwise). Ask the person who sent it for a new one.",
  },
};
const UNKNOWN = {
  title: "This link doesn't work",
  text: "There is no shared conversation at this address. Check that the whole link was copied.",
};

const endedText = (reason: string | null) => (reason && ENDED[reason]) || UNKNOWN;

function LinkEnded({ reason }: { reason: string | null }) {
  const { title, text } = endedText(reason);
  return (
    <section
      data-testid="shared-ended"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      <Button asChild>
        <Link to="/">Ask Nestling your own question</Link>
      </Button>
    </section>
  );
}

/**
 * /share/{token}: a conversation someone shared, read-only, for anyone. It shows the messages and
 * sources only; the server has already replaced the parent's and baby's names.
 */
export default function SharedPage() {
  const { token = "" } = useParams();
  const trpc = useTRPC();
  const shared = useQuery(trpc.shares.conversation.queryOptions({ token }, { retry: false }));
  useDocumentTitle(
    shared.isError ? endedText(errorReasonOf(shared.error)).title : (shared.data?.title ?? null),
  );

  let content;
  if (shared.isPending) {
    content = <p className="py-16 text-center text-muted-foreground">Loading conversation...</p>;
  } else if (shared.isError) {
    content = <LinkEnded reason={errorReasonOf(shared.error)} />;
  } else {
    const messages: ChatMessage[] = shared.data.messages.map((message, index) => ({
      ...message,
      // Not saved messages of this reader: no feedback or edit controls.
      id: -(index + 1),
    }));
    content = (
      <article className="mx-auto w-full max-w-3xl px-3 py-6 sm:px-6">
        <header className="mb-6 border-b border-border pb-4">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            Shared conversation · read-only
          </p>
          <h1 className="mt-1 text-xl font-semibold break-words sm:text-2xl">
            {shared.data.title}
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Shared on {readableDate(shared.data.sharedAt)} · the link works until{" "}
            {readableDate(shared.data.expiresAt)}
          </p>
        </header>
        <ul aria-label="Messages" className="flex flex-col gap-5" data-slot="message-list">
          {messages.map((message) => (
            <ChatMessageView key={message.id} message={message} />
          ))}
        </ul>
      </article>
    );
  }

  return (
    <PublicPageLayout>
      {/* Hoisted into <head> by React: shared pages stay out of search engines. */}
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      {content}
    </PublicPageLayout>
  );
}
