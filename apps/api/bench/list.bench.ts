// `pnpm --filter @nestling/api bench:list`: GET /api/conversations at 10 connections for a parent
// with 200 conversations, on SQLite and on PostgreSQL in the same run. Each engine runs the
// production server (serve.ts: createServer as main.ts builds it) in a process of its own; the
// client is Node's fetch with its default Accept-Encoding, as in the load test (npm run loadtest),
// so the figures are comparable with its conversation-list line; BENCH_LIST_CLIENT=autocannon
// drives it with autocannon instead (as the HTTP bench does), whose client costs far less CPU on
// the same two cores, so the figures say more about the server. The engines take turns, round by
// round, so a burst of load from elsewhere on this shared machine hits both alike. Prints figures;
// never fails on them.
import { fork, type ChildProcess } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { createTestRunDatabase, DEFAULT_TEST_POSTGRES_URL } from "@nestling/db/testing";
import { SERVER_NODE_FLAGS } from "../../../scripts/server-node-flags.mjs";
import { autocannonGet } from "./autocannon-get.js";
import { BENCH_CONVERSATIONS } from "./bench-constants.js";
import { cpuMs } from "./loadtest/instances.js";
import { percentile } from "./loadtest/load.js";
import { postgresBackendCpu } from "./loadtest/verify.js";

const CONNECTIONS = 10;
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 5_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_MS = 1_500;
const CLIENT = process.env.BENCH_LIST_CLIENT === "autocannon" ? "autocannon" : "fetch";
const serveScript = fileURLToPath(new URL("./serve.ts", import.meta.url));

interface Server {
  name: string;
  child: ChildProcess;
  url: string;
  cookie: string;
  /** CPU ms of the database's own processes so far, by process (PostgreSQL's backends), or null. */
  databaseCpu: (() => Promise<Map<number, number>>) | null;
}

function start(
  name: string,
  databaseUrl: string | null,
  databaseCpu: Server["databaseCpu"] = null,
): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = fork(serveScript, ["production", "warn", ...(databaseUrl ? [databaseUrl] : [])], {
      execArgv: [...SERVER_NODE_FLAGS, "--import", "tsx"],
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    });
    child.once("message", (message) => {
      const { port, cookie } = message as { port: number; cookie: string };
      resolve({
        name,
        child,
        url: `http://127.0.0.1:${port}/api/conversations`,
        cookie,
        databaseCpu,
      });
    });
    child.once("exit", (code) => reject(new Error(`${name} server exited early (${code})`)));
  });
}

interface Round {
  /** Every request's latency (fetch), or none when the client reports percentiles only. */
  latencies: number[];
  count: number;
  p50: number;
  p99: number;
  failures: number;
  bytes: number;
  encoding: string;
  /** CPU ms the round took in the API process and in the database's processes. */
  apiCpuMs: number;
  databaseCpuMs: number;
}

/** CONNECTIONS autocannon connections for `ms`; its percentiles, as the HTTP bench reads them. */
async function autocannonRound(server: Server, ms: number): Promise<Round> {
  const apiBefore = cpuMs(server.child.pid!);
  const databaseBefore = await server.databaseCpu?.();
  const result = await autocannonGet({
    url: server.url,
    cookie: server.cookie,
    connections: CONNECTIONS,
    ms,
  });
  const apiCpuMs = cpuMs(server.child.pid!) - apiBefore;
  let databaseCpuMs = 0;
  if (server.databaseCpu && databaseBefore) {
    for (const [pid, cpu] of await server.databaseCpu())
      databaseCpuMs += cpu - (databaseBefore.get(pid) ?? 0);
  }
  return {
    latencies: [],
    count: result.count,
    p50: result.p50,
    p99: result.p99,
    failures: result.failures,
    bytes: result.bytesPerRequest,
    encoding: "gzip (asked; headers included)",
    apiCpuMs,
    databaseCpuMs,
  };
}

/** CONNECTIONS closed loops (one request after another each) for `ms`. */
async function round(server: Server, ms: number): Promise<Round> {
  if (CLIENT === "autocannon") return autocannonRound(server, ms);
  const latencies: number[] = [];
  let failures = 0;
  let bytes = 0;
  let encoding = "";
  const apiBefore = cpuMs(server.child.pid!);
  const databaseBefore = await server.databaseCpu?.();
  const end = performance.now() + ms;
  const loop = async () => {
    while (performance.now() < end) {
      const begin = performance.now();
      const response = await fetch(server.url, { headers: { cookie: server.cookie } });
      const body = await response.text();
      latencies.push(performance.now() - begin);
      if (response.status !== 200 || !body.startsWith("[")) failures += 1;
      bytes = Number(response.headers.get("content-length") ?? body.length);
      encoding = response.headers.get("content-encoding") ?? "identity";
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  const apiCpuMs = cpuMs(server.child.pid!) - apiBefore;
  let databaseCpuMs = 0;
  if (server.databaseCpu && databaseBefore) {
    for (const [pid, cpu] of await server.databaseCpu())
      databaseCpuMs += cpu - (databaseBefore.get(pid) ?? 0);
  }
  return {
    latencies,
    count: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
    bytes,
    encoding,
    apiCpuMs,
    databaseCpuMs,
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const f1 = (n: number) => n.toFixed(1);
/** CPU ms over a round → µs per request (the /proc figures tick in 10 ms, so rounds must be long). */
const perRequest = (cpu: number, result: Round) =>
  `${((cpu * 1000) / Math.max(1, result.count)).toFixed(0)} µs`;

const serverUrl = process.env.NESTLING_TEST_POSTGRES_URL ?? DEFAULT_TEST_POSTGRES_URL;
const database = await createTestRunDatabase(serverUrl);
const databaseName = new URL(database.url).pathname.slice(1);
const servers: Server[] = [];
try {
  servers.push(
    await start("SQLite", null),
    await start("PostgreSQL", database.url, () =>
      postgresBackendCpu(serverUrl, databaseName, cpuMs),
    ),
  );
  const load = loadavg();
  console.log(
    `Conversation list bench: GET /api/conversations, ${BENCH_CONVERSATIONS} conversations, ` +
      `${CONNECTIONS} connections (${CLIENT}), ${ROUNDS} alternating rounds of ${ROUND_MS / 1000} s per engine. ` +
      `${cpus().length} cores, load average ${load.map((l) => l.toFixed(2)).join(" ")} at start.`,
  );
  for (const server of servers) await round(server, WARM_UP_MS);
  const rounds = new Map<Server, Round[]>(servers.map((s) => [s, []]));
  for (let r = 0; r < ROUNDS; r++) {
    for (const server of r % 2 ? [...servers].reverse() : servers) {
      const result = await round(server, ROUND_MS);
      rounds.get(server)!.push(result);
      console.log(
        `  round ${r + 1} ${server.name.padEnd(10)} ${f1(result.count / (ROUND_MS / 1000)).padStart(7)} req/s  ` +
          `p50 ${f1(result.p50)} ms  p99 ${f1(result.p99)} ms  ` +
          `CPU per request: API ${perRequest(result.apiCpuMs, result)}, database ${server.databaseCpu ? perRequest(result.databaseCpuMs, result) : "in the API"}` +
          (result.failures ? `  (${result.failures} failed!)` : ""),
      );
    }
  }
  const summary = new Map(
    servers.map((server) => {
      const results = rounds.get(server)!;
      const all = results.flatMap((r) => r.latencies);
      const count = results.reduce((sum, r) => sum + r.count, 0);
      return [
        server,
        {
          p50: median(results.map((r) => r.p50)),
          p99: median(results.map((r) => r.p99)),
          // autocannon reports percentiles per round only: the worst round's p99 stands in.
          pooledP99: all.length > 0 ? percentile(all, 99) : Math.max(...results.map((r) => r.p99)),
          reqPerSec: count / ((ROUNDS * ROUND_MS) / 1000),
          apiCpuUs: (results.reduce((sum, r) => sum + r.apiCpuMs, 0) * 1000) / count,
          databaseCpuUs: (results.reduce((sum, r) => sum + r.databaseCpuMs, 0) * 1000) / count,
          last: results.at(-1)!,
        },
      ];
    }),
  );
  console.log("\nMedian of the rounds (pooled p99 over every request in brackets):");
  for (const [server, s] of summary) {
    console.log(
      `  ${server.name.padEnd(10)} p50 ${f1(s.p50)} ms  p99 ${f1(s.p99)} ms (${f1(s.pooledP99)} ms)  ` +
        `${f1(s.reqPerSec)} req/s  CPU per request: API ${s.apiCpuUs.toFixed(0)} µs` +
        (server.databaseCpu ? `, PostgreSQL ${s.databaseCpuUs.toFixed(0)} µs` : "") +
        `  answer ${s.last.bytes} bytes ${s.last.encoding}`,
    );
  }
  const [lite, pg] = servers.map((server) => summary.get(server)!);
  console.log(
    `  PostgreSQL / SQLite: p50 ${(pg!.p50 / lite!.p50).toFixed(2)}×, p99 ${(pg!.p99 / lite!.p99).toFixed(2)}×` +
      `; PostgreSQL p99 target ≤ 20 ms: ${pg!.p99 <= 20 ? "meets target" : "MISSES target"}` +
      `. Load average at end ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}.`,
  );
} finally {
  for (const server of servers) server.child.kill();
  await database.drop();
}
