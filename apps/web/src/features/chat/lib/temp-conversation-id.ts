/**
 * Anonymous chats use `temp_{timestamp}_{random}` (docs/behaviour.md §3), kept for the browser
 * tab's session.
 */
const STORAGE_KEY = "nestling-temp-conversation-id";
export const TEMP_ID_PATTERN = /^temp_\d+_[a-z0-9]+$/;

export function newTempConversationId(
  now: number = Date.now(),
  random: () => number = Math.random,
): string {
  const suffix = random().toString(36).slice(2, 11).padEnd(6, "0");
  return `temp_${now}_${suffix}`;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings); the id then lives for the page only.
    return null;
  }
}

/** The tab's temporary conversation id, made on first use. */
export function currentTempConversationId(): string {
  const stored = storage()?.getItem(STORAGE_KEY);
  if (stored && TEMP_ID_PATTERN.test(stored)) return stored;
  return replaceTempConversationId();
}

/** Starts a fresh anonymous conversation (New Baby Question). */
export function replaceTempConversationId(): string {
  const id = newTempConversationId();
  storage()?.setItem(STORAGE_KEY, id);
  return id;
}
