import { sign } from "../protocols/load-protocols.js";
import { urgencyOf } from "../protocols/protocol.js";
import type { Facts } from "./facts.js";
import type { RedFlagMatch } from "./types.js";

/** A phrase, or a phrase that does not count when one of `unless` is also present. */
export type PhraseSpec = string | { pattern: string; unless: readonly string[] };

/**
 * The matcher of one red flag: the phrases that show it. What it is and what to tell the parent is
 * the protocol sign of the same id (packages/answers/protocols). Rules are evaluated independently;
 * triage sorts the matches by disposition.
 */
export interface RedFlagRule {
  /** The id of the protocol sign this rule shows. */
  id: string;
  /** Any one of these phrases shows the red flag (all words are head words; see pattern.ts). */
  phrases?: readonly PhraseSpec[];
  /** The whole rule is void when one of these is present ("no trouble breathing"). */
  unless?: readonly string[];
  /** A further condition on temperatures, ages or durations; with phrases, both must hold. */
  when?: (facts: Facts) => boolean;
  /** Age window in months. With an unknown age the rule fires only when `unknownAge` is "match". */
  age?: { below?: number; atLeast?: number; unknownAge: "match" | "skip" };
  /** An educational question ("how to prevent choking") with no sign of a real event does not count. */
  educational?: boolean;
  /** An episode weeks or more ago, with nothing happening now, does not count. */
  pastOnly?: boolean;
}

export function phraseHolds(facts: Facts, spec: PhraseSpec): boolean {
  if (typeof spec === "string") return facts.has(spec);
  return facts.has(spec.pattern) && !facts.mentionsAny(spec.unless);
}

export function ruleMatches(rule: RedFlagRule, facts: Facts): boolean {
  // "What should I do if she ever…" with nothing real described: an answer on what to do, not an alarm.
  if (facts.hypothetical) return false;
  if (rule.age) {
    const age = facts.ageMonths;
    if (age === null) {
      if (rule.age.unknownAge === "skip") return false;
    } else {
      if (rule.age.below !== undefined && !(age < rule.age.below)) return false;
      if (rule.age.atLeast !== undefined && !(age >= rule.age.atLeast)) return false;
    }
  }
  if (rule.educational && facts.educational) return false;
  if (rule.pastOnly && facts.pastOnly) return false;
  if (rule.unless && facts.mentionsAny(rule.unless)) return false;
  if (rule.phrases && !rule.phrases.some((p) => phraseHolds(facts, p))) return false;
  if (rule.when && !rule.when(facts)) return false;
  return Boolean(rule.phrases || rule.when);
}

/** What triage reports for a protocol sign: its text from the catalogue. */
export function signMatch(id: string): RedFlagMatch {
  const s = sign(id);
  const urgency = urgencyOf(s.disposition);
  if (urgency === "routine" || s.disposition === "home")
    throw new Error(`sign ${id} is home care, not a red flag`);
  return {
    id: s.id,
    protocolId: s.protocolId,
    disposition: s.disposition,
    label: s.label,
    urgency,
    action: s.action,
    whileWaiting: [...s.whileWaiting],
    sources: [...s.sources],
  };
}

/** The public part of a rule. */
export function toMatch(rule: RedFlagRule): RedFlagMatch {
  return signMatch(rule.id);
}
