// `pnpm bench` (apps/api): HTTP figures for the production server against a bare Fastify.
// Loopback only, bounded durations; prints figures and targets, never fails the build.
import { fork, type ChildProcess } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { SERVER_NODE_FLAGS } from "../../../scripts/server-node-flags.mjs";
import { BENCH_CONVERSATIONS } from "./bench-constants.js";

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 4);
/** Production and bare take turns this many times; the median of each side is compared, which
 * keeps a burst of load from other processes on this shared machine from deciding a ratio. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CHATS = 10_000;
const CHAT_TIME_LIMIT_MS = 180_000;
const serveScript = fileURLToPath(new URL("./serve.ts", import.meta.url));

interface Server {
  child: ChildProcess;
  url: string;
  cookie: string | null;
  databaseFile: string | null;
}

/** `option`: the log level for production, the database file for bare. */
function start(mode: "production" | "bare", option: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    // The node flags of `npm start` (scripts/start.mjs), so RSS is the production server's.
    const child = fork(serveScript, [mode, option], {
      execArgv: [...SERVER_NODE_FLAGS, "--import", "tsx"],
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    });
    child.once("message", (message) => {
      const { port, cookie, databaseFile } = message as {
        port: number;
        cookie: string | null;
        databaseFile: string | null;
      };
      resolve({ child, url: `http://127.0.0.1:${port}`, cookie, databaseFile });
    });
    child.once("exit", (code) => reject(new Error(`${mode} server exited early (${code})`)));
  });
}

function rssOf(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.child.once("message", (message) => resolve((message as { rss: number }).rss));
    server.child.send("rss");
  });
}

type Result = autocannon.Result;

function run(options: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    const limit = setTimeout(() => instance.stop(), CHAT_TIME_LIMIT_MS);
    instance.on("done", () => clearTimeout(limit));
  });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Figures {
  reqPerSec: number;
  p99: number;
  non2xx: number;
}

/** Alternating rounds against production and bare; medians of req/s and p99 for each. */
async function compare(
  productionUrl: string,
  bareUrl: string,
  headers: Record<string, string> = {},
): Promise<{ production: Figures; bare: Figures }> {
  await run({ url: productionUrl, headers, connections: 10, duration: 1 }); // warm-up
  await run({ url: bareUrl, connections: 10, duration: 1 });
  const rounds = { production: [] as Result[], bare: [] as Result[] };
  for (let round = 0; round < ROUNDS; round++) {
    rounds.production.push(
      await run({ url: productionUrl, headers, connections: 10, duration: DURATION_S }),
    );
    rounds.bare.push(await run({ url: bareUrl, connections: 10, duration: DURATION_S }));
  }
  const figures = (results: Result[]): Figures => ({
    reqPerSec: median(results.map((r) => r.requests.average)),
    p99: median(results.map((r) => r.latency.p99)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
  });
  return { production: figures(rounds.production), bare: figures(rounds.bare) };
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const verdict = (ok: boolean) => (ok ? "meets target" : "MISSES target");

const production = await start("production", process.env.BENCH_LOG_LEVEL ?? "warn");
const bare = await start("bare", production.databaseFile!);
try {
  console.log(
    `Nestling HTTP bench: 10 connections, loopback, ${ROUNDS} alternating rounds of ${DURATION_S} s, medians. ` +
      `Load average at start ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores.\n`,
  );

  const health = await compare(`${production.url}/api/health`, `${bare.url}/api/health`);
  const healthRatio = health.production.reqPerSec / health.bare.reqPerSec;
  console.log(
    `GET /api/health         production ${fmt(health.production.reqPerSec)} req/s, p99 ${health.production.p99} ms | ` +
      `bare ${fmt(health.bare.reqPerSec)} req/s, p99 ${health.bare.p99} ms | ` +
      `ratio ${fmt(healthRatio, 2)}× (target ≥ 0.6×: ${verdict(healthRatio >= 0.6)})`,
  );

  const list = await compare(
    `${production.url}/api/conversations`,
    `${bare.url}/api/conversations`,
    {
      cookie: production.cookie ?? "",
    },
  );
  const listRatio = list.production.reqPerSec / list.bare.reqPerSec;
  console.log(
    `GET /api/conversations  (${BENCH_CONVERSATIONS} conversations) production ${fmt(list.production.reqPerSec)} req/s, p99 ${list.production.p99} ms | ` +
      `bare ${fmt(list.bare.reqPerSec)} req/s, p99 ${list.bare.p99} ms | ` +
      `ratio ${fmt(listRatio, 2)}× (target ≥ 0.4×: ${verdict(listRatio >= 0.4)})` +
      (list.production.non2xx ? ` (${list.production.non2xx} non-2xx or errors!)` : ""),
  );
  console.log(
    "                        (bare reads the same rows through the same repository: no session check, tRPC, hooks or headers)",
  );
  // Browsers (and the load test's fetch) accept compressed answers, so the list goes out as brotli.
  const browserList = await run({
    url: `${production.url}/api/conversations`,
    headers: { cookie: production.cookie ?? "", "accept-encoding": "gzip, deflate, br" },
    connections: 10,
    duration: DURATION_S,
  });
  console.log(
    `GET /api/conversations  as a browser asks (br): production ${fmt(browserList.requests.average)} req/s, ` +
      `p99 ${browserList.latency.p99} ms (target ≤ 20 ms: ${verdict(browserList.latency.p99 <= 20)})`,
  );

  const questions = [
    "How much formula should a 2 month old drink?",
    "My 6 month old wakes up every two hours at night, is that normal?",
    "When can my baby start eating peanut butter?",
    "How do I know if my newborn is getting enough breast milk?",
    "What should I do about diaper rash?",
    "My baby is not breathing and turning blue",
    "How many naps does a 9 month old need?",
    "Is it safe for my baby to sleep on her side?",
  ];
  // Two kinds of anonymous chat, each at 10 connections:
  //   new       every question is a new visitor's first: no cookie, a new temporary conversation
  //             (the server mints the visitor and stores it with the chat);
  //   returning each connection is one visitor who keeps their cookie and conversation.
  let asked = 0;
  const nextQuestion = () => questions[asked++ % questions.length];
  const newVisitor: autocannon.Request = {
    method: "POST",
    path: "/api/chat",
    setupRequest: (request) => ({
      ...request,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        message: nextQuestion(),
        conversationId: `temp_${Date.now()}_n${Math.random().toString(36).slice(2, 10)}`,
      }),
    }),
  };
  const returningVisitor: autocannon.Request = {
    method: "POST",
    path: "/api/chat",
    setupRequest(request, context) {
      const visitor = context as { cookie?: string; tempId?: string };
      visitor.tempId ??= `temp_${Date.now()}_r${Math.random().toString(36).slice(2, 10)}`;
      return {
        ...request,
        headers: {
          "content-type": "application/json",
          ...(visitor.cookie ? { cookie: visitor.cookie } : {}),
        },
        body: JSON.stringify({ message: nextQuestion(), conversationId: visitor.tempId }),
      };
    },
    onResponse(_status, _body, context, headers) {
      const setCookie = headers["set-cookie"];
      const visitorCookie = [setCookie ?? []]
        .flat()
        .find((cookie) => cookie.startsWith("nestling_visitor="));
      if (visitorCookie) (context as { cookie?: string }).cookie = visitorCookie.split(";")[0];
    },
  };
  let chats = 0;
  for (const [kind, request] of [
    ["new visitors      ", newVisitor],
    ["returning visitors", returningVisitor],
  ] as const) {
    const chat = await run({
      url: production.url,
      connections: 10,
      amount: CHATS / 2,
      requests: [request],
    });
    chats += chat.requests.total;
    const chatErrors = chat.errors + chat.timeouts + chat.non2xx;
    console.log(
      `POST /api/chat          ${kind}, ${fmt(chat.requests.total)} chats: ${fmt(chat.requests.average)} req/s, p99 ${chat.latency.p99} ms ` +
        `(target ≤ 50 ms: ${verdict(chat.latency.p99 <= 50)}), errors ${chat.errors}, timeouts ${chat.timeouts}, non-2xx ${chat.non2xx} ` +
        `(target 0: ${verdict(chatErrors === 0)})`,
    );
  }

  const rss = (await rssOf(production)) / 1024 / 1024;
  console.log(
    `Server RSS after ${fmt(chats)} chats: ${fmt(rss)} MB (target ≤ 250 MB: ${verdict(rss <= 250)})`,
  );
} finally {
  production.child.kill();
  bare.child.kill();
}
