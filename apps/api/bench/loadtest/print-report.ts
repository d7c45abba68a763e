// What the load test prints: each phase's throughput and p99 beside SQLite's, the surviving
// instance's answers, the database checks, the shared limit, CPU per chat and the conversation
// list; it returns the exit code (1 when a check failed).
import { cpus, loadavg } from "node:os";
import type { AutocannonFigures } from "../autocannon-get.js";
import type { LoadResult } from "./load.js";
import type { PostgresRun } from "./postgres-run.js";
import { ms, phaseFigures, segmentFigures, statusCounts, table } from "./report.js";
import type { EngineRun } from "./segments.js";
import { LIST_CONVERSATIONS, LIMIT_EXTRA, RATE_LIMIT, SEGMENT_MS } from "./settings.js";

export function printReport(run: {
  postgres: PostgresRun;
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
  const chatP99 = (r: LoadResult) => segmentFigures(r.samples, SEGMENT_MS).chatP99;
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
  const listLine = (name: string, f: AutocannonFigures) =>
    `${name}: ${f.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(f.p50)}, p99 ${ms(f.p99)}` +
    (f.failures > 0 ? `, ${f.failures} failed` : "");
  console.log(
    `${listLine("PostgreSQL", postgres.list)} (target p99 ≤ 20 ms); ${listLine("SQLite", sqlite.list)}`,
  );
  console.log(
    "(timed by autocannon, asking for gzip as a browser does, after a 2 s warm-up; the client\n" +
      " shares the 2 cores with the servers)",
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
    postgres.list.failures + sqlite.list.failures > 0 && "conversation list requests failed",
  ].filter(Boolean);
  console.log(failures.length === 0 ? "\nAll checks passed." : `\nFAILED: ${failures.join("; ")}`);
  return failures.length === 0 ? 0 : 1;
}
