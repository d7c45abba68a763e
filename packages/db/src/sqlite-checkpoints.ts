// Write-ahead-log checkpoints off the serving thread. better-sqlite3 runs every statement on the
// thread that calls it, and by default the commit that pushes the log past 1,000 pages also
// checkpoints it, with the fsyncs that takes: measured under load on this machine, that commit
// blocked the event loop for 10 to 140 ms, every few hundred chats, and set the chat p99. Here the
// serving connection never checkpoints; a worker thread with its own connection does, every
// CHECKPOINT_INTERVAL_MS. Should that thread fail, the serving connection checkpoints for itself
// again, so the log can never grow without bound.
import { Worker } from "node:worker_threads";
import type BetterSqlite3 from "better-sqlite3";
import { SQLITE_DRIVER } from "./sqlite-driver";

export const CHECKPOINT_INTERVAL_MS = 1_000;
/** SQLite's own default, restored if the background thread is lost. */
const AUTO_CHECKPOINT_PAGES = 1_000;

export interface BackgroundCheckpoints {
  /**
   * Asks the thread to close its connection and end. Synchronous, as Kysely closes SQLite: the
   * serving connection may close first, and the thread's connection, the last one open, then does
   * the final checkpoint. The thread holds the process open until it has.
   */
  stop(): void;
}

export function checkpointInBackground(
  sqlite: Pick<BetterSqlite3.Database, "pragma" | "open">,
  path: string,
  intervalMs = CHECKPOINT_INTERVAL_MS,
): BackgroundCheckpoints {
  sqlite.pragma("wal_autocheckpoint = 0");
  const worker = new Worker(new URL("./sqlite-checkpoint-worker.mjs", import.meta.url), {
    workerData: { path, driver: SQLITE_DRIVER, intervalMs },
    // Plain JavaScript: none of the parent's loaders (tsx in development and tests) are needed.
    execArgv: [],
    // A thread that only checkpoints needs little heap.
    resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 2 },
  });
  // While it runs it must not keep a finished process (a script, a test run) alive.
  worker.unref();
  let stopping = false;
  const fallBack = () => {
    if (!stopping && sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
  };
  worker.on("error", fallBack);
  worker.on("exit", fallBack);
  return {
    stop() {
      if (stopping) return;
      stopping = true;
      worker.ref();
      worker.postMessage("stop");
    },
  };
}
