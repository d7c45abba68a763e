import { persists, readsAsContinuation, type Standing, recentUserTurns } from "./conversation.js";
import { continuationFlags, earlierFlags } from "./continuation-flags.js";
import { withSubjectNamed } from "./conversation-subject.js";
import { buildFacts, type Facts } from "./facts.js";
import { withoutHistory, withoutHistoryClauses } from "./clauses.js";
import { QUESTIONED_CONDITION, QUESTIONED_TOXICITY, readFrame } from "./frame.js";
import { signMatch } from "./rule.js";
import { riskyRedirect, riskyRules } from "./rules/index.js";
import { explainedByMother } from "./rules/feeding.js";
import {
  AFTER_BIRTH,
  PARENT_BODY_PROTOCOL,
  PARENT_OWN_EMERGENCY,
  PARENT_PROTOCOLS,
} from "./rules/pregnancy.js";
import { CHILD_NAMED, pregnancyTold } from "./rules/pregnancy-warning-signs.js";
import { applyFrame, dedupe, redFlags, seenSince } from "./red-flag-reading.js";
import { settledFlags } from "./settled.js";
import { withoutKnownSpell } from "./diagnosed.js";
import { askedAfterAssessment } from "./assessed-and-over.js";
import { withoutSleepSigns } from "./sleep-state.js";
import { swapsLikeForLike } from "./like-for-like.js";
import { isAboutAnotherAdultOnly, isAboutPetOnly } from "./other-subject.js";
import { classifyScope } from "./scope.js";
import { isInjection } from "./scope-injection.js";
import { scopeSignals } from "./scope-signals.js";
import { PARENT_PANIC, splitBySubject } from "./subject.js";
import type { RedFlagMatch, TriageContext, TriageResult, Urgency } from "./types.js";

const HISTORY_USER_TURNS = 3;
/** Signs that are a later effect of an earlier exposure: the tick bite's spreading ring, a bat in the room. */
const LATER_EFFECT_OF_EXPOSURE: ReadonlySet<string> = new Set(["tick-bite-rash", "bat-exposure"]);

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
  // A sign that is the later effect of an exposure told as past ("pulled a tick off last week, now
  // there's a red ring"): the past clause is its cause, not history to set aside.
  const caused = all.filter((m) => LATER_EFFECT_OF_EXPOSURE.has(m.id) && !rest.includes(m));
  if (caused.length > 0) return dedupe([...rest, ...caused]);
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
  // A worry told of the whole story ("my partner is paranoid about SIDS and the baby stopping
  // breathing") is not a report once the child's clause is read apart from it.
  const child =
    /[a-z]/.test(split.child) && !question.hypothetical
      ? reportedFlags(buildFacts(split.child, age), age).filter(
          (m) => !explainedByMother(m.id, question),
        )
      : [];
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
 * A message about the pregnant mother alone ("34 weeks, I've had a fit", "30 weeks pregnant with
 * bad stomach pain"): the child's cards (a seizure script for a child, a child's tummy pain) are not
 * hers once one of her own signs is found. Not after the birth, when "baby" is a child again, nor
 * when a child of the family is named. An emergency dropped this way is kept as her own.
 */
function pregnantParentOnly(question: Facts, matches: RedFlagMatch[]): RedFlagMatch[] {
  if (!matches.some((m) => m.protocolId === PARENT_BODY_PROTOCOL)) return matches;
  if (!pregnancyTold(question) || question.says(AFTER_BIRTH) || question.says(CHILD_NAMED))
    return matches;
  const kept = matches.filter((m) => PARENT_PROTOCOLS.has(m.protocolId));
  const dropped = matches.filter((m) => !PARENT_PROTOCOLS.has(m.protocolId));
  if (
    dropped.some((m) => m.urgency === "emergency") &&
    !kept.some((m) => m.urgency === "emergency")
  )
    kept.push(signMatch(PARENT_OWN_EMERGENCY));
  return dedupe(kept);
}

/**
 * "Is that a seizure?", "could this be meningitis?", "is fluoride poisonous?": the name of the
 * condition or danger asked about is not a report of it; the signs the parent describes are read on
 * their own.
 */
function withoutQuestionedCondition(facts: Facts, contextAge: number | null): Facts {
  const lower = facts.text.toLowerCase();
  const rest = lower.replace(QUESTIONED_CONDITION, " ").replace(QUESTIONED_TOXICITY, " ");
  if (rest === lower) return facts;
  return buildFacts(rest, facts.ageMonths ?? contextAge);
}

/** The latest child's age stated in these turns (newest last), or null. */
function latestAge(turns: readonly string[]): number | null {
  for (let i = turns.length - 1; i >= 0; i--) {
    const age = buildFacts(turns[i]!, null).textAgeMonths;
    if (age !== null) return age;
  }
  return null;
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
  // The child's age told earlier in the conversation ("my 1 month old is a bit sniffly") is still
  // the child's when the next message gives none ("just took his temp, it's 38.4"), whether or not
  // that message reads as a continuation; it comes before the profile's.
  const conversationAge = latestAge(recentUserTurns(context.history, HISTORY_USER_TURNS));
  const readingAge = conversationAge ?? contextAge;
  const questionFacts = buildFacts(question, readingAge);

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
    ? reportedFlags(questionFacts, readingAge).filter((m) => m.protocolId === PARENT_BODY_PROTOCOL)
    : flagsByPerson(questionFacts, readingAge);
  // An episode told with its end ("then came round and was himself again") is over.
  // A spell the doctor has already named, told in its usual form, is the known condition.
  // Sleep's own signs (limbs that flop when lifted, sleep jerks, a night terror) are sleep.
  const own = withoutSleepSigns(
    questionFacts,
    withoutKnownSpell(
      questionFacts,
      pregnantParentOnly(questionFacts, settledFlags(questionFacts, found, redFlags) ?? found),
    ),
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
  // A message whose "it" or "one" is the symptom told of before ("there's blood in it now") refers back.
  const recent = recentUserTurns(context.history, HISTORY_USER_TURNS);
  // The emergency before was seen by a professional and is over ("the ER checked her, all fine,
  // we're home. what finger foods can she have?"): the new question is read as if asked fresh,
  // with the child's age carried; a danger in it still counts, and danger back or new keeps the
  // conversation's reading.
  if (recent.length > 0 && earlierFlags(recent, readingAge).flags[0]?.urgency === "emergency") {
    const asked = askedAfterAssessment(question, readingAge);
    const alone = asked === null ? null : triage(asked, { babyAgeMonths: readingAge });
    // Asked within the child's conversation ("how do I keep her comfortable"), a question whose
    // own words name no other domain is the parent's.
    if (alone && alone.urgency !== "emergency")
      return {
        ...alone,
        scope: alone.standing === "off-topic" ? alone.scope : "parenting",
        ageInMonths: alone.ageInMonths ?? readingAge,
        fresh: true,
      };
  }
  const earlier =
    swapped ||
    readsAsContinuation(question, questionFacts, standing) ||
    (standing !== "off-topic" && withSubjectNamed(question, recent) !== null)
      ? recent
      : [];

  // A continuation is read with the earlier user turns, but an age in the new message wins
  // ("and at 6 months?"), then the latest age in the conversation, then the profile.
  const historyAge = latestAge(earlier);
  const textAge = questionFacts.textAgeMonths ?? historyAge;
  let facts = questionFacts;
  let matches = own;
  let reminder: RedFlagMatch | null = null;
  let waiting: RedFlagMatch | undefined;
  if (earlier.length > 0) {
    facts = buildFacts([...earlier, question].join(" . "), textAge ?? contextAge);
    if (questionFacts.textAgeMonths !== null) facts.ageMonths = questionFacts.textAgeMonths;
    // Earlier history ("had a febrile fit last year") is not happening now, and neither is an
    // episode a professional has seen since ("hospital said febrile seizure and sent us home"),
    // unless the new message says it is back ("it's happening again"); the whole conversation
    // still decides the scope.
    const told = persists(questionFacts)
      ? earlier
      : earlier.map((t) => (seenSince(buildFacts(t, null)) ? "" : withoutHistoryClauses(t)));
    const current = buildFacts([...told, question].join(" . "), facts.ageMonths);
    current.ageMonths = facts.ageMonths;
    const combined = redFlags(current);
    // "And if it's green? like the one she just did" after a question about spitting up: the
    // message read with the conversation's subject named in place of its pointers.
    const named = withSubjectNamed(question, earlier);
    const namedFlags = named
      ? reportedFlags(buildFacts(named, facts.ageMonths), facts.ageMonths)
      : [];
    ({
      flags: matches,
      reminder,
      waiting,
    } = continuationFlags(
      dedupe([...own, ...namedFlags]),
      combined,
      earlierFlags(earlier, textAge ?? contextAge),
      questionFacts,
    ));
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
  return {
    urgency,
    disposition,
    scope,
    standing,
    matches,
    risky,
    ageInMonths: textAge,
    ...(reminder && urgency === "routine" ? { reminder } : {}),
    ...(waiting && urgency === "emergency" ? { waiting } : {}),
  };
}
