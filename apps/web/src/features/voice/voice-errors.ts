export const VOICE_ERROR_TITLE = "Voice Recognition Error";
export const UNSUPPORTED_VOICE_TITLE = "Voice input requires Chrome, Safari, or Edge browser";
export const START_FAILURE_TEXT = "Unable to start voice recognition. Please try again.";
export const TIMEOUT_TOAST = {
  title: "Voice Recognition Timeout",
  description: "Voice recognition timed out. Please try again.",
} as const;

/** Errors that mean "nothing was said" or "we stopped it": the parent needs no message (spec §8). */
const SILENT_ERRORS = new Set(["no-speech", "aborted"]);

const ERROR_TEXT: Record<string, string> = {
  network: "Network error during voice recognition",
  "not-allowed": "Microphone permission denied. Please allow microphone access in your browser settings.",
  "service-not-allowed": "Voice recognition service not available",
  "bad-grammar": "Voice recognition grammar error",
  "language-not-supported": "Language not supported for voice recognition",
};

/** The toast text for a recognizer error code, or null when the error is silent. */
export function voiceErrorText(code: string): string | null {
  if (SILENT_ERRORS.has(code)) return null;
  return ERROR_TEXT[code] ?? `Voice recognition error: ${code}`;
}
