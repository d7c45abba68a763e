import pg from "pg";
import { describe, expect, it } from "vitest";
import { timestamptzToIso } from "./postgres-timestamps";

// What the pool did before the rewrite: pg's parser to a Date, then its ISO text.
const parseWithDate = pg.types.getTypeParser(1184) as (value: string) => Date;
const throughDate = (value: string) => parseWithDate(value).toISOString();

describe("timestamptzToIso", () => {
  it("rewrites a UTC session's text to Date#toISOString()'s, for every fraction length", () => {
    for (const value of [
      "2026-11-24 05:00:00+00",
      "2026-11-24 05:00:00.1+00",
      "2026-11-24 05:00:00.12+00",
      "2026-11-24 05:00:00.123+00",
      "2026-11-24 05:00:00.1234+00",
      "2026-11-24 05:00:00.123456+00",
      "1999-12-31 23:59:59.999999+00",
      "2024-02-29 00:00:00.05+00",
    ]) {
      expect(timestamptzToIso(value)).toBe(throughDate(value));
    }
    expect(timestamptzToIso("2026-11-24 05:00:00.0579+00")).toBe("2026-11-24T05:00:00.057Z");
  });

  it("cuts microseconds to milliseconds exactly as the Date did, across a second", () => {
    let differing = 0;
    for (let micros = 0; micros < 1_000_000; micros += 7) {
      const fraction = String(micros).padStart(6, "0").replace(/0+$/, "");
      const value = `2031-07-09 18:42:03${fraction ? `.${fraction}` : ""}+00`;
      if (timestamptzToIso(value) !== throughDate(value)) differing += 1;
    }
    expect(differing).toBe(0);
  });

  it("reads any other offset, era or year range through a Date, to the same UTC instant", () => {
    for (const value of [
      "2026-11-24 06:00:00.5+01",
      "2026-11-23 21:00:00-08",
      "2026-11-24 10:30:00.25+05:30",
      "0999-01-01 00:00:00+00",
      "0044-03-15 12:00:00+00 BC",
    ]) {
      expect(timestamptzToIso(value)).toBe(throughDate(value));
    }
    expect(timestamptzToIso("2026-11-24 06:00:00.5+01")).toBe("2026-11-24T05:00:00.500Z");
  });
});
