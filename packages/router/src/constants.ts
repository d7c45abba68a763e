export const SESSION_COOKIE = "nestling_session";
export const VISITOR_COOKIE = "nestling_visitor";
export const SESSION_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;
/** Anonymous chats are kept for a day, then dropped. */
export const VISITOR_RETENTION_SECONDS = 24 * 60 * 60;
export const VISITOR_MAX_AGE_SECONDS = VISITOR_RETENTION_SECONDS;
/** How often a chat request may trigger the visitor purge (it is cheap, but needn't run every time). */
export const VISITOR_PURGE_INTERVAL_MS = 60_000;

/** The client's id for an anonymous conversation: `temp_{Date.now()}_{random}`. */
export const TEMP_CONVERSATION_ID = /^temp_\d{10,16}_[A-Za-z0-9]{1,40}$/;

export const MESSAGE_MAX_LENGTH = 4000;
export const TITLE_MAX_LENGTH = 200;
/** Titles derived from a first question stay short enough for the sidebar. */
export const AUTO_TITLE_MAX_LENGTH = 60;
/** Messages of context sent to the engine: the last ten exchanges. */
export const HISTORY_MESSAGES = 20;

export const PROFILE_NAME_MAX_LENGTH = 100;
export const PROFILE_TEXT_MAX_LENGTH = 1000;
export const PROFILE_MEASURE_MAX_LENGTH = 20;
/** The product covers babies and toddlers; a date of birth further back than this is a typo. */
export const MAX_CHILD_AGE_YEARS = 6;

export const CLIENT_LOG_MAX_LINES = 100;
export const CLIENT_LOG_LINE_MAX_LENGTH = 2000;
/** Client log batches kept in the database; older ones are dropped as new ones arrive. */
export const CLIENT_LOG_ROWS_KEPT = 5000;
/** Client logs (voice diagnostics: user agent, language, timezone) are kept a week at most. */
export const CLIENT_LOG_RETENTION_SECONDS = 7 * 24 * 60 * 60;

/** Version of the legal disclaimer; raising it asks every user to accept again. */
export const LEGAL_VERSION = "2025-06-01";

export const FIREBASE_NOT_CONFIGURED =
  "Firebase not configured. Please add Firebase environment variables.";
export const FEEDBACK_ALREADY_PROVIDED = "Feedback already provided for this message";

/** Conversations per history page when the client does not say (the sidebar's first screenful and more). */
export const HISTORY_PAGE_SIZE = 30;
export const HISTORY_PAGE_MAX = 100;
export const SEARCH_QUERY_MAX_LENGTH = 200;
export const SEARCH_RESULTS_DEFAULT = 20;
export const SEARCH_RESULTS_MAX = 50;
/** A share link lasts 30 days unless the parent picks otherwise (1 to 90). */
export const SHARE_DAYS_DEFAULT = 30;
export const SHARE_DAYS_MAX = 90;
