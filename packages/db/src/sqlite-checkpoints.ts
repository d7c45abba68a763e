// Write-ahead-log checkpoints off the serving thread. better-sqlite3 runs every statement on the
// thread that calls it, and by default the commit that pushes the log past 1,000 pages also
// checkpoints it, with the fsyncs that takes: measured under load on this machine, that commit
// blocked the event loop for 10 to 140 ms, every few hundred chats, and set the chat p99.
//
// Here a worker thread with its own connection copies the log into the database every
// CHECKPOINT_INTERVAL_MS. It cannot do it all: SQLite starts the log over only when a write finds
// every frame already copied, and under steady writes the thread never quite catches up (the log
// grew to 500 MB over 5,000 chats). So the serving connection still checkpoints, but only once the
// log passes SERVING_CHECKPOINT_PAGES; by then the thread has copied and synced all but the last
// few frames, so that checkpoint is short, and the next write starts the log over. Should the
// thread fail, the serving connection goes back to SQLite's own threshold.
import { Worker } from "node:worker_threads";
import type BetterSqlite3 from "better-sqlite3";
import { SQLITE_DRIVER } from "./sqlite-driver";

export const CHECKPOINT_INTERVAL_MS = 250;
/** The log size (4 KB pages, ~40 MB) at which the serving connection finishes a checkpoint itself. */
export const SERVING_CHECKPOINT_PAGES = 10_000;
/** SQLite's own default, restored if the background thread is lost. */
const AUTO_CHECKPOINT_PAGES = 1_000;
/** After a burst, the log file is cut back to this size when it starts over. */
const LOG_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

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
  { intervalMs = CHECKPOINT_INTERVAL_MS, servingPages = SERVING_CHECKPOINT_PAGES } = {},
): BackgroundCheckpoints {
  sqlite.pragma(`wal_autocheckpoint = ${servingPages}`);
  sqlite.pragma(`journal_size_limit = ${LOG_SIZE_LIMIT_BYTES}`);
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
