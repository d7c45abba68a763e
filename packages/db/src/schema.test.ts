import type { Kysely, SelectType } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, isPostgresDb } from "./client";
import type { Database } from "./schema";
import { inspectSchema, type SchemaInspector } from "../test/schema-inspector";

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
    stopped_at: "nullable",
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
  shares: {
    id: "required",
    conversation_id: "required",
    user_id: "required",
    token_hash: "required",
    created_at: "required",
    expires_at: "required",
    revoked_at: "nullable",
  },
};

let db: Kysely<Database>;
let schema: SchemaInspector;
beforeAll(async () => {
  db = await createTestDatabase();
  schema = inspectSchema(db);
});
afterAll(async () => {
  await db.destroy();
});

describe("live schema", () => {
  it("has exactly the tables of the Database interface (plus Kysely's migration tables)", async () => {
    expect(await schema.tables()).toEqual(Object.keys(expected).sort());
  });

  for (const [table, columns] of Object.entries(expected)) {
    it(`${table}: columns and nullability match the interface`, async () => {
      expect(await schema.columns(table)).toEqual(columns);
    });
  }

  it("indexes the history query and the one-per-user / one-per-message rules", async () => {
    // The list's order, and the title it shows (PostgreSQL: INCLUDE; SQLite: the last key column).
    expect(await schema.indexColumns("conversations_user_activity_idx")).toEqual([
      "user_id",
      "updated_at",
      "id",
      "title",
    ]);
    expect(await schema.uniqueColumns("users")).toContain("firebase_uid");
    expect(await schema.uniqueColumns("feedback")).toContain("message_id");
    expect(await schema.uniqueColumns("baby_profiles")).toContain("user_id");
    expect(await schema.uniqueColumns("legal_acceptances")).toContain("user_id");
    expect(await schema.uniqueColumns("visitor_sessions")).toContain("token_hash");
    expect(await schema.uniqueColumns("conversations")).toContain("visitor_id+temp_id");
    expect(await schema.uniqueColumns("shares")).toContain("token_hash");
  });

  it("indexes titles and message text for full-text search", async () => {
    expect(await schema.searchIndexes()).toEqual(
      isPostgresDb(db)
        ? ["conversations_title_search_idx", "messages_content_search_idx"]
        : ["conversations_fts", "messages_fts"],
    );
  });

  it("cascades deletes from users and conversations", async () => {
    expect(await schema.foreignKeys("sessions")).toEqual(["user_id->users:CASCADE"]);
    expect(await schema.foreignKeys("conversations")).toEqual([
      "user_id->users:CASCADE",
      "visitor_id->visitor_sessions:CASCADE",
    ]);
    expect(await schema.foreignKeys("visitor_sessions")).toEqual(["user_id->users:CASCADE"]);
    expect(await schema.foreignKeys("messages")).toEqual([
      "conversation_id->conversations:CASCADE",
    ]);
    expect(await schema.foreignKeys("feedback")).toEqual([
      "message_id->messages:CASCADE",
      "user_id->users:CASCADE",
    ]);
    expect(await schema.foreignKeys("baby_profiles")).toEqual(["user_id->users:CASCADE"]);
    expect(await schema.foreignKeys("legal_acceptances")).toEqual(["user_id->users:CASCADE"]);
    expect(await schema.foreignKeys("shares")).toEqual([
      "conversation_id->conversations:CASCADE",
      "user_id->users:CASCADE",
    ]);
    expect(await schema.foreignKeys("client_logs")).toEqual([
      "user_id->users:CASCADE",
      "visitor_id->visitor_sessions:SET NULL",
    ]);
  });
});
