// The load test's fixed figures: how long, how many connections and accounts, what mix.
export const DURATION_MS = 60_000;
export const KILL_AT_MS = 20_000;
export const CONNECTIONS = 10;
export const ACCOUNTS = 40;
export const CONVERSATIONS_PER_ACCOUNT = 5;
export const LIST_CONVERSATIONS = 200;
/** The chat-only and conversation-list segments each last this long. */
export const SEGMENT_MS = 10_000;
/** The conversation-list segment warms up this long first, uncounted. */
export const LIST_WARM_UP_MS = 2_000;
/** Per person per minute: above what one load account asks, so the mixed load is never refused. */
export const RATE_LIMIT = 600;
/** Questions the rate-limit check asks beyond the limit. */
export const LIMIT_EXTRA = 20;
export const MIXED = { "anonymous chat": 4, "signed-in chat": 4, "history read": 2 } as const;
export const CHATS = { "anonymous chat": 1, "signed-in chat": 1 } as const;
