import type { ErrorReason } from "@nestling/router";
import { showToast, type ToastInput } from "@nestling/ui";

/**
 * Every toast of docs/behaviour.md §8, in one place, as 'title – text'. Screens call these helpers
 * instead of writing the words themselves, so the texts stay exact and testable.
 */
export const PRODUCT_NAME = "Nestling";

const destructive = (title: string, description?: string): ToastInput =>
  description === undefined
    ? { title, variant: "destructive" }
    : { title, description, variant: "destructive" };
const neutral = (title: string, description?: string): ToastInput =>
  description === undefined ? { title } : { title, description };

export const TOASTS = {
  signInFailed: destructive("Sign-in failed", "Please try again"),
  signInSuccess: neutral(`Welcome to ${PRODUCT_NAME}!`, "Successfully signed in with Google"),
  sendAuthError: destructive("Authentication Error", "Please log in again to continue."),
  sendRateLimited: destructive(
    "Please wait",
    "You're asking questions quite quickly! Please wait a moment.",
  ),
  sendOffTopic: neutral(
    "Let's focus on parenting",
    "I'm here to help with baby care and parenting questions!",
  ),
  sendFailed: destructive("Error", "Failed to send message. Please try again."),
  answerInterrupted: destructive(
    "Connection lost",
    "The answer stopped part way. Ask again for the whole answer.",
  ),
  conversationCreateFailed: destructive("Error", "Failed to start conversation. Please try again."),
  sidebarNewChatFailed: destructive("Error", "Failed to create new chat. Please try again."),
  conversationCreated: neutral("New chat started", "Ready to answer your parenting questions!"),
  messagesLoadFailed: destructive("Error", "Failed to load conversation messages"),
  onboardingAuthRequired: destructive(
    "Authentication Required",
    "Please log in to save your profile.",
  ),
  onboardingSaveFailed: destructive("Error", "Failed to save profile. Please try again."),
  onboardingSaved: neutral("✓ Profile saved", "Ready to start chatting!"),
  settingsProfileCreated: neutral(
    "Profile saved",
    "Your baby's profile has been created successfully.",
  ),
  settingsProfileUpdated: neutral(
    "Profile updated",
    "Your baby's profile has been successfully updated.",
  ),
  accountDeleted: neutral(
    "Account deleted",
    "Your account and all data have been permanently deleted.",
  ),
  logoutSuccess: neutral("Logged out successfully", "See you next time!"),
  logoutFailed: destructive("Logout failed", "Please try again"),
  sidebarLogoutFailed: destructive("Error", "Failed to logout. Please try again."),
  feedbackPositive: neutral(
    "Thank you for your feedback!",
    "Your feedback helps us improve our responses.",
  ),
  feedbackNegative: neutral(
    "Thank you for your feedback!",
    "We'll work on providing better answers.",
  ),
  feedbackFailed: destructive("Error", "Failed to submit feedback. Please try again."),
  voiceNetwork: destructive("Voice Recognition Error", "Network error during voice recognition"),
  voiceTimeout: destructive(
    "Voice Recognition Timeout",
    "Voice recognition timed out. Please try again.",
  ),
} as const satisfies Record<string, ToastInput>;

export type ToastName = keyof typeof TOASTS;

export const SETTINGS_PROFILE_FAILED_TEXT = "Failed to update profile. Please try again.";
export const DELETE_ACCOUNT_FAILED_TEXT = "Failed to delete account. Please contact support.";
export const FIREBASE_NOT_CONFIGURED =
  "Firebase not configured. Please add Firebase environment variables.";
export const LEGAL_ACCEPT_FAILED_ALERT =
  "Failed to save legal acceptance. Please try again or refresh the page.";
export const MESSAGES_FETCH_FAILED = "Failed to fetch messages";

/**
 * Voice error texts by SpeechRecognition error code; codes mapped to null stay silent
 * (docs/behaviour.md §8).
 */
export const VOICE_ERROR_TEXTS: Record<string, string | null> = {
  "no-speech": null,
  aborted: null,
  network: "Network error during voice recognition",
  "not-allowed":
    "Microphone permission denied. Please allow microphone access in your browser settings.",
  "service-not-allowed": "Voice recognition service not available",
  "bad-grammar": "Voice recognition grammar error",
  "language-not-supported": "Language not supported for voice recognition",
};
export const VOICE_START_FAILED_TEXT = "Unable to start voice recognition. Please try again.";
export const VOICE_ERROR_TITLE = "Voice Recognition Error";

export function voiceErrorText(code: string): string | null {
  return code in VOICE_ERROR_TEXTS
    ? (VOICE_ERROR_TEXTS[code] ?? null)
    : `Voice recognition error: ${code}`;
}

export function notify(name: ToastName): void {
  showToast(TOASTS[name]);
}

/** Settings profile failure: the error's own message when there is one, else the fixed text. */
export function notifySettingsProfileFailed(message?: string | null): void {
  showToast(destructive("Error", message?.trim() ? message : SETTINGS_PROFILE_FAILED_TEXT));
}

export function notifyDeleteAccountFailed(message?: string | null): void {
  showToast(destructive("Deletion failed", message?.trim() ? message : DELETE_ACCOUNT_FAILED_TEXT));
}

export function notifySignInFailed(message?: string | null): void {
  // The not-configured case names its cause; every other failure keeps the fixed text.
  showToast(
    message === FIREBASE_NOT_CONFIGURED
      ? destructive("Sign-in failed", message)
      : TOASTS.signInFailed,
  );
}

export function notifyFeedback(helpful: boolean): void {
  showToast(helpful ? TOASTS.feedbackPositive : TOASTS.feedbackNegative);
}

/** Feedback failure, except a duplicate rating (FEEDBACK_EXISTS), which is silently ignored. */
export function notifyFeedbackFailed(reason: ErrorReason | null): void {
  if (reason === "FEEDBACK_EXISTS") return;
  showToast(TOASTS.feedbackFailed);
}

/** What a failed send was, by the API's reason. */
export type SendFailure = "auth" | "rate-limit" | "off-topic" | "other";

/**
 * Send failures (docs/behaviour.md §8) by the error's reason: sign-in needed, too many questions,
 * off-topic, anything else. Returns which one it was so the caller can redirect after a sign-in
 * failure.
 */
export function notifySendFailed(reason: ErrorReason | null): SendFailure {
  switch (reason) {
    case "SIGN_IN_REQUIRED":
    case "INVALID_TOKEN":
      showToast(TOASTS.sendAuthError);
      return "auth";
    case "RATE_LIMITED":
      showToast(TOASTS.sendRateLimited);
      return "rate-limit";
    case "OFF_TOPIC":
      showToast(TOASTS.sendOffTopic);
      return "off-topic";
    default:
      showToast(TOASTS.sendFailed);
      return "other";
  }
}

export function notifyVoiceError(code: string): void {
  const text = voiceErrorText(code);
  if (text === null) return;
  showToast(destructive(VOICE_ERROR_TITLE, text));
}

export function notifyVoiceStartFailed(): void {
  showToast(destructive(VOICE_ERROR_TITLE, VOICE_START_FAILED_TEXT));
}

/**
 * A toast to show after a full page navigation (sign-out, account deletion): kept in sessionStorage
 * across the reload and shown once by the next page.
 */
const FLASH_KEY = "nestling-flash-toast";

export function flashAfterReload(name: ToastName): void {
  try {
    sessionStorage.setItem(FLASH_KEY, name);
  } catch {
    // Storage can be unavailable (private mode); the toast is then simply not carried over.
  }
}

export function showFlashedToast(): void {
  let name: string | null = null;
  try {
    name = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
  } catch {
    return;
  }
  if (name && name in TOASTS) notify(name as ToastName);
}
