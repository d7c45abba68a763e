import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from "react";
import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { Link } from "react-router";
import { trackSuggestedPromptClicked } from "../../lib/analytics";
import { useDocumentTitle } from "../../lib/document-title";
import { focusChatInput } from "../../lib/focus";
import { useAuth } from "../auth/auth-context";
import { signInDialogOpenAtom } from "../auth/sign-in-atoms";
import { ageInMonths } from "../profile/baby-age";
import { useBabyProfile } from "../profile/use-baby-profile";
import { personalizeAtom } from "../settings/settings-atoms";
import { useConversationHistory } from "../sidebar/use-conversation-history";
import { announcementAtom, draftAtom, shownThreadAtom, streamingAtom } from "./chat-atoms";
import { ChatInput } from "./components/chat-input";
import { PrintHeader } from "./export/print-header";
import { EmptyChat } from "./components/empty-chat";
import { MessageList } from "./components/message-list";
import { SignInToSeeChat } from "./components/sign-in-to-see-chat";
import { SuggestedQuestions } from "./components/suggested-questions";
import { pickGreeting } from "./greetings";
import { useJumpToMessage } from "./hooks/use-jump-to-message";
import { useActiveOnLoad } from "./hooks/use-active-on-load";
import { useChatThread } from "./hooks/use-chat-thread";
import { useConversationSwitching } from "./hooks/use-conversation-switching";
import { useDraftAcrossReloads } from "./hooks/use-draft-across-reloads";
import { useRevealSkip } from "./hooks/use-reveal-skip";
import { useSendMessage } from "./hooks/use-send-message";
import { useThreadMessages } from "./hooks/use-thread-messages";
import { suggestionHeading, suggestionsFor, type SuggestedPrompt } from "./suggestions";
import { threadId } from "./thread";

// Export (Markdown file, print) loads once a conversation has messages.
const ShareButton = lazy(() =>
  import("../share/share-button").then((m) => ({ default: m.ShareButton })),
);
const ExportButton = lazy(() =>
  import("./export/export-button").then((m) => ({ default: m.ExportButton })),
);

export const EMPTY_FALLBACK_TEXT = "No messages yet. Start a conversation!";

/**
 * The chat area of the main screen, for `/` and `/chat/:conversationId` (docs/behaviour.md §2 "Chat
 * area").
 */
export function ChatScreen() {
  const { status } = useAuth();
  const { thread, invalid } = useChatThread();
  const personalize = useAtomValue(personalizeAtom);
  const [draft, setDraft] = useAtom(draftAtom);
  const announcement = useAtomValue(announcementAtom);
  // A visitor on a saved conversation's address is asked to sign in; their question waits in the box.
  const locked = thread.kind === "saved" && status === "signed-out";
  const openSignIn = useSetAtom(signInDialogOpenAtom);
  const { messages, loading, loaded } = useThreadMessages(thread, { signedOut: locked });
  useDraftAcrossReloads();
  const { send, regenerate, sending, busy, finishReveal } = useSendMessage({
    thread,
    personalize,
  });
  const streaming = useAtomValue(streamingAtom);
  const stop =
    streaming !== null && threadId(streaming.thread) === threadId(thread)
      ? () => {
          streaming.stop();
          // The Stop button goes away: the caret goes back to the question box, not the page
          // body (again once the stopped answer has rendered).
          focusChatInput();
          setTimeout(focusChatInput, 0);
        }
      : undefined;
  useConversationSwitching(thread, finishReveal);
  useRevealSkip(finishReveal);
  const setShownThread = useSetAtom(shownThreadAtom);
  const shownThread = threadId(thread);
  useEffect(() => {
    setShownThread(shownThread);
    return () => setShownThread(null);
  }, [shownThread, setShownThread]);
  useActiveOnLoad(thread, loaded);
  useJumpToMessage(loaded);

  const profile = useBabyProfile();
  const history = useConversationHistory();
  const months = ageInMonths(profile.data?.dateOfBirth);
  const suggestions = suggestionsFor(months);
  const heading = suggestionHeading(months);
  // Drawn once per screen, so the welcome-back line does not change while it is being revealed.
  const [seed] = useState(Math.random);
  const hasConversations = status === "signed-in" && (history.data?.length ?? 0) > 0;
  // Which greeting fits is known once a signed-in parent's history has answered (or failed).
  const historyKnown = status !== "signed-in" || !history.isPending;
  const greeting = useMemo(
    () => (historyKnown ? pickGreeting(hasConversations, () => seed) : null),
    [historyKnown, hasConversations, seed],
  );

  const title =
    thread.kind === "saved"
      ? history.data?.find((conversation) => conversation.id === thread.id)?.title
      : null;
  useDocumentTitle(title);

  const pick = (suggestion: SuggestedPrompt) => {
    trackSuggestedPromptClicked(suggestion.text, suggestion.category);
    void send(suggestion.text);
    // The suggestions go away with the pick: keep focus in the chat, not on the page body.
    focusChatInput();
  };

  let content: ReactNode;
  if (locked) {
    content = <SignInToSeeChat />;
  } else if (invalid) {
    content = (
      <p className="py-10 text-center text-muted-foreground">
        This conversation could not be found.{" "}
        <Link to="/" className="font-medium text-primary underline">
          Start a new one
        </Link>
      </p>
    );
  } else if (loading) {
    content = (
      <p role="status" className="py-10 text-center text-muted-foreground">
        Loading conversation...
      </p>
    );
  } else if (messages.length === 0 && !sending) {
    content =
      thread.kind === "saved" ? (
        <div className="flex flex-col gap-6">
          <p className="py-6 text-center text-muted-foreground">{EMPTY_FALLBACK_TEXT}</p>
          <SuggestedQuestions
            heading={heading}
            suggestions={suggestions}
            onPick={pick}
            disabled={busy}
          />
        </div>
      ) : (
        <EmptyChat
          key={threadId(thread)}
          threadKey={threadId(thread)}
          greeting={greeting}
          heading={heading}
          suggestions={suggestions}
          onPick={pick}
          disabled={busy}
        />
      );
  } else {
    const firstQuestion = messages.find((m) => m.role === "user")?.content.slice(0, 60);
    content = (
      <>
        <div className="-mt-3 mb-2 flex justify-end gap-1 print:hidden">
          <Suspense fallback={null}>
            {status === "signed-in" && thread.kind === "saved" ? (
              <ShareButton conversationId={thread.id} />
            ) : null}
            <ExportButton
              title={title || firstQuestion || "Nestling conversation"}
              messages={messages}
            />
          </Suspense>
        </div>
        <PrintHeader
          title={title || firstQuestion || "Nestling conversation"}
          startedAt={messages[0]?.createdAt}
        />
        <MessageList
          thread={thread}
          messages={messages}
          sending={sending}
          onRegenerate={regenerate}
        />
      </>
    );
  }

  return (
    <div data-slot="chat-screen" className="flex flex-1 flex-col">
      <div className="mx-auto w-full max-w-3xl flex-1 px-3 pt-6 pb-4 sm:px-6">{content}</div>
      <div className="sticky bottom-0 z-10 bg-gradient-to-t print:hidden from-background via-background to-background/0 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <div className="mx-auto w-full max-w-3xl px-3 sm:px-6">
          <ChatInput
            value={draft}
            onChange={setDraft}
            onSend={(text) => (locked ? openSignIn(true) : void send(text))}
            pending={busy || invalid}
            onStop={stop}
          />
        </div>
      </div>
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="chat-announcer">
        {announcement}
      </div>
    </div>
  );
}
