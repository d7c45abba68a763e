import { protocol } from "../protocols/load-protocols.js";
import { afterChangeMatch, episodeExplained } from "./conversation.js";
import { buildFacts, type Facts } from "./facts.js";
import { signMatch } from "./rule.js";
import { NOSEBLEED, WOUND_BESIDE } from "./rules/bleeding.js";
import { dangerConcepts } from "./safety-net.js";
import { WORD_NUMBERS } from "./quantities.js";
import type { RedFlagMatch } from "./types.js";
import { SENTENCE_STOP } from "./sentence-stop.js";

/**
 * One message can tell a whole episode and its end: "coughed for a minute and then was fine, she's
 * been playing since", "went blue and flopped, then came round and was himself again". Its red
 * flags belong to what is over. When nothing after the last sign of recovery is alarming, the
 * message is read as a conversation whose second turn said things got better: the protocol's
 * "After a change" step (what to watch for, and when to go in), never the emergency script.
 */

/** The child is well again, said as a fact (a relative's "probably fine" is not). */
const RECOVERED = new RegExp(
  [
    String.raw`\b(?:then|and|but) (?:\w+ ){0,2}(?:was|seemed|is|went back to|got back to) (?:totally |completely |perfectly |absolutely )?(?:fine|ok|okay|normal|himself|herself|happy|well)(?: again)?\b`,
    String.raw`\b(?:came|come) (?:round|around|to)\b`,
    String.raw`\b(?:back|went back|got back) (?:to )?(?:playing|normal|himself|herself|eating|feeding|running|sleep|his usual|her usual|its usual)\b`,
    String.raw`\b(?:been|is|was|s) (?:\w+ ){0,2}(?:playing|eating|feeding|drinking|running about|running around|fine|normal|happy|himself|herself)(?: \w+){0,3} (?:ever )?since\b`,
    String.raw`\b(?:totally|completely|perfectly|absolutely|otherwise|seems|acting) (?:fine|normal|ok|okay|happy|well|himself|herself)(?: otherwise)?\b`,
    String.raw`\b(?:fine|normal|well|happy) (?:otherwise|(?:ever )?since|now|after)\b`,
    // "she's been fine", "he has been totally normal": well since, said as a fact.
    String.raw`\b(?:hes|shes|he s|she s|has|have|theyve|they ve) been (?:\w+ )?(?:fine|ok|okay|normal|well|grand|himself|herself)\b`,
    // Not "it's stopped breathing" (a baby called "it", or "it's" for "he's").
    String.raw`\b(?:its|it s|it has|it|bleeding has|bleeding|blood has|blood) (?:\w+ )?stopped(?: now)?\b(?! (?:breathing|breathe|responding|moving|reacting|crying|waking|feeding|eating|drinking))`,
    String.raw`\b(?:stopped|settled|passed|over) (?:after|within|in) (?:a |about |like )?(?:few |couple of |\d+ )?(?:seconds?|secs?|minutes?|mins?)\b`,
    String.raw`\b(?:running|toddling|crawling) (?:about|around)\b`,
    // A gag that clears itself: "coughs it forward and carries on eating".
    String.raw`\b(?:cough\w*|spat|spits?|brings?|brought|gag\w*) (?:it|them|the \w+|\w+ bits?)? ?(?:up|out|forward|back up)\b(?: \w+){0,3} (?:carr(?:y|ies|ied) on|goes? back to|went back to|continues?|keeps? (?:eating|going))\b`,
    String.raw`\bcarr(?:y|ies|ied) on (?:eating|feeding|playing|as normal|like nothing)\b`,
    String.raw`\b(?:crying|breathing|eating|feeding|playing|talking|laughing|smiling) (?:\w+ ){0,2}(?:again|normally|happily|fine)\b`,
    // Colour that came back at once: "pinked up straight away", "her colour came back".
    String.raw`\b(?:pinked|pinks|pinking) (?:\w+ )?up\b|\b(?:went|turned|gone|was|is) (?:\w+ )?pink again\b|\bcolou?r (?:\w+ )?(?:came|comes|come) (?:straight )?back\b`,
    // Well now, said as a fact: "all good now", "shes smiling now".
    String.raw`\ball (?:good|fine|ok|okay|well) now\b|\b(?:smiling|laughing|giggling|babbling|cooing|playing|feeding|eating) (?:away |happily )?now\b`,
  ].join("|"),
  "g",
);
/** Doubt about the recovery: "probably fine", "says he's fine". */
const DOUBTED =
  /\b(?:probably|prob|maybe|hopefully|im sure|i m sure|says?|said|thinks?|thought|not sure if|unsure)(?: \w+){0,3} (?:fine|ok|okay|normal|himself|herself)\b/;
/** After the recovery, something new or returning: "then started vomiting", "worse again". */
const TURNED_AGAIN =
  /\b(?:(?:but|and) (?:now|then|later|since|tonight|this)|now (?:theres|there is|there are|hes|shes|he has|she has|his|her)|then (?:started|began|got|went)|started|starting|worse|not (?:himself|herself|right)|again (?:now|tonight|today)|keeps|kept)\b/;
/** Sleepiness told as the trouble: then going back to sleep is more of it, not a recovery. */
const HARD_TO_WAKE =
  /\b(?:hard|difficult|impossible|struggl\w*|cant|can t|cannot|wont|won t|not|barely|hardly|only just) (?:\w+ ){0,2}(?:wake|wakes|waking|woke|rouse|rouses|rousing)\b|\b(?:sleepy|drowsy|floppy|lethargic|limp)\b/;
const ASLEEP_AGAIN = /\b(?:back|went back|got back|goes back|go back|going back) (?:to )?sleep\b/g;
/**
 * Well between bouts ("screams every 20 minutes, then totally fine and playing in between"): the
 * pattern of pain that comes and goes, not a recovery from it.
 */
const WELL_IN_BETWEEN =
  /\b(?:(?:totally|completely|perfectly|absolutely|seems|acting) )?(?:fine|ok|okay|normal|happy|well|playing|settled|calm|himself|herself)(?: (?:and|&)(?: \w+){1,3}?)? (?:in )?between(?: (?:the )?(?:bouts|episodes|them|attacks|screams|spells|times))?\b/g;
/** Out cold, however well afterwards, needs the emergency check. */
export const KNOCKED_OUT =
  /\b(?:knocked (?:him |her )?out|passed out|blacked out|unconscious|out cold|lost consciousness|wouldnt wake|wont wake|couldnt wake)\b/;

const UNIT_HOURS: Record<string, number> = { hour: 1, hr: 1, day: 24, week: 168, month: 720 };
const AGO =
  /\b(\d+|an?|one|two|three|four|five|six|seven|(?:a )?few|(?:a )?couple of|several) (hours?|hrs?|days?|weeks?|wks?|months?) ago\b/;
const LONG_AGO: ReadonlyArray<readonly [RegExp, number]> = [
  [/\b(?:the )?day before yesterday\b/, 48],
  [/\blast (?:week|weekend)\b/, 48],
  // A weekday named for the episode ("on saturday", "last tuesday") is a day or more before.
  [/\b(?:on|last|this|since) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/, 36],
  [/\bthe other day\b/, 48],
  [/\blast month\b/, 720],
];

/** How long ago the episode was, in hours, when the message says ("2 days ago", "last week"), or null. */
export function hoursSinceEpisode(lowerText: string): number | null {
  const m = AGO.exec(lowerText);
  if (m) {
    // "a few", "a couple of": the number word is the middle one.
    const word = m[1]!.replace(/^a (?=few|couple)/, "").replace(/ of$/, "");
    const n = /^\d+$/.test(word) ? Number(word) : (WORD_NUMBERS[word] ?? 1);
    const unit = m[2]!.replace(/s$/, "").replace(/^wk$/, "week");
    return n * (UNIT_HOURS[unit] ?? 0);
  }
  for (const [re, hours] of LONG_AGO) if (re.test(lowerText)) return hours;
  return null;
}

/** A clause that speaks of the present: "she's really sleepy now", "still not herself". */
const PRESENT = /\b(?:now|still|currently|at the moment|right now)\b/;

/** Clauses about the present that are not themselves the recovery. */
function presentClauses(text: string): string[] {
  return text
    .split(new RegExp(String.raw`(?:${SENTENCE_STOP}|,(?!\d))+|\bbut\b|\band then\b`))
    .filter((c) => PRESENT.test(c) && !new RegExp(RECOVERED.source).test(c));
}

/**
 * Where the first sign of recovery ends, or -1 when the message tells none. Everything after it is
 * read for danger, so "she's ok now but 10 min ago she had a fit… really sleepy now" keeps its flags.
 */
function recoveryEnd(text: string): number {
  RECOVERED.lastIndex = 0;
  const m = RECOVERED.exec(text);
  return m ? m.index + m[0].length : -1;
}

/**
 * The red flags of a message that tells an episode which is over, or null when the message
 * doesn't (then its own flags stand). `flagsOf` reads a text's red flags as triage does.
 */
export function settledFlags(
  facts: Facts,
  flags: readonly RedFlagMatch[],
  flagsOf: (facts: Facts) => RedFlagMatch[],
): RedFlagMatch[] | null {
  const main = flags[0];
  if (!main || main.urgency !== "emergency") return null;
  const text = facts.text.toLowerCase();
  // "Really hard to wake, just goes back to sleep on the boob": sleep is the sign, not the recovery.
  const blank = (m: string) => " ".repeat(m.length);
  const end = recoveryEnd(
    (HARD_TO_WAKE.test(text) ? text.replace(ASLEEP_AGAIN, blank) : text).replace(
      WELL_IN_BETWEEN,
      blank,
    ),
  );
  if (end < 0 || DOUBTED.test(text) || KNOCKED_OUT.test(text)) return null;
  // A protocol that does not settle still lets go once its own watch has passed: under water two
  // days ago and well since is an episode to talk through, not the emergency check.
  const since = hoursSinceEpisode(text);
  const watched = (f: RedFlagMatch) => {
    const watch = protocol(f.protocolId).watchHours;
    return watch !== null && since !== null && since > watch;
  };
  if (
    flags.some(
      (f) =>
        (!protocol(f.protocolId).settles && !watched(f)) ||
        protocol(f.protocolId).stands.includes(f.id),
    )
  )
    return null;
  const after = text.slice(end);
  if (TURNED_AGAIN.test(after)) return null;
  const alarming = (part: string) => {
    const partFacts = buildFacts(part, facts.ageMonths);
    return (
      flagsOf(partFacts).some((f) => f.urgency === "emergency") ||
      dangerConcepts(partFacts).some((c) => c.strength === "strong")
    );
  };
  if (alarming(after) || presentClauses(text.slice(0, end)).some(alarming)) return null;
  // What is told after the recovery that needs a doctor still counts ("do tongues need stitches?").
  const later = flagsOf(buildFacts(after, facts.ageMonths)).filter((f) => f.id !== main.id);
  // A nosebleed that stopped, with no wound or knock beside it, is over: the wounds protocol's next
  // step (closing a cut) is not for it, and the nosebleed answer says when to call.
  if (main.protocolId === "bleeding-and-wounds" && NOSEBLEED.test(text) && !WOUND_BESIDE.test(text))
    return later;
  const next = watched(main)
    ? signMatch("episode-to-discuss")
    : afterChangeMatch(main, episodeExplained(flags, text));
  return [next, ...later];
}
