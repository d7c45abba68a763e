// CPU time of one anonymous chat through the router and the database, without HTTP:
//   npx tsx bench/chat-cpu.bench.ts            (router + db + the real built-in answer engine)
//   npx tsx bench/chat-cpu.bench.ts --replay   (the engine's answers computed once per question and
//                                               replayed, so the figure is the router + db share)
// Visitors ask QUESTIONS_PER_VISITOR questions each in one temporary conversation, as the HTTP bench
// does, against a file database in WAL mode (what production runs). CPU time (user + system) rather
// than wall-clock, so other processes on a shared machine barely move the figure.
// CHATS (default 2000) sets how many chats are timed after a warm-up of a tenth of that.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createAnswerEngine, type AnswerEngine, type AnswerResult } from "@nestling/answers";
import { migrateToLatest, openDatabase } from "@nestling/db";
import { createContext } from "../src/context";
import type { HttpBridge, RouterDeps } from "../src/deps";
import { createCaller } from "../src/root";

const CHATS = Number(process.env.CHATS ?? 2000);
const QUESTIONS_PER_VISITOR = 5;
const replay = process.argv.includes("--replay");

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

/** The real engine, each question answered once and replayed (history does not change these answers' cost share). */
function replayingEngine(real: AnswerEngine): AnswerEngine {
  const answers = new Map<string, Promise<AnswerResult>>();
  return {
    answer(req) {
      let answer = answers.get(req.question);
      if (!answer) {
        answer = real.answer({ ...req, history: [] });
        answers.set(req.question, answer);
      }
      return answer;
    },
  };
}

const dir = mkdtempSync(path.join(tmpdir(), "nestling-chat-cpu-"));
const db = openDatabase(`file:${path.join(dir, "bench.db")}`);
try {
  await migrateToLatest(db);
  const engine = createAnswerEngine();
  const deps: RouterDeps = {
    db,
    engine: replay ? replayingEngine(engine) : engine,
    identity: null,
    config: { gtmContainerId: null, firebase: null, secureCookies: false },
    logger: { info() {}, warn() {}, error() {} },
  };

  let asked = 0;
  async function visitor(): Promise<void> {
    let visitorToken: string | null = null;
    const tempId = `temp_${Date.now()}_bench${Math.random().toString(36).slice(2, 10)}`;
    for (let i = 0; i < QUESTIONS_PER_VISITOR; i++) {
      const http: HttpBridge = {
        sessionToken: null,
        visitorToken,
        bearerToken: null,
        setSessionCookie() {},
        clearSessionCookie() {},
        setVisitorCookie(token) {
          visitorToken = token;
        },
      };
      const caller = createCaller(await createContext(deps, http));
      asked += 1;
      await caller.chat.send({
        message: questions[asked % questions.length]!,
        conversationId: tempId,
      });
    }
  }
  async function chats(n: number): Promise<void> {
    for (let done = 0; done < n; done += QUESTIONS_PER_VISITOR) await visitor();
  }

  await chats(Math.max(QUESTIONS_PER_VISITOR, Math.round(CHATS / 10)));
  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  await chats(CHATS);
  const cpu = process.cpuUsage(cpuBefore);
  const wall = performance.now() - wallBefore;
  const perChat = (us: number) => (us / 1000 / CHATS).toFixed(3);
  console.log(
    `${CHATS} anonymous chats (${replay ? "engine answers replayed" : "built-in engine"}): ` +
      `CPU ${perChat(cpu.user + cpu.system)} ms per chat (user ${perChat(cpu.user)}, system ${perChat(cpu.system)}), ` +
      `wall ${(wall / CHATS).toFixed(3)} ms per chat`,
  );
} finally {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}
