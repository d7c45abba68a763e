import { editDistance } from "../triage/fuzzy.js";
import { ENGLISH_WORDS } from "./english-words.js";
import { SENSES, SYNONYMS } from "./synonyms.js";

/**
 * Words that say nothing about the topic. Ages ("4 month old") are dropped too: age is used for
 * ranking, not as a search word, so "month" does not pull in every age-banded entry.
 */
const STOPWORDS = new Set(
  (
    "a about above after again all also am an and any are as at be because been before being below between both but by can " +
    "could did do does doing done dont down during each few for from further get gets getting got had has have having he her " +
    "here hers herself him himself his how i if im in into is it its itself ive just let lets like me more most much my myself " +
    "no nor not now of off ok okay on once only or other our ours out over own really same she should so some still such than " +
    "that thats the their theirs them then there these they this those through to too under until up very was we were what " +
    "whats when where which while who whom why will with would you your yours yourself " +
    "baby babies babys bub lo kid kids child childs son daughter hes shes help please normal ok thanks thank anyone know need " +
    "want think thing things day days week weeks weeks month months mo mos mth mths year years yr yrs yo old olds age aged " +
    "one two three four five six seven eight nine ten eleven twelve every always keep keeps kept lot lots bit kind kinda sort try tried trying going gonna wont cant doesnt isnt didnt okay ok maybe since around " +
    // "what does X mean", "when should I go to…": the question's frame, not its topic.
    "mean means meaning go goes " +
    // Words of tone and time that name nothing ("isn't walking yet", "literally every feed",
    // "c section 10 days ago").
    "yet already actually literally basically anymore ever ago though tho " +
    // Chat asides ("lol", "haha", "anyway", "totally unrelated but…") frame the message, name nothing.
    "lol lols lmao haha hahaha hehe omg ugh argh anyway anyways honestly seriously totally tbh pls plz unrelated"
  ).split(/\s+/),
);

/** Lower-case words of a text, apostrophes dropped ("baby's" → "babys"). */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’'`]/g, "")
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

/** The index's spellings, for typo correction: word → how many entries use it. */
export type Vocabulary = ReadonlyMap<string, number>;

/**
 * The search terms for a question: its content words with typos corrected against the index
 * vocabulary, plus the synonyms its phrases call for. Order is kept, duplicates dropped.
 */
export function queryTerms(question: string, corrector: TypoCorrector): string[] {
  const typed = words(question).map((w) =>
    isStopword(w) || /^\d/.test(w) ? w : corrector.correct(w),
  );
  const text = typed.join(" ");
  // A word that means something else inside a phrase ("trips over" is not travel) is searched by
  // the phrase's meaning only; otherwise it would match entries about its everyday sense.
  const replaced = new Set<string>();
  for (const [pattern, , drop] of SENSES)
    if (pattern.test(text)) for (const w of drop.split(" ")) replaced.add(w);
  const terms: string[] = [];
  const add = (w: string) => {
    if (!isStopword(w) && !terms.includes(w)) terms.push(w);
  };
  // Single letters ("a&e" → "a", "e") and bare numbers say nothing a search can use.
  for (const w of typed) if (!/^\d+$/.test(w) && w.length > 1 && !replaced.has(w)) add(w);
  for (const [pattern, expansion] of [...SYNONYMS, ...SENSES])
    if (pattern.test(text)) for (const w of expansion.split(" ")) if (w !== "") add(w);
  return terms;
}

/** Corrects misspelt words to the closest word the index knows. */
export class TypoCorrector {
  private readonly byLength = new Map<number, string[]>();
  private readonly cache = new Map<string, string>();

  constructor(private readonly vocabulary: Vocabulary) {
    for (const word of vocabulary.keys()) {
      if (word.length < 4 || /\d/.test(word)) continue;
      let list = this.byLength.get(word.length);
      if (!list) this.byLength.set(word.length, (list = []));
      list.push(word);
    }
  }

  private knowsInflection(word: string): boolean {
    return INFLECTIONS.some(([ending, base]) => {
      if (!word.endsWith(ending) || word.length - ending.length < 3) return false;
      const stem = word.slice(0, -ending.length) + base;
      return (
        this.vocabulary.has(stem) ||
        [...INFLECTIONS].some(([e, b]) => b === "" && this.vocabulary.has(stem + e))
      );
    });
  }

  /** The word itself when known or too short to correct safely; else the nearest known word, if close enough. */
  correct(word: string): string {
    if (
      word.length < 4 ||
      this.vocabulary.has(word) ||
      SYNONYM_WORDS.has(word) ||
      // A real word is what the parent meant: "lies" is not "likes", nor "sock" "sick".
      ENGLISH_WORDS.has(word) ||
      this.knowsInflection(word)
    )
      return word;
    const cached = this.cache.get(word);
    if (cached !== undefined) return cached;
    const limit = correctionLimit(word);
    let best = word;
    let bestDistance = limit + 1;
    let bestCount = 0;
    for (let length = word.length - limit; length <= word.length + limit; length++) {
      for (const candidate of this.byLength.get(length) ?? []) {
        // Typos rarely change the first letter; requiring it keeps the scan small and the guesses sane.
        if (candidate.charCodeAt(0) !== word.charCodeAt(0)) continue;
        const d = editDistance(word, candidate, Math.min(limit, bestDistance));
        const count = this.vocabulary.get(candidate) ?? 0;
        if (d <= limit && (d < bestDistance || (d === bestDistance && count > bestCount))) {
          best = candidate;
          bestDistance = d;
          bestCount = count;
        }
      }
    }
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(word, best);
    return best;
  }
}

/** How many edits a typo of a word this long may hold: one, two from 9 letters. */
export function correctionLimit(word: string): number {
  return word.length <= 8 ? 1 : 2;
}

/** Common English endings: a word whose base form the index knows is not a typo ("jerks" → "jerk"). */
const INFLECTIONS: ReadonlyArray<readonly [string, string]> = [
  ["s", ""],
  ["es", ""],
  ["ed", ""],
  ["ed", "e"],
  ["ing", ""],
  ["ing", "e"],
  ["ies", "y"],
  ["ly", ""],
];

/** Words the synonym rules understand, so a slang word is never "corrected" into something else. */
const SYNONYM_WORDS = new Set(
  [...SYNONYMS, ...SENSES].flatMap(([pattern]) => pattern.source.match(/[a-z]{4,}/g) ?? []),
);
