import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  APP_VERSION,
  initAnalytics,
  resetAnalytics,
  trackAiResponseReceived,
  trackBabyProfileSaved,
  trackChatMessageSent,
  trackFeedbackSubmitted,
  trackOnboardingCompleted,
  trackSuggestedPromptClicked,
} from "./analytics";

const events = () =>
  (window.dataLayer ?? []).filter(
    (e): e is { event: string } => typeof e === "object" && e !== null && "event" in e,
  );
const named = (name: string) => events().filter((e) => e.event === name);
const gtmScript = () =>
  document.querySelector<HTMLScriptElement>('script[src*="googletagmanager.com/gtm.js"]');

beforeEach(() => {
  vi.useFakeTimers();
  resetAnalytics();
  delete window.dataLayer;
  document.head.innerHTML = "";
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("analytics without a container id", () => {
  it("only warns, loads no script and sends nothing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    trackChatMessageSent(1, 10);
    await initAnalytics({ fetchConfig: async () => ({ containerId: null }) });
    trackOnboardingCompleted();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(warn).toHaveBeenCalledOnce();
    expect(gtmScript()).toBeNull();
    expect(window.dataLayer ?? []).toEqual([]);
  });

  it("treats a failed configuration call the same way", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await initAnalytics({ fetchConfig: async () => Promise.reject(new Error("500: boom")) });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(warn).toHaveBeenCalledOnce();
    expect(gtmScript()).toBeNull();
    expect(window.dataLayer ?? []).toEqual([]);
  });
});

describe("analytics with a container id", () => {
  it("loads the tag manager script for that container, and only then", async () => {
    let resolve!: (v: { containerId: string }) => void;
    const pending = initAnalytics({ fetchConfig: () => new Promise((r) => (resolve = r)) });
    expect(gtmScript()).toBeNull();
    resolve({ containerId: "GTM-TEST1" });
    await pending;
    expect(gtmScript()?.src).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-TEST1");
    expect(gtmScript()?.async).toBe(true);
    expect(named("gtm.js")).toHaveLength(1);
  });

  it("sends a page view after 1 s and a test event after 3 s, with app_version 1.0.0", async () => {
    await initAnalytics({ fetchConfig: async () => ({ containerId: "GTM-TEST1" }) });
    await vi.advanceTimersByTimeAsync(999);
    expect(named("page_view")).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(named("page_view")).toEqual([
      expect.objectContaining({ app_version: "1.0.0", page_path: "/" }),
    ]);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(named("test_event")).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(named("test_event")).toEqual([expect.objectContaining({ app_version: APP_VERSION })]);
  });

  it("delivers events tracked before the configuration arrived", async () => {
    trackChatMessageSent("temp_1_abc", 42);
    await initAnalytics({ fetchConfig: async () => ({ containerId: "GTM-TEST1" }) });
    expect(named("chat_message_sent")).toEqual([
      {
        event: "chat_message_sent",
        conversation_id: "temp_1_abc",
        message_length: 42,
        app_version: "1.0.0",
      },
    ]);
  });

  it("gives every docs/behaviour.md §7 event its fields", async () => {
    await initAnalytics({ fetchConfig: async () => ({ containerId: "GTM-TEST1" }) });
    trackAiResponseReceived(7, 1234.6, true);
    trackFeedbackSubmitted(99, false);
    trackBabyProfileSaved(true);
    trackOnboardingCompleted();
    trackSuggestedPromptClicked(
      "How much formula should my newborn drink in one feeding at night?",
      "Feeding",
    );
    expect(named("ai_response_received")[0]).toMatchObject({
      conversation_id: 7,
      response_time_ms: 1235,
      has_sources: true,
    });
    expect(named("feedback_submitted")[0]).toMatchObject({ message_id: 99, rating: "negative" });
    expect(named("baby_profile_saved")[0]).toMatchObject({ is_new_profile: true });
    expect(named("onboarding_completed")).toHaveLength(1);
    const prompt = named("suggested_prompt_clicked")[0] as unknown as {
      prompt_text: string;
      prompt_category: string;
    };
    expect(prompt.prompt_text).toBe("How much formula should my newborn drink in one fe");
    expect(prompt.prompt_text).toHaveLength(50);
    expect(prompt.prompt_category).toBe("Feeding");
  });
});
