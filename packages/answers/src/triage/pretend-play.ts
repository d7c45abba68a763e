import { SENTENCE_STOP } from "./sentence-stop.js";

/**
 * Pretend play told as play: "she keeps playing dead in her zombie game", "pretending her teddy
 * swallowed a battery", "he plays hospital and says his doll stopped breathing". The state or event
 * in a play clause is a game, not the child's; the clause is set aside before red flags are read.
 * A clause that turns to the real thing ("but now he really isn't breathing", "and he swallowed a
 * battery from the kit", "it's not a game") is a clause of its own, or keeps the whole message, and
 * still alarms.
 *
 * The text is cleaned (lower case, apostrophes dropped).
 */

/** Words that tell pretend play. Playing alone is not one ("playing on the sofa and fell"). */
const PLAY =
  /\b(?:pretend\w*|make ?believe|role ?play\w*|(?:play|plays|playing|played) (?:at )?(?:dead|possum|doctors?|hospitals?|nurses?|vets?|zombies?|ambulances?|being (?:a |an )?(?:dead|zombie|ghost|baby|patient|sleeping))|(?:zombie|doctors?|hospital|dead|dying|pretend) games?)\b/;

/** The play is denied: the message is read as it is. */
const NOT_PLAY =
  /\b(?:not|isnt|wasnt|arent|no longer|stopped|stop) (?:\w+ )?(?:pretend\w*|playing|a game)\b|\bthought (?:\w+ ){0,3}(?:pretend\w*|playing)\b/;

/**
 * Clause ends: sentence punctuation and commas, "but", a new subject after "and" ("and he
 * swallowed…"), and the turn to what is real ("now", "suddenly", "actually", "for real").
 */
const CLAUSE_END = new RegExp(
  String.raw`${SENTENCE_STOP}|,(?!\d)|\bbut\b|\band (?=(?:he|she|hes|shes|they|theyre|it|its|my|our|the baby|baby|now|then)\b)|\b(?:now|suddenly|actually|for real|really|this time)\b`,
  "g",
);

/**
 * A clause with no subject of its own that tells the same act ("just lies there and won't answer"):
 * it goes on with the play. Any other clause ("not breathing properly") is read as it is.
 */
const SAME_ACT =
  /^\s*(?:and )?(?:(?:just|then|totally|completely|really|still|all) )*(?:lies|lying|lays|laying|lay|stays|staying|keeps|acts|acting|pretends|plays|playing|wont|doesnt|refuses|flops|closes|holds|goes limp and|falls down|drops down)\b/;

/** The message with its pretend-play clauses set aside (each replaced by "pretendplay"). */
export function withoutPretendPlay(cleanText: string): string {
  if (!PLAY.test(cleanText) || NOT_PLAY.test(cleanText)) return cleanText;
  let out = "";
  let start = 0;
  let playing = false;
  const clause = (end: number) => {
    const text = cleanText.slice(start, end);
    // "plays dead when I ask him to tidy up, just lies there and won't answer": a clause with no
    // subject of its own after a play clause goes on with the same act.
    playing = PLAY.test(text) || (playing && SAME_ACT.test(text));
    // The child stays named, so that the message is still a parent's ("child").
    out += playing ? " child pretendplay " : text;
  };
  for (const m of cleanText.matchAll(CLAUSE_END)) {
    clause(m.index);
    start = m.index;
    // The boundary word itself begins the next clause, so "now" stays with what it reports.
    if (/^[.!?;,]$/.test(m[0])) {
      out += m[0];
      start = m.index + 1;
    }
  }
  clause(cleanText.length);
  return out;
}
