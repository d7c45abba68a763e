import type { Kysely } from "kysely";
import type { Database } from "../schema";
import type { LegalAcceptance } from "../types";

export async function findLegalAcceptance(
  db: Kysely<Database>,
  userId: number,
): Promise<LegalAcceptance | null> {
  const row = await db
    .selectFrom("legal_acceptances")
    .select(["accepted_at", "version"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? { acceptedAt: row.accepted_at, version: row.version } : null;
}

/** Records (or re-records, for a newer version of the terms) the user's acceptance. */
export async function acceptLegal(
  db: Kysely<Database>,
  userId: number,
  version: string,
  now = new Date(),
): Promise<LegalAcceptance> {
  const at = now.toISOString();
  const row = await db
    .insertInto("legal_acceptances")
    .values({ user_id: userId, accepted_at: at, version })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ accepted_at: at, version }))
    .returning(["accepted_at", "version"])
    .executeTakeFirstOrThrow();
  return { acceptedAt: row.accepted_at, version: row.version };
}
