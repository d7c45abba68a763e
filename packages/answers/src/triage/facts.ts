import { withoutReassurance } from "./frame.js";
import { cleanText, correctedText, tokenize, type Token } from "./normalize.js";
import { compilePattern, matchesPattern, type Pattern } from "./pattern.js";
import { parseQuantities } from "./quantities.js";
import { ageFromWords } from "../understand/question-intent.js";
import { parseTemperatures } from "./temperature.js";
import { A_CHILD, CHILDREN } from "./child-in-general.js";
import { EMERGENCY_ASKED_ABOUT } from "./frame-general.js";
import { PARENT_FEELING_NOW } from "./figures-of-speech.js";

/** Everything the rules may look at, computed once per question. */
export interface Facts {
  text: string;
  /** The text with typos corrected to known words ("brething" → "breathing"), lower case. */
  corrected: string;
  /** Whether either reading of the text matches (for matchers written as regular expressions). */
  says(re: RegExp): boolean;
  tokens: Token[];
  temperaturesC: number[];
  maxTemperatureC: number | null;
  minTemperatureC: number | null;
  /** Age named in the text (youngest), or null. */
  textAgeMonths: number | null;
  /** Text age, else the profile age from the context, else null. */
  ageMonths: number | null;
  durationsHours: number[];
  maxDurationHours: number | null;
  /** Asked in general ("how to prevent choking", "what is a febrile seizure") with no sign of a real event. */
  educational: boolean;
  /** About a situation that has not happened ("what should I do if he ever…", "just in case"). */
  hypothetical: boolean;
  /** Talks about an episode weeks or more ago with nothing happening now. */
  pastOnly: boolean;
  /** A fever is reported: a reading of 38 °C / 100.4 °F or more, or the word fever, not negated. */
  feverReported: boolean;
  /** The parent says the fever has ended (past 6 months, not brought down by a medicine). */
  feverOver: boolean;
  /** The words of the question contain this pattern. */
  has(pattern: string): boolean;
  /** Any of these patterns. */
  hasAny(patterns: readonly string[]): boolean;
  /** Any of these patterns, a denied word counting too: the context an `unless` reads. */
  mentionsAny(patterns: readonly string[]): boolean;
}

const compiled = new Map<string, Pattern>();
export function pattern(source: string): Pattern {
  let p = compiled.get(source);
  if (!p) {
    p = compilePattern(source);
    compiled.set(source, p);
  }
  return p;
}

// A question in general, about prevention, knowledge or a difference, rather than about a child now.
const EDUCATIONAL =
  /\b(?:prevent\w*|avoid\w*|reduce (?:the )?risks?|risks? of|hazards?|baby ?proof\w*|child ?proof\w*|safe from|safe around|keep \w+ (?:\w+ )?safe|safely|safety|difference between|vs|versus|what (?:is|are) (?:a |an |the )?|whats (?:a |an |the )?|what causes?|signs? of|symptoms? of|how (?:do|can|would) (?:i|you|we) (?:know|tell|spot|recogni[sz]e)(?! (?:what|why))|how to (?:tell|know|spot|recogni[sz]e|store|keep)|how (?:deep|shallow|much water|little water|long does it take|quickly|fast) |class(?:es)?|course|training|can (?:\w+ ){1,3}cause|does (?:\w+ ){1,3}cause|could (?:\w+ ){1,3}cause|is it true|is it (?:normal|common|ok|okay) for (?:newborns|babies|infants|toddlers|kids|children|a newborn|a baby|an infant) to|how (?:should|do|can) (?:i|we|you) (?:cut|prepare|serve|store|offer|introduce)|how (?:do|can|should) (?:i|we) (?:stop|keep) (?:\w+ ){0,4}(?:from )?(?:choking|chocking|gagging)\b|when (?:should|do|would|to) (?:i |we |you )?(?:call|go|take))\b/;
// Words that show something is happening (or just happened) to a real child.
const EVENT =
  /\b(?:right now|now|just|help|911|999|hes|shes|he is|she is|theyre|keeps|kept|started|suddenly|happened|today|tonight|this morning|i think|might have|may have|ate|swallowed|swallowd|drank|fell|choked|burned|burnt|found|pulled|got into|chewed|licked|bit|hit (?:his|her) head|is choking|was choking|currently|still|like this|like that)\b|(?<!\b(?:if|when|whenever|case|once|before|until|unless) )\b(?:he|she|they) (?!ever\b)(?:\w+ )?(?:pauses|stops|goes|turns|jerks|shakes|twitches|gasps|grunts|chokes|gags|vomits|screams|stiffens|flops|has|keeps|looks|seems|feels)\b/;
// A question about a situation that has not happened ("what should I do if he ever stops breathing",
// "just in case", "want to learn CPR", "don't want to scald him", "asking for the future"): no rule
// fires unless something real is also described.
// A fear of one's own act ("scared I might hurt him") is not such a situation: it is read as told.
const HYPOTHETICAL = new RegExp(
  String.raw`\b(?:will|would|might|could|can) (?:he|she|they|baby|my baby|the baby|my \w+) (?!have\b|be (?:having|choking|bleeding))\w+\b|\b(?:can|could|do|does|will|would) (?:${CHILDREN}|${A_CHILD}) (?:\w+ly )?(?!have\b)\w+\b|` +
    /\bif (?:\w+ ){0,4}(?:ever|were to|was to)\b|\b(?:worry|worried|worrying|scared|afraid|fear|frightened|terrified|anxious|paranoid)\b(?!(?: \w+){0,3} i (?:will|might|could|would|may) (?:\w+ )?(?:hurt|harm|kill|shake|smother|drown|hit|snap|lose)\b)(?: \w+){0,5} (?:will|might|could|would|may)\b|\bjust in case\b|\bin case (?:\w+ ){0,4}(?:ever|happens)\b|\b(?:worry|worried|worrying|worries|scared|afraid|fear|fears|frightened|terrified|anxious|paranoid|nervous|obsessed|obsessing) (?:about|of|over) (?:(?!(?:keeps|kept|keep|is|isnt|was|wasnt|has|had|did|hes|shes|now|still|just|actually|again|already)\b)\w+ ){0,6}?(?:sids|cot death|crib death|sudden infant death|(?:suddenly )?(?:stopping|stop|not) breathing)\b|\b(?:want|wants|wanted|like|going|need|needs|planning) to learn\b|\blearn(?:ing)? (?:\w+ ){0,2}(?:cpr|first aid|heimlich)\b|\b(?:cpr|first aid) (?:class|classes|course|courses|training|certified)\b|\b(?:dont|don t|do not|wouldnt|would not|never) want (?:\w+ ){0,2}to (?:\w+ ){0,2}(?:scald|burn|hurt|drop|choke|poison|drown|overheat|suffocate)\w*\b|\bfor (?:the )?future(?: reference)?\b|\bfor next time\b/
      .source,
);
// Wording that looks like an event but is part of a general question: "choking or just gagging",
// "just in case".
// "She's 6 months", "he is nearly two" state an age, not that something is happening.
const EVENT_NEUTRAL =
  /\bjust in case\b|\b(?:is |was )?\w+ing or (?:just |only |simply )?\w+\b|\bor just\b|\b(?:hes|shes|he is|she is|he s|she s) (?:only |just |nearly |almost |about |around )?(?:\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen) ?(?:and a half )?(?:days?|weeks?|wks?|months?|mos?|mths?|years?|yrs?|yo|m)?\b(?: old)?/g;
// Alarm words in the past or present that show a real episode even in a question phrased generally.
/** The rest of a hypothetical clause ("if she ever has a seizure"), set aside before looking for a real episode. */
const HYPOTHETICAL_CLAUSE = /\bif (?:\w+ ){0,4}(?:ever|were to|was to)\b[^.!?,;]*/g;
const REAL_EPISODE =
  /\b(?:stopped|went|turned|turning|was|were|had|has|did|happened|found|fell|swallowed|ate|drank)\b/;

const PAST_ONLY =
  /\b(?:(?:\d+|a|two|three|few|couple of|several) (?:weeks?|months?|years?) ago|last (?:week|month|year)|history of|when (?:he|she) was (?:a baby|younger|little)|in the past|(?:back |earlier )?in (?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|aug|sept|sep|oct|nov|dec)\b(?! (?:\d|and\b))|last (?:january|february|march|april|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter|christmas|easter))\b/;

/**
 * "gave birth 2 weeks ago", "had my baby last week": when the baby came, not when the trouble
 * happened; likewise when a tooth came in ("the grown up one that came in a few months ago"), a
 * thing was bought or the family moved.
 */
const BIRTH_AGO =
  /\b(?:gave birth|had (?:our|the|my|a|her) (?:\w+ )?baby|(?:was|were) born|delivered|birth|c ?section|(?:came|come|grew|cut) (?:in|through)|bought|moved (?:house|home|in))\b(?: \w+){0,3} (?:(?:\d+|a|two|three|few|couple of|several) (?:weeks?|months?|years?) ago|last (?:week|month|year))\b/g;

const FEVER_NOT_REPORTED_BEFORE = new Set([
  "cause",
  "causes",
  "caused",
  "causing",
  "counts",
  "count",
  "considered",
  "consider",
  "define",
  "defined",
  "what",
  "whats",
  "which",
  "prevent",
  "if",
]);

/** "the fever went this morning", "temp has gone now", "fever broke": it is over, not going down. */
const FEVER_ENDED =
  /\b(?:fever|temp|temperature|temps|temperatures)s? (?:has |had |is |was |finally |now |then |eventually )*(?:went|gone|broke|broken|disappeared|stopped|resolved|vanished|passed)\b(?! (?:up|down|to|higher|back|again|from)\b| \d)/;
/** A fever still there or back ("still has a temp", "fever again", "temp came back"). */
const FEVER_STILL =
  /\b(?:still|again|came back|come back|back up|spiking|now (?:has|got) (?:a )?(?:fever|temp))\b(?: \w+){0,3}|\b(?:fever|temp|temperature) (?:\w+ ){0,2}(?:again|back)\b/;
/** A fever brought down by a medicine is not over. */
const FEVER_MEDICINE =
  /\b(?:calpol|paracetamol|acetaminophen|tylenol|ibuprofen|nurofen|motrin|advil|medicine|meds|dose)\b/;
/** Under this age any fever, even one that has settled, needs a doctor's look. */
const SETTLED_FEVER_MONTHS = 6;

function feverMentionReported(tokens: readonly Token[], i: number): boolean {
  const clause = tokens[i]!.clause;
  for (let j = i - 1; j >= Math.max(0, i - 4); j--) {
    const t = tokens[j]!;
    if (t.clause !== clause) break;
    if (t.word === "not") return false;
    if (FEVER_NOT_REPORTED_BEFORE.has(t.raw)) return false;
  }
  const next = tokens[i + 1];
  if (next && (next.raw === "free" || next.raw === "gone" || next.raw === "broke")) return false;
  // "fever went after 3 days", "the fever has finally gone away": over, unless it "went up" or "came back".
  const after = tokens
    .slice(i + 1, i + 4)
    .filter((t) => t.clause === clause)
    .map((t) => t.raw);
  const link = after[0] && /^(?:has|had|is|was|finally|now|then|just|eventually)$/.test(after[0]);
  const verb = link ? after[1] : after[0];
  const then = link ? after[2] : after[1];
  if (
    verb &&
    /^(?:went|gone|broke|broken|dropped|settled|passed|stopped|disappeared|cleared|resolved)$/.test(
      verb,
    ) &&
    !(then && /^(?:up|higher|back|again)$/.test(then))
  )
    return false;
  return true;
}

/**
 * A temperature the parent gives as their own ("I've got 38.8 and shivers", "my temp is 38"): the
 * figure is set aside, so a breastfeeding mother's fever is not read as her baby's.
 */
const OWN_TEMPERATURE =
  /\b(?:i ve got|i have got|i have|ive got|i got|i m at|im at|i am at|i m running|im running|my (?:own )?temp(?:erature)? (?:is|was|of|reads?|says?)) (?:a )?(?:temp(?:erature)? of |fever of )?\d{2,3}(?:\.\d+)?(?: ?(?:degrees|c|f))?/g;

/**
 * The parent describes their own body ("my boob is red and hot", "I feel achy and shivery") and
 * the message names no child at all: the temperature in it is the parent's.
 */
const PARENT_BODY =
  /\b(?:i feel|i m|im|i am|feeling) (?:\w+ ){0,2}(?:achy|shivery|fluey|unwell|rough|feverish|like (?:i ve got |ive got |i have )?(?:the )?flu)\b|\bmy (?:right |left )?(?:boob|boobs|breast|breasts|nipple|nipples|scar|wound|stitches)\b/;
/** Any mention of the child: with one, a reading may be the child's and is kept. */
const CHILD_MENTIONED =
  /\b(?:baby|babies|babys|son|daughter|toddler|newborn|infant|lo|little one|child|kid|boy|girl|bub|bubba|twins?|he|she|hes|shes|him|his|her|they|old|yo|mo|months?)\b/;

function childTemperatureText(lowerClean: string): string {
  const own = lowerClean.replace(OWN_TEMPERATURE, " ");
  if (PARENT_BODY.test(own) && !CHILD_MENTIONED.test(own.replace(PARENT_BODY, " ")))
    return own.replace(/\d{2,3}(?:\.\d+)? ?(?:degrees|°|c|f)?/g, " ");
  return own;
}

export function buildFacts(text: string, contextAgeMonths: number | null): Facts {
  const clean = cleanText(text);
  const lowerClean = clean.toLowerCase();
  const tokens = tokenize(text);
  // Ages, durations and question cues are read from the text as typed and as corrected
  // ("2 mnoth old", "how to prvent"), keeping what either reading finds.
  const corrected = correctedText(tokens);
  const feverEnded = FEVER_ENDED.test(lowerClean) && !FEVER_STILL.test(lowerClean);
  const typed = parseQuantities(clean);
  const fixed = parseQuantities(corrected);
  const agesMonths = [...new Set([...typed.agesMonths, ...fixed.agesMonths])].sort((a, b) => a - b);
  // Durations come from the corrected reading ("after 4 month srots" is an age, as "4 month shots").
  const durationsHours = fixed.durationsHours.length ? fixed.durationsHours : typed.durationsHours;
  // A bare age in years said of the child ("hes 2 and totally fine", "she is 5"): the answer
  // engine's reader of ages in words, so triage and the answer read the same age.
  const wordAge = agesMonths.length === 0 ? ageFromWords(clean) : null;
  const textAgeMonths = agesMonths[0] ?? (wordAge?.stated ? wordAge.months : null);
  // Readings of a fever the parent says has ended ("up to 40 for 3 days, fever went this morning")
  // are history, past the age when any fever needs a doctor and unless a medicine brought it down.
  const pastReadings =
    feverEnded &&
    (textAgeMonths ?? contextAgeMonths ?? 0) >= SETTLED_FEVER_MONTHS &&
    !FEVER_MEDICINE.test(lowerClean);
  const temperaturesC = pastReadings ? [] : parseTemperatures(childTemperatureText(lowerClean));
  const maxT = temperaturesC.length ? Math.max(...temperaturesC) : null;
  const minT = temperaturesC.length ? Math.min(...temperaturesC) : null;
  const feverWord = tokens.some((t, i) => t.word === "fever" && feverMentionReported(tokens, i));
  // A reading below 38 °C outweighs the word ("is 99.5 a fever?"); any reading at or above it is a fever.
  const feverReported = pastReadings ? false : maxT !== null ? maxT >= 38 : feverWord;
  // "When is it ok to call 999 vs 111" names the number as an option, not a call for help.
  const neutralClean = clean
    .replace(EVENT_NEUTRAL, " ")
    .replace(EMERGENCY_ASKED_ABOUT, " ")
    .replace(PARENT_FEELING_NOW, " $1 ");
  const neutralCorrected = corrected
    .replace(EVENT_NEUTRAL, " ")
    .replace(PARENT_FEELING_NOW, " $1 ")
    .replace(EMERGENCY_ASKED_ABOUT, " ");
  const event = EVENT.test(neutralClean) || EVENT.test(neutralCorrected);
  // Read from the text as typed: a typo corrected into an event word ("swallowe" → "swallowed") must
  // not turn "if he ever swallows…" into a report.
  const hypothetical =
    (HYPOTHETICAL.test(clean) || HYPOTHETICAL.test(corrected)) &&
    !EVENT.test(neutralClean) &&
    !REAL_EPISODE.test(neutralClean.replace(HYPOTHETICAL_CLAUSE, " ").replace(HYPOTHETICAL, " "));
  const present = new Set<string>();
  for (const t of tokens) present.add(t.word).add(t.raw).add(t.spelling);
  const reader = (denial: boolean) => {
    const cache = new Map<string, boolean>();
    return (source: string): boolean => {
      let v = cache.get(source);
      if (v === undefined) {
        v = matchesPattern(tokens, pattern(source), present, denial);
        cache.set(source, v);
      }
      return v;
    };
  };
  const has = reader(true);
  const mentions = reader(false);
  return {
    text: clean,
    corrected,
    says: (re) => re.test(lowerClean) || re.test(corrected),
    tokens,
    temperaturesC,
    maxTemperatureC: maxT,
    minTemperatureC: minT,
    textAgeMonths,
    ageMonths: textAgeMonths ?? contextAgeMonths,
    durationsHours,
    maxDurationHours: durationsHours.length ? Math.max(...durationsHours) : null,
    educational: (EDUCATIONAL.test(clean) || EDUCATIONAL.test(corrected)) && !event,
    hypothetical,
    pastOnly:
      (PAST_ONLY.test(clean.replace(BIRTH_AGO, " ")) ||
        PAST_ONLY.test(corrected.replace(BIRTH_AGO, " "))) &&
      !/\b(?:right now|now|just|today|tonight|this morning|currently|still|theres|there is|there are|(?:he|she|hes|shes|he s|she s) (?:has )?got)\b/.test(
        withoutReassurance(lowerClean),
      ),
    feverReported,
    feverOver: pastReadings,
    has,
    hasAny: (patterns) => patterns.some(has),
    mentionsAny: (patterns) => patterns.some(mentions),
  };
}
