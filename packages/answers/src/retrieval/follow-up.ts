import type { ChatTurn } from "../types.js";
import { isStopword, words } from "./query-terms.js";

/** Openings of a question that leans on the one before: "and at 6 months?", "what about at night". */
const CONTINUATION =
  /^(?:and|but|or|also|plus|then|ok(?:ay)?|what about|how about|what if|same (?:for|with|at)|at|even (?:if|when|after|though|with|at)|unless|still)\b/;
/** Content words at most, for a question to count as a follow-up when it has no such opening. */
const SHORT = 2;
/** A word pointing back at the previous answer ("is that too early?", "how long does it last?"). */
const BACK_REFERENCE = /^(?:that|those|these|them)$/;
/** A question with its own frame: a wh-word or an auxiliary first. */
const QUESTION_FRAME =
  /^(?:how|what|when|why|where|which|who|can|could|should|is|are|does|do|will)\b/;
/**
 * Words that only frame a question about what was just said ("how long till that sorts itself
 * out?", "how long does it take to work?"): they name no subject of their own.
 */
const FRAME_WORDS = new Set(
  "long often many much soon early late till sort sorts sorted settle settles last lasts usually normally take takes work works help helps better worse stop stops happen happens fine safe bad worry worried enough".split(
    " ",
  ),
);
/** Pronouns that, in a short question, point at the previous answer's subject. */
const POINTER = /^(?:it|that|this|those|these|them|they)$/;
const MAX_CHAIN = 3;
/** "is it ok to…", "it's…": an "it" that stands for nothing said before. */
const DUMMY_IT =
  /\b(?:(?:is|was|will|would|isn t) it (?:ok|okay|safe|fine|normal|bad|too|true|possible|worth|better|best|necessary|likely|common|alright)|it s (?:ok|okay|fine|normal|too|time|been))\b/g;

/**
 * Whether a follow-up points back at what the conversation was about with a pronoun ("wanting
 * it", "can I give her that?", "how long does it last"), so the pronoun stands for that subject.
 * "They" is mostly people ("when do they check for autism?"), not the subject.
 */
export function pointsBack(question: string): boolean {
  const typed = words(question.toLowerCase().replace(/[’'`]/g, " ").replace(DUMMY_IT, " "));
  return typed.some((w) => POINTER.test(w) && w !== "they");
}

/** Whether a turn opens by leaning on the one before ("what about…", "and if…", "even…"). */
export function opensAsContinuation(question: string): boolean {
  return CONTINUATION.test(words(question).slice(0, 3).join(" "));
}

/** Whether a question only makes sense with the previous one ("and at 6 months?"). */
export function isFollowUp(question: string): boolean {
  const typed = words(question);
  const content = typed.filter((w) => !isStopword(w) && !/^\d/.test(w));
  if (typed.length === 0) return false;
  const opening = typed.slice(0, 3).join(" ");
  if (CONTINUATION.test(opening) && content.length <= 4) return true;
  // "does he need his jabs before that?": longer, but about what was just said.
  if (content.length <= 1 && typed.some((w) => BACK_REFERENCE.test(w))) return true;
  // "what can I give her for it?", "how long does that usually last?": whatever its length, a
  // question with few words of its own and a word pointing back is about what was just said.
  // One that names an age ("my 3 month old grunts … is that normal") has a subject of its own.
  const ownAge = typed.some((w) => /^\d/.test(w));
  const naming = content.filter((w) => !FRAME_WORDS.has(w));
  if (naming.length <= SHORT && !ownAge && typed.some((w) => POINTER.test(w))) return true;
  if (naming.length > SHORT || typed.length > 6) return false;
  // Two content words in a full question of its own ("how much milk should she drink") stand
  // alone; with a word pointing back ("how long does it last?") they lean on the last answer.
  if (naming.length === SHORT && QUESTION_FRAME.test(typed.join(" ")))
    return typed.some((w) => POINTER.test(w));
  return true;
}

/**
 * The earlier user questions a follow-up continues, newest last: walks back over follow-ups to the
 * question that set the topic (at most a few turns).
 */
export function topicQuestions(history: readonly ChatTurn[]): string[] {
  const chain: string[] = [];
  for (let i = history.length - 1; i >= 0 && chain.length < MAX_CHAIN; i--) {
    const turn = history[i] as ChatTurn;
    if (turn.role !== "user") continue;
    chain.unshift(turn.content);
    if (!isFollowUp(turn.content)) break;
  }
  return chain;
}
