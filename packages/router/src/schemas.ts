import { REGIONS } from "@nestling/answers";
import { z } from "zod";
import {
  CLIENT_LOG_LINE_MAX_LENGTH,
  CLIENT_LOG_MAX_LINES,
  HISTORY_PAGE_MAX,
  HISTORY_PAGE_SIZE,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_RESULTS_DEFAULT,
  SEARCH_RESULTS_MAX,
  SHARE_DAYS_DEFAULT,
  SHARE_DAYS_MAX,
  MESSAGE_MAX_LENGTH,
  PROFILE_MEASURE_MAX_LENGTH,
  PROFILE_NAME_MAX_LENGTH,
  PROFILE_TEXT_MAX_LENGTH,
  TEMP_CONVERSATION_ID,
  TITLE_MAX_LENGTH,
} from "./constants";

/** The largest id either database can hold: PostgreSQL's ids are 32-bit `integer` columns. */
export const MAX_ID = 2_147_483_647;

/** A database id, as a JSON number or as the digits of a URL segment. */
export const idSchema = z.union([
  z.number().int().positive().max(MAX_ID),
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "Invalid id")
    .transform(Number)
    .pipe(z.number().max(MAX_ID, "Invalid id")),
]);

export const loginInput = z
  .object({
    // Compared with the verified token; never trusted on its own.
    uid: z.string().max(128).nullish(),
    email: z.string().max(320).nullish(),
    displayName: z.string().max(200).nullish(),
    photoURL: z.string().max(2048).nullish(),
    emailVerified: z.boolean().nullish(),
  })
  .nullish();
export type LoginInput = z.infer<typeof loginInput>;

/**
 * Characters a title may not hold: NUL and other control characters, and the bidirectional
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069) that make a title display as something it
 * is not.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const UNSAFE_TITLE_CHARACTERS = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

export const createConversationInput = z
  .object({
    title: z
      .string()
      .trim()
      .max(TITLE_MAX_LENGTH, `Title must be at most ${TITLE_MAX_LENGTH} characters`)
      .refine(
        (title) => !UNSAFE_TITLE_CHARACTERS.test(title),
        "Title must not contain control or text-direction characters",
      )
      .nullish(),
  })
  .nullish();

export const conversationIdInput = z.object({ id: idSchema });

export const renameConversationInput = z.object({
  id: idSchema,
  title: z
    .string()
    .trim()
    .min(1, "Title cannot be empty")
    .max(TITLE_MAX_LENGTH, `Title must be at most ${TITLE_MAX_LENGTH} characters`),
});

/** A count in a JSON body or in a query string's digits. */
const countSchema = (label: string, max: number) =>
  z.union([
    z
      .number()
      .int(`${label} must be a whole number`)
      .min(1, `${label} must be at least 1`)
      .max(max, `${label} must be at most ${max}`),
    z
      .string()
      .regex(/^\d{1,4}$/, `${label} must be a whole number`)
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, `${label} must be at least 1`)
          .max(max, `${label} must be at most ${max}`),
      ),
  ]);

export const conversationPageInput = z
  .object({
    /** Where the previous page ended, as the last page's `nextCursor` gave it. */
    cursor: z.string().max(200, "Invalid cursor").nullish(),
    limit: countSchema("Limit", HISTORY_PAGE_MAX).default(HISTORY_PAGE_SIZE),
  })
  .nullish()
  .transform((input) => input ?? { cursor: null, limit: HISTORY_PAGE_SIZE });

export const searchConversationsInput = z.object({
  query: z
    .string("Query must be text")
    .trim()
    .min(1, "Query cannot be empty")
    .max(SEARCH_QUERY_MAX_LENGTH, `Query must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`),
  limit: countSchema("Limit", SEARCH_RESULTS_MAX).default(SEARCH_RESULTS_DEFAULT),
});

export const createShareInput = z.object({
  conversationId: idSchema,
  expiresInDays: countSchema("Expiry", SHARE_DAYS_MAX).default(SHARE_DAYS_DEFAULT),
});

export const shareConversationInput = z.object({ conversationId: idSchema });

/** A share link's token: 32 random bytes, base64url. */
export const shareTokenInput = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "This is not a valid share link"),
});

export const sendMessageInput = z.object({
  message: z
    .string()
    .trim()
    .min(1, "Message cannot be empty")
    .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`),
  conversationId: z.union([
    idSchema,
    z.string().regex(TEMP_CONVERSATION_ID, "Invalid conversation id"),
  ]),
  /** false: answer without the baby profile (the Privacy tab's switch). */
  personalize: z.boolean().optional(),
  /** Where the parent is, for emergency numbers; else the signed-in parent's saved region, else US. */
  region: z.enum(REGIONS).optional(),
  /** Ask the conversation's last question again: its new answer replaces the last one. */
  regenerate: z.boolean().optional(),
});
export type SendMessageInput = z.infer<typeof sendMessageInput>;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v === "" ? null : v));

const measure = (label: string) =>
  z
    .union([
      z
        .string()
        .trim()
        .max(
          PROFILE_MEASURE_MAX_LENGTH,
          `${label} must be at most ${PROFILE_MEASURE_MAX_LENGTH} characters`,
        )
        .regex(/^(\d{1,6}([.,]\d{1,3})?)?$/, `${label} must be a number`),
      z.number().nonnegative().max(999_999).transform(String),
    ])
    .nullish()
    .transform((v) => (v === "" ? null : v));

/** `YYYY-MM-DD`, or a full ISO timestamp (what the onboarding derives from an age). */
const dateOfBirth = z
  .string()
  .trim()
  .max(40)
  .regex(
    /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/,
    "Date of birth must be an ISO date (YYYY-MM-DD)",
  )
  .refine((v) => {
    const date = new Date(v.length === 10 ? `${v}T00:00:00Z` : v);
    return (
      !Number.isNaN(date.getTime()) && (v.length !== 10 || date.toISOString().slice(0, 10) === v)
    );
  }, "Date of birth is not a valid date")
  .nullish()
  .or(z.literal("").transform(() => null));

export const saveBabyProfileInput = z.object({
  name: optionalText(PROFILE_NAME_MAX_LENGTH, "Name"),
  dateOfBirth,
  feedingType: z
    .enum(
      ["breastfeeding", "formula", "both"],
      "Feeding type must be breastfeeding, formula or both",
    )
    .nullish()
    .or(z.literal("").transform(() => null)),
  conditions: optionalText(PROFILE_TEXT_MAX_LENGTH, "Conditions"),
  allergies: optionalText(PROFILE_TEXT_MAX_LENGTH, "Allergies"),
  weight: measure("Weight"),
  height: measure("Height"),
});
export type SaveBabyProfileInput = z.infer<typeof saveBabyProfileInput>;

export const messageIdInput = z.object({ messageId: idSchema });
export const submitFeedbackInput = z.object({ messageId: idSchema, helpful: z.boolean() });

const shortText = (max: number) => z.string().max(max);

export const clientLogsInput = z.object({
  logs: z
    .array(shortText(CLIENT_LOG_LINE_MAX_LENGTH), "logs must be a list of lines")
    .max(CLIENT_LOG_MAX_LINES, `At most ${CLIENT_LOG_MAX_LINES} log lines per batch`),
  userAgent: shortText(1000).nullish(),
  deviceInfo: z
    .object({
      platform: shortText(200),
      vendor: shortText(200),
      language: shortText(100),
      cookieEnabled: z.boolean(),
      onLine: z.boolean(),
      screenWidth: z.number().int().min(0).max(100_000),
      screenHeight: z.number().int().min(0).max(100_000),
      devicePixelRatio: z.number().min(0).max(100),
      timezone: shortText(100),
    })
    .partial()
    .nullish(),
  timestamp: shortText(64).nullish(),
});
export type ClientLogsInput = z.infer<typeof clientLogsInput>;

export const regionInput = z.object({ region: z.enum(REGIONS) });
export type RegionInput = z.infer<typeof regionInput>;
