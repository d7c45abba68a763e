import { sql, type Kysely, type SelectType } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./client";
import type { Database } from "./schema";

type Nullability<Row> = {
  [K in keyof Row]: null extends SelectType<Row[K]> ? "nullable" : "required";
};

// The compiler checks this object against the Database interface: a column missing here, an extra
// one, or a wrong nullability fails `tsc`. The test then checks the live tables against it.
const expected: { [T in keyof Database]: Nullability<Database[T]> } = {
  users: {
    id: "required",
    firebase_uid: "required",
    email: "nullable",
    first_name: "nullable",
    last_name: "nullable",
    profile_image_url: "nullable",
    region: "nullable",
    created_at: "required",
  },
  sessions: {
    token_hash: "required",
    user_id: "required",
    expires_at: "required",
    created_at: "required",
  },
  conversations: {
    id: "required",
    user_id: "nullable",
    visitor_id: "nullable",
    temp_id: "nullable",
    title: "required",
    created_at: "required",
    updated_at: "required",
  },
  messages: {
    id: "required",
    conversation_id: "required",
    role: "required",
    content: "required",
    sources: "required",
    urgency: "nullable",
    disposition: "nullable",
    created_at: "required",
  },
  feedback: {
    id: "required",
    message_id: "required",
    user_id: "nullable",
    helpful: "required",
    created_at: "required",
  },
  baby_profiles: {
    id: "required",
    user_id: "required",
    name: "nullable",
    date_of_birth: "nullable",
    feeding_type: "nullable",
    conditions: "nullable",
    allergies: "nullable",
    weight: "nullable",
    height: "nullable",
    created_at: "required",
    updated_at: "required",
  },
  legal_acceptances: {
    id: "required",
    user_id: "required",
    accepted_at: "required",
    version: "required",
  },
  visitor_sessions: {
    visitor_id: "required",
    token_hash: "required",
    user_id: "nullable",
    created_at: "required",
    last_seen_at: "required",
  },
  client_logs: {
    id: "required",
    user_id: "nullable",
    visitor_id: "nullable",
    payload: "required",
    created_at: "required",
  },
};

interface ColumnInfo {
  name: string;
  notnull: number;
  pk: number;
  type: string;
}

let db: Kysely<Database>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.destroy();
});

describe("live schema", () => {
  it("has exactly the tables of the Database interface (plus Kysely's migration tables)", async () => {
    const { rows } = await sql<{ name: string }>`
      SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`.execute(
      db,
    );
    const tables = rows.map((r) => r.name).filter((n) => !n.startsWith("kysely_"));
    expect(tables).toEqual(Object.keys(expected).sort());
  });

  for (const [table, columns] of Object.entries(expected)) {
    it(`${table}: columns and nullability match the interface`, async () => {
      const { rows } = await sql<ColumnInfo>`SELECT * FROM pragma_table_info(${table})`.execute(db);
      const live = Object.fromEntries(
        rows.map((c) => [
          c.name,
          c.notnull === 1 || (c.pk === 1 && c.type.toUpperCase() === "INTEGER")
            ? "required"
            : "nullable",
        ]),
      );
      expect(live).toEqual(columns);
    });
  }

  it("indexes the history query and the one-per-user / one-per-message rules", async () => {
    const { rows } = await sql<{ name: string; tbl_name: string; sql: string | null }>`
      SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'index'`.execute(db);
    const byName = new Map(rows.map((r) => [r.name, r]));
    expect(byName.get("conversations_user_id_updated_at_idx")?.sql).toContain(
      '("user_id", "updated_at")',
    );
    const uniqueOn = async (table: string) => {
      const list = await sql<{
        name: string;
        unique: number;
      }>`SELECT * FROM pragma_index_list(${table})`.execute(db);
      const cols: string[] = [];
      for (const idx of list.rows.filter((i) => i.unique === 1)) {
        const info = await sql<{
          name: string;
        }>`SELECT name FROM pragma_index_info(${idx.name})`.execute(db);
        cols.push(info.rows.map((c) => c.name).join("+"));
      }
      return cols;
    };
    expect(await uniqueOn("users")).toContain("firebase_uid");
    expect(await uniqueOn("feedback")).toContain("message_id");
    expect(await uniqueOn("baby_profiles")).toContain("user_id");
    expect(await uniqueOn("legal_acceptances")).toContain("user_id");
    expect(await uniqueOn("visitor_sessions")).toContain("token_hash");
    expect(await uniqueOn("conversations")).toContain("visitor_id+temp_id");
  });

  it("cascades deletes from users and conversations", async () => {
    const fks = async (table: string) =>
      (
        await sql<{
          table: string;
          from: string;
          on_delete: string;
        }>`SELECT * FROM pragma_foreign_key_list(${table})`.execute(db)
      ).rows
        .map((r) => `${r.from}->${r.table}:${r.on_delete}`)
        .sort();
    expect(await fks("sessions")).toEqual(["user_id->users:CASCADE"]);
    expect(await fks("conversations")).toEqual([
      "user_id->users:CASCADE",
      "visitor_id->visitor_sessions:CASCADE",
    ]);
    expect(await fks("visitor_sessions")).toEqual(["user_id->users:CASCADE"]);
    expect(await fks("messages")).toEqual(["conversation_id->conversations:CASCADE"]);
    expect(await fks("feedback")).toEqual([
      "message_id->messages:CASCADE",
      "user_id->users:CASCADE",
    ]);
    expect(await fks("baby_profiles")).toEqual(["user_id->users:CASCADE"]);
    expect(await fks("legal_acceptances")).toEqual(["user_id->users:CASCADE"]);
    expect(await fks("client_logs")).toEqual([
      "user_id->users:CASCADE",
      "visitor_id->visitor_sessions:SET NULL",
    ]);
  });
});
