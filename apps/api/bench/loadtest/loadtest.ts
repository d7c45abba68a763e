// `npm run loadtest`: two API instances against one PostgreSQL and one Redis under 60 s of mixed
// load, one of them killed with SIGKILL and restarted mid-run; then the database is checked and
// the figures printed beside the same load on SQLite with one instance. 127.0.0.1 only; every
// loop is bounded by time; everything started is stopped and the database dropped at the end.
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { createTestRunDatabase, DEFAULT_TEST_POSTGRES_URL } from "@nestling/db/testing";
import { startAuthEmulator } from "../../../../scripts/auth-emulator.mjs";
import { emulatorIdToken, signIn, type Account } from "./accounts.js";
import { cpuMs, freePort, Instance } from "./instances.js";
import { runLoad, type LoadResult } from "./load.js";
import { ms, phaseFigures, statusCounts, table, type Phase } from "./report.js";
import { checkIntegrity, postgresBackendCpu, type Integrity } from "./verify.js";
import { RATE_LIMIT_KEY_PREFIX } from "../../src/shared/shared-window-store.js";

const DURATION_MS = 60_000;
const KILL_AT_MS = 20_000;
const CONNECTIONS = 10;
const ACCOUNTS = 40;
const CONVERSATIONS_PER_ACCOUNT = 5;
const LIST_CONVERSATIONS = 200;
const SEGMENT_MS = 10_000;
/** Per person per minute: above what one load account asks, so the mixed load is never refused. */
const RATE_LIMIT = 600;
const LIMIT_EXTRA = 20;
const MIXED = { "anonymous chat": 4, "signed-in chat": 4, "history read": 2 } as const;
const CHATS = { "anonymous chat": 1, "signed-in chat": 1 } as const;

const serverUrl = process.env.NESTLING_TEST_POSTGRES_URL ?? DEFAULT_TEST_POSTGRES_URL;
const redisUrl = process.env.NESTLING_TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const log = (line: string) =>
  console.log(`[loadtest ${new Date().toISOString().slice(11, 19)}] ${line}`);

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

async function signInAll(
  baseUrl: string,
  tokens: Awaited<ReturnType<typeof emulatorIdToken>>[],
): Promise<Account[]> {
  const accounts: Account[] = [];
  for (const token of tokens)
    accounts.push(await signIn(baseUrl, token, CONVERSATIONS_PER_ACCOUNT));
  return accounts;
}

interface EngineRun {
  mixed: LoadResult;
  phases: Phase[];
  chats: { result: LoadResult; apiCpuMs: number; databaseCpuMs: number | null };
  list: LoadResult;
  integrity: Integrity;
}

/** CPU per chat over a chat-only segment: API processes, and the database's backends if measurable. */
async function chatSegment(
  instances: Instance[],
  accounts: Account[],
  backendCpu: (() => Promise<Map<number, number>>) | null,
): Promise<EngineRun["chats"]> {
  const apiBefore = instances.map((i) => cpuMs(i.pid!));
  const dbBefore = backendCpu ? await backendCpu() : null;
  const result = await runLoad({
    instances,
    accounts,
    connections: CONNECTIONS,
    durationMs: SEGMENT_MS,
    mix: CHATS,
  });
  const apiCpuMs = instances.reduce((sum, i, n) => sum + cpuMs(i.pid!) - apiBefore[n]!, 0);
  let databaseCpuMs: number | null = null;
  if (backendCpu && dbBefore) {
    const after = await backendCpu();
    databaseCpuMs = 0;
    for (const [pid, cpu] of after) databaseCpuMs += cpu - (dbBefore.get(pid) ?? 0);
  }
  return { result, apiCpuMs, databaseCpuMs };
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

    const postgres = await (async (): Promise<
      EngineRun & { killedAt: number; restartedAt: number; limit: Record<string, number> }
    > => {
      const accounts = await signInAll(a.url, loadTokens);
      let killedAt = NaN;
      let restartedAt = NaN;
      log(
        `mixed load: ${DURATION_MS / 1000} s, ${CONNECTIONS} connections over A and B; kill -9 B at ${KILL_AT_MS / 1000} s`,
      );
      const begin = performance.now();
      const mixed = await runLoad({
        instances: [a, b],
        accounts,
        connections: CONNECTIONS,
        durationMs: DURATION_MS,
        mix: MIXED,
        events: [
          {
            at: KILL_AT_MS,
            run: async () => {
              await b.kill();
              killedAt = performance.now() - begin;
              log("B killed (SIGKILL); restarting it");
              await b.start();
              restartedAt = performance.now() - begin;
              log(`B ready again after ${((restartedAt - killedAt) / 1000).toFixed(1)} s`);
            },
          },
        ],
      });
      const phases: Phase[] = [
        { name: "both up", from: 0, to: killedAt },
        { name: "B killed, restarting", from: killedAt, to: restartedAt },
        { name: "B back", from: restartedAt, to: DURATION_MS },
      ];
      // One person, alternately on A and B, asking past their budget as fast as they can.
      const limited = await signIn(a.url, limitToken!, 1);
      log(`shared rate limit: ${RATE_LIMIT + LIMIT_EXTRA} chats by one person across A and B`);
      const limit: Record<string, number> = {};
      let sent = 0;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (sent < RATE_LIMIT + LIMIT_EXTRA) {
            const instance = sent++ % 2 ? b : a;
            const response = await fetch(`${instance.url}/api/chat`, {
              method: "POST",
              headers: {
                "content-type": "application/json",
                cookie: limited.cookie,
                "x-forwarded-for": `10.9.${sent >> 8}.${sent & 255}`,
              },
              body: JSON.stringify({
                // Unique, like every question of the run, so the duplicate check stays exact.
                message: `When do babies start teething? (limit ${sent})`,
                conversationId: limited.conversationIds[0],
              }),
            });
            await response.text();
            limit[response.status] = (limit[response.status] ?? 0) + 1;
          }
        }),
      );
      log("chat-only segment (CPU per chat) and conversation list segment");
      const backendCpu = () => postgresBackendCpu(serverUrl, databaseName, cpuMs);
      const chats = await chatSegment([a, b], accounts, backendCpu);
      const lister = await signIn(a.url, listToken!, LIST_CONVERSATIONS);
      const list = await runLoad({
        instances: [a],
        accounts: [lister],
        connections: CONNECTIONS,
        durationMs: SEGMENT_MS,
        mix: { "conversation list": 1 },
      });
      const integrity = await checkIntegrity(database.url, [
        ...mixed.acknowledged,
        ...chats.result.acknowledged,
      ]);
      return { mixed, phases, chats, list, integrity, killedAt, restartedAt, limit };
    })();
    await Promise.all([a.stop(), b.stop()]);

    log("the same load on SQLite, one instance");
    await s.start();
    const sqliteAccounts = await signInAll(s.url, loadTokens);
    const sqliteMixed = await runLoad({
      instances: [s],
      accounts: sqliteAccounts,
      connections: CONNECTIONS,
      durationMs: DURATION_MS,
      mix: MIXED,
    });
    const sqliteChats = await chatSegment([s], sqliteAccounts, null);
    const sqliteLister = await signIn(s.url, listToken!, LIST_CONVERSATIONS);
    const sqliteList = await runLoad({
      instances: [s],
      accounts: [sqliteLister],
      connections: CONNECTIONS,
      durationMs: SEGMENT_MS,
      mix: { "conversation list": 1 },
    });
    await s.stop();
    const sqliteIntegrity = await checkIntegrity(sqliteUrl, [
      ...sqliteMixed.acknowledged,
      ...sqliteChats.result.acknowledged,
    ]);

    return printReport({
      postgres,
      sqlite: {
        mixed: sqliteMixed,
        phases: postgres.phases,
        chats: sqliteChats,
        list: sqliteList,
        integrity: sqliteIntegrity,
      },
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

function printReport(run: {
  postgres: EngineRun & { killedAt: number; restartedAt: number; limit: Record<string, number> };
  sqlite: EngineRun;
  startLoad: number[];
}): number {
  const { postgres, sqlite } = run;
  const pgPhases = phaseFigures(postgres.mixed.samples, postgres.phases);
  const litePhases = phaseFigures(sqlite.mixed.samples, sqlite.phases);
  console.log(
    "\n== Mixed load (45% anonymous chats, 35% signed-in chats, 20% history reads), 10 connections ==",
  );
  const rows = [
    [
      "phase",
      "PostgreSQL ×2: req/s",
      "p99",
      "chat p99",
      "no response",
      "SQLite ×1: req/s",
      "p99",
      "chat p99",
    ],
  ];
  pgPhases.forEach((p, i) => {
    const l = litePhases[i]!;
    rows.push([
      `${p.phase} (${p.seconds.toFixed(1)} s)`,
      p.requestsPerSecond.toFixed(0),
      ms(p.p99),
      ms(p.chatP99),
      String(p.failedConnections),
      l.requestsPerSecond.toFixed(0),
      ms(l.p99),
      ms(l.chatP99),
    ]);
  });
  console.log(table(rows));
  const survivor = statusCounts(postgres.mixed.samples, "A");
  const killed = statusCounts(postgres.mixed.samples, "B");
  const survivor5xx = Object.entries(survivor)
    .filter(([status]) => status.startsWith("5"))
    .reduce((n, [, c]) => n + c, 0);
  console.log(`\nresponses from A (survivor): ${JSON.stringify(survivor)}`);
  console.log(`responses from B (killed and restarted): ${JSON.stringify(killed)}`);
  console.log(`5xx from the surviving instance: ${survivor5xx}`);

  console.log("\n== Database afterwards ==");
  for (const [name, integrity] of [
    ["PostgreSQL", postgres.integrity],
    ["SQLite", sqlite.integrity],
  ] as const) {
    console.log(
      `${name}: ${integrity.acknowledged} acknowledged chats, ${integrity.missing} missing, ` +
        `${integrity.duplicated} duplicated questions, ${integrity.halfWritten} half-written conversations ` +
        `(${integrity.stored} messages stored)`,
    );
  }

  const allowed = postgres.limit["200"] ?? 0;
  console.log("\n== Shared rate limit ==");
  console.log(
    `one person, ${RATE_LIMIT + LIMIT_EXTRA} chats alternating A and B with a limit of ${RATE_LIMIT}/min: ` +
      `${JSON.stringify(postgres.limit)} (per-instance counting would have let ${RATE_LIMIT + LIMIT_EXTRA} through)`,
  );

  console.log("\n== Chat-only segment, 10 connections, 10 s ==");
  const perChat = (cpu: number, chats: number) =>
    chats > 0 ? `${(cpu / chats).toFixed(2)} ms` : "—";
  const pgChats = postgres.chats.result.acknowledged.length;
  const liteChats = sqlite.chats.result.acknowledged.length;
  const chatP99 = (r: LoadResult) =>
    phaseFigures(r.samples, [{ name: "", from: 0, to: SEGMENT_MS + 60_000 }])[0]!.chatP99;
  const pgChatP99 = chatP99(postgres.chats.result);
  const liteChatP99 = chatP99(sqlite.chats.result);
  console.log(
    table([
      ["", "chats/s", "chat p99", "API CPU per chat", "database CPU per chat"],
      [
        "PostgreSQL ×2 + Redis",
        (pgChats / (SEGMENT_MS / 1000)).toFixed(0),
        ms(pgChatP99),
        perChat(postgres.chats.apiCpuMs, pgChats),
        perChat(postgres.chats.databaseCpuMs ?? 0, pgChats),
      ],
      [
        "SQLite ×1",
        (liteChats / (SEGMENT_MS / 1000)).toFixed(0),
        ms(liteChatP99),
        perChat(sqlite.chats.apiCpuMs, liteChats),
        "in the API process",
      ],
    ]),
  );
  console.log(`chat p99 PostgreSQL / SQLite: ${(pgChatP99 / liteChatP99).toFixed(2)} (target ≤ 2)`);

  console.log(
    `\n== Conversation list, ${LIST_CONVERSATIONS} conversations, 10 connections, 10 s ==`,
  );
  const listP99 = (r: LoadResult) =>
    phaseFigures(r.samples, [{ name: "", from: 0, to: SEGMENT_MS + 60_000 }])[0]!;
  const pgList = listP99(postgres.list);
  const liteList = listP99(sqlite.list);
  console.log(
    `PostgreSQL: ${pgList.requestsPerSecond.toFixed(0)} req/s, p99 ${ms(pgList.p99)} (target ≤ 20 ms); SQLite: ${liteList.requestsPerSecond.toFixed(0)} req/s, p99 ${ms(liteList.p99)}`,
  );
  console.log(
    `\nload average at start ${run.startLoad.map((l) => l.toFixed(2)).join(" ")}, at end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")} (${cpus().length} cores, shared)`,
  );

  const failures = [
    survivor5xx > 0 && "5xx from the surviving instance",
    postgres.integrity.missing + sqlite.integrity.missing > 0 && "acknowledged messages missing",
    postgres.integrity.duplicated + sqlite.integrity.duplicated > 0 && "duplicated exchanges",
    postgres.integrity.halfWritten + sqlite.integrity.halfWritten > 0 && "half-written exchanges",
    allowed !== RATE_LIMIT && "the shared rate limit did not hold",
  ].filter(Boolean);
  console.log(failures.length === 0 ? "\nAll checks passed." : `\nFAILED: ${failures.join("; ")}`);
  return failures.length === 0 ? 0 : 1;
}

process.exitCode = await main();
