import type { KnowledgeEntry } from "../knowledge/knowledge-entry.js";
import { ageRelation, entryPassages, type Passage } from "../knowledge/passages.js";
import type { Facet, Intent } from "../understand/question-intent.js";
import { isStopword, words } from "./query-terms.js";
import { lightStem, sameStem, type SearchHit } from "./search-index.js";

/** What a question is, as passage ranking needs it. */
export interface QuestionFrame {
  /** Search terms (typo-corrected, with synonyms) and how much each one says. */
  terms: readonly string[];
  weights: readonly number[];
  intent: Intent;
  /** The figure an amount or timing question asks for (how often, how warm…), when it says. */
  facet?: Facet | null;
  /** The child's age in months, when known. */
  ageMonths: number | null;
  /** Whether that age is only a loose word's ("toddler"): it ranks passages but excludes none. */
  ageApproximate?: boolean;
  /** Passages the conversation already showed (see passageKey): not repeated as the lead. */
  shown?: ReadonlySet<string>;
  /** Of those, the ones the previous answer led with: repeating that answer answers nothing new. */
  led?: ReadonlySet<string>;
  /** In a follow-up, this turn's own terms ("fruit" in "what about fruit?"): what is new. */
  own?: { terms: readonly string[]; weights: readonly number[] };
}

/** The passages an answer is built from. */
export interface AnswerPlan {
  /** The passage that answers the question: the reply's first paragraph. */
  lead: Passage;
  /** Supporting passages that apply at the child's age, best first. */
  support: Passage[];
  /** Passages about what changes later, when the age is known and they lie ahead. */
  later: Passage[];
  /** The lead entry's "when to call the doctor" passages. */
  call: Passage[];
  /** One closely related entry's lead, as a pointer. */
  related: Passage | null;
  /** Share of the question's terms (by weight) the lead and its entry's title hold. */
  leadCoverage: number;
  /** Share of the question's terms the lead's whole entry holds (keywords and topics too). */
  entryCoverage: number;
  /** Share of the question's terms in the lead entry's title and topics (the index's measure). */
  topicMatch: number;
}

/** Entries within this share of the best score may supply the lead; the rest can only be related. */
const LEAD_ENTRY_SHARE = 0.5;
const RELATED_SHARE = 0.75;
const OTHER_ENTRY_MIN_TERMS = 0.4;
const SHOWN_PENALTY = 0.6;
/** What a passage the previous answer led with loses on top of SHOWN_PENALTY. */
const LED_PENALTY = 1.2;
const RELATED_MIN_TERMS = 0.2;
/** What an article for other ages keeps of its rank when one for the child's age is near. */
const OUT_OF_RANGE = 0.6;
const MAX_SUPPORT = 4;
/** A quick answer to another kind of question loses this much. */
const QUICK_OTHER_INTENT = 0.4;
/** A quick answer whose question asks for the same figure (how often, how warm…) gains this… */
const QUICK_SAME_FACET = 0.3;
/** …and one asking for another figure loses this. */
const QUICK_OTHER_FACET = 0.7;
/** …and one that asks for no figure of these kinds ("how deep…?" for "how often…?") this. */
const QUICK_NO_FACET = 0.4;
/** A passage that states the asked-for figure gains this. */
const FACET_FIT = 0.4;
/** Weight of the distance between the child's age and the single age a passage names. */
const NARROW_AGE = 0.3;
const MAX_LATER = 2;

/**
 * Whether a passage says what another already says: most of the shorter one's numbers and words
 * are in the longer ("About 4 to 5 ounces…" inside the lead that lists every month).
 */
function repeats(a: Passage, b: Passage): boolean {
  const [short, long] = a.text.length <= b.text.length ? [a, b] : [b, a];
  const shortWords = new Set(words(short.text));
  if (shortWords.size === 0) return false;
  const longWords = new Set(words(long.text));
  let shared = 0;
  for (const w of shortWords) if (longWords.has(w)) shared++;
  return shared / shortWords.size >= 0.8;
}

const entryTexts = new WeakMap<KnowledgeEntry, string>();

/** All the words of an entry: title, keywords, topics and every passage. */
export function entryText(entry: KnowledgeEntry): string {
  let text = entryTexts.get(entry);
  if (text === undefined) {
    text = [
      entry.title,
      ...entry.keywords,
      ...entry.topics,
      ...entryPassages(entry).map((p) => `${p.question ?? ""} ${p.text}`),
    ].join(" ");
    entryTexts.set(entry, text);
  }
  return text;
}

/** A stable name for a passage, to remember what a conversation already showed. */
export function passageKey(passage: Pick<Passage, "entry" | "index">): string {
  return `${passage.entry.id}#${passage.index}`;
}

/** A count said in words ("two or three times a week") is as much a figure as one in digits. */
const NUMBER = String.raw`(?:\d+(?:\.\d+)?|½|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|several|once|twice)`;
const HAS_AMOUNT = new RegExp(
  String.raw`\b${NUMBER}\s*(?:½|\.\d+)?\s*(?:(?:to|-|–|or)\s*${NUMBER})?\s*(?:ounces?|oz|ml|millilitres?|milliliters?|litres?|liters?|l\b|cups?|hours?|hrs?|minutes?|mins?|seconds?|times|feeds?|naps?|grams?|g\b|kg|kilos?|pounds?|lbs?|tablespoons?|tbsp|teaspoons?|tsp|servings?|portions?|diapers?|nappies|°|degrees|%|days?|weeks?|inches|cm|mg)|\d\s*°|\b(?:once|twice) (?:a|per) `,
  "i",
);
const HAS_AGE =
  /\b(?:\d+|one|two|three|four|six|nine|twelve|eighteen)\s*(?:to\s*\d+\s*)?(?:days?|weeks?|months?|years?)\b|\bnewborns?\b|\bbirthday\b|\bages?\b/i;
/**
 * A passage that opens with its verdict answers a yes/no question outright ("never…" and
 * "avoid…" open warnings beside the question as often as answers to it, so they do not count)…
 */
const VERDICT_FIRST =
  /^(?:yes|no|it depends|usually not|not (?:before|until|usually|always|recommended|once|if))\b/i;
const VERDICT = 0.4;
/** …one that holds a verdict somewhere answers it less directly. */
const YES_NO =
  /^(?:usually|most|many)\b|\b(?:safe|unsafe|avoid|do not|don t|dont|never|not recommended|recommended|fine to|ok to|okay to|can|should)\b/i;
const NORMAL =
  /\b(?:normal|common|usually|harmless|typical|many babies|most babies|expected|phase|goes away|settles?|passes)\b/i;
const WHY = /\b(?:because|so that|due to|caused?|causes|reasons?|helps?|means|since|protects?)\b/i;

/** Intents that a reply of the other kind still answers ("is it normal…" and "is it ok…"). */
function compatibleIntents(a: Intent | null, b: Intent): boolean {
  if (a === null || a === b || a === "other" || b === "other") return true;
  const pair = new Set([a, b]);
  return (
    (pair.has("normal") && pair.has("yes-no")) ||
    (pair.has("how-to") && pair.has("what-is")) ||
    (pair.has("amount") && pair.has("timing"))
  );
}

const FACET_TEXT: Record<Facet, RegExp> = {
  frequency:
    /\b(?:\d+|one|two|three|four|five|once|twice)\s*(?:to\s*\d+\s*)?(?:times?|feeds?|naps?)?\s*(?:a|per|each)\s*(?:day|week|night)\b|\bevery\s+(?:\d|day|other|few|night)|\bdaily\b|\bonce\b|\btwice\b/i,
  // Hours and minutes are durations; days, weeks and months only after "within", "for", "up to"…
  // ("under 3 months" is an age).
  duration:
    /\b\d+(?:\.\d+)?\s*(?:to|-|–)?\s*\d*\s*(?:minutes?|mins?|hours?|hrs?)\b|\b(?:within|for|up to|lasts?|last for|about|around)\s+(?:about\s+)?(?:\d+|one|two|three|a few)\s*(?:to\s*\d+\s*)?(?:days?|weeks?|months?)\b/i,
  temperature: /°|\bdegrees\b/i,
  clock: /\b\d{1,2}(?::\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)|\b(?:bedtime|evening)\b/i,
  quantity: HAS_AMOUNT,
  age: HAS_AGE,
};

/** Whether a passage states the kind of figure the question asks for. */
function facetFit(text: string, facet: Facet): number {
  return FACET_TEXT[facet].test(text) ? 1 : 0;
}

/** Whether a passage holds the kind of fact the intent asks for. */
function intentFit(passage: Passage, intent: Intent): number {
  const text = passage.text;
  switch (intent) {
    case "amount":
      return HAS_AMOUNT.test(text) ? 1 : 0;
    case "timing":
      return HAS_AGE.test(text) ? 1 : 0;
    case "yes-no":
      return VERDICT_FIRST.test(text) || YES_NO.test(text) ? 0.5 : 0;
    case "normal":
      return NORMAL.test(text) ? 1 : 0;
    case "why":
      return WHY.test(text) ? 0.6 : 0;
    case "what-is":
    case "compare":
      return passage.kind === "lead" ? 0.6 : 0;
    default:
      return 0;
  }
}

/** A light English stem: "smiling" and "smile" → "smil", "babies" and "baby" → "baby". */
export const stem = lightStem;

const textStems = new Map<string, { words: string[]; set: Set<string>; stems: Set<string> }>();

/**
 * Whether the text writes a term joined with another term of the question: "bedtime" answers
 * "what time … go to bed", "secondhand" answers "second hand".
 */
function inCompound(written: ReadonlySet<string>, term: string, terms: readonly string[]): boolean {
  if (term.length < 3) return false;
  for (const other of terms)
    if (other.length >= 3 && (written.has(term + other) || written.has(other + term))) return true;
  return false;
}

/** Weighted share of the terms found in a text, matched by stem or by sameStem's prefix rule. */
export function termShare(text: string, frame: Pick<QuestionFrame, "terms" | "weights">): number {
  let seen = textStems.get(text);
  if (!seen) {
    const ws = words(text);
    seen = { words: ws, set: new Set(ws), stems: new Set(ws.map(stem)) };
    if (textStems.size > 20_000) textStems.clear();
    textStems.set(text, seen);
  }
  let found = 0;
  let total = 0;
  const written = seen.words;
  frame.terms.forEach((t, i) => {
    const w = frame.weights[i] ?? 1;
    total += w;
    if (
      seen.stems.has(stem(t)) ||
      written.some((s) => sameStem(t, s)) ||
      inCompound(seen.set, t, frame.terms)
    )
      found += w;
  });
  return total > 0 ? found / total : 0;
}

/**
 * Share of a quick answer's own question words the parent used too. A quick answer that asks
 * something narrower ("is the chickenpox vaccine on the NHS now?" for "my son has chickenpox",
 * "how long can a newborn stay awake?" for "how long should time-out be") holds all of the parent's
 * words yet answers another question: its match counts as much as its question is the parent's.
 */
export function askedShare(question: string, frame: Pick<QuestionFrame, "terms">): number {
  const own = words(question).filter((w) => !isStopword(w) && !/^\d+$/.test(w) && w.length > 1);
  if (own.length === 0) return 1;
  const asked = own.filter((w) => frame.terms.some((t) => sameStem(t, w) || stem(t) === stem(w)));
  return asked.length / own.length;
}

interface Scored {
  passage: Passage;
  score: number;
  terms: number;
}

/**
 * Chooses the passages of an answer from the retrieved entries: the lead is the passage that best
 * answers this question for this child (its words, the kind of fact the intent wants, the age it
 * speaks of, and how well its entry ranked); support comes from the lead's entry.
 */
export function planAnswer(hits: readonly SearchHit[], frame: QuestionFrame): AnswerPlan | null {
  const best = hits[0];
  if (!best) return null;
  const age = frame.ageMonths;
  const facet = frame.facet ?? null;
  // Age decides what applies now, unless the question is about when (then other ages are the answer).
  const ageMatters = age !== null && frame.intent !== "timing" && frame.ageApproximate !== true;
  const score = (passage: Passage, entryShare: number): Scored => {
    const onText = termShare(passage.text, frame);
    const onQuestion = passage.question
      ? termShare(passage.question, frame) * Math.sqrt(askedShare(passage.question, frame))
      : 0;
    const terms = Math.max(onText, onQuestion);
    const ownTerms = frame.own
      ? termShare(`${passage.question ?? ""} ${passage.text}`, frame.own)
      : 0;
    let s = 1.5 * entryShare + 1.2 * terms + ownTerms + 0.9 * intentFit(passage, frame.intent);
    // A quick answer's "Yes" or "No" answers its own question: it counts as much as that
    // question is the parent's ("Can I microwave breast milk? No" is not "can I refreeze it?").
    if (frame.intent === "yes-no" && VERDICT_FIRST.test(passage.text))
      s += VERDICT * (passage.kind === "quick" ? onQuestion : 1);
    if (passage.kind === "lead") s += 0.25;
    // A quick answer whose question says what the parent asked is the answer itself.
    if (passage.kind === "quick") {
      s += 0.6 * onQuestion;
      if (passage.questionIntent === frame.intent) s += 0.2;
      // A quick answer to another kind of question on the same subject ("when can I start sleep
      // training?" for "is it ok to let him cry it out?") answers a neighbour, not this one.
      else if (!compatibleIntents(passage.questionIntent, frame.intent)) s -= QUICK_OTHER_INTENT;
      if (facet)
        s +=
          passage.questionFacet === facet
            ? QUICK_SAME_FACET
            : passage.questionFacet === null
              ? -QUICK_NO_FACET
              : -QUICK_OTHER_FACET;
    } else if (facet) s += FACET_FIT * facetFit(passage.text, facet);
    if (age !== null && passage.ages.length > 0) {
      const relation = ageRelation(passage, age);
      if (relation === "now") s += 0.35;
      else if (ageMatters) s -= 0.6;
      // Written for one age ("at 2 months", "a 6 month old"), not a wide band: the nearer that
      // age is to the child's, the better, and one a month or more away is another child's answer
      // (a 1-month figure for a baby of 2 months, a 6-month bedtime for a 10-month-old).
      let closest: number | null = null;
      for (const a of passage.ages)
        if (a.max - a.min <= 3) {
          const near = 1 - Math.abs(age - (a.min + a.max) / 2);
          closest = closest === null ? near : Math.max(closest, near);
        }
      if (closest !== null && (relation === "now" || ageMatters))
        s += NARROW_AGE * Math.max(-1, 2 * closest - 1);
    }
    return { passage, score: s, terms };
  };

  const leadEntries = hits.filter(
    (h, i) => i === 0 || (h.score >= best.score * LEAD_ENTRY_SHARE && h.topicMatch > 0),
  );
  const candidates: Scored[] = [];
  // An article written for other ages answers a child of this age only when none for it is near.
  const fitsAge = (h: SearchHit) =>
    !ageMatters || (age >= h.entry.ageMin - 1 && age <= h.entry.ageMax + 1);
  const anyFits = leadEntries.slice(0, 3).some(fitsAge);
  // What the previous answer led with, and any passage saying the same in other words.
  const ledBefore = frame.led
    ? hits.flatMap((h) => entryPassages(h.entry)).filter((p) => frame.led?.has(passageKey(p)))
    : [];
  for (const hit of leadEntries.slice(0, 3)) {
    const share = (hit.score / best.score) * (anyFits && !fitsAge(hit) ? OUT_OF_RANGE : 1);
    for (const p of entryPassages(hit.entry)) {
      if (p.kind === "call") continue;
      // What lies ahead goes under "later"; what lies behind may lead only when nothing else fits.
      if (ageMatters && ageRelation(p, age) === "later") continue;
      // A passage written for one earlier age ("a 6 month old") never leads for an older child.
      if (
        ageMatters &&
        ageRelation(p, age) === "earlier" &&
        p.ages.every((a) => a.max - a.min <= 3)
      )
        continue;
      const scored = score(p, share);
      // Already shown: it may lead again only when it clearly answers this turn best ("is that
      // too early?" is answered by the age just given); the rest of the answer is new.
      if (frame.shown?.has(passageKey(p))) scored.score -= SHOWN_PENALTY;
      if (ledBefore.some((led) => led === p || repeats(led, p))) scored.score -= LED_PENALTY;
      // A lower-ranked article leads only with a passage that itself holds most of the question
      // (a quick answer for this very case), never on intent and age fit alone.
      if (hit !== best && scored.terms < OTHER_ENTRY_MIN_TERMS) continue;
      candidates.push(scored);
    }
  }
  // Everything shown already, or nothing at this age: fall back to the best entry's own lead.
  const fallback = entryPassages(best.entry)[0];
  candidates.sort((a, b) => b.score - a.score);
  const top = candidates[0] ?? (fallback ? score(fallback, 1) : undefined);
  if (!top) return null;
  const lead = top.passage;
  const entry = lead.entry;

  const own = entryPassages(entry).filter((p) => p !== lead);
  const support = own
    .filter(
      (p) =>
        (p.kind === "bullet" || p.kind === "lead" || p.kind === "quick") &&
        !(frame.shown?.has(passageKey(p)) ?? false) &&
        (!ageMatters || ageRelation(p, age) === "now"),
    )
    .map((p) => score(p, 1))
    .sort((a, b) => b.score - a.score)
    .map((s) => s.passage)
    .reduce<Passage[]>(
      (kept, p) => {
        if (kept.length < MAX_SUPPORT && ![lead, ...kept].some((k) => repeats(k, p))) kept.push(p);
        return kept;
      },
      // The article's own lead states its main answer (a dose table with its "check the label"
      // line, the full month-by-month figures): it stays, first, whatever else is chosen.
      own.filter(
        (p) =>
          p.kind === "lead" &&
          !frame.shown?.has(passageKey(p)) &&
          (!ageMatters || ageRelation(p, age) !== "later"),
      ),
    );
  const later = ageMatters
    ? own
        .filter((p) => p.kind !== "call" && ageRelation(p, age) === "later")
        .map((p) => score(p, 1))
        .sort((a, b) => b.score - a.score)
        .map((s) => s.passage)
        .filter((p) => ![lead, ...support].some((k) => repeats(k, p)))
        .slice(0, MAX_LATER)
    : [];
  // "When to call" lines for another age ("under 3 months, any fever") are not this child's.
  const call = own.filter(
    (p) => p.kind === "call" && (age === null || ageRelation(p, age) === "now"),
  );

  const hitOf = hits.find((h) => h.entry === entry);
  const next = hits.find((h) => h.entry !== entry);
  const relatedOk =
    next !== undefined &&
    hitOf !== undefined &&
    next.score >= hitOf.score * RELATED_SHARE &&
    next.topicMatch > 0 &&
    (age === null ||
      ageRelation({ ages: [{ min: next.entry.ageMin, max: next.entry.ageMax }] }, age) === "now");
  const relatedLead = relatedOk ? entryPassages(next.entry)[0] : undefined;
  // A pointer must be about the question too, not only near it in score.
  const related =
    relatedLead &&
    (!ageMatters || ageRelation(relatedLead, age) === "now") &&
    termShare(`${relatedLead.entry.title} ${relatedLead.text}`, frame) >= RELATED_MIN_TERMS
      ? relatedLead
      : null;

  const leadCoverage = termShare(`${entry.title} ${lead.question ?? ""} ${lead.text}`, frame);
  const entryCoverage = termShare(entryText(entry), frame);
  return {
    lead,
    support,
    later,
    call,
    related,
    leadCoverage,
    entryCoverage,
    topicMatch: hitOf?.topicMatch ?? 0,
  };
}
