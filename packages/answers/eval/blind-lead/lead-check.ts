/**
 * A mechanical reading of "does the first paragraph answer the question": the ideal lead a blind
 * batch gives for each item ("yes — about 1 minute per year of age…") names the facts the first
 * paragraph must state. Its figures (numbers the parent did not already say), its verdict (yes or
 * no) and otherwise its words are looked for in the composed first paragraph. Rough by design:
 * it is calibrated against the graders' lead Y/N (see run-blind-leads.ts --calibrate).
 */
import { ageRelation, agesIn } from "../../src/knowledge/passages.js";
import { isStopword, words } from "../../src/retrieval/query-terms.js";
import { stem } from "../../src/retrieval/term-share.js";

const NUMBER_WORDS: Record<string, string> = {
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  ten: "10",
  twelve: "12",
  once: "1",
  twice: "2",
  half: "0.5",
};

/** The numbers a text states, digits or words ("two naps" → 2). */
export function numbersIn(text: string): Set<string> {
  const out = new Set<string>();
  const lower = text.toLowerCase().replace(/(\d),(\d{3})/g, "$1$2");
  for (const m of lower.matchAll(/\d+(?:\.\d+)?/g)) out.add(String(Number(m[0])));
  if (/½/.test(lower)) out.add("0.5");
  for (const w of words(lower)) if (NUMBER_WORDS[w]) out.add(NUMBER_WORDS[w]);
  return out;
}

const YES_LEAD =
  /^(?:yes|generally yes|usually yes|mostly yes|yes,|absolutely|it s fine|it is fine|that s fine|fine)\b/;
const NO_LEAD =
  /^(?:no|not|never|usually not|generally no|generally not|probably not|don t|do not|avoid|best not|not yet)\b/;
const YES_TEXT =
  /\b(?:yes|fine|safe|ok|okay|can|normal|common|alright|usually harmless|should|recommended|advised)\b/;
const NO_TEXT =
  /\b(?:no|not|never|avoid|don t|do not|dont|wait|until|shouldn t|should not|isn t|unsafe)\b/;

function plain(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’'`]/g, " ")
    .replace(/[—–:;,]/g, " ");
}

/** The verdict an ideal lead opens with, if any. */
export function verdictOf(lead: string): "yes" | "no" | null {
  const t = plain(lead).trim();
  if (YES_LEAD.test(t)) return "yes";
  if (NO_LEAD.test(t)) return "no";
  return null;
}

function contentStems(text: string): string[] {
  return [
    ...new Set(words(text).filter((w) => !isStopword(w) && !/^\d/.test(w) && w.length > 2)),
  ].map(stem);
}

/** Share of the ideal lead's content words found in a paragraph. */
export function wordShare(lead: string, paragraph: string): number {
  const want = contentStems(lead);
  if (want.length === 0) return 1;
  const have = new Set(words(paragraph).map(stem));
  return want.filter((w) => have.has(w)).length / want.length;
}

export interface LeadVerdict {
  pass: boolean;
  why: string;
}

/**
 * Whether a first paragraph states what the ideal lead says: one of its new figures, its verdict
 * near the start, and otherwise enough of its words.
 */
export function checkLead(question: string, idealLead: string, paragraph: string): LeadVerdict {
  const asked = numbersIn(question);
  const figures = [...numbersIn(idealLead)].filter((n) => !asked.has(n));
  const verdict = verdictOf(idealLead);
  const have = numbersIn(paragraph);
  // A quick answer is shown with its question ("Can I…? No; …"): the verdict is the answer's.
  const sentences = paragraph.split(/(?<=[.!?])\s/);
  const firstSentence = plain(sentences.find((t) => !t.trim().endsWith("?")) ?? sentences[0] ?? "");
  const share = wordShare(idealLead, paragraph);
  const figureOk = figures.length === 0 || figures.some((f) => have.has(f));
  const verdictOk =
    verdict === null ||
    (verdict === "yes"
      ? YES_TEXT.test(firstSentence) && !/^no\b/.test(firstSentence.trim())
      : NO_TEXT.test(firstSentence));
  if (!verdictOk) return { pass: false, why: `no ${verdict} up front` };
  if (!figureOk) return { pass: false, why: `none of ${figures.join("/")}` };
  const needed = figures.length > 0 || verdict !== null ? 0.2 : 0.34;
  if (share < needed) return { pass: false, why: `words ${(share * 100).toFixed(0)} %` };
  return { pass: true, why: "" };
}

/** Whether a paragraph speaks only of other ages than the child's (null when it names none). */
export function otherAgeOnly(paragraph: string, ageMonths: number | null): boolean {
  if (ageMonths === null) return false;
  const spans = agesIn(paragraph);
  if (spans.length === 0) return false;
  return ageRelation({ ages: spans }, ageMonths) !== "now";
}
