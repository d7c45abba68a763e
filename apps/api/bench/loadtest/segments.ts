// The measured segments both engines run: accounts signed in, the chat-only segment (with the CPU it
// took in the API and, on PostgreSQL, in the database's backends) and the conversation list.
import { autocannonGet, type AutocannonFigures } from "../autocannon-get.js";
import { signIn, type Account, type emulatorIdToken } from "./accounts.js";
import { cpuMs, type Instance } from "./instances.js";
import { runLoad, type LoadResult } from "./load.js";
import type { Phase } from "./report.js";
import {
  CHATS,
  CONNECTIONS,
  CONVERSATIONS_PER_ACCOUNT,
  LIST_CONVERSATIONS,
  LIST_WARM_UP_MS,
  SEGMENT_MS,
} from "./settings.js";
import type { Integrity } from "./verify.js";

export type IdToken = Awaited<ReturnType<typeof emulatorIdToken>>;

/** What one engine's run produced. */
export interface EngineRun {
  mixed: LoadResult;
  phases: Phase[];
  chats: ChatSegment;
  list: AutocannonFigures;
  integrity: Integrity;
}

export interface ChatSegment {
  result: LoadResult;
  apiCpuMs: number;
  databaseCpuMs: number | null;
}

export async function signInAll(baseUrl: string, tokens: IdToken[]): Promise<Account[]> {
  const accounts: Account[] = [];
  for (const token of tokens)
    accounts.push(await signIn(baseUrl, token, CONVERSATIONS_PER_ACCOUNT));
  return accounts;
}

/** CPU per chat over a chat-only segment: API processes, and the database's backends if measurable. */
export async function chatSegment(
  instances: Instance[],
  accounts: Account[],
  backendCpu: (() => Promise<Map<number, number>>) | null,
): Promise<ChatSegment> {
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

/**
 * One parent with LIST_CONVERSATIONS conversations reads their list over CONNECTIONS autocannon
 * connections, after a short warm-up that is not counted. autocannon rather than the mixed load's
 * fetch loops, which on two shared cores spend more CPU than the server and time themselves.
 */
export async function listSegment(instance: Instance, token: IdToken): Promise<AutocannonFigures> {
  const lister = await signIn(instance.url, token, LIST_CONVERSATIONS);
  const get = (ms: number) =>
    autocannonGet({
      url: `${instance.url}/api/conversations`,
      cookie: lister.cookie,
      connections: CONNECTIONS,
      ms,
    });
  await get(LIST_WARM_UP_MS);
  return get(SEGMENT_MS);
}
