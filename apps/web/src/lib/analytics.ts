import { getJson } from "./http";

/**
 * Analytics of docs/behaviour.md §7 through Google Tag Manager. The tag-manager script is added
 * only when /api/gtm-config returns a container id; until then events wait in a small queue, and
 * with no id they are dropped after one console warning, so nothing leaves the browser.
 */
export const APP_VERSION = "1.0.0";
export const PAGE_VIEW_DELAY_MS = 1_000;
export const TEST_EVENT_DELAY_MS = 3_000;
export const GTM_CONFIG_PATH = "/api/gtm-config";
const MAX_QUEUED = 50;

type DataLayerEvent = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

type State = "pending" | "enabled" | "disabled";
let state: State = "pending";
let queue: DataLayerEvent[] = [];

function push(entry: DataLayerEvent): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
}

export function track(event: string, fields: Record<string, unknown> = {}): void {
  const entry: DataLayerEvent = { ...fields, event, app_version: APP_VERSION };
  if (state === "enabled") push(entry);
  else if (state === "pending" && queue.length < MAX_QUEUED) queue.push(entry);
}

function loadTagManager(containerId: string): void {
  push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  script.dataset.testid = "gtm-script";
  document.head.appendChild(script);
}

export interface InitAnalyticsOptions {
  fetchConfig?: () => Promise<{ containerId: string | null } | null>;
}

/** Starts analytics once per page: config lookup, page view after 1 s, test event after 3 s. */
export async function initAnalytics({
  fetchConfig = () => getJson(GTM_CONFIG_PATH),
}: InitAnalyticsOptions = {}): Promise<void> {
  setTimeout(() => trackPageView(), PAGE_VIEW_DELAY_MS);
  setTimeout(
    () => track("test_event", { test_type: "analytics_setup_check" }),
    TEST_EVENT_DELAY_MS,
  );
  let containerId: string | null = null;
  try {
    containerId = (await fetchConfig())?.containerId ?? null;
  } catch (error) {
    console.warn("[analytics] tag-manager configuration failed; analytics stays off", error);
    disable();
    return;
  }
  if (!containerId) {
    console.warn("[analytics] no tag-manager container id configured; analytics stays off");
    disable();
    return;
  }
  state = "enabled";
  loadTagManager(containerId);
  const waiting = queue;
  queue = [];
  for (const entry of waiting) push(entry);
}

function disable(): void {
  state = "disabled";
  queue = [];
}

/** For tests: forget what happened on this page. */
export function resetAnalytics(): void {
  state = "pending";
  queue = [];
}

export function trackPageView(path = window.location.pathname): void {
  track("page_view", { page_path: path, page_title: document.title });
}

export function trackChatMessageSent(conversationId: number | string, messageLength: number): void {
  track("chat_message_sent", { conversation_id: conversationId, message_length: messageLength });
}

export function trackAiResponseReceived(
  conversationId: number | string,
  responseTimeMs: number,
  hasSources: boolean,
): void {
  track("ai_response_received", {
    conversation_id: conversationId,
    response_time_ms: Math.round(responseTimeMs),
    has_sources: hasSources,
  });
}

export function trackFeedbackSubmitted(messageId: number, helpful: boolean): void {
  track("feedback_submitted", { message_id: messageId, rating: helpful ? "positive" : "negative" });
}

export function trackBabyProfileSaved(isNewProfile: boolean): void {
  track("baby_profile_saved", { is_new_profile: isNewProfile });
}

export function trackOnboardingCompleted(): void {
  track("onboarding_completed");
}

export function trackSuggestedPromptClicked(promptText: string, promptCategory: string): void {
  track("suggested_prompt_clicked", {
    prompt_text: promptText.slice(0, 50),
    prompt_category: promptCategory,
  });
}
