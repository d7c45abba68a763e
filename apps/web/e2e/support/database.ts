import { createRequire } from "node:module";
import path from "node:path";
import { REPO_ROOT } from "./stack";

type Statement = { run: (...params: unknown[]) => { changes: number } };
type SqliteDatabase = {
  pragma: (text: string) => unknown;
  prepare: (sql: string) => Statement;
  close: () => void;
};

/**
 * Runs one statement on the API's SQLite file (better-sqlite3 as the db package loads it). For
 * what a browser cannot make happen in a test's time, such as a share link reaching its expiry.
 */
export function runSql(sql: string, ...params: unknown[]): number {
  const file = process.env.E2E_DATABASE_FILE;
  if (!file)
    throw new Error("E2E_DATABASE_FILE is unset: run the tests through playwright.config.ts");
  const require = createRequire(path.join(REPO_ROOT, "packages", "db", "package.json"));
  // The build the db package loads on this Node (see packages/db/src/sqlite-driver.ts).
  const driver =
    Number(process.versions.node.split(".")[0]) >= 22 ? "better-sqlite3" : "better-sqlite3-12";
  const Database = require(driver) as new (file: string) => SqliteDatabase;
  const db = new Database(file);
  try {
    db.pragma("busy_timeout = 5000");
    return db.prepare(sql).run(...params).changes;
  } finally {
    db.close();
  }
}
