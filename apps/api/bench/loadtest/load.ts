// The load generator: a fixed number of connections, each sending one request after another
// (closed loop), spread over the instances a load balancer would route to. Like a load balancer,
// it stops routing to an instance whose connections fail and routes to it again once its
// /api/ready answers 200.
import type { Account } from "./accounts.js";
import type { Instance } from "./instances.js";

export type Kind = "anonymous chat" | "signed-in chat" | "history read" | "conversation list";

export interface Sample {
  /** Start, in ms since the run began. */
  at: number;
  instance: string;
  kind: Kind;
  ms: number;
  /** HTTP status, or 0 when the connection failed (refused, or cut by a kill). */
  status: number;
}

/** A chat the API acknowledged with 200: what must be in the database afterwards. */
export interface Acknowledged {
  instance: string;
  question: string;
  conversationId: number | string;
  userMessageId: number;
  assistantMessageId: number;
}

export interface LoadResult {
  samples: Sample[];
  acknowledged: Acknowledged[];
}

const QUESTIONS = [
  "How long should a newborn sleep?",
  "How much formula does a 2 month old need?",
  "When do babies start teething?",
  "How do I know if my baby is getting enough breast milk?",
  "When should my baby start solid foods?",
  "How can I help my toddler sleep through the night?",
];

let questionCounter = 0;
/** Every question is unique (a reference number), so duplicates in the database are detectable. */
function nextQuestion(): string {
  questionCounter += 1;
  return `${QUESTIONS[questionCounter % QUESTIONS.length]} (ref ${process.pid}-${questionCounter})`;
}

/** A client address from 10.0.0.0/8 per request: the per-IP ceiling is not what this run measures. */
function clientIp(): string {
  const n = Math.floor(Math.random() * 0xffffff);
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

export interface LoadOptions {
  instances: Instance[];
  accounts: Account[];
  connections: number;
  durationMs: number;
  /** Relative weights of the request kinds. */
  mix: Partial<Record<Kind, number>>;
  /** Called at a time into the run (ms), e.g. to kill an instance. */
  events?: { at: number; run: () => Promise<void> }[];
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const samples: Sample[] = [];
  const acknowledged: Acknowledged[] = [];
  const start = performance.now();
  const elapsed = () => performance.now() - start;
  const routable = new Set(options.instances);
  let turn = 0;

  const kinds = Object.entries(options.mix) as [Kind, number][];
  const totalWeight = kinds.reduce((sum, [, weight]) => sum + weight, 0);
  const pickKind = (): Kind => {
    let r = Math.random() * totalWeight;
    for (const [kind, weight] of kinds) if ((r -= weight) < 0) return kind;
    return kinds[0]![0];
  };

  async function once(instance: Instance, kind: Kind): Promise<void> {
    const account = pick(options.accounts);
    const headers: Record<string, string> = {
      "content-type": "application/json",
      "x-forwarded-for": clientIp(),
    };
    let url: string;
    let body: string | undefined;
    let question = "";
    let conversationId: number | string = "";
    if (kind === "anonymous chat" || kind === "signed-in chat") {
      question = nextQuestion();
      if (kind === "signed-in chat") {
        headers.cookie = account.cookie;
        conversationId = pick(account.conversationIds);
      } else {
        conversationId = `temp_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`;
      }
      url = `${instance.url}/api/chat`;
      body = JSON.stringify({ message: question, conversationId });
    } else if (kind === "history read") {
      headers.cookie = account.cookie;
      url = `${instance.url}/api/conversations/${pick(account.conversationIds)}/messages`;
    } else {
      headers.cookie = account.cookie;
      url = `${instance.url}/api/conversations`;
    }
    const at = elapsed();
    let status = 0;
    try {
      const response = await fetch(url, {
        method: body ? "POST" : "GET",
        headers,
        body,
        signal: AbortSignal.timeout(30_000),
      });
      status = response.status;
      const text = await response.text();
      if (status === 200 && body) {
        const chat = JSON.parse(text) as {
          userMessage: { id: number };
          assistantMessage: { id: number };
        };
        acknowledged.push({
          instance: instance.name,
          question,
          conversationId,
          userMessageId: chat.userMessage.id,
          assistantMessageId: chat.assistantMessage.id,
        });
      }
    } catch {
      status = 0;
      // Connection refused or cut: route elsewhere until the instance is ready again.
      if (routable.size > 1) routable.delete(instance);
    }
    samples.push({ at, instance: instance.name, kind, ms: elapsed() - at, status });
  }

  let running = true;
  const prober = (async () => {
    while (running) {
      for (const instance of options.instances) {
        if (!routable.has(instance) && (await instance.ready())) routable.add(instance);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  const events = (options.events ?? []).map(async (event) => {
    await new Promise((resolve) => setTimeout(resolve, event.at));
    await event.run();
  });

  const worker = async () => {
    while (elapsed() < options.durationMs) {
      const targets = [...routable];
      await once(targets[turn++ % targets.length]!, pickKind());
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  running = false;
  await prober;
  await Promise.all(events);
  return { samples, acknowledged };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
