import { useCallback, useEffect, useLayoutEffect, useRef } from "react";
import { SendHorizontal, Square } from "lucide-react";
import { Button, cn } from "@nestling/ui";
import { DESKTOP_QUERY, useIsDesktop } from "../../layout/use-is-desktop";
import { useVoiceInput } from "../../voice/use-voice-input";
import { VoiceButton } from "../../voice/voice-button";
import { preloadMessageMarkdown } from "../lib/markdown-loader";

export const INPUT_PLACEHOLDER =
  "Ask about feeding, sleep, development, or any parenting question...";
/** Phones: one line at 390 px rather than three. */
export const INPUT_PLACEHOLDER_SHORT = "Ask a parenting question...";
/** docs/behaviour.md §9: the textarea grows with its text up to 128 px, then scrolls. */
export const INPUT_MAX_HEIGHT_PX = 128;

export type ChatInputProps = {
  value: string;
  onChange: (value: string) => void;
  onSend: (text: string) => void;
  pending: boolean;
  /** While an answer streams: Stop takes the send button's place. */
  onStop?: (() => void) | undefined;
  className?: string;
};

export function canSend(value: string, pending: boolean): boolean {
  return !pending && value.trim().length > 0;
}

export function ChatInput({ value, onChange, onSend, pending, onStop, className }: ChatInputProps) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const voice = useVoiceInput({
    onStart: useCallback(() => onChange(""), [onChange]),
    onTranscript: onChange,
  });
  const sendable = canSend(value, pending);
  const isDesktop = useIsDesktop();

  // On a desktop the question box is where a parent starts: focus it on arrival. Not on phones,
  // where focusing would pop the keyboard over the greeting.
  useEffect(() => {
    if (window.matchMedia(DESKTOP_QUERY).matches && document.activeElement === document.body)
      textareaRef.current?.focus({ preventScroll: true });
  }, []);

  const fitHeight = useCallback(() => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    textarea.style.height = "auto";
    textarea.style.height = `${Math.min(textarea.scrollHeight, INPUT_MAX_HEIGHT_PX)}px`;
    textarea.style.overflowY = textarea.scrollHeight > INPUT_MAX_HEIGHT_PX ? "auto" : "hidden";
  }, []);
  // The placeholder changes with the width (a phone gets the short one): measure again then too.
  useLayoutEffect(fitHeight, [value, fitHeight, isDesktop]);
  // The same text wraps differently when the window turns or resizes.
  useEffect(() => {
    window.addEventListener("resize", fitHeight);
    return () => window.removeEventListener("resize", fitHeight);
  }, [fitHeight]);

  const send = () => {
    if (!sendable) return;
    if (voice.listening) voice.toggle();
    onSend(value.trim());
  };

  return (
    <form
      data-slot="chat-input"
      className={cn(
        "flex items-end gap-1.5 rounded-2xl border border-input bg-card p-1.5 shadow-sm focus-within:border-ring focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-ring/40",
        className,
      )}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor="chat-input" className="sr-only">
        Your question
      </label>
      <textarea
        id="chat-input"
        ref={textareaRef}
        rows={1}
        value={value}
        placeholder={isDesktop ? INPUT_PLACEHOLDER : INPUT_PLACEHOLDER_SHORT}
        maxLength={4000}
        onChange={(event) => onChange(event.target.value)}
        onFocus={preloadMessageMarkdown}
        onKeyDown={(event) => {
          // Enter sends, Shift+Enter breaks the line; an IME composing text keeps Enter for itself.
          if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            send();
          }
        }}
        style={{ maxHeight: INPUT_MAX_HEIGHT_PX }}
        className="min-h-10 flex-1 resize-none bg-transparent px-2.5 py-2 text-base leading-6 placeholder:text-muted-foreground focus-visible:outline-none sm:text-[0.95rem]"
      />
      <VoiceButton {...voice} disabled={pending} className="shrink-0" />
      {onStop ? (
        <Button
          type="button"
          size="icon"
          variant="outline"
          aria-label="Stop"
          title="Stop the answer"
          onClick={onStop}
          className="shrink-0 rounded-xl"
        >
          <Square aria-hidden className="fill-current" />
        </Button>
      ) : (
        <Button
          type="submit"
          size="icon"
          disabled={!sendable}
          aria-label="Send message"
          className="shrink-0 rounded-xl"
        >
          <SendHorizontal aria-hidden />
        </Button>
      )}
    </form>
  );
}
