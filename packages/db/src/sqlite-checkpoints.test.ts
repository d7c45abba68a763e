import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkpointInBackground } from "./sqlite-checkpoints";
import SQLite from "./sqlite-driver";

const dir = mkdtempSync(join(tmpdir(), "nestling-checkpoints-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Waits (bounded) until `condition` holds; returns whether it did. */
async function eventually(condition: () => boolean, limitMs = 10_000): Promise<boolean> {
  const until = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

function walDatabase(name: string) {
  const path = join(dir, name);
  const sqlite = new SQLite(path);
  sqlite.pragma("journal_mode = WAL");
  sqlite.exec("CREATE TABLE notes (text TEXT)");
  return { path, sqlite };
}

const writeMegabyte = (sqlite: InstanceType<typeof SQLite>) => {
  const insert = sqlite.prepare("INSERT INTO notes (text) VALUES (?)");
  sqlite.transaction(() => {
    for (let i = 0; i < 256; i++) insert.run("x".repeat(4096));
  })();
};

describe("checkpointInBackground", () => {
  it("leaves checkpoints to its thread: the serving connection never runs one itself", async () => {
    const { path, sqlite } = walDatabase("quiet.db");
    const checkpoints = checkpointInBackground(sqlite, path, 60_000);
    expect(sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(0);
    // Four times SQLite's own threshold: a serving connection left alone would have copied it.
    for (let i = 0; i < 4; i++) writeMegabyte(sqlite);
    expect(statSync(path).size).toBeLessThan(64 * 1024);
    checkpoints.stop();
    sqlite.close();
  });

  it("copies the log into the database file from its own thread", async () => {
    const { path, sqlite } = walDatabase("busy.db");
    const checkpoints = checkpointInBackground(sqlite, path, 20);
    writeMegabyte(sqlite);
    expect(await eventually(() => statSync(path).size > 1024 * 1024)).toBe(true);
    checkpoints.stop();
    sqlite.close();
  });
});
