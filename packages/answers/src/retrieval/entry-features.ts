import type { KnowledgeEntry } from "../knowledge/knowledge-entry.js";
import { isStopword, words } from "./query-terms.js";
import { lightStem } from "./word-stems.js";

/** What re-ranking looks at, per entry. */
export interface EntryFeatures {
  /** Keyword phrases of two or more words, as phraseOf gives them. */
  phrases: string[];
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
export function phraseOf(ws: readonly string[]): string {
  return ` ${ws.map(lightStem).join(" ")} `;
}

/** What re-ranking looks at of one entry: its keyword phrases, title and topic words, stems and questions. */
export function entryFeatures(entry: KnowledgeEntry): EntryFeatures {
  const phrases = entry.keywords
    .map((k) => words(k))
    .filter((w) => w.length >= 2)
    .map((w) => phraseOf(w));
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
