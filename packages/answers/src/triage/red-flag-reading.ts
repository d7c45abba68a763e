// One reading of a text for red flags: the rules and the safety net, then what the question's frame
// makes of them (a general question, an episode that is over, one already seen by a professional).
import { catalogue, protocol } from "../protocols/load-protocols.js";
import { DISPOSITION_RANK } from "../protocols/protocol.js";
import { afterChangeMatch, episodeExplained } from "./conversation.js";
import { nothingAlarmingSince } from "./clauses.js";
import type { Facts } from "./facts.js";
import { assessedIndex, isGeneralQuestion, readFrame } from "./frame.js";
import { ruleMatches, signMatch, toMatch } from "./rule.js";
import { RED_FLAG_RULES } from "./rules/index.js";
import { dangerConcepts, safetyNet } from "./safety-net.js";
import { withStates } from "./states.js";
import type { RedFlagMatch } from "./types.js";

const RANK: Record<RedFlagMatch["urgency"], number> = { emergency: 0, urgent: 1 };

export const byDisposition = (a: RedFlagMatch, b: RedFlagMatch) =>
  DISPOSITION_RANK[a.disposition] - DISPOSITION_RANK[b.disposition];

/** The red flags in one reading of the text: the rules, then the safety net. */
export function redFlags(facts: Facts): RedFlagMatch[] {
  const matches = RED_FLAG_RULES.filter((rule) => ruleMatches(rule, facts))
    .map(toMatch)
    .sort(byDisposition);
  // The safety net catches emergencies phrased in ways no rule foresaw; it only ever raises urgency.
  if (matches[0]?.urgency !== "emergency") {
    const net = safetyNet(facts);
    if (net && (matches.length === 0 || RANK[net.urgency] < RANK[matches[0]!.urgency])) {
      matches.unshift(net.match);
      // The net's strongest concept may be only the child's state ("confused, not answering"); the
      // situation that explains it (a hot car) is named too, as for the rules below.
      if (net.urgency === "emergency" && isGeneral(net.match.id))
        matches.push(...situationConcepts(facts).filter((m) => m.id !== net.match.id));
    }
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
export function applyFrame(matches: RedFlagMatch[], question: Facts): RedFlagMatch[] {
  if (matches.length === 0) return matches;
  const frame = readFrame(question.text.toLowerCase());
  // Already seen and named by a professional, with nothing new since: the information answer.
  if (seenSince(question)) return [];
  if (frame.dangerNow) return matches;
  // "She choked on a piece of apple, how do I stop it happening again?": the episode is over; each
  // protocol's "After a change" says what is still needed, and a swallowed poison stands.
  if (frame.afterAnEpisode) {
    const explained = episodeExplained(matches, question.text);
    return dedupe(matches.map((m) => afterEpisode(m, explained)));
  }
  if (isGeneralQuestion(frame)) return [];
  const over =
    question.pastOnly || ((frame.asksAbout || frame.asksWhetherToWorry) && frame.habitual);
  if (!over) return matches;
  // A pregnancy or after-birth danger sign told beside the usual pattern ("he's usually really
  // active in the evenings but I haven't felt him since yesterday") is about now: the habit is
  // the baseline, not the sign. Only an episode told as past lets it go.
  if (!question.pastOnly) {
    const body = matches.filter((m) => m.protocolId === "pregnancy-and-after-birth");
    if (body.length > 0) return body;
  }
  // Another family's child, told as a pattern or a past episode: the information answer, whose
  // red-flag list they can pass on (nothing to call about for a child who is not the parent's).
  if (question.pastOnly && frame.asksAbout) return [];
  if (frame.otherChildOnly) return [];
  return [signMatch("episode-to-discuss")];
}

/** An emergency told as over: its protocol's next step, unless looking well does not settle it. */
function afterEpisode(m: RedFlagMatch, explained: boolean): RedFlagMatch {
  if (m.urgency !== "emergency") return m;
  const p = protocol(m.protocolId);
  return !p.settles || p.stands.includes(m.id) ? m : afterChangeMatch(m, explained);
}

/** Seen by a professional, and no clause since reports an emergency of its own. */
export function seenSince(question: Facts): boolean {
  const text = question.text.toLowerCase();
  if (readFrame(text).assessed) return true;
  const at = assessedIndex(text);
  return at >= 0 && nothingAlarmingSince(question, at, redFlags);
}

export function dedupe(matches: RedFlagMatch[]): RedFlagMatch[] {
  const seen = new Set<string>();
  return matches.filter((m) => !seen.has(m.id) && seen.add(m.id)).sort(byDisposition);
}
