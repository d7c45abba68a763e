import { CompiledQuery, sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser } from "../../test/fixtures";
import { createTestDatabase, isPostgresDb } from "../client";
import type { Database } from "../schema";
import { listConversationPage } from "./conversation-pages";
import { listConversations } from "./conversations";

// How each engine runs the history list's queries: from the list's index alone, already in order
// (no sort, no row fetched from the table). The SQL is the repository's own, caught on its way out.

let db: Kysely<Database>;
let userId: number;
beforeAll(async () => {
  db = await createTestDatabase();
  const user = await makeUser(db);
  const other = await makeUser(db);
  userId = user.id;
  const start = Date.UTC(2026, 10, 1);
  const rows = Array.from({ length: 300 }, (_, i) => {
    const at = new Date(start + (i % 150) * 60_000).toISOString();
    return {
      user_id: i % 3 === 0 ? other.id : user.id,
      title: `Chat ${i}`,
      created_at: at,
      updated_at: at,
    };
  });
  await db.insertInto("conversations").values(rows).execute();
  if (isPostgresDb(db)) await sql`ANALYZE conversations`.execute(db);
});
afterAll(async () => {
  await db.destroy();
});

/** The statements `run` sends, compiled as the driver receives them. */
async function statementsOf(run: (db: Kysely<Database>) => Promise<unknown>) {
  const statements: CompiledQuery[] = [];
  await run(
    db.withPlugin({
      transformQuery(args) {
        statements.push(db.getExecutor().compileQuery(args.node, args.queryId));
        return args.node;
      },
      transformResult: async (args) => args.result,
    }),
  );
  return statements;
}

/** The engine's plan for a statement, one line per step. */
async function planOf(statement: CompiledQuery): Promise<string> {
  if (!isPostgresDb(db)) {
    const { rows } = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`EXPLAIN QUERY PLAN ${statement.sql}`, [...statement.parameters]),
    );
    return rows.map((r) => r.detail).join("\n");
  }
  // A few hundred rows fit in a page or two, where a sequential scan is always cheapest: ask for
  // the plan a parent's list gets in a table of many parents.
  return db.connection().execute(async (connection) => {
    await sql`SET enable_seqscan = off`.execute(connection);
    try {
      const { rows } = await connection.executeQuery<{ "QUERY PLAN": string }>(
        CompiledQuery.raw(`EXPLAIN ${statement.sql}`, [...statement.parameters]),
      );
      return rows.map((r) => r["QUERY PLAN"]).join("\n");
    } finally {
      await sql`RESET enable_seqscan`.execute(connection);
    }
  });
}

function expectIndexOnlyInOrder(plan: string) {
  if (isPostgresDb(db)) {
    expect(plan).toMatch(/Index Only Scan using conversations_user_activity_idx/);
    expect(plan).not.toMatch(/Sort/);
  } else {
    expect(plan).toMatch(/USING COVERING INDEX conversations_user_activity_idx/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  }
}

describe("the history list's query plans", () => {
  it("lists a parent's conversations from the index, in order, without the table", async () => {
    const [statement] = await statementsOf((spy) => listConversations(spy, userId));
    expectIndexOnlyInOrder(await planOf(statement!));
  });

  it("reads the first page and a later one the same way", async () => {
    const first = await listConversationPage(db, { userId, limit: 20 });
    const last = first.at(-1)!;
    const statements = await statementsOf(async (spy) => {
      await listConversationPage(spy, { userId, limit: 20 });
      await listConversationPage(spy, {
        userId,
        limit: 20,
        after: { updatedAt: last.updatedAt, id: last.id },
      });
    });
    expect(statements).toHaveLength(2);
    for (const statement of statements) expectIndexOnlyInOrder(await planOf(statement));
  });
});
