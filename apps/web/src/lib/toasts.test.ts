import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const showToast = vi.fn();
vi.mock("@nestling/ui", () => ({ showToast: (input: unknown) => showToast(input) }));

const toasts = await import("./toasts");

beforeEach(() => showToast.mockClear());
afterEach(() => sessionStorage.clear());

describe("toast catalogue (docs/behaviour.md §8)", () => {
  it("holds every title and text exactly", () => {
    expect(toasts.TOASTS).toMatchInlineSnapshot(`
      {
        "accountDeleted": {
          "description": "Your account and all data have been permanently deleted.",
          "title": "Account deleted",
        },
        "answerInterrupted": {
          "description": "The answer stopped part way. Ask again for the whole answer.",
          "title": "Connection lost",
          "variant": "destructive",
        },
        "conversationCreateFailed": {
          "description": "Failed to start conversation. Please try again.",
          "title": "Error",
          "variant": "destructive",
        },
        "conversationCreated": {
          "description": "Ready to answer your parenting questions!",
          "title": "New chat started",
        },
        "feedbackFailed": {
          "description": "Failed to submit feedback. Please try again.",
          "title": "Error",
          "variant": "destructive",
        },
        "feedbackNegative": {
          "description": "We'll work on providing better answers.",
          "title": "Thank you for your feedback!",
        },
        "feedbackPositive": {
          "description": "Your feedback helps us improve our responses.",
          "title": "Thank you for your feedback!",
        },
        "logoutFailed": {
          "description": "Please try again",
          "title": "Logout failed",
          "variant": "destructive",
        },
        "logoutSuccess": {
          "description": "See you next time!",
          "title": "Logged out successfully",
        },
        "messagesLoadFailed": {
          "description": "Failed to load conversation messages",
          "title": "Error",
          "variant": "destructive",
        },
        "onboardingAuthRequired": {
          "description": "Please log in to save your profile.",
          "title": "Authentication Required",
          "variant": "destructive",
        },
        "onboardingSaveFailed": {
          "description": "Failed to save profile. Please try again.",
          "title": "Error",
          "variant": "destructive",
        },
        "onboardingSaved": {
          "description": "Ready to start chatting!",
          "title": "✓ Profile saved",
        },
        "sendAuthError": {
          "description": "Please log in again to continue.",
          "title": "Authentication Error",
          "variant": "destructive",
        },
        "sendFailed": {
          "description": "Failed to send message. Please try again.",
          "title": "Error",
          "variant": "destructive",
        },
        "sendOffTopic": {
          "description": "I'm here to help with baby care and parenting questions!",
          "title": "Let's focus on parenting",
        },
        "sendRateLimited": {
          "description": "You're asking questions quite quickly! Please wait a moment.",
          "title": "Please wait",
          "variant": "destructive",
        },
        "settingsProfileCreated": {
          "description": "Your baby's profile has been created successfully.",
          "title": "Profile saved",
        },
        "settingsProfileUpdated": {
          "description": "Your baby's profile has been successfully updated.",
          "title": "Profile updated",
        },
        "sidebarLogoutFailed": {
          "description": "Failed to logout. Please try again.",
          "title": "Error",
          "variant": "destructive",
        },
        "sidebarNewChatFailed": {
          "description": "Failed to create new chat. Please try again.",
          "title": "Error",
          "variant": "destructive",
        },
        "signInFailed": {
          "description": "Please try again",
          "title": "Sign-in failed",
          "variant": "destructive",
        },
        "signInSuccess": {
          "description": "Successfully signed in with Google",
          "title": "Welcome to Nestling!",
        },
        "voiceNetwork": {
          "description": "Network error during voice recognition",
          "title": "Voice Recognition Error",
          "variant": "destructive",
        },
        "voiceTimeout": {
          "description": "Voice recognition timed out. Please try again.",
          "title": "Voice Recognition Timeout",
          "variant": "destructive",
        },
      }
    `);
  });

  it.each([
    ["SIGN_IN_REQUIRED", "auth", "Authentication Error"],
    ["INVALID_TOKEN", "auth", "Authentication Error"],
    ["RATE_LIMITED", "rate-limit", "Please wait"],
    ["OFF_TOPIC", "off-topic", "Let's focus on parenting"],
    ["INTERNAL", "other", "Error"],
    [null, "other", "Error"],
  ] as const)("maps the send failure reason %j", (reason, kind, title) => {
    expect(toasts.notifySendFailed(reason)).toBe(kind);
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title }));
  });

  it("shows the off-topic toast in the neutral style", () => {
    toasts.notifySendFailed("OFF_TOPIC");
    expect(showToast.mock.calls[0]![0]).not.toHaveProperty("variant");
  });

  it("ignores a duplicate feedback error and shows other feedback errors as destructive", () => {
    toasts.notifyFeedbackFailed("FEEDBACK_EXISTS");
    expect(showToast).not.toHaveBeenCalled();
    toasts.notifyFeedbackFailed("INTERNAL");
    expect(showToast).toHaveBeenCalledWith(toasts.TOASTS.feedbackFailed);
  });

  it("thanks for positive and negative feedback with their own text", () => {
    toasts.notifyFeedback(true);
    toasts.notifyFeedback(false);
    expect(showToast.mock.calls.map((c) => (c[0] as { description: string }).description)).toEqual([
      "Your feedback helps us improve our responses.",
      "We'll work on providing better answers.",
    ]);
  });

  it("uses the error's message for settings and deletion failures, with the fixed text as fallback", () => {
    toasts.notifySettingsProfileFailed("Weight must be a number");
    toasts.notifySettingsProfileFailed("");
    toasts.notifyDeleteAccountFailed(null);
    toasts.notifyDeleteAccountFailed("Database is busy");
    expect(showToast.mock.calls.map((c) => c[0])).toEqual([
      { title: "Error", description: "Weight must be a number", variant: "destructive" },
      {
        title: "Error",
        description: "Failed to update profile. Please try again.",
        variant: "destructive",
      },
      {
        title: "Deletion failed",
        description: "Failed to delete account. Please contact support.",
        variant: "destructive",
      },
      { title: "Deletion failed", description: "Database is busy", variant: "destructive" },
    ]);
  });

  it("names the missing Firebase configuration on sign-in failure", () => {
    toasts.notifySignInFailed(toasts.FIREBASE_NOT_CONFIGURED);
    toasts.notifySignInFailed("auth/internal-error");
    expect(showToast.mock.calls.map((c) => (c[0] as { description: string }).description)).toEqual([
      "Firebase not configured. Please add Firebase environment variables.",
      "Please try again",
    ]);
  });

  it.each([
    ["no-speech", null],
    ["aborted", null],
    ["network", "Network error during voice recognition"],
    [
      "not-allowed",
      "Microphone permission denied. Please allow microphone access in your browser settings.",
    ],
    ["service-not-allowed", "Voice recognition service not available"],
    ["bad-grammar", "Voice recognition grammar error"],
    ["language-not-supported", "Language not supported for voice recognition"],
    ["audio-capture", "Voice recognition error: audio-capture"],
  ])("has the voice error text for %s", (code, text) => {
    expect(toasts.voiceErrorText(code)).toBe(text);
    toasts.notifyVoiceError(code);
    expect(showToast).toHaveBeenCalledTimes(text === null ? 0 : 1);
  });

  it("carries a toast over a full navigation exactly once", () => {
    toasts.flashAfterReload("logoutSuccess");
    toasts.showFlashedToast();
    toasts.showFlashedToast();
    expect(showToast).toHaveBeenCalledOnce();
    expect(showToast).toHaveBeenCalledWith(toasts.TOASTS.logoutSuccess);
  });
});
