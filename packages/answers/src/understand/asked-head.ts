import { isStopword, words } from "../retrieval/query-terms.js";

/**
 * Words after "what"/"how many" that are not the thing asked about ("what age", "how many times"),
 * and verbs that ask what acts ("what works", "what helps", "what causes it").
 */
const NOT_HEAD = new Set(
  (
    "age ages time times kind sort type types way ways sign signs temp temperature amount size number day days week weeks month months year years hours minutes " +
    "works work helps help causes cause happens happened makes make worked helped caused"
  ).split(" "),
);

/**
 * The thing a "what/which/how many/how much X…" question asks about: "what toys are a choking
 * hazard" asks about toys, "how many meals should a 9 month old have" about meals. Null when the
 * question has no such head or its word only frames ("what age", "how many times").
 */
export function askedHead(question: string): string | null {
  const ws = words(question);
  const coped = copedWith(ws);
  if (coped !== null) return coped;
  for (let i = 0; i < ws.length - 1; i++) {
    const w = ws[i] as string;
    const next = ws[i + 1] as string;
    let head: string | undefined;
    if (w === "what" || w === "which") head = next;
    else if (w === "how" && (next === "many" || next === "much")) head = ws[i + 2];
    if (head === undefined) continue;
    // "what kind of food", "which type of car seat".
    if (/^(?:kind|sort|type|types|kinds)$/.test(head) && ws[i + 3] === "of") head = ws[i + 4];
    else if (/^(?:kind|sort|type|types|kinds)$/.test(head) && ws[i + 2] === "of") head = ws[i + 3];
    if (head === undefined || isStopword(head) || NOT_HEAD.has(head) || /^\d/.test(head))
      return null;
    return head;
  }
  return null;
}

/** Verbs of living with something: "how do I cope with X" asks about X. */
const COPE = new Set(
  "cope coping deal dealing live living handle handling manage managing".split(" "),
);
const FEEL = new Set("feel feels feeling felt".split(" "));
const DEGREE = /^(?:so|really|very|too|a|bit|little|less)$/;
/** Words between "with" and the thing: "cope with the guilt", "deal with all this". */
const DETERMINER = /^(?:the|my|his|her|their|our|this|these|that|those|all|a|an|so|much)$/;

/**
 * The thing a "how do I cope / deal / live with X" question asks about: "how do I cope with the
 * guilt of going back to work" asks about guilt, not about going back to work.
 */
function copedWith(ws: readonly string[]): string | null {
  for (let i = 0; i < ws.length - 2; i++) {
    // "how can I stop feeling guilty about working": the feeling is the thing.
    if (FEEL.has(ws[i] as string)) {
      const j = DEGREE.test(ws[i + 1] ?? "") ? i + 2 : i + 1;
      const felt = ws[j];
      if (felt !== undefined && ws[j + 1] === "about" && !isStopword(felt)) return felt;
    }
    if (!COPE.has(ws[i] as string) || ws[i + 1] !== "with") continue;
    let j = i + 2;
    while (DETERMINER.test(ws[j] ?? "")) j++;
    const head = ws[j];
    if (head === undefined || isStopword(head) || NOT_HEAD.has(head) || /^\d/.test(head))
      return null;
    return head;
  }
  return null;
}

/**
 * Whether the asked head stands alone ("what tog should it be", "what cream"), not as the first
 * word of a longer name ("what factor sunblock", "what car seat"), whose last word is the thing.
 */
export function headStandsAlone(question: string, head: string): boolean {
  const ws = words(question);
  const next = ws[ws.indexOf(head) + 1];
  return next === undefined || isStopword(next) || /^\d/.test(next);
}
