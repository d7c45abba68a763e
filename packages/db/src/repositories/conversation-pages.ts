import type { Kysely } from "kysely";
import type { Database } from "../schema";
import type { ConversationSummary } from "../types";

/** Where the previous page ended: its last row's activity time and id. */
export interface ConversationPosition {
  updatedAt: string;
  id: number;
}

/**
 * One page of a signed-in user's conversations in history order (most recently active first, ties
 * newest first), starting after `after`. Keyset paging on the (user_id, updated_at) index: a page
 * deep in a long history costs what the first one does, and a chat that moves to the top between
 * two pages is not listed twice.
 */
export async function listConversationPage(
  db: Kysely<Database>,
  input: { userId: number; limit: number; after?: ConversationPosition | null },
): Promise<ConversationSummary[]> {
  if (!Number.isInteger(input.limit) || input.limit < 1)
    throw new RangeError(`limit must be ≥ 1, got ${input.limit}`);
  const after = input.after;
  const rows = await db
    .selectFrom("conversations")
    .select(["id", "title", "updated_at"])
    .where("user_id", "=", input.userId)
    .$if(after != null, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb("updated_at", "<", after!.updatedAt),
          eb.and([eb("updated_at", "=", after!.updatedAt), eb("id", "<", after!.id)]),
        ]),
      ),
    )
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .limit(input.limit)
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, updatedAt: r.updated_at }));
}
