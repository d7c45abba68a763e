import { useEffect, useState } from "react";
import { Avatar } from "@nestling/ui";
import { markGreeted, wasGreeted } from "../lib/greeted-threads";
import { useWordReveal } from "../hooks/use-word-reveal";
import type { SuggestedPrompt } from "../suggestions";
import { SuggestedQuestions } from "./suggested-questions";
import { TypingIndicator } from "./typing-indicator";

/**
 * docs/behaviour.md §9: the greeting waits 1.5 s, then appears at 100 ms per word; the suggestions
 * follow it.
 */
export const GREETING_DELAY_MS = 1_500;
export const GREETING_MS_PER_WORD = 100;

export type EmptyChatProps = {
  /** null until the right greeting is known; the typing dots show meanwhile. */
  greeting: string | null;
  heading: string;
  suggestions: readonly SuggestedPrompt[];
  onPick: (suggestion: SuggestedPrompt) => void;
  disabled?: boolean;
  /** `threadId` of the thread: a thread greeted once shows its greeting at once afterwards. */
  threadKey?: string;
};

/** A new conversation: the assistant greets the parent, then offers questions for the baby's age. */
export function EmptyChat({
  greeting,
  heading,
  suggestions,
  onPick,
  disabled,
  threadKey,
}: EmptyChatProps) {
  const [again] = useState(() => threadKey !== undefined && wasGreeted(threadKey));
  const revealing = useWordReveal(again ? "" : (greeting ?? ""), {
    msPerWord: GREETING_MS_PER_WORD,
    delayMs: GREETING_DELAY_MS,
  });
  const reveal =
    again && greeting !== null ? { text: greeting, started: true, done: true } : revealing;
  useEffect(() => {
    if (reveal.done && threadKey !== undefined) markGreeted(threadKey);
  }, [reveal.done, threadKey]);
  return (
    <div data-slot="empty-chat" className="flex flex-col gap-6">
      <ul className="flex flex-col gap-5" aria-label="Greeting">
        {reveal.started ? (
          <li className="flex items-start gap-2" aria-busy={!reveal.done}>
            <Avatar face="robot" size="md" className="mt-0.5" />
            <p
              data-slot="greeting"
              className="max-w-[85%] rounded-2xl rounded-tl-sm border border-border bg-card px-4 py-3 text-[0.95rem] leading-relaxed shadow-xs"
            >
              {reveal.text}
            </p>
          </li>
        ) : (
          <TypingIndicator />
        )}
      </ul>
      {reveal.done ? (
        <SuggestedQuestions
          heading={heading}
          suggestions={suggestions}
          onPick={onPick}
          disabled={disabled}
        />
      ) : null}
    </div>
  );
}
