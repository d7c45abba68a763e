import { catalogue, protocol } from "../protocols/load-protocols.js";
import { DISPOSITION_RANK } from "../protocols/protocol.js";
import {
  afterChangeMatch,
  asksAboutCare,
  asksWhatToDo,
  improved,
  reportsNewSign,
  persists,
  retracted,
  readsAsContinuation,
  settledClause,
  type Standing,
  recentUserTurns,
} from "./conversation.js";
import { buildFacts, type Facts } from "./facts.js";
import { nothingAlarmingSince, splitFineClauses, withoutHistory } from "./clauses.js";
import { QUESTIONED_CONDITION, assessedIndex, isGeneralQuestion, readFrame } from "./frame.js";
import { ruleMatches, signMatch, toMatch } from "./rule.js";
import { RED_FLAG_RULES, riskyRedirect, riskyRules } from "./rules/index.js";
import { PARENT_BODY_PROTOCOL, PARENT_OWN_EMERGENCY, PARENT_PROTOCOLS } from "./rules/pregnancy.js";
import { dangerConcepts, safetyNet } from "./safety-net.js";
import { KNOCKED_OUT, settledFlags } from "./settled.js";
import { withStates } from "./states.js";
import { withoutKnownSpell } from "./diagnosed.js";
import { swapsLikeForLike } from "./like-for-like.js";
import { isAboutAnotherAdultOnly, isAboutPetOnly } from "./other-subject.js";
import { classifyScope } from "./scope.js";
import { isInjection } from "./scope-injection.js";
import { scopeSignals } from "./scope-signals.js";
import { PARENT_PANIC, splitBySubject } from "./subject.js";
import type { RedFlagMatch, TriageContext, TriageResult, Urgency } from "./types.js";

const HISTORY_USER_TURNS = 3;
const RANK: Record<RedFlagMatch["urgency"], number> = { emergency: 0, urgent: 1 };

const byDisposition = (a: RedFlagMatch, b: RedFlagMatch) =>
  DISPOSITION_RANK[a.disposition] - DISPOSITION_RANK[b.disposition];

/** The red flags in one reading of the text: the rules, then the safety net. */
function redFlags(facts: Facts): RedFlagMatch[] {
  const matches = RED_FLAG_RULES.filter((rule) => ruleMatches(rule, facts))
    .map(toMatch)
    .sort(byDisposition);
  // The safety net catches emergencies phrased in ways no rule foresaw; it only ever raises urgency.
  if (matches[0]?.urgency !== "emergency") {
    const net = safetyNet(facts);
    if (net && (matches.length === 0 || RANK[net.urgency] < RANK[matches[0]!.urgency]))
      matches.unshift(net.match);
  } else if (matches.every((m) => m.urgency !== "emergency" || isGeneral(m.id))) {
    // The rules found only the child's state ("floppy", "not responding"); the situation that
    // explains it (a hot car, a poison) decides what to do while waiting, so it is named too.
    matches.push(...situationConcepts(facts));
  }
  return withStates(matches).sort(byDisposition);
}

const isGeneral = (id: string) => catalogue().signs.get(id)?.general ?? false;

/** The danger concepts of the message that name a situation rather than the child's state. */
function situationConcepts(facts: Facts): RedFlagMatch[] {
  if (facts.hypothetical) return [];
  return dangerConcepts(facts)
    .map((c) => `danger-${c.id}`)
    .filter((id) => catalogue().signs.get(id)?.disposition === "911" && !isGeneral(id))
    .map((id) => signMatch(id));
}

/**
 * The question's frame decides what its red flags mean: a question about babies in general, or
 * about an episode that is over, gets information; an episode that is over, or a pattern that
 * keeps coming back, with nothing happening now, gets a call to the doctor today.
 */
function applyFrame(matches: RedFlagMatch[], question: Facts): RedFlagMatch[] {
  if (matches.length === 0) return matches;
  const frame = readFrame(question.text.toLowerCase());
  // Already seen and named by a professional, with nothing new since: the information answer.
  if (seenSince(question)) return [];
  if (frame.dangerNow) return matches;
  // "She choked on a piece of apple, how do I stop it happening again?": the episode is over; each
  // protocol's "After a change" says what is still needed, and a swallowed poison stands.
  if (frame.afterAnEpisode) return dedupe(matches.map(afterEpisode));
  if (isGeneralQuestion(frame)) return [];
  const over = question.pastOnly || (frame.asksAbout && frame.habitual);
  if (!over) return matches;
  if (question.pastOnly && frame.asksAbout) return [];
  return [signMatch("episode-to-discuss")];
}

/** An emergency told as over: its protocol's next step, unless looking well does not settle it. */
function afterEpisode(m: RedFlagMatch): RedFlagMatch {
  if (m.urgency !== "emergency") return m;
  const p = protocol(m.protocolId);
  return !p.settles || p.stands.includes(m.id) ? m : afterChangeMatch(m);
}

/** Seen by a professional, and no clause since reports an emergency of its own. */
function seenSince(question: Facts): boolean {
  const text = question.text.toLowerCase();
  if (readFrame(text).assessed) return true;
  const at = assessedIndex(text);
  return at >= 0 && nothingAlarmingSince(question, at, redFlags);
}

/**
 * The red flags of a message, its history clauses ("my cousin's boy had meningitis years ago",
 * "she had a fit last winter") set aside: what is left is the report. A past episode of the
 * child's own, with nothing now and no question about it, is still worth a call today.
 */
function reportedFlags(question: Facts, contextAge: number | null): RedFlagMatch[] {
  const all = applyFrame(redFlags(withoutQuestionedCondition(question, contextAge)), question);
  if (all.length === 0) return all;
  const reading = withoutHistory(question, redFlags);
  if (!reading) return all;
  const rest = applyFrame(
    redFlags(withoutQuestionedCondition(reading.facts, contextAge)),
    reading.facts,
  );
  if (rest.length > 0 || !reading.ownHistoryFlags) return rest;
  return readFrame(question.text.toLowerCase()).asksAbout ? [] : [signMatch("episode-to-discuss")];
}

/**
 * The red flags of a message whose clauses are about different people: the child's clauses give
 * the child's flags; the parent's own body ("my c section scar is oozing, temp 100.9", "I can't
 * catch my breath") gives only the parent's protocols, and an emergency no parent sign names is
 * the parent's own emergency, never the child's card.
 */
function flagsByPerson(question: Facts, contextAge: number | null): RedFlagMatch[] {
  const split = splitBySubject(question.text.toLowerCase());
  if (!split) return reportedFlags(question, contextAge);
  const age = question.ageMonths;
  const child = /[a-z]/.test(split.child) ? reportedFlags(buildFacts(split.child, age), age) : [];
  // The parent's own clauses carry no child's age: an age rule (a fever under 3 months) is the child's.
  const own = reportedFlags(buildFacts(split.parent, null), null);
  // The parent's protocols need the whole story ("she's saying the baby was swapped" names the baby).
  const parent = dedupe(
    [...reportedFlags(question, contextAge), ...own].filter((m) =>
      PARENT_PROTOCOLS.has(m.protocolId),
    ),
  );
  // A parent who feels faint beside a child's emergency is reacting to it: the child's card leads.
  if (
    parent.length === 0 &&
    !PARENT_PANIC.test(split.parent) &&
    own.some((m) => m.urgency === "emergency") &&
    !child.some((m) => m.urgency === "emergency")
  )
    parent.push(signMatch(PARENT_OWN_EMERGENCY));
  return dedupe([...parent, ...child]);
}

/**
 * "Is that a seizure?", "could this be meningitis?": the name of the condition asked about is not a
 * report of it; the signs the parent describes are read on their own.
 */
function withoutQuestionedCondition(facts: Facts, contextAge: number | null): Facts {
  const lower = facts.text.toLowerCase();
  if (!QUESTIONED_CONDITION.test(lower)) return facts;
  return buildFacts(lower.replace(QUESTIONED_CONDITION, " "), facts.ageMonths ?? contextAge);
}

/**
 * The red flags of the conversation so far: the latest earlier user turn that had any, alone; and
 * whether a later turn already said things got better ("the bleeding stopped"): the emergency was
 * handled, and what follows is about care unless the danger comes back.
 */
function earlierFlags(
  earlier: readonly string[],
  age: number | null,
): { flags: RedFlagMatch[]; settled: boolean; knockedOut: boolean } {
  let settled = false;
  for (let i = earlier.length - 1; i >= 0; i--) {
    const facts = buildFacts(earlier[i]!, age);
    const flags = applyFrame(redFlags(facts), facts);
    if (flags.length > 0)
      return { flags, settled, knockedOut: KNOCKED_OUT.test(facts.text.toLowerCase()) };
    if (improved(facts)) settled = true;
  }
  return { flags: [], settled: false, knockedOut: false };
}

/**
 * An emergency that looking well again does not settle: its protocol says so (`settles: no`, a
 * swallowed medicine that acts hours later), the sign stands (`stands:`, a fall from a height), or
 * the child was knocked out. Unless the protocol's own "After a change" names an emergency level
 * ("still go to the emergency department now"), its card stands, worded so it does not repeat.
 */
function standingAfterChange(before: readonly RedFlagMatch[], knockedOut: boolean): RedFlagMatch[] {
  return before
    .filter((m) => {
      if (m.urgency !== "emergency") return false;
      const p = protocol(m.protocolId);
      return !p.settles || p.stands.includes(m.id) || knockedOut;
    })
    .map((m) => {
      const next = afterChangeMatch(m);
      return next.urgency === "emergency" ? next : m;
    });
}

/**
 * Red flags for a message that continues the conversation: what it says about a change comes
 * first. Danger that goes on ("still", "again") keeps the earlier flags; a report that things got
 * better gets that protocol's next step; anything else counts only the flags the message adds.
 */
function continuationFlags(
  ownFlags: RedFlagMatch[],
  combined: RedFlagMatch[],
  {
    flags: before,
    settled,
    knockedOut,
  }: { flags: RedFlagMatch[]; settled: boolean; knockedOut: boolean },
  question: Facts,
): RedFlagMatch[] {
  // Seen by a professional since, with nothing new: the information answer ("hospital said…").
  if (seenSince(question)) return ownFlags;
  // "Sorry, false alarm, the cap was on": the earlier alarm is taken back; this message stands alone.
  if (retracted(question.text)) return ownFlags;
  // "The ambulance is coming" during an emergency already found adds no sign; kept, it would only
  // change the card enough to hide that it repeats (the engine words a repeated card differently).
  const own =
    before[0]?.urgency === "emergency"
      ? ownFlags.filter((m) => m.id !== "parent-says-emergency")
      : ownFlags;
  // Each protocol found before says what settling means; the most careful one leads ("pulled from
  // the pool, breathing again" is drowning's emergency-department visit, not breathing's call).
  // Its own emergency words may be the settled emergency's ("gave the epipen, the swelling has gone
  // down"): only an emergency read from the clauses that do not tell what settled is new.
  if (before.length > 0 && improved(question)) {
    if (!freshDanger(question, own)) {
      const standing = standingAfterChange(before, knockedOut);
      const lesser = own.filter((m) => m.urgency !== "emergency");
      return dedupe([...lesser, ...(standing.length > 0 ? standing : [afterChangeOf(before)])]);
    }
    // Better in one clause, danger again in another ("it stopped but now it's started again").
    if (before[0]?.urgency === "emergency")
      return dedupe([...own, ...combined.filter((m) => m.urgency === "emergency"), ...before]);
  }
  // Looking after the child once it is over ("how do I look after the burn tonight"), or anything
  // after the parent said it got better: the care answer, not the same protocol's card again.
  // Danger that is back or new still counts.
  const danger = persists(question) || reportsNewSign(question);
  if (before.length > 0 && !danger && (settled || asksAboutCare(question.text))) {
    const handled = new Set(before.map((m) => m.protocolId));
    return own.filter((m) => !handled.has(m.protocolId));
  }
  // "Should I make her throw up?" during an emergency: that emergency's card (the engine shows
  // its "do not" list instead of the same steps again).
  if (before[0]?.urgency === "emergency" && asksWhatToDo(question.text))
    return dedupe([...own, ...before]);
  if (before.length > 0 && persists(question)) return dedupe([...own, ...combined, ...before]);
  // More about the same emergency with a new sign now ("it was the button battery… he's started
  // dribbling"): the emergency stands (the engine words a repeated card differently).
  if (
    before[0]?.urgency === "emergency" &&
    (reportsNewSign(question) || dangerConcepts(question).length > 0)
  )
    return dedupe([...own, ...combined.filter((m) => m.urgency === "emergency"), ...before]);
  const known = new Set(before.map((m) => m.id));
  return dedupe([...own, ...combined.filter((m) => !known.has(m.id))]);
}

/**
 * Whether a report of change tells a danger anew, read from its clauses that do not tell what is
 * over or was done ("gave the epipen", "breathing fine now", "do we still need to go in?"): an
 * emergency sign ("breathing better now but his lips are going blue"), or danger that is back or
 * new ("it stopped but now it's started again").
 */
function freshDanger(question: Facts, own: readonly RedFlagMatch[]): boolean {
  const clauses = splitFineClauses(question.text.toLowerCase()).map((c) =>
    buildFacts(c, question.ageMonths),
  );
  const rest = clauses.filter((c) => !settledClause(c));
  if (rest.some((c) => persists(c) || reportsNewSign(c))) return true;
  if (own.every((m) => m.urgency !== "emergency")) return false;
  if (rest.length === clauses.length) return true;
  if (rest.length === 0) return false;
  const restFacts = buildFacts(rest.map((c) => c.text).join(" . "), question.ageMonths);
  return redFlags(restFacts).some(
    (m) => m.urgency === "emergency" && m.id !== "parent-says-emergency",
  );
}

/**
 * The next step after a change for the better: the most careful protocol's ("pulled from the pool,
 * breathing again" is drowning's emergency-department visit, not breathing's call); at the same
 * level, the situation's (choking's "a piece may have gone into the lungs") before a state's.
 */
function afterChangeOf(before: readonly RedFlagMatch[]): RedFlagMatch {
  const general = (m: RedFlagMatch) => (catalogue().signs.get(m.id)?.general ? 1 : 0);
  return before
    .map((m) => ({ m, next: afterChangeMatch(m) }))
    .sort((a, b) => byDisposition(a.next, b.next) || general(a.m) - general(b.m))[0]!.next;
}

function dedupe(matches: RedFlagMatch[]): RedFlagMatch[] {
  const seen = new Set<string>();
  return matches.filter((m) => !seen.has(m.id) && seen.add(m.id)).sort(byDisposition);
}

/**
 * Safety triage of a parent's message, run before anything else; nothing downstream may lower its
 * urgency. Emergencies win over everything, including off-topic text and attempts to change the rules.
 */
export function triage(question: string, context: TriageContext = {}): TriageResult {
  const contextAge =
    typeof context.babyAgeMonths === "number" && Number.isFinite(context.babyAgeMonths)
      ? context.babyAgeMonths
      : null;
  const questionFacts = buildFacts(question, contextAge);

  // Red-flag rules are for children: "my cat is not breathing" is refused like any other off-topic question.
  if (isAboutPetOnly(questionFacts))
    return {
      urgency: "routine",
      disposition: "home",
      scope: "off-topic",
      standing: "off-topic",
      matches: [],
      risky: null,
      ageInMonths: questionFacts.textAgeMonths,
    };

  // Red flags are for the child: another adult's own injury ("my husband burned his hand") gets none.
  // A partner's pregnancy or birth signs still count: the baby is at stake ("her waters broke…").
  const found = isAboutAnotherAdultOnly(questionFacts)
    ? reportedFlags(questionFacts, contextAge).filter((m) => m.protocolId === PARENT_BODY_PROTOCOL)
    : flagsByPerson(questionFacts, contextAge);
  // An episode told with its end ("then came round and was himself again") is over.
  // A spell the doctor has already named, told in its usual form, is the known condition.
  const own = withoutKnownSpell(
    questionFacts,
    settledFlags(questionFacts, found, redFlags) ?? found,
  );
  // Off-topic on its own words ("a lasagna recipe"), not merely without parenting words ("worse now").
  const signals = scopeSignals(questionFacts);
  const standing: Standing =
    own.length > 0
      ? "parenting"
      : isInjection(questionFacts.text) || signals.offTopic > signals.parenting
        ? "off-topic"
        : signals.parenting === 0
          ? "neutral"
          : "parenting";
  // "What about our dog?" after a question about the cat and the new baby asks it again.
  const previous = recentUserTurns(context.history, 1)[0];
  const swapped = swapsLikeForLike(question, previous);
  const earlier =
    swapped || readsAsContinuation(question, questionFacts, standing)
      ? recentUserTurns(context.history, HISTORY_USER_TURNS)
      : [];

  // A continuation is read with the earlier user turns, but an age in the new message wins
  // ("and at 6 months?"), then the latest age in the conversation, then the profile.
  let historyAge: number | null = null;
  for (let i = earlier.length - 1; i >= 0 && historyAge === null; i--)
    historyAge = buildFacts(earlier[i]!, null).textAgeMonths;
  const textAge = questionFacts.textAgeMonths ?? historyAge;
  let facts = questionFacts;
  let matches = own;
  if (earlier.length > 0) {
    facts = buildFacts([...earlier, question].join(" . "), textAge ?? contextAge);
    if (questionFacts.textAgeMonths !== null) facts.ageMonths = questionFacts.textAgeMonths;
    const combined = redFlags(facts);
    matches = continuationFlags(
      own,
      combined,
      earlierFlags(earlier, textAge ?? contextAge),
      questionFacts,
    );
  }
  const urgency: Urgency = matches[0]?.urgency ?? "routine";

  const riskyRule = riskyRules.find((r) => r.test(questionFacts)) ?? null;
  const risky = riskyRule ? riskyRedirect(riskyRule) : null;

  const scope =
    matches.length > 0 || risky
      ? "parenting"
      : swapped && previous !== undefined
        ? classifyScope(buildFacts(previous, contextAge), null)
        : classifyScope(questionFacts, earlier.length > 0 ? facts : null);

  const disposition = matches[0]?.disposition ?? "home";
  return { urgency, disposition, scope, standing, matches, risky, ageInMonths: textAge };
}
