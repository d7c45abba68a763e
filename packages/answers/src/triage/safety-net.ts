import type { Facts } from "./facts.js";
import { PARENT_FEELING_NOW } from "./figures-of-speech.js";
import { EMERGENCY_ASKED_ABOUT } from "./frame-general.js";
import { phraseHolds, signMatch } from "./rule.js";
import { DANGER_CONCEPTS, type DangerConcept } from "./rules/danger-lexicon.js";
import { cryingSpell, periodicBreathing, strainingToPoo } from "./rules/breathing.js";
import type { RedFlagMatch } from "./types.js";

const BREATHING_CONCEPTS = new Set(["breathing", "colour-change", "breathing-odd"]);

/**
 * The second pass of triage. The specific rules catch the phrasings their authors foresaw; on every
 * fresh batch of real-sounding questions a few emergencies slipped past them. This pass scores broad
 * alarm concepts (rules/danger-lexicon.ts) and escalates when no rule did:
 *
 * - a strong concept (not breathing, a colour change, a fit, a dangerous swallow…) → emergency, or
 *   urgent when it happened weeks ago and nothing is happening now;
 * - a baby under 2 months with two moderate concepts (say, not feeding and a strange cry) or with a
 *   worried parent, three moderate concepts, or a pair red-flags.md treats as an emergency → emergency;
 * - two moderate concepts, or one with a parent's alarm ("help", "scared") → urgent.
 *
 * Questions about prevention, knowledge or a hypothetical ("what if he ever…") are left to the rules.
 * A false alarm costs a phone call; a miss can cost a life, so in doubt this pass escalates.
 */

/** The parent is alarmed, or asks for help now. */
const ALARM =
  /\b(?:(?<!(?:cant|can t|cannot|couldnt|could not) )help|helpp+|pls|plz|please|omg|urgent|urgently|emergency|asap|quick|quickly|hurry|scared|terrified|panicking|panic|freaking|worried sick|really worried|so worried|very worried|hospital|a ?& ?e|a and e|er|911|999|111|ambulance|what (?:do|should|can) (?:i|we) do)\b|!/;
/** Something is happening now or has just happened (not "just", which general questions use too). */
const ACUTE =
  /\b(?:now|right now|suddenly|still|again|keeps?|kept|started|went|gone|turned|turning|stopped|wont|cant|isnt|today|tonight|this (?:morning|evening|afternoon)|help|please|pls|omg)\b|!/;
/** The child is well now ("playing happily", "all fine"), said as a fact and not as a relative's hope. */
const REASSURED =
  /\b(?:seems?|is|acting|playing|feeding|eating|back to|all|totally|completely|perfectly) (?:fine|normal|normally|ok|okay|happy|happily|himself|herself|well)\b|\bplaying (?:happily|normally|fine)\b|\b(?:drinking|eating|feeding) and (?:playing|smiling|laughing|chatting)\b|\b(?:playing|smiling|laughing) and (?:drinking|eating|feeding)\b|\b(?:drinking|eating|feeding) (?:well|fine|normally|ok|okay)\b/;
const DOWNPLAYED =
  /\b(?:probably|prob|maybe|im sure|i m sure|says?|said|thinks?|thought|hopefully|seems) (?:\w+ ){0,3}(?:fine|nothing|ok|okay|normal)\b/;

/** Under 8 weeks, a baby who seems unwell to a worried parent is an emergency (NHS). */
const YOUNG_BABY_MONTHS = 2;
/** Moderate concepts that together are an emergency in red-flags.md (drowsy with vomiting, pale and drowsy…). */
const SERIOUS_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ["pale-or-cold", "drowsy-or-odd"],
  ["pale-or-cold", "fever"],
  ["drowsy-or-odd", "vomiting-repeated"],
  ["drowsy-or-odd", "breathing-odd"],
];

export interface SafetyNetResult {
  urgency: "emergency" | "urgent";
  match: RedFlagMatch;
  concepts: string[];
}

function present(concept: DangerConcept, facts: Facts): boolean {
  if (concept.phrases && !concept.phrases.some((p) => phraseHolds(facts, p))) return false;
  if (concept.when && !concept.when(facts)) return false;
  return Boolean(concept.phrases || concept.when);
}

function toMatch(
  concept: DangerConcept,
  urgency: "emergency" | "urgent",
  others: readonly DangerConcept[],
): RedFlagMatch {
  const main = signMatch(
    urgency === "emergency" ? `danger-${concept.id}` : `danger-${concept.id}-urgent`,
  );
  const more = others.map((c) => signMatch(`danger-${c.id}`));
  return {
    ...main,
    // One id per concept, whichever level it was raised to.
    id: `danger-${concept.id}`,
    label:
      more.length > 0
        ? `${main.label}, with ${more.map((m) => m.label.toLowerCase()).join("; ")}`
        : main.label,
    sources: [...new Set([main, ...more].flatMap((m) => m.sources))],
  };
}

/** The danger concepts found in a question (strong ones first). */
export function dangerConcepts(facts: Facts): DangerConcept[] {
  return DANGER_CONCEPTS.filter((c) => present(c, facts));
}

/**
 * Escalation decided by the danger lexicon, or null. `facts.text` is the cleaned question (and, for
 * a follow-up, the recent turns).
 */
export function safetyNet(facts: Facts): SafetyNetResult | null {
  if (facts.hypothetical) return null;
  const acute = ACUTE.test(facts.text.replace(PARENT_FEELING_NOW, " "));
  if (facts.educational && !acute) return null;
  // A crying spell, a newborn's periodic breathing or the push of a poo explains the breathing and
  // colour words.
  const explained = cryingSpell(facts) || periodicBreathing(facts) || strainingToPoo(facts);
  const found = dangerConcepts(facts).filter((c) => !explained || !BREATHING_CONCEPTS.has(c.id));
  if (found.length === 0) return null;
  const strong = found.filter((c) => c.strength === "strong");
  const moderate = found.filter((c) => c.strength === "moderate");
  // A choice of service asked about ("999 vs 111") is not a parent asking for help now.
  const alarm = ALARM.test(facts.text.replace(EMERGENCY_ASKED_ABOUT, " "));
  const reassured = REASSURED.test(facts.text) && !DOWNPLAYED.test(facts.text);
  const concepts = found.map((c) => c.id);

  if (strong.length > 0) {
    // "He went blue once last month, is that normal?" is for the pediatrician today, not 911.
    const capped = !alarm && facts.pastOnly;
    const urgency = capped ? "urgent" : "emergency";
    return {
      urgency,
      match: toMatch(strong[0]!, urgency, [...strong.slice(1), ...moderate]),
      concepts,
    };
  }
  if (facts.pastOnly || reassured) return null;
  const young = facts.ageMonths !== null && facts.ageMonths < YOUNG_BABY_MONTHS;
  const ids = new Set(concepts);
  const seriousPair = SERIOUS_PAIRS.some(([a, b]) => ids.has(a) && ids.has(b));
  if ((young && (moderate.length >= 2 || alarm)) || moderate.length >= 3 || seriousPair) {
    return {
      urgency: "emergency",
      match: toMatch(moderate[0]!, "emergency", moderate.slice(1)),
      concepts,
    };
  }
  // Under 8 weeks, one sign of illness (not feeding, a weak cry…) is for a doctor today (NHS).
  if (moderate.length >= 2 || (moderate.length === 1 && (alarm || young))) {
    return {
      urgency: "urgent",
      match: toMatch(moderate[0]!, "urgent", moderate.slice(1)),
      concepts,
    };
  }
  return null;
}
