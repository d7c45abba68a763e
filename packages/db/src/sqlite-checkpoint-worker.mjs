// The background checkpointer's thread (see sqlite-checkpoints.ts): its own connection to the
// database file copies the write-ahead log back into the database at a steady pace, so the fsyncs
// a checkpoint needs never run on the thread that serves requests. Plain JavaScript, so it loads
// as it is under node, tsx, vitest and from the compiled server alike.
import { createRequire } from "node:module";
import { clearInterval, setInterval } from "node:timers";
import { parentPort, workerData } from "node:worker_threads";

const { path, driver, intervalMs } = workerData;
const Database = createRequire(import.meta.url)(driver);
const db = new Database(path, { fileMustExist: true });
db.pragma("synchronous = NORMAL");

// PASSIVE: copies what no reader still needs, never waits for or blocks the writer.
const timer = setInterval(() => {
  try {
    db.pragma("wal_checkpoint(PASSIVE)");
  } catch {
    // Another checkpoint was under way (a second process on the file): the next round catches up.
  }
}, intervalMs);
parentPort.on("message", (message) => {
  if (message !== "stop") return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
parentPort.postMessage("ready");
