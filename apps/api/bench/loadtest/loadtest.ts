// `npm run loadtest`: two API instances against one PostgreSQL and one Redis under 60 s of mixed
// load, one of them killed with SIGKILL and restarted mid-run; then the database is checked and
// the figures printed beside the same load on SQLite with one instance. 127.0.0.1 only; every
// loop is bounded by time; everything started is stopped and the database dropped at the end.
//   postgres-run.ts  the two-instance run, the kill -9 and the shared rate limit
//   segments.ts      the chat-only and conversation-list segments both engines run
//   print-report.ts  the figures and checks printed at the end
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { createTestRunDatabase, DEFAULT_TEST_POSTGRES_URL } from "@nestling/db/testing";
import { startAuthEmulator } from "../../../../scripts/auth-emulator.mjs";
import { emulatorIdToken } from "./accounts.js";
import { freePort, Instance } from "./instances.js";
import { runLoad } from "./load.js";
import { log } from "./log.js";
import { postgresRun } from "./postgres-run.js";
import { printReport } from "./print-report.js";
import { chatSegment, listSegment, signInAll } from "./segments.js";
import { ACCOUNTS, CONNECTIONS, DURATION_MS, MIXED, RATE_LIMIT } from "./settings.js";
import { checkIntegrity } from "./verify.js";
import { RATE_LIMIT_KEY_PREFIX } from "../../src/shared/shared-window-store.js";

const serverUrl = process.env.NESTLING_TEST_POSTGRES_URL ?? DEFAULT_TEST_POSTGRES_URL;
const redisUrl = process.env.NESTLING_TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function clearRateLimits(): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const keys = await redis.keys(`${RATE_LIMIT_KEY_PREFIX}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

async function main(): Promise<number> {
  const startLoad = loadavg();
  log(
    `machine: ${cpus().length} cores, load average ${startLoad.map((l) => l.toFixed(2)).join(" ")}`,
  );
  const emulator = await startAuthEmulator({ isolated: true });
  const database = await createTestRunDatabase(serverUrl);
  const databaseName = new URL(database.url).pathname.slice(1);
  const dir = mkdtempSync(path.join(tmpdir(), "nestling-loadtest-"));
  const sqliteUrl = `file:${path.join(dir, "load.db")}`;
  const common = {
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    AUTH_EMULATOR: "on",
    TRUST_PROXY: "127.0.0.1",
    RATE_LIMIT_CHAT_PER_MINUTE: String(RATE_LIMIT),
    LOG_LEVEL: "warn",
    WEB_DIST: path.join(dir, "no-web-build"),
  };
  const postgresEnv = { ...common, DATABASE_URL: database.url, REDIS_URL: redisUrl };
  const a = new Instance("A", await freePort(), postgresEnv);
  const b = new Instance("B", await freePort(), postgresEnv);
  const s = new Instance("SQLite", await freePort(), { ...common, DATABASE_URL: sqliteUrl });
  try {
    await clearRateLimits();
    log(`emulator ${emulator.host}; PostgreSQL database ${databaseName}; Redis ${redisUrl}`);
    // Started together against the empty database: the migration lock is exercised here too.
    await Promise.all([a.start(), b.start()]);
    log(`instances A (:${a.port}) and B (:${b.port}) ready`);
    const tokens = [];
    for (let i = 0; i <= ACCOUNTS + 1; i++) tokens.push(await emulatorIdToken(emulator.host));
    const [limitToken, listToken, ...loadTokens] = tokens;

    const postgres = await postgresRun(
      { a, b, serverUrl, databaseName, databaseUrl: database.url },
      { load: loadTokens, limit: limitToken!, list: listToken! },
    );
    await Promise.all([a.stop(), b.stop()]);

    log("the same load on SQLite, one instance");
    await s.start();
    const sqliteAccounts = await signInAll(s.url, loadTokens);
    const mixed = await runLoad({
      instances: [s],
      accounts: sqliteAccounts,
      connections: CONNECTIONS,
      durationMs: DURATION_MS,
      mix: MIXED,
    });
    const chats = await chatSegment([s], sqliteAccounts, null);
    const list = await listSegment(s, listToken!);
    await s.stop();
    const integrity = await checkIntegrity(sqliteUrl, [
      ...mixed.acknowledged,
      ...chats.result.acknowledged,
    ]);

    return printReport({
      postgres,
      sqlite: { mixed, phases: postgres.phases, chats, list, integrity },
      startLoad,
    });
  } finally {
    await Promise.all([a.kill(), b.kill(), s.kill()]);
    await database
      .drop()
      .catch((error: unknown) => console.error("could not drop the database:", error));
    await clearRateLimits().catch(() => {});
    await emulator.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
