import { useEffect, useRef } from "react";
import { useAtomValue } from "jotai";
import { revealAtom } from "../chat-atoms";
import { firstWords, splitWords } from "../lib/reveal-words";
import { threadId, type Thread } from "../thread";
import type { ChatMessage } from "../types";
import { ChatMessageView } from "./chat-message";
import { TypingIndicator } from "./typing-indicator";

/** Spec §9: the list scrolls to its end 100 ms after messages load, once they have laid out. */
export const SCROLL_DELAY_MS = 100;

export type MessageListProps = {
  thread: Thread;
  messages: readonly ChatMessage[];
  sending: boolean;
};

function RevealingMessage({ thread }: { thread: Thread }) {
  const reveal = useAtomValue(revealAtom);
  if (!reveal || threadId(reveal.thread) !== threadId(thread)) return null;
  return (
    <ChatMessageView
      message={reveal.message}
      revealedText={firstWords(splitWords(reveal.message.content), reveal.shown)}
    />
  );
}

export function MessageList({ thread, messages, sending }: MessageListProps) {
  const endRef = useRef<HTMLDivElement>(null);
  const revealing = useAtomValue(revealAtom);
  const revealingHere = revealing !== null && threadId(revealing.thread) === threadId(thread);
  const revealingId = revealingHere ? revealing.message.id : null;
  const visible = revealingId === null ? messages : messages.filter((m) => m.id !== revealingId);
  const key = threadId(thread);
  const count = visible.length;

  useEffect(() => {
    const timer = setTimeout(() => endRef.current?.scrollIntoView({ block: "end" }), SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, count, sending, revealingId]);

  return (
    <>
      <ul aria-label="Messages" className="flex flex-col gap-5" data-slot="message-list">
        {visible.map((message) => (
          <ChatMessageView key={message.id} message={message} />
        ))}
        <RevealingMessage thread={thread} />
        {sending ? <TypingIndicator /> : null}
      </ul>
      <div ref={endRef} aria-hidden className="h-px scroll-mb-32" />
    </>
  );
}
