import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

/**
 * The live SQLite schema as Kysely sees it. Dates are ISO-8601 UTC strings (they sort as text),
 * booleans are 0/1 integers, JSON columns are text. `schema.test.ts` checks this interface
 * against the tables the migrations create.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  feedback: FeedbackTable;
  baby_profiles: BabyProfilesTable;
  legal_acceptances: LegalAcceptancesTable;
  visitor_sessions: VisitorSessionsTable;
  client_logs: ClientLogsTable;
  shares: SharesTable;
}

/** A column the database fills in when the insert leaves it out. */
type DefaultedText = ColumnType<string, string | undefined, string>;

export interface UsersTable {
  id: Generated<number>;
  firebase_uid: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  /** The parent's region for emergency numbers ("US", "UK", …); null until they choose one. */
  region: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: DefaultedText;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token: a database leak does not hand out live sessions. */
  token_hash: string;
  user_id: number;
  expires_at: string;
  created_at: DefaultedText;
}

export interface ConversationsTable {
  id: Generated<number>;
  /** Exactly one of user_id / visitor_id is set (a CHECK constraint enforces it). */
  user_id: number | null;
  visitor_id: string | null;
  /** The client's `temp_{timestamp}_{random}` id of a visitor conversation. */
  temp_id: string | null;
  title: ColumnType<string, string | undefined, string>;
  created_at: DefaultedText;
  updated_at: DefaultedText;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  role: "user" | "assistant";
  content: string;
  /** JSON array of {url, title, description?}. */
  sources: ColumnType<string, string | undefined, string>;
  urgency: "emergency" | "urgent" | "routine" | null;
  /** Triage's finer level: "911", "er", "call-now", "call-24h" or "home". */
  disposition: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the parent stopped this streamed answer; null for a finished one. */
  stopped_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: DefaultedText;
}

export interface FeedbackTable {
  id: Generated<number>;
  message_id: number;
  /** Null when an anonymous visitor rated an answer of their temporary conversation. */
  user_id: number | null;
  helpful: 0 | 1;
  created_at: DefaultedText;
}

export interface BabyProfilesTable {
  id: Generated<number>;
  user_id: number;
  name: string | null;
  date_of_birth: string | null;
  feeding_type: "breastfeeding" | "formula" | "both" | null;
  conditions: string | null;
  allergies: string | null;
  weight: string | null;
  height: string | null;
  created_at: DefaultedText;
  updated_at: DefaultedText;
}

export interface LegalAcceptancesTable {
  id: Generated<number>;
  user_id: number;
  accepted_at: string;
  version: string;
}

export interface VisitorSessionsTable {
  /** Random id that ties a visitor's rows together; never leaves the server. */
  visitor_id: string;
  token_hash: string;
  /** The user who last signed in (or chatted signed in) on this browser, so their deletion finds it. */
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: DefaultedText;
  last_seen_at: DefaultedText;
}

export interface ClientLogsTable {
  id: Generated<number>;
  user_id: number | null;
  visitor_id: string | null;
  /** JSON object as posted by the web app (already validated and bounded). */
  payload: string;
  created_at: DefaultedText;
}

/** A read-only link to one conversation; the token itself is never stored. */
export interface SharesTable {
  id: Generated<number>;
  conversation_id: number;
  user_id: number;
  /** SHA-256 (hex) of the link's token. */
  token_hash: string;
  created_at: DefaultedText;
  expires_at: string;
  revoked_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type ConversationRow = Selectable<ConversationsTable>;
export type ConversationUpdate = Updateable<ConversationsTable>;
export type MessageRow = Selectable<MessagesTable>;
export type FeedbackRow = Selectable<FeedbackTable>;
export type BabyProfileRow = Selectable<BabyProfilesTable>;
export type LegalAcceptanceRow = Selectable<LegalAcceptancesTable>;
export type VisitorSessionRow = Selectable<VisitorSessionsTable>;
export type ClientLogRow = Selectable<ClientLogsTable>;
export type ShareRow = Selectable<SharesTable>;
