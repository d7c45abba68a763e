import Database from "./sqlite-driver.js";
import type BetterSqlite3 from "better-sqlite3";
import type { KnowledgeEntry } from "../knowledge/knowledge-entry.js";
import { TypoCorrector, isStopword, queryTerms, words } from "./query-terms.js";

export interface SearchHit {
  entry: KnowledgeEntry;
  /** Higher is better: bm25 relevance times the age fit. */
  score: number;
  /** Share (0–1, rarer terms weigh more) of the question's terms found in the title or topics. */
  topicMatch: number;
}

export interface SearchOptions {
  /** The child's age in months, when known and allowed: entries for that age rank higher. */
  ageMonths?: number | null;
  /** The question itself names the age ("my 9 month old"): entries for other ages lose more. */
  ageStated?: boolean;
  limit?: number;
  /**
   * The words the parent is asking now, when the searched text holds more (a follow-up searched
   * with its conversation's topic): only their phrasing is matched against the entries' own
   * questions (default: the whole searched text).
   */
  asking?: string;
}

/** What re-ranking looks at, per entry. */
interface EntryFeatures {
  /** Keyword phrases of two or more words, normalised and padded with spaces. */
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

/** bm25 weights of the indexed columns: a title or keyword hit says far more than one in the body. */
const WEIGHTS = { title: 6, keywords: 4, body: 1 };
/**
 * The least share (rarer terms weigh more) of the question's terms an entry must contain when none
 * of them is in its title or topics. Below it the match is a coincidence of one side word ("ring"
 * in "when should I ring 111" is not a teething ring), and saying nothing was found is more honest.
 */
const MIN_COVERAGE = 0.34;
/**
 * What each content word of one of the entry's own questions that the question holds adds to its
 * score (up to three), when the question holds at least ASKED_SHARE of that one's words.
 */
const ASKED_LIKE_THIS = 0.7;
const ASKED_SHARE = 0.66;
/** Candidates taken from bm25 before the age re-ranking. */
const CANDIDATES = 40;
/**
 * About this many matching rows are scored per query: rarer terms are taken first and very common
 * ones are left out once the budget is spent (bm25 gives them little weight anyway). If even the
 * rarest term is that common, only its title and keyword matches are searched. Scoring every row
 * a common word matches is what makes a large index slow; the shipped one never reaches this.
 */
const POSTINGS_BUDGET = 3000;
const HEAD_COLUMNS = "{title keywords}";

/**
 * An in-memory SQLite FTS5 index of the knowledge base, ranked with bm25. Queries get typo
 * correction against the index's own vocabulary and synonym expansion (see query-terms.ts).
 */
export class SearchIndex {
  private constructor(
    private readonly db: BetterSqlite3.Database,
    private readonly entries: readonly KnowledgeEntry[],
    private readonly vocabulary: ReadonlyMap<string, number>,
    private readonly corrector: TypoCorrector,
    private readonly statement: BetterSqlite3.Statement<
      [string, number],
      { rowid: number; score: number }
    >,
    private readonly countStatement: BetterSqlite3.Statement<[string], { n: number }>,
  ) {}

  /** Matching rows per FTS5 expression. */
  private readonly documentCounts = new Map<string, number>();

  private readonly featureCache: (EntryFeatures | undefined)[] = [];

  static build(entries: readonly KnowledgeEntry[]): SearchIndex {
    const db = new Database(":memory:");
    db.pragma("journal_mode = OFF");
    db.exec(
      "CREATE VIRTUAL TABLE entries USING fts5(title, keywords, body, tokenize = 'porter unicode61 remove_diacritics 2')",
    );
    const insert = db.prepare<[number, string, string, string]>(
      "INSERT INTO entries (rowid, title, keywords, body) VALUES (?, ?, ?, ?)",
    );
    const vocabulary = new Map<string, number>();
    db.transaction(() => {
      entries.forEach((entry, i) => {
        const keywords = [...entry.keywords, ...entry.topics].join(", ");
        const text = searchableText(entry);
        insert.run(i + 1, entry.title, keywords, text);
        for (const word of new Set(words(`${entry.title} ${keywords} ${text}`))) {
          vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
        }
      });
    })();
    // One merged segment instead of many: every query reads fewer b-trees.
    db.exec("INSERT INTO entries (entries) VALUES ('optimize')");
    const statement = db.prepare<[string, number], { rowid: number; score: number }>(
      `SELECT rowid, bm25(entries, ${WEIGHTS.title}, ${WEIGHTS.keywords}, ${WEIGHTS.body}) AS score
       FROM entries WHERE entries MATCH ? ORDER BY score LIMIT ?`,
    );
    const countStatement = db.prepare<[string], { n: number }>(
      "SELECT count(*) AS n FROM entries WHERE entries MATCH ?",
    );
    return new SearchIndex(
      db,
      entries,
      vocabulary,
      new TypoCorrector(vocabulary),
      statement,
      countStatement,
    );
  }

  get size(): number {
    return this.entries.length;
  }

  /** The search words for a question, after typo correction and synonym expansion. */
  terms(question: string): string[] {
    return queryTerms(question, this.corrector);
  }

  /** How much each term says (rarer in the knowledge base: more), as an idf. */
  termWeights(terms: readonly string[]): number[] {
    return terms.map((t) =>
      Math.log(1 + this.entries.length / (1 + (this.vocabulary.get(t) ?? 0))),
    );
  }

  /** The best entries for a question, best first. */
  search(question: string, options: SearchOptions = {}): SearchHit[] {
    const terms = this.terms(question);
    const match = this.matchExpression(terms);
    if (match === null) return [];
    const age = options.ageMonths ?? null;
    const phrase = ` ${words(question).join(" ")} `;
    const weights = this.termWeights(terms);
    const stemsOfQuestion = new Set(this.terms(options.asking ?? question).map(lightStem));
    const hits: SearchHit[] = [];
    for (const row of this.statement.all(match, CANDIDATES)) {
      const entry = this.entries[row.rowid - 1];
      if (!entry) continue;
      // bm25() is lower-is-better and negative; flip it so the factors below multiply naturally.
      const features = this.features(row.rowid - 1);
      const topicMatch = topicShare(features, terms, weights);
      if (topicMatch === 0 && coverage(features.stems, terms, weights) < MIN_COVERAGE) continue;
      const relevance =
        (-row.score * (1 + 1.5 * topicMatch) + phraseBonus(features.phrases, phrase)) *
        (1 + ASKED_LIKE_THIS * askedLikeThis(features.asked, stemsOfQuestion));
      hits.push({
        entry,
        score: relevance * ageFit(entry, age, options.ageStated ?? false),
        topicMatch,
      });
    }
    hits.sort((a, b) => b.score - a.score);
    return hits.slice(0, options.limit ?? 5);
  }

  /** The FTS5 query for the terms worth scoring (see POSTINGS_BUDGET), or null when none matches. */
  private matchExpression(terms: readonly string[]): string | null {
    const counted = terms
      .map((term) => ({ term, n: this.documentCount(`"${term}"`) }))
      .filter((t) => t.n > 0);
    if (counted.length === 0) return null;
    if (counted.reduce((sum, t) => sum + t.n, 0) > POSTINGS_BUDGET) {
      counted.sort((a, b) => a.n - b.n);
      const rarest = counted[0] as { term: string; n: number };
      if (rarest.n > POSTINGS_BUDGET) {
        const head = `${HEAD_COLUMNS} : "${rarest.term}"`;
        return this.documentCount(head) > 0 ? head : `"${rarest.term}"`;
      }
      let postings = 0;
      const kept = counted.filter((t) => (postings += t.n) <= POSTINGS_BUDGET);
      return kept.map((t) => `"${t.term}"`).join(" OR ");
    }
    return counted.map((t) => `"${t.term}"`).join(" OR ");
  }

  /** Rows matching an FTS5 expression, remembered: the index never changes. */
  private documentCount(expression: string): number {
    let n = this.documentCounts.get(expression);
    if (n === undefined) {
      n = this.countStatement.get(expression)?.n ?? 0;
      if (this.documentCounts.size > 50_000) this.documentCounts.clear();
      this.documentCounts.set(expression, n);
    }
    return n;
  }

  /** Keyword phrases of an entry, normalised and padded for whole-word matching; built on first use. */
  private features(index: number): EntryFeatures {
    let cached = this.featureCache[index];
    if (!cached) {
      const entry = this.entries[index] as KnowledgeEntry;
      const phrases = entry.keywords
        .map((k) => words(k))
        .filter((w) => w.length >= 2)
        .map((w) => ` ${w.join(" ")} `);
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
      cached = this.featureCache[index] = {
        asked,
        phrases,
        titleWords: words(entry.title),
        topicWords: words(entry.topics.join(" ")),
        stems,
      };
    }
    return cached;
  }

  close(): void {
    this.db.close();
  }
}

/**
 * Words that say whose age or what kind of answer, not what about: ages rank entries (ageFit) and
 * "how long", "how often" are the question's frame; neither names its topic.
 */
const NOT_TOPIC = new Set(
  "toddler toddlers newborn newborns infant infants often long many much soon early late safe bad fine worry worried best right wrong true amounts".split(
    " ",
  ),
);

/** Words of a text that name something (not stopwords, ages, numbers or single letters). */
function contentWords(text: string): string[] {
  return words(text).filter(
    (w) => w.length > 1 && !/^\d/.test(w) && !isStopword(w) && !NOT_TOPIC.has(w),
  );
}

/**
 * How closely the question is one the entry says it answers (its title, a keyword phrase, a quick
 * answer's question): the most content words of one of them that the question holds, when it
 * holds most of that one ("how often should I bathe my newborn" is the bath-frequency entry's
 * "how often should i bathe my baby", not the sponge-bath entry's title that shares "newborn").
 */
function askedLikeThis(asked: readonly string[][], question: ReadonlySet<string>): number {
  let best = 0;
  for (const phrase of asked) {
    let held = 0;
    for (const w of phrase) if (question.has(w)) held++;
    if (held >= 2 && held / phrase.length >= ASKED_SHARE)
      best = Math.max(best, held * (held / phrase.length));
  }
  return Math.min(best, 3);
}

/**
 * Parents often type exactly what an entry lists as a keyword phrase ("how much formula",
 * "4 month sleep regression"): each such phrase in the question adds to the score, by its length.
 */
function phraseBonus(phrases: readonly string[], question: string): number {
  let bonus = 0;
  for (const p of phrases) if (question.includes(p)) bonus += 3 * (p.split(" ").length - 2 - 1);
  return bonus;
}

/**
 * The title (and, less, the topics) say what an entry is about: the share of the question's terms
 * found there (by a shared stem-like prefix), weighted by how rare each term is, lifts the entry,
 * so "tantrums every time we leave the park" prefers the tantrum entry to the one about parks,
 * and "fever" prefers the fever entries to one about an illness that causes fever.
 */
function topicShare(
  features: Pick<EntryFeatures, "titleWords" | "topicWords">,
  terms: readonly string[],
  weights: readonly number[],
): number {
  let found = 0;
  let total = 0;
  terms.forEach((t, i) => {
    const w = weights[i] as number;
    total += w;
    if (features.titleWords.some((word) => sameStem(t, word))) found += w;
    else if (features.topicWords.some((word) => sameStem(t, word))) found += w / 2;
  });
  return total > 0 ? found / total : 0;
}

/** Share of the question's terms (weighted by rarity) the entry contains anywhere, by sameStem's rule. */
function coverage(
  stems: ReadonlySet<string>,
  terms: readonly string[],
  weights: readonly number[],
): number {
  let found = 0;
  let total = 0;
  terms.forEach((t, i) => {
    const w = weights[i] as number;
    total += w;
    const known =
      stems.has(t) ||
      (t.length === 4 && stems.has(`${t}…`)) ||
      (t.length >= 5 && stems.has(`${t.slice(0, 5)}…`)) ||
      (t.length >= 5 && stems.has(t.slice(0, 4)));
    if (known) found += w;
  });
  return total > 0 ? found / total : 0;
}

/** An entry's body and its quick answers, as searched. */
function searchableText(entry: KnowledgeEntry): string {
  const quick = (entry.quickAnswers ?? []).map((q) => `${q.question} ${q.answer}`);
  return [entry.body, ...quick].join("\n");
}

export function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  const n = Math.min(a.length, b.length);
  // "fly" and "flying": a three-letter word matches its own inflections, never a mere prefix;
  // "eye" and "eyes", "leg" and "legs" too (lightStem leaves four-letter words whole).
  if (n === 3) return lightStem(a) === lightStem(b) || plural(a, b) || plural(b, a);
  if (n < 4) return false;
  const k = Math.min(n, 5);
  // "smiling" and "smile" share a light stem though not five letters.
  return a.slice(0, k) === b.slice(0, k) || lightStem(a) === lightStem(b);
}

/** Whether `b` is `a` with an "s" ("eye", "eyes"); "gas" and "gass" are not a pair. */
function plural(a: string, b: string): boolean {
  return a.length === 3 && b === `${a}s` && !a.endsWith("s");
}

/** "smiling", "smile" → "smil"; "babies", "baby" → "baby" (rank-passages.ts uses the same). */
export function lightStem(word: string): string {
  if (word.length <= 4) return word;
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    stemmed = word
      .replace(/ies$/, "y")
      .replace(/(?:ing|ed|es|s)$/, "")
      .replace(/e$/, "");
    // Ranking asks for the same few thousand words again and again; the cache stays bounded.
    if (stems.size > 50_000) stems.clear();
    stems.set(word, stemmed);
  }
  return stemmed;
}
const stems = new Map<string, string>();

/**
 * How well an entry's age range suits a child: entries outside it lose weight with every month
 * of distance (faster when the question states the age); inside it, narrower (more specific)
 * ranges gain a little.
 */
export function ageFit(
  entry: Pick<KnowledgeEntry, "ageMin" | "ageMax">,
  age: number | null,
  stated = false,
): number {
  if (age === null) return 1;
  const distance =
    age < entry.ageMin ? entry.ageMin - age : age > entry.ageMax + 1 ? age - entry.ageMax - 1 : 0;
  // An age from the profile is context; an age in the question is what the parent is asking about.
  if (distance > 0) return 1 / (1 + distance / (stated ? 3 : 8));
  const specific = 1 + 0.3 * (1 - (entry.ageMax - entry.ageMin) / 36);
  // A child in the last month of a range ("0-6" at 6 months) is usually better served by the next one.
  return Math.floor(age) >= entry.ageMax && entry.ageMax < 36 ? specific * 0.85 : specific;
}
