import {
  ageRelation,
  agesIn,
  allBehind,
  entryPassages,
  forAnotherSingleAge,
  nearChildAge,
  type AgeSpan,
  type Passage,
} from "../knowledge/passages.js";
import { repeats } from "./passage-repeats.js";
import { passageKey } from "./passage-key.js";
import { ageMatters, askedAgainForAge, type QuestionFrame } from "./question-frame.js";
import { askedMatch } from "./asked-match.js";
import { scorePassage, type ScoredPassage } from "./score-passage.js";
import { termShare } from "./term-share.js";
import type { SearchHit } from "./search-index.js";

/** Entries within this share of the best score may supply the lead; the rest can only be related. */
const LEAD_ENTRY_SHARE = 0.5;
/** Entries whose passages compete for the lead. */
const LEAD_ENTRIES = 3;
/** A lower-ranked entry's passage leads only when it holds this share of the question's terms. */
const OTHER_ENTRY_MIN_TERMS = 0.4;
/** An entry scoring this close to the best is as good a source of the lead as the best. */
const CLOSE_ENTRY_SHARE = 0.85;
const SHOWN_PENALTY = 0.6;
/** What a passage the previous answer led with loses on top of SHOWN_PENALTY. */
const LED_PENALTY = 1.2;
/** What an article for other ages keeps of its rank when one for the child's age is near. */
const OUT_OF_RANGE = 0.6;

/** …and one written for the child's very age only this share. */
const EXACT_AGE_MIN_TERMS = 0.25;

/** The ages a quick answer's own question names, read once per question. */
function questionAges(question: string): AgeSpan[] {
  let ages = askedAges.get(question);
  if (!ages) {
    ages = agesIn(question);
    if (askedAges.size > 10_000) askedAges.clear();
    askedAges.set(question, ages);
  }
  return ages;
}
const askedAges = new Map<string, AgeSpan[]>();

function askedForOtherAge(question: string, age: number): boolean {
  const ages = questionAges(question);
  return ages.length > 0 && ages.every((s) => s.point !== undefined && !nearChildAge(s, age));
}

/** Share of a follow-up's own terms a quick answer's question must hold to be that turn's answer. */
const OWN_QUESTION_SHARE = 0.5;

/**
 * A quick answer shown below the last answer that is itself the answer to this turn: its question
 * asks the same figure and holds most of the turn's own words ("How many hours should a 6 month
 * old sleep at night?" for "what about at night, how long should he sleep?"). Leading with it
 * repeats one line; passing it over answered with another age's article (AF5-028).
 */
function answersTurn(passage: Passage, frame: QuestionFrame): boolean {
  return (
    passage.kind === "quick" &&
    passage.question !== null &&
    frame.own !== undefined &&
    frame.facet != null &&
    passage.questionFacet === frame.facet &&
    termShare(passage.question, frame.own) >= OWN_QUESTION_SHARE
  );
}

/** What a quick answer asked for the child's very age gains. */
const OWN_AGE_QUICK = 0.4;
/** …when it holds at least this share of the question (not "how well should a 3 year old talk?" for a stutter). */
const OWN_AGE_TERMS = 0.5;

function askedForAge(passage: Passage, age: number): boolean {
  return (
    passage.kind === "quick" &&
    passage.question !== null &&
    questionAges(passage.question).some((a) => a.point !== undefined && Math.abs(a.point - age) < 1)
  );
}

/** A title's age span wider than this names a stage ("toddlers", "1 to 3 years"), not an age. */
const TITLE_AGE_WIDTH = 6;

/** Whether an entry's title, if it names an age, names one that includes the child's. */
function titledFor(hit: SearchHit, age: number): boolean {
  // Months or years in figures: a word like "newborn" names a stage, not the article's age.
  if (!/\d/.test(hit.entry.title)) return true;
  const named = agesIn(hit.entry.title).filter((s) => s.max - s.min <= TITLE_AGE_WIDTH);
  return named.length === 0 || named.some((s) => age >= s.min - 0.5 && age <= s.max + 0.5);
}

/** Whether a passage names the child's own age as a single age ("at 2 months", "a 3 month old"). */
function writtenFor(passage: Passage, age: number | null): boolean {
  return (
    age !== null && passage.ages.some((a) => a.point !== undefined && Math.abs(a.point - age) < 1)
  );
}

/**
 * Whether a passage speaks only of one earlier age, or a few (not a wide band): another child's
 * (not one near the child's, as "at 12 months" is for 14 months).
 */
function behindOnly(passage: Passage, age: number | null): boolean {
  return (
    age !== null &&
    ageRelation(passage, age) === "earlier" &&
    passage.ages.every((a) => a.max - a.min <= 3) &&
    !passage.ages.some((a) => nearChildAge(a, age))
  );
}

/** What a passage holding all of the question's words that set the candidates apart gains. */
const SETS_APART = 1.0;

/**
 * Passages of one subject share its words ("choking" in every passage on choking hazards); the
 * question's other words say which of them it asks ("grapes" in "can my 2 year old have whole
 * grapes", not the quick answer on popcorn and nuts). Among the leading entry's candidates, each
 * term counts by its weight times the share of them that lack it, so a word they all hold says
 * nothing, and the passage holding the words that tell them apart gains. Which entry leads is
 * left as it was.
 */
function whatSetsApart(
  candidates: readonly ScoredPassage[],
  frame: QuestionFrame,
): Map<ScoredPassage, number> {
  const gains = new Map<ScoredPassage, number>();
  const top = candidates.reduce<ScoredPassage | undefined>(
    (best, c) => (best === undefined || c.score > best.score ? c : best),
    undefined,
  );
  if (!top) return gains;
  const group = candidates.filter((c) => c.passage.entry === top.passage.entry);
  if (group.length < 2) return gains;
  const said = (p: Passage) => `${p.question ?? ""} ${p.text}`;
  const holds = frame.terms.map((t) =>
    group.map((c) => termShare(said(c.passage), { terms: [t], weights: [1] }) > 0),
  );
  const apart = holds.map((held, i) => {
    const share = held.filter(Boolean).length / held.length;
    return (frame.weights[i] ?? 1) * (1 - share);
  });
  const total = frame.terms.reduce((sum, _, i) => sum + (frame.weights[i] ?? 1), 0);
  if (total === 0) return gains;
  group.forEach((c, j) => {
    let found = 0;
    apart.forEach((w, i) => {
      if (holds[i]?.[j]) found += w;
    });
    gains.set(c, SETS_APART * (found / total));
  });
  return gains;
}

/** What a passage holding none of a follow-up's own words loses when another holds some. */
const NONE_OF_OWN = 0.6;

/**
 * A follow-up asks what its own words say ("can I just leave the straps loose?", "should I give her
 * something?"): a passage holding none of them answers nothing new, however fresh; and one the
 * last answer showed below its lead (not its lead: that was the last answer) is the answer now
 * when it holds more of them than any passage not shown yet — its penalty for being shown shrinks
 * by that margin, relative to the most any candidate holds. Without own words the shown penalty
 * is whole, as before.
 */
function byOwnWords(
  candidates: readonly ScoredPassage[],
  shownAgain: ReadonlySet<ScoredPassage>,
  ledAgain: ReadonlySet<ScoredPassage>,
  frame: QuestionFrame,
): void {
  const own = frame.own;
  // What the last answer led with is not this turn's answer, whatever words it holds.
  const others = candidates.filter((c) => !ledAgain.has(c));
  const shares = new Map(
    others.map((c) => [
      c,
      own ? termShare(`${c.passage.question ?? ""} ${c.passage.text}`, own) : 0,
    ]),
  );
  const most = Math.max(0, ...shares.values());
  const fresh = Math.max(
    0,
    ...others.filter((c) => !shownAgain.has(c)).map((c) => shares.get(c) ?? 0),
  );
  for (const c of others) {
    const share = shares.get(c) ?? 0;
    const ahead = most > 0 ? Math.max(0, share - fresh) / most : 0;
    if (shownAgain.has(c)) c.score -= SHOWN_PENALTY * (1 - ahead);
    if (most > 0 && share === 0) c.score -= NONE_OF_OWN;
  }
}

/**
 * The passage that best answers this question for this child, among the passages of the best
 * entries; the best entry's own lead when none qualifies. Null without hits.
 */
export function chooseLead(hits: readonly SearchHit[], frame: QuestionFrame): ScoredPassage | null {
  const best = hits[0];
  if (!best) return null;
  const matters = ageMatters(frame);
  const age = frame.ageMonths;
  // An entry whose own quick answer is the parent's question asked for the child's very age ("How
  // many words should a 2 year old say?"), whatever words its title uses ("Language at age 2").
  const asksHere = (h: SearchHit) =>
    matters &&
    age !== null &&
    h.score >= best.score * LEAD_ENTRY_SHARE &&
    entryPassages(h.entry).some(
      (p) =>
        askedForAge(p, age) && p.question !== null && termShare(p.question, frame) >= OWN_AGE_TERMS,
    );
  // …and one further down that has a passage for the child's very age ("a 1 year old") on the
  // question's subject, when the best is written for a band that only just reaches it.
  const leadEntries = hits
    .filter(
      (h, i) =>
        i === 0 ||
        (h.topicMatch > 0 &&
          (h.score >= best.score * LEAD_ENTRY_SHARE ||
            (matters && entryPassages(h.entry).some((p) => writtenFor(p, age))))) ||
        asksHere(h),
    )
    .slice(0, LEAD_ENTRIES);
  // An article written for other ages answers a child of this age only when none for it is near.
  // An article titled for an age ("Baby sleep at 3 to 5 months") does not fit a child past it (6
  // months), whatever slack its range allows.
  const fitsAge = (h: SearchHit) =>
    !matters ||
    age === null ||
    (age >= h.entry.ageMin - 1 && age <= h.entry.ageMax + 1 && titledFor(h, age));
  const anyFits = leadEntries.some(fitsAge);
  // What the previous answer led with, and any passage saying the same in other words.
  const ledBefore = frame.led
    ? hits.flatMap((h) => entryPassages(h.entry)).filter((p) => frame.led?.has(passageKey(p)))
    : [];
  const ownAgeWritten =
    matters && leadEntries.some((h) => entryPassages(h.entry).some((p) => writtenFor(p, age)));
  const candidates: ScoredPassage[] = [];
  // Passages the last answer showed below its lead: penalised once all candidates are known.
  const shownAgain = new Set<ScoredPassage>();
  const ledAndShown = new Set<ScoredPassage>();
  const ledAgain = new Set<ScoredPassage>();
  // A lower-ranked article's passage must hold as much of the question as the best article's
  // best passage does (a long question may leave every passage short of OTHER_ENTRY_MIN_TERMS).
  let bestTerms = 0;
  // "and at 9 months?" asks the article the last answer led with again, for the new age: its
  // passages for that age may lead again, however the entries now rank.
  const again = askedAgainForAge(frame);
  // (Only an article written for the new age: "what about when she's 2?" after 4-month sleep is
  // not answered by the 4-month article's "from about 4 months…".)
  const turnAge = frame.turnAge ?? null;
  const ledEntries = new Set(
    ledBefore
      .map((p) => p.entry)
      .filter((e) => turnAge !== null && turnAge >= e.ageMin - 1 && turnAge <= e.ageMax + 1),
  );
  // "When should my 2-year-old give up the dummy?": ages the child has already passed are not
  // when, for this child ("around 3 to 4 weeks" answers when to start one, "under 1 year" when
  // honey is unsafe).
  const asksWhenAt =
    frame.intent === "timing" && age !== null && frame.ageApproximate !== true ? age : null;
  // …and an article the child has outgrown does not say when for them ("when do they go down to
  // one nap? 13 months" is the one-nap article's, not the 6-to-11-month one's "2 naps by 9
  // months"), when one still ahead of or around the child is among the lead entries.
  const outgrown = (h: SearchHit) => asksWhenAt !== null && asksWhenAt > h.entry.ageMax + 1;
  const anyNotOutgrown = leadEntries.some((h) => !outgrown(h));
  for (const hit of leadEntries) {
    const share =
      again && ledEntries.has(hit.entry)
        ? 1
        : (hit.score / best.score) *
          ((anyFits && !fitsAge(hit)) || (anyNotOutgrown && outgrown(hit)) ? OUT_OF_RANGE : 1);
    for (const p of entryPassages(hit.entry)) {
      if (p.kind === "call") continue;
      if (asksWhenAt !== null && allBehind(p, asksWhenAt)) continue;
      if (matters) {
        const relation = ageRelation(p, age);
        // What lies ahead goes under "later"; what lies behind may lead only when nothing else fits.
        if (relation === "later") continue;
        // A passage written for one earlier age ("a 6 month old") never leads for an older child.
        if (behindOnly(p, age)) continue;
        // Nor one written for another single age ("at 1 month" for a baby of 2 months) when
        // one for the child's own age is there.
        if (ownAgeWritten && age !== null && forAnotherSingleAge(p, age)) continue;
        // A quick answer whose question names another single age ("How much formula at 5
        // months?") answers that child, whatever later ages its answer mentions; one asked for an
        // age near the child's ("bedtime at 9 months" for 10 months) answers this child too.
        if (age !== null && p.question !== null && askedForOtherAge(p.question, age)) continue;
      }
      const scored = scorePassage(p, share, frame);
      // A quick answer asked for the child's very age ("How many hours should a 6 month old
      // sleep at night?" for a 6-month-old) is this child's answer, as a passage written for it.
      if (matters && age !== null && scored.terms >= OWN_AGE_TERMS && askedForAge(p, age))
        scored.score += OWN_AGE_QUICK;
      // Already shown: it may lead again only when it clearly answers this turn best ("is that
      // too early?" is answered by the age just given); the rest of the answer is new.
      const forNewAge =
        again &&
        ledEntries.has(p.entry) &&
        p.ages.length > 0 &&
        ageRelation(p, frame.turnAge ?? null) === "now";
      const isLed = !forNewAge && ledBefore.some((led) => led === p || repeats(led, p));
      if (frame.shown?.has(passageKey(p)) && !forNewAge && !answersTurn(p, frame))
        (isLed ? ledAndShown : shownAgain).add(scored);
      if (isLed) {
        ledAgain.add(scored);
        scored.score -= LED_PENALTY;
      }
      // A lower-ranked article leads only with a passage that itself holds most of the question
      // (a quick answer for this very case), never on intent and age fit alone.
      // A passage written for the child's very age ("at 2 months") on the question's subject
      // is the answer for this child wherever it ranks.
      if (hit === best) bestTerms = Math.max(bestTerms, scored.terms);
      else if (
        hit.score < best.score * CLOSE_ENTRY_SHARE &&
        scored.terms < Math.min(OTHER_ENTRY_MIN_TERMS, bestTerms) &&
        !(ownAgeWritten && writtenFor(p, age) && scored.terms >= EXACT_AGE_MIN_TERMS)
      )
        continue;
      candidates.push(scored);
    }
  }
  for (const c of ledAndShown) c.score -= SHOWN_PENALTY;
  byOwnWords(candidates, shownAgain, ledAgain, frame);
  // The gain orders the candidates only: the lead's own score still measures how well it
  // answers, against which a related article is judged a rival or not.
  const apart = whatSetsApart(candidates, frame);
  // …and so does how well what each passage answers matches what the parent asks.
  const asked = askedMatch(candidates, frame);
  const ranked = (c: ScoredPassage) => c.score + (apart.get(c) ?? 0) + (asked.get(c) ?? 0);
  candidates.sort((a, b) => ranked(b) - ranked(a));
  if (candidates[0]) return candidates[0];
  // Everything shown already, or nothing at this age: fall back to the best entry's own lead.
  const fallback = entryPassages(best.entry)[0];
  return fallback ? scorePassage(fallback, 1, frame) : null;
}
