import type { Kysely } from "kysely";
import type { Database } from "../schema";

/** A share link as its owner sees it (the token is never stored, so it is not here). */
export interface ShareLink {
  conversationId: number;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

/** A share link found by its token, with whose conversation it opens. */
export interface SharedConversationLink extends ShareLink {
  userId: number;
}

/**
 * Stores a new link to one of the user's conversations; null when the user has no such
 * conversation (the insert copies the owner from the conversation row, so it cannot name another's).
 */
export async function createShare(
  db: Kysely<Database>,
  input: { userId: number; conversationId: number; tokenHash: string; expiresAt: Date },
  now = new Date(),
): Promise<ShareLink | null> {
  const at = now.toISOString();
  const row = await db
    .insertInto("shares")
    .columns(["conversation_id", "user_id", "token_hash", "created_at", "expires_at"])
    .expression((eb) =>
      eb
        .selectFrom("conversations")
        .select((e) => [
          "conversations.id",
          "conversations.user_id",
          e.val(input.tokenHash).as("token_hash"),
          e.val(at).as("created_at"),
          e.val(input.expiresAt.toISOString()).as("expires_at"),
        ])
        .where("conversations.id", "=", input.conversationId)
        .where("conversations.user_id", "=", input.userId),
    )
    .returning(LINK_COLUMNS)
    .executeTakeFirst();
  return row ? toShareLink(row) : null;
}

/** Ends every live link to the user's conversation; how many were ended. */
export async function revokeShares(
  db: Kysely<Database>,
  input: { userId: number; conversationId: number },
  now = new Date(),
): Promise<number> {
  const result = await db
    .updateTable("shares")
    .set({ revoked_at: now.toISOString() })
    .where("conversation_id", "=", input.conversationId)
    .where("user_id", "=", input.userId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The newest link to the user's conversation that still opens, or null. */
export async function findLiveShare(
  db: Kysely<Database>,
  input: { userId: number; conversationId: number },
  now = new Date(),
): Promise<ShareLink | null> {
  const row = await db
    .selectFrom("shares")
    .select(LINK_COLUMNS)
    .where("conversation_id", "=", input.conversationId)
    .where("user_id", "=", input.userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row ? toShareLink(row) : null;
}

/** The link with this token hash, live or not (the caller says which), or null. */
export async function findShareByTokenHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<SharedConversationLink | null> {
  const row = await db
    .selectFrom("shares")
    .select(["conversation_id", "user_id", "created_at", "expires_at", "revoked_at"])
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  return row
    ? {
        conversationId: row.conversation_id,
        userId: row.user_id,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
        revokedAt: row.revoked_at,
      }
    : null;
}

/** What an owner sees of a link. */
const LINK_COLUMNS = ["conversation_id", "created_at", "expires_at", "revoked_at"] as const;

function toShareLink(row: {
  conversation_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}): ShareLink {
  return {
    conversationId: row.conversation_id,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
  };
}
