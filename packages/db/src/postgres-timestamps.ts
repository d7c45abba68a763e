import pg from "pg";

// How the PostgreSQL pool reads timestamptz: as the ISO-8601 UTC text `Date#toISOString()` writes
// (what SQLite stores), so a timestamp compares, sorts and serialises the same on both engines.

export const TIMESTAMPTZ_OID = 1184;
const parseWithDate = pg.types.getTypeParser(TIMESTAMPTZ_OID) as (value: string) => Date;

/**
 * What PostgreSQL sends for a timestamptz in a session whose TimeZone is UTC (the pool sets it):
 * `2026-11-24 05:00:00.123456+00`, the fraction cut of its trailing zeros or absent.
 */
const UTC_TIMESTAMP = /^([1-9]\d{3}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/**
 * A timestamptz as `YYYY-MM-DDTHH:MM:SS.mmmZ`. The usual UTC text is rewritten in place: going
 * through a Date cost ~2 µs a value, which a conversation list pays for every row (half the
 * API's PostgreSQL-only CPU per list request). The fraction is cut to milliseconds, as the Date did.
 * Anything else (another time zone's offset, years before 1000 or after 9999, BC, infinity) goes
 * through pg's own parser and a Date as before.
 */
export function timestamptzToIso(value: string): string {
  const match = UTC_TIMESTAMP.exec(value);
  if (!match) return parseWithDate(value).toISOString();
  const fraction = match[3] ?? "";
  return `${match[1]}T${match[2]}.${(fraction + "000").slice(0, 3)}Z`;
}

/** Type parsers for one pool (the process-wide pg.types stay untouched). */
export const poolTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === TIMESTAMPTZ_OID
      ? timestamptzToIso
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig["getTypeParser"],
};
