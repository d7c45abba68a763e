// For test runners (vitest global setups): one PostgreSQL database per test run, dropped at the end.
// Suites inside it each get their own schema from `createTestDatabase`.
import { randomBytes } from "node:crypto";
import pg from "pg";

/** The server the PostgreSQL test projects use unless NESTLING_TEST_POSTGRES_URL names another. */
export const DEFAULT_TEST_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/postgres";

export interface TestRunDatabase {
  /** The run's database, for NESTLING_TEST_DATABASE_URL. */
  url: string;
  /** Drops the database, closing any connection a crashed suite left open. */
  drop(): Promise<void>;
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL does not answer at ${url} (${(error as Error).message}). The PostgreSQL test ` +
        "projects need it: start it (see README, Testing) or set NESTLING_TEST_POSTGRES_URL.",
      { cause: error },
    );
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createTestRunDatabase(
  serverUrl = process.env.NESTLING_TEST_POSTGRES_URL ?? DEFAULT_TEST_POSTGRES_URL,
): Promise<TestRunDatabase> {
  const name = `nestling_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}
