// The PostgreSQL half of the load test: two instances (A and B) on one database and one Redis.
// 60 s of mixed load with B killed (SIGKILL) at 20 s and restarted; then one person asks past the
// limit alternately on A and B (the shared limit must hold); then the chat-only and list segments.
import { signIn } from "./accounts.js";
import { cpuMs, type Instance } from "./instances.js";
import { runLoad } from "./load.js";
import { log } from "./log.js";
import type { Phase } from "./report.js";
import { chatSegment, listSegment, signInAll, type EngineRun, type IdToken } from "./segments.js";
import {
  CONNECTIONS,
  DURATION_MS,
  KILL_AT_MS,
  LIMIT_EXTRA,
  MIXED,
  RATE_LIMIT,
} from "./settings.js";
import { checkIntegrity, postgresBackendCpu } from "./verify.js";

export interface PostgresRun extends EngineRun {
  /** Statuses of the rate-limit check's answers, counted. */
  limit: Record<string, number>;
}

export interface PostgresTarget {
  a: Instance;
  b: Instance;
  /** The PostgreSQL server (for the backends' CPU), the run's database name and its URL. */
  serverUrl: string;
  databaseName: string;
  databaseUrl: string;
}

export async function postgresRun(
  { a, b, serverUrl, databaseName, databaseUrl }: PostgresTarget,
  tokens: { load: IdToken[]; limit: IdToken; list: IdToken },
): Promise<PostgresRun> {
  const accounts = await signInAll(a.url, tokens.load);
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
  const limit = await askPastTheLimit(a, b, tokens.limit);
  log("chat-only segment (CPU per chat) and conversation list segment");
  const backendCpu = () => postgresBackendCpu(serverUrl, databaseName, cpuMs);
  const chats = await chatSegment([a, b], accounts, backendCpu);
  const list = await listSegment(a, tokens.list);
  const integrity = await checkIntegrity(databaseUrl, [
    ...mixed.acknowledged,
    ...chats.result.acknowledged,
  ]);
  return { mixed, phases, chats, list, integrity, limit };
}

/** One person, alternately on A and B, asking past their budget as fast as they can. */
async function askPastTheLimit(
  a: Instance,
  b: Instance,
  token: IdToken,
): Promise<Record<string, number>> {
  const limited = await signIn(a.url, token, 1);
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
  return limit;
}
