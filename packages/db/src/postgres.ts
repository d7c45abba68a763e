import pg from "pg";
import { PreparingClient } from "./postgres-prepared";
import { poolTypes } from "./postgres-timestamps";

// The PostgreSQL side of `openDatabase`: a pg pool whose values read back in the shapes the
// repositories already use on SQLite.

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url.trim());
}

export interface PostgresPoolOptions {
  /** Connections kept by this process (pg's default is 10). */
  max?: number;
  /**
   * Whether connections prepare the app's statements once and reuse them (default true). Off for
   * a connection pooler that hands each transaction a different server connection and does not
   * track prepared statements (PgBouncer in transaction mode before 1.21).
   */
  preparedStatements?: boolean;
  /** Schema to use instead of the role's default search_path (tests: one schema per suite). */
  schema?: string;
  /** An idle connection broke (the server restarted, the network dropped); the pool replaces it. */
  onError?: (error: Error) => void;
}

/** A PostgreSQL identifier safe to paste into SQL: what `createTestDatabase` generates. */
const PLAIN_IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

export function createPostgresPool(url: string, options: PostgresPoolOptions = {}): pg.Pool {
  if (options.schema !== undefined && !PLAIN_IDENTIFIER.test(options.schema)) {
    throw new Error(`Not a plain schema name: ${options.schema}`);
  }
  const pool = new pg.Pool({
    connectionString: url.trim(),
    max: options.max ?? 10,
    // A database that does not answer fails the request after 5 s instead of holding it forever.
    connectionTimeoutMillis: 5_000,
    types: poolTypes,
    ...(options.preparedStatements === false ? {} : { Client: PreparingClient }),
    // UTC sessions send timestamps in the one form poolTypes reads without a Date (a URL's own
    // `options` parameter still wins; the parser then takes its slower path).
    options: `-c TimeZone=UTC${options.schema ? ` -c search_path=${options.schema}` : ""}`,
  });
  // Without a listener, an idle client's error would crash the process.
  pool.on("error", options.onError ?? ((error) => console.warn("PostgreSQL pool:", error.message)));
  return pool;
}
