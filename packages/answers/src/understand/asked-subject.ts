import { NOT_TOPIC } from "../retrieval/entry-features.js";
import { isStopword, words } from "../retrieval/query-terms.js";

/** Words that open the verb of a question: its subject follows ("how long can formula…"). */
const AUXILIARY = new Set(
  "can could does do is are should will would did has have may must".split(" "),
);
/** Question words before that verb. */
const WH = new Set("how when what why where which".split(" "));
/** Whose thing or which child: never the thing itself ("my 3 month old", "babies'"). */
const WHO =
  /^(?:my|our|your|his|her|their|the|a|an|this|that|these|those|some|babys?|babies|child|childs|children|kids?|toddlers?|newborns?|infants?|sons?|daughters?|lo|ds|dd|months?|weeks?|years?|old|yr|yrs|yo|mo|m|first|made|up|new|little)$/;

const DUMMY = /^(?:it|this|that|there|its|thats)$/;
const PERSON = /^(?:i|we|you|he|she|they|u)$/;

/**
 * The thing a "how long can / how often does / when are / can my baby have X" question asks
 * about: the first word after the question's verb that names a subject of the knowledge base
 * (`isSubject`, e.g. an entry's topic), past the words that say whose or which child: "how long
 * can made up formula sit out" asks about formula, "how often should a 3 month old poo" about poo.
 * Null when the question has no such frame or no such word.
 */
export function askedSubject(
  question: string,
  isSubject: (word: string) => boolean,
): string | null {
  const ws = words(question);
  let start = -1;
  for (let i = 0; i < ws.length && start < 0; i++) {
    const w = ws[i] as string;
    if (!AUXILIARY.has(w)) continue;
    // "can my baby have grapes" opens with its verb; otherwise a question word comes first.
    if (i === 0 || ws.slice(0, i).some((p) => WH.has(p))) start = i + 1;
  }
  if (start < 0) return null;
  // "is it normal that…", "is there…": the thing is told in a clause, not named here.
  if (DUMMY.test(ws[start] ?? "")) return null;
  // "how do I treat heat rash", "when can she have cows milk": a person, then the verb.
  if (PERSON.test(ws[start] ?? "")) start += 2;
  for (const w of ws.slice(start)) {
    if (w.length < 3 || isStopword(w) || /^\d/.test(w) || WHO.test(w) || NOT_TOPIC.has(w)) continue;
    if (isSubject(w)) return w;
  }
  return null;
}
