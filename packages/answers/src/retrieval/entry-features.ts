import type { KnowledgeEntry } from "../knowledge/knowledge-entry.js";
import { isStopword, words } from "./query-terms.js";
import { lightStem } from "./word-stems.js";

/** What re-ranking looks at, per entry. */
export interface EntryFeatures {
  /** Keyword phrases of two or more words, as phraseOf gives them. */
  phrases: string[];
  /** The same with any word for the child ("baby", "toddler", "kids") read as "child". */
  childPhrases: string[];
  titleWords: string[];
  topicWords: string[];
  /** Every word of the entry, with its 4- and 5-letter prefixes, for the coverage floor. */
  stems: Set<string>;
  /**
   * The questions the entry says it answers, as sets of light stems of their content words: its
   * title, each keyword phrase and each quick answer's question.
   */
  asked: string[][];
}

/**
 * Words as a phrase to find in another: light stems, padded with spaces, so a keyword "bites
 * other kids" is found in "biting other kids at nursery".
 */
export function phraseOf(ws: readonly string[], childAsChild = false): string {
  return ` ${ws.map((w) => (childAsChild && CHILD_WORDS.has(w) ? "child" : lightStem(w))).join(" ")} `;
}

/**
 * Words that only say who the child is: a keyword "how do i know if my baby has a fever" is the
 * question "how do I know if my toddler has a fever" too.
 */
const CHILD_WORDS = new Set(
  "baby babies toddler toddlers child children kid kids infant infants newborn newborns little one son daughter preschooler".split(
    " ",
  ),
);

/** An age said as who the child is ("my 3 year old", "a 4yo", "her 18mo"). */
const AGE_AS_CHILD =
  / (?:\d+(?: (?:and a half|half))? (?:years?|yrs?|months?|mo|mths?|weeks?|wks?) old|\d+ ?(?:yo|y o|mo|mos|mths?|yrs?))(?= )/g;

/**
 * The question's phrase with any word for the child, and an age that names the child ("my 3 year
 * old"), read as "child": a keyword "how do i know if my baby has a fever" is found in "how do I
 * know if my 3 year old has a fever" (see phraseBonus).
 */
export function phraseAsChild(ws: readonly string[]): string {
  return phraseOf(ws, true).replace(AGE_AS_CHILD, " child");
}

/** What re-ranking looks at of one entry: its keyword phrases, title and topic words, stems and questions. */
export function entryFeatures(entry: KnowledgeEntry): EntryFeatures {
  const keywordWords = entry.keywords.map((k) => words(k)).filter((w) => w.length >= 2);
  const phrases = keywordWords.map((w) => phraseOf(w));
  const childPhrases = keywordWords.map((w) => phraseOf(w, true));
  const stems = new Set<string>();
  for (const w of words(
    `${entry.title} ${entry.keywords.join(" ")} ${entry.topics.join(" ")} ${searchableText(entry)}`,
  )) {
    stems.add(w);
    if (w.length >= 4) stems.add(`${w.slice(0, 4)}…`);
    if (w.length >= 5) stems.add(`${w.slice(0, 5)}…`);
  }
  const asked = [
    entry.title,
    ...entry.keywords,
    ...(entry.quickAnswers ?? []).map((q) => q.question),
  ]
    .map((text) => [...new Set(contentWords(text).map(lightStem))])
    .filter((set) => set.length >= 2);
  return {
    asked,
    phrases,
    childPhrases,
    titleWords: words(entry.title),
    topicWords: words(entry.topics.join(" ")),
    stems,
  };
}

/**
 * Words that say whose age or what kind of answer, not what about: ages rank entries (ageFit) and
 * "how long", "how often" are the question's frame; neither names its topic.
 */
export const NOT_TOPIC = new Set(
  "toddler toddlers newborn newborns infant infants often long many much soon early late safe bad fine worry worried best right wrong true amounts".split(
    " ",
  ),
);

/**
 * Words that stand for any thing: a question's "everything" ("lies about everything") does not
 * make it the entry on saying no to everything. They weigh like frame words in a question.
 */
export const ANY_THING = new Set("everything anything something nothing stuff".split(" "));

/** Words of a text that name something (not stopwords, ages, numbers or single letters). */
export function contentWords(text: string): string[] {
  return words(text).filter(
    (w) => w.length > 1 && !/^\d/.test(w) && !isStopword(w) && !NOT_TOPIC.has(w),
  );
}

/** An entry's body and its quick answers, as searched. */
export function searchableText(entry: KnowledgeEntry): string {
  const quick = (entry.quickAnswers ?? []).map((q) => `${q.question} ${q.answer}`);
  return [entry.body, ...quick].join("\n");
}
