import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkpointInBackground, SERVING_CHECKPOINT_PAGES } from "./sqlite-checkpoints";
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
  it("leaves checkpoints to its thread while the log is below the serving threshold", async () => {
    const { path, sqlite } = walDatabase("quiet.db");
    const checkpoints = checkpointInBackground(sqlite, path, { intervalMs: 60_000 });
    expect(sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(SERVING_CHECKPOINT_PAGES);
    // Four times SQLite's own threshold: a serving connection left alone would have copied it.
    for (let i = 0; i < 4; i++) writeMegabyte(sqlite);
    expect(statSync(path).size).toBeLessThan(64 * 1024);
    checkpoints.stop();
    sqlite.close();
  });

  it("copies the log into the database file from its own thread", async () => {
    const { path, sqlite } = walDatabase("busy.db");
    const checkpoints = checkpointInBackground(sqlite, path, { intervalMs: 20 });
    writeMegabyte(sqlite);
    expect(await eventually(() => statSync(path).size > 1024 * 1024)).toBe(true);
    checkpoints.stop();
    sqlite.close();
  });

  it("keeps the log bounded under steady writes: it starts over once past the threshold", async () => {
    const { path, sqlite } = walDatabase("steady.db");
    const checkpoints = checkpointInBackground(sqlite, path, { intervalMs: 5, servingPages: 300 });
    // 16 MB in 1 MB commits, with the thread checkpointing all the while.
    for (let i = 0; i < 16; i++) {
      writeMegabyte(sqlite);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    // Without a restart the log would hold all 16 MB (4,096 frames). With restarts it holds what
    // came since the last one: the threshold plus a commit or a few, should the thread lag (a
    // loaded machine). The file keeps its largest extent, so the frames are counted instead.
    const [{ log }] = sqlite.pragma("wal_checkpoint(PASSIVE)") as [{ log: number }];
    expect(log).toBeLessThan(2_048);
    checkpoints.stop();
    sqlite.close();
  });
});
