import { createRequire } from "node:module";
import type BetterSqlite3 from "better-sqlite3";

/**
 * better-sqlite3 for the running Node: 13 on Node 22 and later, 12 on Node 20. 12 aborts the
 * process on Node 24 when it garbage-collects a prepared statement (its cleanup hook outlives the
 * environment; 13's Node-API rewrite fixed it), and 13 requires Node 22. The require is chosen at
 * run time so Node 20 never loads 13; both share one API and @types/better-sqlite3.
 */
const require = createRequire(import.meta.url);

export function usesBetterSqlite13(nodeVersion: string = process.versions.node): boolean {
  return Number(nodeVersion.split(".")[0]) >= 22;
}

/** The package name of the driver this Node loads (a worker thread loads the same one). */
export const SQLITE_DRIVER = usesBetterSqlite13() ? "better-sqlite3" : "better-sqlite3-12";

const SQLite = require(SQLITE_DRIVER) as typeof BetterSqlite3;

export default SQLite;
