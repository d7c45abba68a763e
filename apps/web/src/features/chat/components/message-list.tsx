import { useEffect, useLayoutEffect, useRef } from "react";
import { useAtomValue } from "jotai";
import { revealAtom, streamingAtom } from "../chat-atoms";
import { firstWords, splitWords } from "../lib/reveal-words";
import { threadId, type Thread } from "../thread";
import type { ChatMessage } from "../types";
import { ChatMessageView } from "./chat-message";
import { TypingIndicator } from "./typing-indicator";

/**
 * docs/behaviour.md §9: the list scrolls to its end 100 ms after messages load, once they have laid
 * out.
 */
export const SCROLL_DELAY_MS = 100;

export type MessageListProps = {
  thread: Thread;
  messages: readonly ChatMessage[];
  sending: boolean;
  /** Asks the last question again (offered on the last answer). */
  onRegenerate?: () => void;
};

/** Room kept above a followed answer for the sticky top bar and safety banner. */
const FOLLOW_TOP_MARGIN_PX = 160;

/**
 * Keeps a growing answer in view: the page follows its last line until the answer's first line
 * would leave the top, then stops, so a long answer (an emergency card above all) is read from its start.
 */
function followGrowth(element: HTMLElement | null): void {
  if (!element) return;
  const rect = element.getBoundingClientRect();
  const input = document.querySelector("[data-slot=chat-input]")?.getBoundingClientRect();
  const visibleBottom = input ? input.top - 12 : window.innerHeight;
  const overflow = rect.bottom - visibleBottom;
  const room = rect.top - FOLLOW_TOP_MARGIN_PX;
  const by = Math.min(overflow, room);
  if (by > 0) window.scrollBy({ top: by });
}

function RevealingMessage({ thread }: { thread: Thread }) {
  const reveal = useAtomValue(revealAtom);
  const ref = useRef<HTMLLIElement>(null);
  const here = reveal !== null && threadId(reveal.thread) === threadId(thread);
  const shown = here ? reveal.shown : 0;
  useLayoutEffect(() => followGrowth(ref.current), [shown]);
  if (!here) return null;
  return (
    <ChatMessageView
      ref={ref}
      message={reveal.message}
      revealedText={firstWords(splitWords(reveal.message.content), reveal.shown)}
    />
  );
}

/** The answer the model is writing, as far as it has arrived. */
function StreamingMessage({ thread }: { thread: Thread }) {
  const streaming = useAtomValue(streamingAtom);
  const ref = useRef<HTMLLIElement>(null);
  const here = streaming !== null && threadId(streaming.thread) === threadId(thread);
  const length = here ? streaming.message.content.length : 0;
  useLayoutEffect(() => followGrowth(ref.current), [length]);
  if (!here) return null;
  return <ChatMessageView ref={ref} message={streaming.message} streaming />;
}

export function MessageList({ thread, messages, sending, onRegenerate }: MessageListProps) {
  const endRef = useRef<HTMLDivElement>(null);
  const revealing = useAtomValue(revealAtom);
  const revealingHere = revealing !== null && threadId(revealing.thread) === threadId(thread);
  const revealingId = revealingHere ? revealing.message.id : null;
  const visible = revealingId === null ? messages : messages.filter((m) => m.id !== revealingId);
  const key = threadId(thread);
  const count = visible.length;
  const lastQuestionId = visible.findLast((m) => m.role === "user")?.id;
  const streaming = useAtomValue(streamingAtom);
  const streamingHere = streaming !== null && threadId(streaming.thread) === key;
  // Regenerate is offered on the last answer once its question is stored.
  const [lastQuestion, lastAnswer] = visible.slice(-2);
  const regenerableId =
    onRegenerate &&
    lastQuestion?.role === "user" &&
    lastQuestion.id > 0 &&
    lastAnswer?.role === "assistant"
      ? lastAnswer.id
      : null;

  // A conversation opened or loaded: its end, 100 ms later (docs/behaviour.md §9).
  useEffect(() => {
    const timer = setTimeout(
      () => endRef.current?.scrollIntoView({ block: "end" }),
      SCROLL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [key]);
  // A question just sent: down to it and the typing dots. An answer then follows its own growth.
  useEffect(() => {
    if (sending) endRef.current?.scrollIntoView({ block: "end" });
  }, [sending, count]);

  return (
    <>
      <ul aria-label="Messages" className="flex flex-col gap-5" data-slot="message-list">
        {visible.map((message) => (
          <ChatMessageView
            key={message.id}
            message={message}
            editable={message.id === lastQuestionId}
            {...(message.id === regenerableId && onRegenerate ? { onRegenerate } : {})}
          />
        ))}
        <RevealingMessage thread={thread} />
        <StreamingMessage thread={thread} />
        {sending && !streamingHere ? <TypingIndicator /> : null}
      </ul>
      <div ref={endRef} aria-hidden className="h-px scroll-mb-32" />
    </>
  );
}
