import { Mic, MicOff } from "lucide-react";
import { Button, cn } from "@nestling/ui";
import { UNSUPPORTED_VOICE_TITLE } from "./voice-errors";
import type { VoiceInput } from "./use-voice-input";

export type VoiceButtonProps = VoiceInput & { disabled?: boolean; className?: string };

export function VoiceButton({
  supported,
  listening,
  toggle,
  disabled = false,
  className,
}: VoiceButtonProps) {
  if (!supported) {
    // A disabled button shows no tooltip in some browsers, so the wrapper carries the title as well.
    return (
      <span title={UNSUPPORTED_VOICE_TITLE} className={cn("inline-flex", className)}>
        <Button
          variant="ghost"
          size="icon"
          disabled
          title={UNSUPPORTED_VOICE_TITLE}
          aria-label={UNSUPPORTED_VOICE_TITLE}
          data-state="unsupported"
        >
          <MicOff aria-hidden />
        </Button>
      </span>
    );
  }
  return (
    <Button
      variant={listening ? "destructive" : "ghost"}
      size="icon"
      onClick={toggle}
      disabled={disabled && !listening}
      aria-pressed={listening}
      aria-label={listening ? "Stop voice input" : "Start voice input"}
      title={listening ? "Stop voice input" : "Speak your question"}
      data-state={listening ? "listening" : "idle"}
      className={cn(listening && "animate-pulse", className)}
    >
      <Mic aria-hidden />
    </Button>
  );
}
