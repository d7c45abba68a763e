import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import SQLite, { usesBetterSqlite13 } from "./sqlite-driver";

const require = createRequire(import.meta.url);

describe("sqlite driver", () => {
  it("picks 13 from Node 22 on and 12 on Node 20", () => {
    expect(usesBetterSqlite13("20.19.0")).toBe(false);
    expect(usesBetterSqlite13("22.0.0")).toBe(true);
    expect(usesBetterSqlite13("24.11.1")).toBe(true);
  });

  it("loads the major that suits the running Node", () => {
    const expected = usesBetterSqlite13() ? "better-sqlite3" : "better-sqlite3-12";
    expect(SQLite).toBe(require(expected));
    const { version } = require(`${expected}/package.json`) as { version: string };
    expect(version.split(".")[0]).toBe(usesBetterSqlite13() ? "13" : "12");
  });

  it("runs a statement", () => {
    const db = new SQLite(":memory:");
    expect(db.prepare("SELECT 1 + 1 AS two").get()).toEqual({ two: 2 });
    db.close();
  });
});
