// Red flags for a message that continues the conversation: the earlier turns' flags, and what a
// report of change, a question about care or danger that goes on makes of them.
import { catalogue, protocol } from "../protocols/load-protocols.js";
import { splitFineClauses } from "./clauses.js";
import {
  afterChangeMatch,
  asksAboutCare,
  asksNewQuestion,
  episodeExplained,
  asksWhatToDo,
  helpIsComing,
  enRouteToHelp,
  helpIsHere,
  improved,
  onTheWay,
  persists,
  reportsNewSign,
  reportsOwnSafety,
  retracted,
  settledClause,
} from "./conversation.js";
import { buildFacts, type Facts } from "./facts.js";
import { applyFrame, byDisposition, dedupe, redFlags, seenSince } from "./red-flag-reading.js";
import { signMatch } from "./rule.js";
import { dangerConcepts } from "./safety-net.js";
import { KNOCKED_OUT } from "./settled.js";
import type { RedFlagMatch } from "./types.js";

/** The parent's own crisis (parent-crisis.md): it settles only on her own word that she is safe. */
const PARENT_CRISIS = "parent-crisis";
/** Help is with the child now (help-arrived.md). */
const HELP_IS_HERE = "help-is-here";
/** Help has been called and is coming (help-arrived.md). */
const HELP_IS_COMING = "help-is-coming";
const ON_THE_WAY = "on-the-way-to-help";

/**
 * The red flags of the conversation so far: the latest earlier user turn that had any, alone; and
 * whether a later turn already said things got better ("the bleeding stopped"): the emergency was
 * handled, and what follows is about care unless the danger comes back.
 */
export function earlierFlags(earlier: readonly string[], age: number | null): EarlierFlags {
  let settled = false;
  for (let i = earlier.length - 1; i >= 0; i--) {
    const facts = buildFacts(earlier[i]!, age);
    const flags = applyFrame(redFlags(facts), facts);
    if (flags.length > 0)
      return {
        flags,
        settled,
        knockedOut: KNOCKED_OUT.test(facts.text.toLowerCase()),
        explained: episodeExplained(flags, facts.text),
      };
    if (improved(facts)) settled = true;
  }
  return { flags: [], settled: false, knockedOut: false, explained: false };
}

/** The earlier turn's flags, and what its words say about the episode (see `earlierFlags`). */
export interface EarlierFlags {
  flags: RedFlagMatch[];
  settled: boolean;
  knockedOut: boolean;
  /** The episode had a cause with its own next step (choking, a breath-holding spell). */
  explained: boolean;
}

/**
 * An emergency that looking well again does not settle: its protocol says so (`settles: no`, a
 * swallowed medicine that acts hours later), the sign stands (`stands:`, a fall from a height), or
 * the child was knocked out. Unless the protocol's own "After a change" names an emergency level
 * ("still go to the emergency department now"), its card stands, worded so it does not repeat.
 */
function standingAfterChange(
  before: readonly RedFlagMatch[],
  knockedOut: boolean,
  explained: boolean,
): RedFlagMatch[] {
  return before
    .filter((m) => {
      if (m.urgency !== "emergency") return false;
      const p = protocol(m.protocolId);
      return !p.settles || p.stands.includes(m.id) || knockedOut;
    })
    .map((m) => {
      const next = afterChangeMatch(m, explained);
      return next.urgency === "emergency" ? next : m;
    });
}

/** A continuation's red flags, and a next step to remind of in one line above the answer. */
export interface ContinuationReading {
  flags: RedFlagMatch[];
  reminder: RedFlagMatch | null;
  /** Help is coming: the line that leads the emergency's while-you-wait steps (no call line). */
  waiting?: RedFlagMatch;
}

/**
 * Red flags for a message that continues the conversation: what it says about a change comes
 * first. Danger that goes on ("still", "again") keeps the earlier flags; a report that things got
 * better gets that protocol's next step; anything else counts only the flags the message adds.
 */
export function continuationFlags(
  ownFlags: RedFlagMatch[],
  combined: RedFlagMatch[],
  { flags: before, settled, knockedOut, explained }: EarlierFlags,
  question: Facts,
): ContinuationReading {
  // Seen by a professional since, with nothing new: the information answer ("hospital said…").
  if (seenSince(question)) return { flags: ownFlags, reminder: null };
  // "Sorry, false alarm, the cap was on": the earlier alarm is taken back; this message stands alone.
  if (retracted(question.text)) return { flags: ownFlags, reminder: null };
  // "The ambulance is coming" during an emergency already found adds no sign; kept, it would only
  // change the card enough to hide that it repeats (the engine words a repeated card differently).
  const own =
    before[0]?.urgency === "emergency"
      ? ownFlags.filter((m) => m.id !== "parent-says-emergency")
      : ownFlags;
  // A parent in crisis who says she is safe for now ("my mum's here, I gave her the pills"): her
  // protocol's next step (talk to the doctor today), unless the message tells danger again.
  const crisis = before.find((m) => m.protocolId === PARENT_CRISIS && m.urgency === "emergency");
  if (crisis && reportsOwnSafety(question.text) && !persists(question))
    if (own.every((m) => m.protocolId !== PARENT_CRISIS || m.urgency !== "emergency"))
      return { flags: dedupe([...own, afterChangeMatch(crisis)]), reminder: null };
  // Each protocol found before says what settling means; the most careful one leads ("pulled from
  // the pool, breathing again" is drowning's emergency-department visit, not breathing's call).
  // Its own emergency words may be the settled emergency's ("gave the epipen, the swelling has gone
  // down"): only an emergency read from the clauses that do not tell what settled is new.
  if (before.length > 0 && improved(question)) {
    if (!freshDanger(question, own)) {
      const standing = standingAfterChange(before, knockedOut, explained);
      const lesser = own.filter((m) => m.urgency !== "emergency");
      const next = standing.length > 0 ? standing : [afterChangeOf(before, explained)];
      // "She's fine now, when can I try banana again?": the new question gets its own answer, with
      // the next step as a one-line reminder, unless that step is still an emergency.
      if (asksNewQuestion(question) && next.every((m) => m.urgency !== "emergency"))
        return { flags: dedupe(lesser), reminder: next[0] ?? null };
      return { flags: dedupe([...lesser, ...next]), reminder: null };
    }
    // Better in one clause, danger again in another ("it stopped but now it's started again").
    if (before[0]?.urgency === "emergency")
      return {
        flags: dedupe([...own, ...combined.filter((m) => m.urgency === "emergency"), ...before]),
        reminder: null,
      };
  }
  // Looking after the child once it is over ("how do I look after the burn tonight"), or anything
  // after the parent said it got better: the care answer, not the same protocol's card again.
  // Danger that is back or new still counts.
  const danger = persists(question) || reportsNewSign(question);
  if (before.length > 0 && !danger && (settled || asksAboutCare(question.text))) {
    const handled = new Set(before.map((m) => m.protocolId));
    return { flags: own.filter((m) => !handled.has(m.protocolId)), reminder: null };
  }
  // Help is with the child ("ambulance is here, can I bring her car seat", "paramedics are checking
  // him, should I pack nappies"): the card was for getting that help. With nothing new, the side
  // question gets its own answer under one line that says help is there (help-arrived.md).
  if (
    before[0]?.urgency === "emergency" &&
    helpIsHere(question.text) &&
    !danger &&
    own.every((m) => m.urgency !== "emergency") &&
    dangerConcepts(question).every((c) => c.strength !== "strong")
  )
    return { flags: own, reminder: signMatch(HELP_IS_HERE) };
  // Help is coming ("the ambulance is on its way, what do I do till they get here"): the same
  // emergency's while-you-wait steps under one line that help is on its way, not "call" again.
  // An emergency of another protocol, or danger back or new, keeps the call line.
  if (before[0]?.urgency === "emergency" && helpIsComing(question.text) && !danger) {
    const known = new Set(before.map((m) => m.protocolId));
    if (own.every((m) => m.urgency !== "emergency" || known.has(m.protocolId)))
      return {
        flags: dedupe([...own, ...before]),
        reminder: null,
        waiting: signMatch(HELP_IS_COMING),
      };
  }
  // On the way to the emergency department and asking what to do meanwhile ("we're in the car on
  // the way, should I put anything on it?"): the same emergency's steps under one line that says to
  // keep going, not the go-now line again, and never another protocol's answer.
  if (
    before[0]?.urgency === "emergency" &&
    enRouteToHelp(question.text) &&
    asksWhatToDo(question.text) &&
    !danger
  ) {
    const known = new Set(before.map((m) => m.protocolId));
    if (own.every((m) => m.urgency !== "emergency" || known.has(m.protocolId)))
      return {
        flags: dedupe([...own.filter((m) => known.has(m.protocolId)), ...before]),
        reminder: null,
        waiting: signMatch(ON_THE_WAY),
      };
  }
  // "Should I make her throw up?" during an emergency: that emergency's card (the engine shows
  // its "do not" list instead of the same steps again).
  if (before[0]?.urgency === "emergency" && asksWhatToDo(question.text))
    return { flags: dedupe([...own, ...before]), reminder: null };
  if (before.length > 0 && persists(question))
    return { flags: dedupe([...own, ...combined, ...before]), reminder: null };
  // More about the same emergency with a new sign now ("it was the button battery… he's started
  // dribbling"): the emergency stands (the engine words a repeated card differently).
  if (
    before[0]?.urgency === "emergency" &&
    (reportsNewSign(question) || dangerConcepts(question).length > 0)
  )
    return {
      flags: dedupe([...own, ...combined.filter((m) => m.urgency === "emergency"), ...before]),
      reminder: null,
    };
  // A side question while an emergency that looking well does not settle is still on its way to
  // help ("ok. also what time should his nap be today" after a swallowed button battery; "btw when
  // are her jabs" after a fever at 5 weeks): that emergency's next step stays with the answer.
  // Once they say they are on the way, the side question gets its own answer.
  if (before[0]?.urgency === "emergency" && !settled && !onTheWay(question.text)) {
    const pending = standingAfterChange(
      before.filter((m) => !protocol(m.protocolId).settles),
      knockedOut,
      explained,
    );
    if (pending.length > 0) return { flags: dedupe([...own, ...pending]), reminder: null };
  }
  const known = new Set(before.map((m) => m.id));
  return { flags: dedupe([...own, ...combined.filter((m) => !known.has(m.id))]), reminder: null };
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
function afterChangeOf(before: readonly RedFlagMatch[], explained: boolean): RedFlagMatch {
  const general = (m: RedFlagMatch) => (catalogue().signs.get(m.id)?.general ? 1 : 0);
  return before
    .map((m) => ({ m, next: afterChangeMatch(m, explained) }))
    .sort((a, b) => byDisposition(a.next, b.next) || general(a.m) - general(b.m))[0]!.next;
}
