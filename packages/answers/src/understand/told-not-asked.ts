/**
 * What a parent tells to reassure, not to ask: a sign the child does NOT have ("no fever", "the
 * white isn't red", "no other symptoms"), how well the child is otherwise ("happy", "eating and
 * playing normally", "back to his normal self") and where a mess landed ("all over the car"). A
 * long, descriptive message is full of these; searched as subject words they pull in the entries
 * on fever, play or car sickness and dilute every share the relevance floor measures, so a
 * question the base answers gets the honest gap. They are left out of the searched text only;
 * triage reads the whole message.
 */

/** Signs whose absence is told ("no fever", "not red"), never the subject when negated. */
const SIGN =
  "fevers?|temps?|temperatures?|symptoms?|rash(?:es)?|vomit(?:ing)?|sick|diarrh(?:o)?ea|cough(?:ing)?|wheez(?:e|ing)|pain|blood|bleeding|red|redness|swelling|swollen|bruis(?:e|es|ing)|discharge|pus|snot|runny nose|spots?|lumps?|problems?|issues?|concerns?";

const NEGATED_SIGN = new RegExp(
  String.raw`\b(?:no|not|without|isnt|isn't|is not|arent|aren't|wasnt|wasn't|hasnt|hasn't|nor|never)\s+` +
    String.raw`(?:(?:a|an|any|other|more|high|real|obvious|signs? of|got|had|has|have|look|looks|seem|seems|been|very|at all)\s+){0,3}` +
    String.raw`(?:${SIGN})\b`,
  "gi",
);

/** What a well child is doing ("playing", "eating fine"): words that name other entries' subjects. */
const ACTIVITY = String.raw`(?:playing|eating|feeding|drinking|sleeping|smiling)(?:\s+(?:normally|fine|well|happily|as usual|loads))?`;
/** A word of wellbeing: kept, since a happy spitter is not a sick one, but it joins the list. */
const WELL_WORD = String.raw`(?:happy|fine|well|smiley|alert|content|${ACTIVITY})`;

/**
 * The child being well, told by what the child is doing: said of the child, not asked about. Only
 * the activities go ("happy and playing" keeps "happy").
 */
const WELL = [
  // ", happy and playing." — a clause of nothing but wellbeing
  String.raw`(?:^|(?<=[,.;!?]))\s*(?:(?:very|really|totally|otherwise|still|and)\s+)*${WELL_WORD}(?:\s*(?:,|and|&)\s*${WELL_WORD})*(?=\s*(?:[,.;!]|$))`,
  // "eating and playing normally", "feeding well", "drinking fine", "playing happily"
  String.raw`\b(?:(?:eating|feeding|drinking|playing|sleeping|running around|smiling)(?:\s*(?:,|and|&)\s*)?)+\s*(?:normally|fine|well|happily|as usual|as normal|like normal)\b`,
].map((p) => new RegExp(p, "gi"));
/** Told wholly of a well child: these go whole. */
const WELL_WHOLE = [
  // "back to his normal self", "back to normal", "back to running around"
  String.raw`\bback to (?:(?:his|her|their) )?(?:(?:normal|usual|old) )?(?:self|selves|normal|running around|playing)\b`,
  // "running around being cheeky", "runs around all day"
  String.raw`\b(?:running|runs|run) around(?: (?:being cheeky|all day|as usual|happily|like normal))?`,
].map((p) => new RegExp(p, "gi"));
const ACTIVITY_WORDS = new RegExp(String.raw`\b${ACTIVITY}`, "gi");

/**
 * How the child got over it, told after a bump, sting or scare: a brief cry ("cried for a minute",
 * "cried straight away", "stopped crying") and what the child went on to do ("then carried on
 * playing", "now running round and ate his lunch", "is eating her ice lolly", "watched cartoons").
 * Every word of it names another entry's subject (crying, play, meals, screens).
 */
const RECOVERY = [
  String.raw`\b(?:cried|screamed|howled|yelled)\s+(?:for\s+(?:a|about\s+a|one|\d+)\s+(?:minute|min|mins|minutes|second|secs|seconds|moment|bit|while)|straight\s+away|right\s+away|at\s+once|immediately|briefly|a\s+(?:bit|little))\b`,
  String.raw`\b(?:stopped|stops)\s+crying(?:\s+(?:and|&)\s+[^,.;!?]*)?`,
  String.raw`\b(?:then|now|and\s+now|but\s+now|since\s+then|afterwards|after\s+that|and\s+then|then\s+just)\s+(?:(?:he|she|hes|shes|he's|she's|is|was|they|just)\s+)*(?:carried|carries|carrying|running|runs|ran|playing|plays|played|laughing|laughs|laughed|eating|eats|ate|drinking|drank|watching|watched|driving|climbing|chatting|babbling|smiling|bouncing)\b[^,.;!?]*`,
  String.raw`\b(?:carried|carries|carrying)\s+on(?:\s+(?:playing|as\s+normal|as\s+usual|like\s+nothing\s+happened))?\b`,
  String.raw`\b(?:went|gone|got)\s+back\s+to\s+(?:his|her|their)\s+(?:toys|game|games|play|playing|trains|cars|dolls)\b`,
  String.raw`\b(?:is|was|now)\s+(?:happily\s+)?(?:playing|laughing|running\s+around|eating|drinking)\s+again\b[^,.;!?]*`,
  String.raw`\b(?:now|then|and|again)\s+(?:is\s+|was\s+)?(?:eating|watching|playing\s+with)\s+(?:his|her|their|a|an|some)\s+[^,.;!?]*`,
].map((p) => new RegExp(p, "gi"));

/** Where a mess landed: a place, not what happened ("threw up all over the car"). */
const MESS_PLACE =
  /\ball over (?:the|my|his|her|our|their|me|us|him)?\s*(?:car|floor|bed|sofa|couch|carpet|rug|cot|crib|top|shirt|clothes|pyjamas|pjs|kitchen|house|table|walls?|seat|car seat|carseat|me|us|him|her)\b/gi;

/** Below this many words a message is a question, not a story: what it says is what it asks. */
const STORY_WORDS = 12;

/** The message with what it tells only to reassure left out; unchanged if nothing else would remain. */
export function toldNotAsked(message: string): string {
  const said = message.replace(/[’`]/g, "'");
  if (said.split(/\s+/).length < STORY_WORDS) return message;
  let text = said.replace(NEGATED_SIGN, " ").replace(MESS_PLACE, " ");
  for (const pattern of RECOVERY) text = text.replace(pattern, " ");
  for (const pattern of WELL)
    text = text.replace(pattern, (told) => told.replace(ACTIVITY_WORDS, " "));
  for (const pattern of WELL_WHOLE) text = text.replace(pattern, " ");
  text = text
    .replace(/\s+([,.;!?])/g, "$1")
    .replace(/\s{2,}/g, " ")
    .trim();
  return /[\p{L}]{3,}/u.test(text) ? text : message;
}
