/**
 * The symptom a conversation is about, for reading a second turn that only points at it: "and if
 * it's green? like the one she just did" after a question about spitting up is green vomit; "there's
 * blood in it now" after diarrhoea is blood in the poo; "he's only had 1 in 12 hours" after "how many
 * wet nappies should a 6 month old have" is one wet nappy. The word put in place of the pointer is
 * the one the rules read (vomit, poo, wet nappy…); the message is otherwise left as typed.
 */

/** What an earlier turn was about, most specific first; the replacement the rules read. */
const SUBJECTS: readonly (readonly [RegExp, string])[] = [
  [/\b(?:wet|dry) (?:nappies|nappy|diapers?)\b/, "wet nappies"],
  [
    /\b(?:diarrh\w*|diarr\w*|poos?|poop\w*|pooing|stools?|bowel movements?|dirty (?:nappies|nappy|diapers?))\b/,
    "poo",
  ],
  [
    /\b(?:vomit\w*|sick|throw\w* up|threw up|thrown up|spit\w* up|spat up|spew\w*|posset\w*|reflux|puk\w*)\b/,
    "vomit",
  ],
  [/\b(?:wee|wees|weeing|pee|peeing|urine)\b/, "wee"],
  [/\b(?:temp|temps|temperature|fever)\b/, "temperature"],
  [/\b(?:rash|spots|blotches)\b/, "rash"],
];

/** The message names a subject of its own: its pointers are about that, not the earlier turn's. */
const ANY_SUBJECT = new RegExp(SUBJECTS.map(([re]) => re.source).join("|"));

/**
 * Pointers at the subject: "it" as the thing described ("it's green", "in it", "it was dark"),
 * "one" as an instance of it ("the one she just did", "did another one"). Not "it" as the
 * situation ("is it normal", "make it stop"), which the earlier turn is read with anyway.
 */
const DESCRIPTOR =
  "(?:green|yellow|black|red|bloody|blood|dark|brown|white|grey|gray|pale|orange|purple|watery|runny|frothy|foamy|slimy|sticky|hard|projectile|smelly|everywhere|full)";
const POINTERS: readonly (readonly [RegExp, string])[] = [
  [/\b(in|on|with|through) it\b/g, "$1 @"],
  [
    new RegExp(
      `\\bits?\\b((?: s| is| was| looks?| looked| seems?| came out| has| had)?(?: \\w+)? ${DESCRIPTOR}\\b)`,
      "g",
    ),
    "@$1",
  ],
  [/\b(the|a|another|big|huge) one\b/g, "$1 @"],
  [/\b(did|done|had|has) (\w+ )?one\b/g, "$1 $2@"],
];
/** A count with its noun left out: "he's only had 1 in 12 hours", "just 2 today", "had none since". */
const BARE_COUNT =
  /\b(?:had|only|just|about|maybe|barely) (\d+|one|two|three|none)\b(?= (?:in|since|today|all|this|over|for|yet|so far)\b|\s*$|\s*[.,!?])/g;

/** The subject of the latest earlier turn that names one, or null. */
export function subjectOf(earlier: readonly string[]): string | null {
  for (let i = earlier.length - 1; i >= 0; i--) {
    const text = clean(earlier[i]!);
    for (const [re, word] of SUBJECTS) if (re.test(text)) return word;
  }
  return null;
}

/**
 * The message with its pointers at the conversation's subject spelled out (a count without its noun
 * always; "it" and "one" when the message names no subject of its own), or null when nothing
 * points back.
 */
export function withSubjectNamed(question: string, earlier: readonly string[]): string | null {
  const text = clean(question);
  const subject = subjectOf(earlier);
  if (!subject) return null;
  let named = text;
  // "she vomited and it was green": the pointer is at the message's own subject.
  if (!ANY_SUBJECT.test(text))
    for (const [re, to] of POINTERS) named = named.replace(re, to.replace("@", subject));
  named = named.replace(BARE_COUNT, (found) => `${found} ${subject}`);
  return named === text ? null : named;
}

function clean(text: string): string {
  return text.toLowerCase().replace(/[’']/g, " ").replace(/\s+/g, " ");
}
