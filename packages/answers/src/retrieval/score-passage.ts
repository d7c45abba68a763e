import {
  ageRelation,
  entryPassages,
  nearAgeSlack,
  nearChildAge,
  type Passage,
} from "../knowledge/passages.js";
import {
  asksDefinition,
  compatibleIntents,
  facetFit,
  HAS_AMOUNT,
  intentFit,
  VERDICT_FIRST,
} from "./fact-fit.js";
import { ageMatters, type QuestionFrame } from "./question-frame.js";
import { askedShare, termShare } from "./term-share.js";

/** What a passage holding none of the question's words keeps of its intent and facet fit. */
const UNSPOKEN_FIT = 0.5;
/** What a yes or no at the start of a passage adds for a yes/no question. */
const VERDICT = 0.4;
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
/** What a quick answer asked about the signs gains when the parent asks how to tell… */
const SIGNS_ASKED = 0.9;
/** …and a passage that speaks of signs or of what counts. */
const SIGNS_SAID = 0.4;
const SIGNS = /\b(?:signs?|symptoms?|what counts|how (?:do|can) i (?:tell|know))\b/i;

function signsFit(passage: Passage): number {
  if (passage.question !== null && SIGNS.test(passage.question)) return SIGNS_ASKED;
  return SIGNS.test(passage.text) ? SIGNS_SAID : 0;
}

/** Weight of the distance between the child's age and the single age a passage names. */
const NARROW_AGE = 0.3;

/** A passage with how well it answers the question, and the share of the question's terms it holds. */
export interface ScoredPassage {
  passage: Passage;
  score: number;
  terms: number;
}

/**
 * How well one passage answers the question for this child: its words, the kind of fact the
 * intent wants, the figure asked for, the age it speaks of, and its entry's rank (`entryShare`).
 */
export function scorePassage(
  passage: Passage,
  entryShare: number,
  frame: QuestionFrame,
): ScoredPassage {
  const age = frame.ageMonths;
  const facet = frame.facet ?? null;
  const onText = termShare(passage.text, frame);
  const onQuestion = passage.question
    ? termShare(passage.question, frame) * Math.sqrt(askedShare(passage.question, frame))
    : 0;
  const terms = Math.max(onText, onQuestion);
  const ownTerms = frame.own
    ? termShare(`${passage.question ?? ""} ${passage.text}`, frame.own)
    : 0;
  // A quick answer to a question asking the same figure states it, however it words it; it
  // counts as much as that question is the parent's ("when will she be dry at night?" is not
  // "when should I potty train?").
  // …when its answer states a figure of that kind ("how long does sleep training take? Consistency
  // matters more…" does not say how long to wait before checking).
  // (In such an answer any number with a unit is that figure: "Usually about 7 to 10 days." An
  // age is often said in words — "in the toddler years", "once feeding is going well".)
  const statesFacet =
    facet !== null &&
    (facet === "age" ||
      facetFit(passage.text, facet) === 1 ||
      (passage.kind === "quick" && HAS_AMOUNT.test(passage.text)));
  const fit = Math.max(
    intentFit(passage, frame.intent, facet),
    passage.kind === "quick" && statesFacet && passage.questionFacet === facet
      ? Math.min(1, 2 * onQuestion)
      : 0,
  );
  // A figure of the asked kind answers when it is a figure of what was asked: "brush twice a day"
  // states a frequency, but not of visits to the dentist. A passage holding none of the question's
  // words, where others of its article hold them, earns part of its fit only (where none does, the
  // article's subject is the question's: "what should a 6 month old be doing").
  const speaks = terms > 0 || !articleSpeaks(passage, frame) ? 1 : UNSPOKEN_FIT;
  let s = 1.5 * entryShare + 1.2 * terms + ownTerms + 0.9 * fit * speaks;
  // A quick answer's "Yes" or "No" answers its own question: it counts as much as that
  // question is the parent's ("Can I microwave breast milk? No" is not "can I refreeze it?").
  if (frame.intent === "yes-no" && VERDICT_FIRST.test(passage.text))
    s += VERDICT * (passage.kind === "quick" ? onQuestion : 1);
  if (passage.kind === "lead") s += 0.25;
  // "How do I tell if…" is answered by the signs, or by what counts as the thing.
  if (frame.asksSigns) s += signsFit(passage);
  // A quick answer whose question says what the parent asked is the answer itself.
  if (passage.kind === "quick") {
    s += 0.6 * onQuestion;
    if (passage.questionIntent === frame.intent) s += 0.2;
    // A quick answer to another kind of question on the same subject ("when can I start sleep
    // training?" for "is it ok to let him cry it out?") answers a neighbour, not this one.
    else if (
      !compatibleIntents(passage.questionIntent, frame.intent) ||
      (frame.intent === "how-to" && asksDefinition(passage.question))
    )
      s -= QUICK_OTHER_INTENT;
    if (facet)
      s +=
        passage.questionFacet === facet && statesFacet
          ? QUICK_SAME_FACET
          : passage.questionFacet === null
            ? -QUICK_NO_FACET
            : -QUICK_OTHER_FACET;
  } else if (facet) s += FACET_FIT * facetFit(passage.text, facet) * speaks;
  // A "when" question is answered by the age something happens, usually one still ahead: the
  // child's age now earns nothing there.
  if (age !== null && passage.ages.length > 0 && frame.intent !== "timing")
    s += ageFit(passage, age, ageMatters(frame));
  return { passage, score: s, terms };
}

/** Whether any passage of a passage's article holds some of the question's words (per frame). */
function articleSpeaks(passage: Passage, frame: QuestionFrame): boolean {
  let known = spoken.get(frame);
  if (!known) {
    known = new Map();
    spoken.set(frame, known);
  }
  let speaks = known.get(passage.entry.id);
  if (speaks === undefined) {
    speaks = entryPassages(passage.entry).some(
      (p) => termShare(`${p.question ?? ""} ${p.text}`, frame) > 0,
    );
    known.set(passage.entry.id, speaks);
  }
  return speaks;
}
const spoken = new WeakMap<QuestionFrame, Map<string, boolean>>();

/**
 * What the ages a passage speaks of add: a passage for the child's age gains, one for another
 * age loses when age matters, and one written for a single age counts by how near it is.
 */
function ageFit(passage: Passage, age: number, matters: boolean): number {
  const relation = ageRelation(passage, age);
  // A word for a stage ("young babies") says whom a passage is not for more than that it is
  // this child's: only an age it names in figures earns the gain.
  const named = passage.ages.some((a) => !a.loose && age >= a.min - 0.5 && age <= a.max + 0.5);
  // A single age near the child's ("at 9 months" for 10 months) is not another child's.
  const near = passage.ages.some((a) => nearChildAge(a, age));
  let s = relation === "now" ? (named ? 0.35 : 0) : matters && !near ? -0.6 : 0;
  // Written for one age ("at 2 months", "a 6 month old"), not a wide band: the nearer that
  // age is to the child's, the better, and one a month or more away is another child's answer
  // (a 1-month figure for a baby of 2 months, a 6-month bedtime for a 10-month-old).
  let closest: number | null = null;
  for (const a of passage.ages)
    if (a.max - a.min <= 3) {
      const nearness = 1 - Math.abs(age - (a.min + a.max) / 2) / nearAgeSlack(age);
      closest = closest === null ? nearness : Math.max(closest, nearness);
    }
  if (closest !== null && (relation === "now" || matters))
    s += NARROW_AGE * Math.max(-1, 2 * closest - 1);
  return s;
}
