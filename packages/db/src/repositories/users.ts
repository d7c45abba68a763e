import type { Kysely } from "kysely";
import type { Database, UserRow } from "../schema";
import type { User } from "../types";

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    firebaseUid: row.firebase_uid,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
    region: row.region ?? null,
    createdAt: row.created_at,
  };
}

export interface UserProfileInput {
  firebaseUid: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/** Creates the user on first sign-in; later sign-ins refresh the identity provider's fields. */
export async function upsertUser(
  db: Kysely<Database>,
  input: UserProfileInput,
  now = new Date(),
): Promise<User> {
  const row = await db
    .insertInto("users")
    .values({
      firebase_uid: input.firebaseUid,
      email: input.email,
      first_name: input.firstName,
      last_name: input.lastName,
      profile_image_url: input.profileImageUrl,
      created_at: now.toISOString(),
    })
    .onConflict((oc) =>
      oc.column("firebase_uid").doUpdateSet({
        email: input.email,
        first_name: input.firstName,
        last_name: input.lastName,
        profile_image_url: input.profileImageUrl,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return toUser(row);
}

/** Stores the region the parent chose (emergency numbers); null clears it. */
export async function setUserRegion(
  db: Kysely<Database>,
  userId: number,
  region: string | null,
): Promise<void> {
  await db.updateTable("users").set({ region }).where("id", "=", userId).execute();
}

export async function findUserById(db: Kysely<Database>, id: number): Promise<User | null> {
  const row = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function findUserByFirebaseUid(
  db: Kysely<Database>,
  firebaseUid: string,
): Promise<User | null> {
  const row = await db
    .selectFrom("users")
    .selectAll()
    .where("firebase_uid", "=", firebaseUid)
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

/**
 * Deletes every row that belongs to the user, all or nothing. The foreign keys would cascade from
 * `users` alone; the explicit deletes keep this correct even if a future table forgets its cascade.
 * Returns the deleted user (for the identity provider's uid), or null if there was none.
 */
export async function deleteUserEverything(
  db: Kysely<Database>,
  userId: number,
): Promise<User | null> {
  const run = async (trx: Kysely<Database>): Promise<User | null> => {
    const user = await findUserById(trx, userId);
    if (!user) return null;
    // The browsers this person used: their temporary chats and client logs go too, from any device.
    const browsers = trx
      .selectFrom("visitor_sessions")
      .select("visitor_id")
      .where("user_id", "=", userId);
    await trx
      .deleteFrom("client_logs")
      .where((eb) => eb.or([eb("user_id", "=", userId), eb("visitor_id", "in", browsers)]))
      .execute();
    await trx.deleteFrom("conversations").where("visitor_id", "in", browsers).execute();
    await trx.deleteFrom("visitor_sessions").where("user_id", "=", userId).execute();
    await trx.deleteFrom("feedback").where("user_id", "=", userId).execute();
    await trx.deleteFrom("conversations").where("user_id", "=", userId).execute();
    await trx.deleteFrom("baby_profiles").where("user_id", "=", userId).execute();
    await trx.deleteFrom("legal_acceptances").where("user_id", "=", userId).execute();
    await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();
    await trx.deleteFrom("users").where("id", "=", userId).execute();
    return user;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
