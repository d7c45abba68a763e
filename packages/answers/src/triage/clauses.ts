import { buildFacts, type Facts } from "./facts.js";
import { OTHER_CHILD } from "./frame.js";
import type { RedFlagMatch } from "./types.js";
import { SENTENCE_STOP } from "./sentence-stop.js";

/**
 * Clause-aware reading. A message often tells more than what is happening to the child now: an
 * illness in the family years ago ("my cousin's boy had meningitis ten years ago"), a fit last
 * winter before today's question, a neighbour's tragedy behind a safety question. Those clauses
 * are history. Their signs shape the answer but are not a report of danger now, so the red flags
 * are read again from the clauses that are left. A clause is history only when it says nothing of
 * the present ("now", "still", "today"): "had a fit 2 weeks ago and is fitting again now" stays.
 */

/** Clause ends: sentence punctuation, a semicolon, "but", "anyway", a comma before a question, "and now". */
const CLAUSE_END = new RegExp(
  String.raw`${SENTENCE_STOP}+|\bbut\b|\banyway\b|,(?= (?:which|what|how|when|where|is|are|can|could|should|do|does|any|so|and (?:now|i|we)) )|(?:,|\band) (?=now\b)|\band (?=(?:is|are|has|hes|shes|still|keeps)\b)`,
);
/** For finding history, any comma ends a clause: "…febrile convulsions, my sister's kid had one". */
const HISTORY_CLAUSE_END = new RegExp(`${CLAUSE_END.source}|,(?!\\d)`);

/** Weeks, months or years ago; last winter; when she was a baby. */
const REMOTE_PAST =
  /\b(?:(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|few|couple of|several|many|some) (?:weeks?|wks?|months?|mths?|years?|yrs?) (?:ago|back|before|earlier)|years? ago|last (?:week|month|year|winter|summer|spring|autumn|fall|christmas|easter)|when (?:he|she|they|i|we) (?:was|were) (?:a baby|a newborn|younger|little|small|tiny|pregnant|(?:\d+|a few|few) (?:weeks?|months?|years?)(?: old)?)|as a (?:baby|newborn)|in the past|years back|when (?:he|she|they) (?:was|were) born|at birth|in (?:the )?nicu|in special care)\b/;
const YEARS_AGO = /\byears? (?:ago|back|before|earlier)\b/;

const BIRTH_TOLD =
  /\b(?:had (?:my|our|the) baby|gave birth|given birth|my (?:delivery|c ?section|caesarean))\b/;

/** A birth weight ("3.9 kg at birth", "born 7lb 8oz"): the measure today's weight is read against. */
const BIRTH_WEIGHT_TOLD =
  /\b\d+(?:\.\d+)? ?(?:kg|kgs|kilos?|g|grams?|lbs?|pounds?|oz|ounces?)\b(?: \w+){0,4} (?:at birth|born|when (?:he|she|they) (?:was|were) born)\b|\b(?:born|birth ?weight|at birth)\b(?: \w+){0,3} \d+(?:\.\d+)? ?(?:kg|kgs|kilos?|g|grams?|lbs?|pounds?)\b/;

/** A verb in the past: what happened to that other child. */
const PAST_VERB =
  /\b(?:had|was|were|died|drowned|nearly|almost|got|went|passed|ended up|caught|swallowed|choked|fell|happened)\b/;
/** The present: what makes a clause a report now. */
const PRESENT =
  /\b(?:now|still|currently|today|tonight|this (?:morning|evening|afternoon)|right now|at the moment|just|again|keeps|is|isnt|are|hes|shes|has (?:got|been)|theres)\b/;

export function splitClauses(lowerText: string, end: RegExp = CLAUSE_END): string[] {
  return lowerText
    .split(end)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
}

/** The message cut at every comma too: "it stopped after 2 mins, hes very sleepy" is two reports. */
export function splitFineClauses(lowerText: string): string[] {
  return splitClauses(lowerText, HISTORY_CLAUSE_END);
}

/** A clause told as a dream: "he stopped breathing in my dream last night" happened to no one. */
const DREAM =
  /\b(?:in (?:my|a|the|her|his|our) (?:\w+ )?(?:dream|dreams|nightmare|nightmares)|(?:i|we|she|he) (?:\w+ )?(?:dreamt|dreamed|dreamd|dream|dreaming)|(?:dreamt|dreamed|dreaming) (?:that|about|of|he|she|my|our|the)|(?:had|have|having) (?:a |another )?(?:\w+ )?(?:dream|nightmare)s? (?:that|where|about)|(?:dream|dreams|nightmare|nightmares) (?:that|where|about|of))\b/;

/** A clause that tells history: long ago, or about another child, and nothing of now; or a dream. */
export function isHistoryClause(clause: string): boolean {
  if (DREAM.test(clause)) return true;
  // "had my baby a week ago": when the parent gave birth is the setting of her own signs now.
  if (BIRTH_TOLD.test(clause)) return false;
  if (BIRTH_WEIGHT_TOLD.test(clause)) return false;
  const remote = REMOTE_PAST.test(clause);
  const other = OTHER_CHILD.test(clause) && PAST_VERB.test(clause);
  if (!remote && !other) return false;
  // "I'm paranoid now" is about the parent; the present counts only without another child's story.
  return other || !PRESENT.test(clause.replace(REMOTE_PAST, " "));
}

export interface Reading {
  /** The facts to read red flags from: the message without its history clauses. */
  facts: Facts;
  /** The history clauses were about the parent's own child and showed red flags. */
  ownHistoryFlags: boolean;
}

/**
 * The message read without its history clauses, or null when it has none (or nothing else). The
 * age named anywhere in the message still holds.
 */
export function withoutHistory(
  facts: Facts,
  flagsOf: (facts: Facts) => RedFlagMatch[],
): Reading | null {
  const clauses = splitClauses(facts.text, HISTORY_CLAUSE_END);
  const history = clauses.filter(isHistoryClause);
  if (history.length === 0 || history.length === clauses.length) return null;
  const rest = clauses.filter((c) => !isHistoryClause(c)).join(" . ");
  const restFacts = buildFacts(rest, facts.ageMonths);
  restFacts.ageMonths = facts.ageMonths;
  // Years ago is history to mention, not an episode to discuss with the doctor today.
  const ownHistoryFlags = history.some(
    (c) =>
      !OTHER_CHILD.test(c) &&
      !YEARS_AGO.test(c) &&
      !DREAM.test(c) &&
      flagsOf(buildFacts(c, facts.ageMonths)).length > 0,
  );
  return { facts: restFacts, ownHistoryFlags };
}

/**
 * An earlier turn without its history clauses, for reading a conversation whole: "last year my son
 * had a febrile convulsion, does that mean he has epilepsy" followed by "he's now got 39.5" is a
 * fever now, not a fit now. A turn that is only history is left out.
 */
export function withoutHistoryClauses(text: string): string {
  const clauses = splitClauses(text.toLowerCase(), HISTORY_CLAUSE_END);
  return clauses.filter((c) => !isHistoryClause(c)).join(" . ");
}

/** What a finished assessment says: what it was, that the child is fine, what was done. */
const CONCLUDED =
  /\b(?:it was|it is|its|it s|was just|is just|(?:he|she|they) (?:was|had|has) (?:a|an|just|only)|fine|ok|okay|nothing|normal|diagnos\w*|dressed|stitched|glued|bandaged|checked|examined|cleaned|fixed|repaired|untwisted|operated|removed|sent|discharged|home|been|back from)\b/;

/**
 * Seen by a professional, and nothing since that is an emergency on its own: "they said it was a
 * febrile convulsion… temp still 38.6, how do I look after her tonight?" is a care question. Each
 * clause after the assessment is read on its own; one that reports an emergency ("but now she's
 * floppy") keeps the alarm.
 */
export function nothingAlarmingSince(
  facts: Facts,
  assessedAt: number,
  flagsOf: (facts: Facts) => RedFlagMatch[],
): boolean {
  // The assessment's own clause names what it was ("said it was a febrile convulsion"): a diagnosis,
  // not a report. "The ambulance says 10 mins" is help on its way, not an assessment.
  const [clause = "", ...later] = splitClauses(facts.text.slice(assessedAt));
  const [seen = "", ...rest] = clause.split(/,|\band (?:now|then)\b/);
  if (!CONCLUDED.test(seen)) return false;
  const after = [...rest, ...later];
  return after.every((c) =>
    flagsOf(buildFacts(c, facts.ageMonths)).every((m) => m.urgency !== "emergency"),
  );
}
