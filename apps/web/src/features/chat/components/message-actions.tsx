import { useState, type RefObject } from "react";
import { useAtomValue, useSetAtom } from "jotai";
import { Button } from "@nestling/ui";
import { CheckIcon, CopyIcon, PencilIcon, RefreshCwIcon } from "lucide-react";
import { focusChatInput } from "../../../lib/focus";
import { draftAtom, revealAtom, sendingAtom } from "../chat-atoms";
import type { ChatMessage } from "../types";

/** The answer as Markdown with its numbered sources, for pasting into notes or a message. */
export function answerMarkdown(message: Pick<ChatMessage, "content" | "sources">): string {
  const sources = message.sources ?? [];
  if (sources.length === 0) return message.content;
  const list = sources.map((s, i) => `${i + 1}. [${s.title}](${s.url})`).join("\n");
  return `${message.content}\n\nSources:\n${list}`;
}

/**
 * Copies an answer: Markdown as the plain text, and the rendered answer as HTML, so a rich editor
 * keeps the formatting and a plain one gets readable Markdown.
 */
export function CopyAnswerButton({
  message,
  rendered,
}: {
  message: ChatMessage;
  rendered: RefObject<HTMLElement | null>;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const markdown = answerMarkdown(message);
    try {
      const html = rendered.current?.innerHTML;
      if (html && typeof ClipboardItem !== "undefined") {
        await navigator.clipboard.write([
          new ClipboardItem({
            "text/plain": new Blob([markdown], { type: "text/plain" }),
            "text/html": new Blob([html], { type: "text/html" }),
          }),
        ]);
      } else {
        await navigator.clipboard.writeText(markdown);
      }
      setCopied(true);
      setTimeout(() => setCopied(false), 2_000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Button variant="ghost" size="icon-sm" aria-label="Copy" title="Copy answer" onClick={copy}>
      {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
      <span className="sr-only" role="status">
        {copied ? "Copied" : ""}
      </span>
    </Button>
  );
}

/** Puts the last question back in the input to change and send again. */
export function EditQuestionButton({ text }: { text: string }) {
  const setDraft = useSetAtom(draftAtom);
  const sending = useAtomValue(sendingAtom);
  const revealing = useAtomValue(revealAtom);
  const busy = sending !== null || revealing !== null;
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label="Edit"
      title="Edit question"
      className="print:hidden"
      disabled={busy}
      onClick={() => {
        setDraft(text);
        focusChatInput();
      }}
    >
      <PencilIcon aria-hidden />
    </Button>
  );
}

/** Asks the last question again; the new answer replaces this one. */
export function RegenerateButton({ onRegenerate }: { onRegenerate: () => void }) {
  const sending = useAtomValue(sendingAtom);
  const revealing = useAtomValue(revealAtom);
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label="Regenerate"
      title="Regenerate answer"
      className="print:hidden"
      disabled={sending !== null || revealing !== null}
      onClick={onRegenerate}
    >
      <RefreshCwIcon aria-hidden />
    </Button>
  );
}
