import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser } from "../test/fixtures";
import { createTestDatabase, type Db } from "./client";
import { createPostgresPool } from "./postgres";
import { PREPARED_STATEMENTS_PER_CONNECTION } from "./postgres-prepared";
import { createConversation, listConversations } from "./repositories/conversations";

// The pool's connections prepare the app's statements once (see postgres-prepared.ts).
let db: Db;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.destroy());

/** What the connection has prepared, by SQL text. */
async function preparedOn(connection: Db): Promise<string[]> {
  const { rows } = await sql<{
    statement: string;
  }>`SELECT statement FROM pg_prepared_statements`.execute(connection);
  return rows.map((r) => r.statement);
}

describe("prepared statements", () => {
  it("prepares a repository's query once per connection and answers as before", async () => {
    const user = await makeUser(db);
    await createConversation(db, { userId: user.id, title: "Sleep" });
    await db.connection().execute(async (connection) => {
      const first = await listConversations(connection, user.id);
      const again = await listConversations(connection, user.id);
      expect(again).toEqual(first);
      expect(first.map((c) => c.title)).toEqual(["Sleep"]);
      const listing = (await preparedOn(connection)).filter((s) =>
        s.startsWith('select "id", "title", "updated_at" from "conversations"'),
      );
      expect(listing).toHaveLength(1);
    });
  });

  it("leaves schema changes unprepared", async () => {
    await db.connection().execute(async (connection) => {
      await sql`CREATE TABLE prepared_probe (id integer)`.execute(connection);
      await sql`DROP TABLE prepared_probe`.execute(connection);
      expect((await preparedOn(connection)).filter((s) => /^\s*(create|drop)/i.test(s))).toEqual(
        [],
      );
    });
  });

  it("runs a prepared `table.*` again after a migration changed the table's columns", async () => {
    await sql`CREATE TABLE widened (id integer)`.execute(db);
    await sql`INSERT INTO widened VALUES (1)`.execute(db);
    await db.connection().execute(async (connection) => {
      const read = () =>
        sql<Record<string, unknown>>`SELECT widened.* FROM widened`.execute(connection);
      expect((await read()).rows).toEqual([{ id: 1 }]);
      await sql`ALTER TABLE widened ADD COLUMN label text DEFAULT 'new'`.execute(connection);
      expect((await read()).rows).toEqual([{ id: 1, label: "new" }]);
      expect((await read()).rows).toEqual([{ id: 1, label: "new" }]);
    });
  });

  it("keeps at most its share of statements per connection, and runs the rest unprepared", async () => {
    await db.connection().execute(async (connection) => {
      for (let i = 0; i < PREPARED_STATEMENTS_PER_CONNECTION + 20; i++) {
        const { rows } = await sql<{ n: number }>`SELECT ${sql.raw(String(i))}::int AS n`.execute(
          connection,
        );
        expect(rows[0]!.n).toBe(i);
      }
      const probes = (await preparedOn(connection)).filter((s) => /^SELECT \d+::int/.test(s));
      expect(probes.length).toBeGreaterThan(0);
      expect(probes.length).toBeLessThanOrEqual(PREPARED_STATEMENTS_PER_CONNECTION);
    });
  });

  it("prepares nothing when the pool is told not to (a pooler that cannot keep them)", async () => {
    for (const preparedStatements of [false, true]) {
      const pool = createPostgresPool(process.env.NESTLING_TEST_DATABASE_URL!, {
        max: 1,
        preparedStatements,
      });
      try {
        const client = await pool.connect();
        try {
          const { rows } = await client.query("SELECT $1::int + 1 AS n", [41]);
          expect(rows).toEqual([{ n: 42 }]);
          const prepared = await client.query(
            "SELECT count(*)::int AS n FROM pg_prepared_statements",
            [],
          );
          expect(prepared.rows[0].n > 0).toBe(preparedStatements);
        } finally {
          client.release();
        }
      } finally {
        await pool.end();
      }
    }
  });
});
