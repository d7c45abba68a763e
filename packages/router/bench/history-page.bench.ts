// The sidebar's history with 1,000 conversations, through the router and the database, no HTTP:
//   npx tsx bench/history-page.bench.ts
// Times, in the same run and on the same data: the whole list (`conversations.list`, what the
// sidebar fetched before paging — the baseline), the first page (`conversations.page`, 30 rows, what
// it fetches now), a page deep in the history, and a full-text search. A file database in WAL mode
// (what production runs). Prints p50/p99 and the first page's p99 as a fraction of the baseline's.
// CONVERSATIONS (default 1000) and RUNS (default 300) change the size.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import {
  createConversation,
  insertMessages,
  migrateToLatest,
  openDatabase,
  upsertUser,
  createSession,
} from "@nestling/db";
import { createContext } from "../src/context";
import type { HttpBridge, RouterDeps } from "../src/deps";
import { createCaller } from "../src/root";
import { hashToken, newToken } from "../src/tokens";

const CONVERSATIONS = Number(process.env.CONVERSATIONS ?? 1000);
const RUNS = Number(process.env.RUNS ?? 300);
const TOPICS = ["naps", "teething", "formula", "rash", "solids", "crawling", "fever", "bedtime"];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function time(label: string, call: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await call();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await call();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const figures = { p50: percentile(samples, 50), p99: percentile(samples, 99) };
  console.log(
    `${label.padEnd(44)} p50 ${figures.p50.toFixed(3).padStart(8)} ms   p99 ${figures.p99.toFixed(3).padStart(8)} ms`,
  );
  return figures;
}

const dir = mkdtempSync(path.join(tmpdir(), "nestling-history-"));
const db = openDatabase(`file:${path.join(dir, "bench.db")}`);
try {
  await migrateToLatest(db);
  const user = await upsertUser(db, {
    firebaseUid: "bench",
    email: "bench@example.com",
    firstName: "Bench",
    lastName: null,
    profileImageUrl: null,
  });
  const token = newToken();
  await createSession(db, {
    tokenHash: hashToken(token)!,
    userId: user.id,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const started = Date.UTC(2026, 0, 1);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < CONVERSATIONS; i++) {
      const topic = TOPICS[i % TOPICS.length]!;
      const at = new Date(started + i * 3_600_000);
      const c = await createConversation(
        trx,
        { userId: user.id, title: `${topic} question ${i}` },
        at,
      );
      await insertMessages(trx, [
        {
          conversationId: c.id,
          role: "user",
          content: `A question about ${topic}, number ${i}?`,
          createdAt: at,
        },
        {
          conversationId: c.id,
          role: "assistant",
          content:
            `An answer about ${topic} with a few sentences of advice and a source [1]. `.repeat(6),
          sources: [{ url: "https://www.nhs.uk/", title: "NHS" }],
          createdAt: at,
        },
      ]);
    }
  });
  const deps: RouterDeps = {
    db,
    engine: { answer: () => Promise.reject(new Error("not used")) },
    identity: null,
    config: { gtmContainerId: null, firebase: null, secureCookies: false },
    logger: { info() {}, warn() {}, error() {} },
  };
  const http: HttpBridge = {
    sessionToken: token,
    visitorToken: null,
    bearerToken: null,
    setSessionCookie() {},
    clearSessionCookie() {},
    setVisitorCookie() {},
  };
  const caller = createCaller(await createContext(deps, http));

  let cursor: string | null = null;
  for (let i = 0; i < 30; i++) cursor = (await caller.conversations.page({ cursor })).nextCursor;

  console.log(
    `History of ${CONVERSATIONS} conversations (${CONVERSATIONS * 2} messages), ${RUNS} runs each:`,
  );
  const baseline = await time("baseline: conversations.list (whole history)", () =>
    caller.conversations.list(),
  );
  const first = await time("conversations.page, first page (30)", () =>
    caller.conversations.page(),
  );
  await time("conversations.page, page 31 (deep cursor)", () =>
    caller.conversations.page({ cursor }),
  );
  await time('conversations.search "teething" (20 results)', () =>
    caller.conversations.search({ query: "teething" }),
  );
  console.log(
    `first page p99 / whole-list p99 = ${(first.p99 / baseline.p99).toFixed(3)} (${(baseline.p99 / first.p99).toFixed(1)}× faster)`,
  );
} finally {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}
