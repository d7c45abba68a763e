import { lazy, Suspense, useRef, type Ref } from "react";
import { Avatar } from "@nestling/ui";
import { ErrorBoundary } from "../../../app/error-boundary";
import { loadMessageMarkdown } from "../lib/markdown-loader";
import type { ChatMessage, Disposition } from "../types";
import { printedDate } from "../export/print-header";
import { MessageSources } from "./message-sources";
import { useRegion } from "../../region/use-region";
import { UrgencyCard } from "./urgency-card";
import { MessageFeedback } from "./message-feedback";
import { CopyAnswerButton, EditQuestionButton, RegenerateButton } from "./message-actions";

const MessageMarkdown = lazy(() =>
  loadMessageMarkdown().then((module) => ({ default: module.MessageMarkdown })),
);

/** Until the renderer arrives the text shows as it is, so nothing waits on it. */
function PlainText({ content }: { content: string }) {
  return (
    <div className="whitespace-pre-wrap break-words text-[0.95rem] leading-relaxed">{content}</div>
  );
}

export type ChatMessageViewProps = {
  message: ChatMessage;
  /** While an answer is being revealed: the words shown so far. Sources and feedback wait for the end. */
  revealedText?: string;
  ref?: Ref<HTMLLIElement>;
  /** The conversation's last question: it offers Edit. */
  editable?: boolean;
  /** The answer is still arriving from the model: busy, and its actions wait for the end. */
  streaming?: boolean;
  /** The conversation's last answer: it offers Regenerate. */
  onRegenerate?: () => void;
};

export function ChatMessageView({
  message,
  revealedText,
  ref,
  editable,
  streaming = false,
  onRegenerate,
}: ChatMessageViewProps) {
  const isUser = message.role === "user";
  const rendered = useRef<HTMLDivElement>(null);
  const revealing = revealedText !== undefined;
  const unfinished = revealing || streaming;
  const { numbers } = useRegion();

  if (isUser) {
    return (
      <li
        data-slot="chat-message"
        data-role="user"
        data-message-id={message.id > 0 ? message.id : undefined}
        data-pending={message.id <= 0 ? "" : undefined}
        className="flex items-start justify-end gap-2"
      >
        {editable && message.id > 0 ? <EditQuestionButton text={message.content} /> : null}
        <time
          className="hidden self-center text-xs text-muted-foreground print:block"
          dateTime={String(message.createdAt)}
        >
          {printedDate(message.createdAt, true)}
        </time>
        <div className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-tr-sm bg-primary px-4 py-2.5 text-[0.95rem] leading-relaxed text-primary-foreground shadow-sm sm:max-w-[75%]">
          <span className="sr-only">You said: </span>
          {message.content}
        </div>
        <Avatar face="user" size="md" className="mt-0.5 hidden sm:inline-flex" />
      </li>
    );
  }

  return (
    <li
      ref={ref}
      data-slot="chat-message"
      data-role="assistant"
      data-message-id={message.id > 0 ? message.id : undefined}
      data-revealing={revealing ? "" : undefined}
      data-streaming={streaming ? "" : undefined}
      data-stopped={message.stopped ? "" : undefined}
      aria-busy={unfinished || undefined}
      className="flex items-start gap-2"
    >
      <Avatar face="robot" size="md" className="mt-0.5" />
      <div className="min-w-0 max-w-[92%] flex-1 rounded-2xl rounded-tl-sm border border-border bg-card px-4 py-3 text-card-foreground shadow-xs sm:max-w-[85%] sm:flex-none">
        <span className="sr-only">Nestling said: </span>
        <UrgencyCard
          urgency={message.urgency}
          disposition={message.disposition as Disposition | null | undefined}
          numbers={numbers}
        />
        <div ref={rendered}>
          {/* If the renderer's chunk fails to load (a deploy replaced it) or it throws, the answer
              stays readable as plain text. */}
          <ErrorBoundary
            fallback={<PlainText content={revealing ? revealedText : message.content} />}
          >
            <Suspense fallback={<PlainText content={revealing ? revealedText : message.content} />}>
              <MessageMarkdown content={revealing ? revealedText : message.content} />
            </Suspense>
          </ErrorBoundary>
        </div>
        {message.stopped ? (
          <p className="mt-2 text-sm italic text-muted-foreground">You stopped this answer.</p>
        ) : null}
        {message.interrupted ? (
          <p className="mt-2 text-sm italic text-muted-foreground">
            The connection dropped before this answer finished. Ask again for the whole answer.
          </p>
        ) : null}
        {unfinished ? null : (
          <>
            {message.sources && message.sources.length > 0 ? (
              <MessageSources sources={message.sources} />
            ) : null}
            <div className="mt-2 flex flex-wrap items-center gap-1 print:hidden">
              {message.id > 0 ? <MessageFeedback messageId={message.id} /> : null}
              <CopyAnswerButton message={message} rendered={rendered} />
              {onRegenerate ? <RegenerateButton onRegenerate={onRegenerate} /> : null}
            </div>
          </>
        )}
      </div>
    </li>
  );
}
