import Database from "./sqlite-driver.js";
import type BetterSqlite3 from "better-sqlite3";
import type { KnowledgeEntry } from "../knowledge/knowledge-entry.js";
import {
  ANY_THING,
  NOT_TOPIC,
  entryFeatures,
  phraseOf,
  phraseAsChild,
  searchableText,
  type EntryFeatures,
} from "./entry-features.js";
import { ageFit } from "./entry-age-fit.js";
import { TypoCorrector, queryTerms, words } from "./query-terms.js";
import { askedLikeThis, coverage, phraseBonus, topicShare } from "./rerank-signals.js";
import { lightStem, sameStem } from "./word-stems.js";
import { askedSubject } from "../understand/asked-subject.js";

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

/**
 * Whether a keyword said of one child ("my baby") may match a question said of another ("my
 * toddler", "my 3 year old"): only when the entry is written for the child's age too (the
 * under-one discipline entry's "teaching baby not to touch" is not a toddler's stove question).
 */
function forChildOf(entry: KnowledgeEntry, age: number | null): boolean {
  return age === null || (age >= entry.ageMin - 1 && age <= entry.ageMax + 1);
}

/** bm25 weights of the indexed columns: a title or keyword hit says far more than one in the body. */
const WEIGHTS = { title: 6, keywords: 4, body: 1 };
/**
 * The least share (rarer terms weigh more) of the question's terms an entry must contain when none
 * of them is in its title or topics. Below it the match is a coincidence of one side word ("ring"
 * in "when should I ring 111" is not a teething ring), and saying nothing was found is more honest.
 */
const MIN_COVERAGE = 0.34;
/** What each content word of one of the entry's own questions the question holds adds (see askedLikeThis). */
const ASKED_LIKE_THIS = 0.7;
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

function indexedKeywords(entry: KnowledgeEntry): string {
  return [...entry.keywords, ...entry.topics].join(", ");
}

/** The index's spellings (typo-correction targets): word → how many entries use it. */
export function indexVocabulary(entries: readonly KnowledgeEntry[]): Map<string, number> {
  const vocabulary = new Map<string, number>();
  for (const entry of entries) {
    const text = `${entry.title} ${indexedKeywords(entry)} ${searchableText(entry)}`;
    for (const word of new Set(words(text))) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
  }
  return vocabulary;
}

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
    db.transaction(() => {
      entries.forEach((entry, i) => {
        insert.run(i + 1, entry.title, indexedKeywords(entry), searchableText(entry));
      });
    })();
    const vocabulary = indexVocabulary(entries);
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

  /** How much each term says, as an idf (rarer in the knowledge base: more). */
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
    const phrase = phraseOf(words(question));
    const childPhrase = phraseAsChild(words(question));
    const weights = topicWeights(terms, this.termWeights(terms));
    const stemsOfQuestion = new Set(this.terms(options.asking ?? question).map(lightStem));
    const hits: SearchHit[] = [];
    const rows = this.statement
      .all(match, CANDIDATES)
      .filter((row) => this.entries[row.rowid - 1] !== undefined)
      .map((row) => ({ row, features: this.features(row.rowid - 1) }));
    const otherThing = this.speaksOfOtherThing(options.asking ?? question, rows);
    for (const { row, features } of rows) {
      const entry = this.entries[row.rowid - 1] as KnowledgeEntry;
      const topicMatch = topicShare(features, terms, weights);
      if (topicMatch === 0 && coverage(features.stems, terms, weights) < MIN_COVERAGE) continue;
      // An entry's own question counts only when the entry speaks of the thing the question asks
      // about: "how long can breast milk sit out" is not "how long can formula sit out".
      const asked = otherThing(features) ? 0 : askedLikeThis(features.asked, stemsOfQuestion);
      // bm25() is lower-is-better and negative; flip it so the factors below multiply naturally.
      const relevance =
        (-row.score * (1 + 1.5 * topicMatch) +
          phraseBonus(features, phrase, forChildOf(entry, age) ? childPhrase : null)) *
        (1 + ASKED_LIKE_THIS * asked);
      hits.push({
        entry,
        score: relevance * ageFit(entry, age, options.ageStated ?? false),
        topicMatch,
      });
    }
    hits.sort((a, b) => b.score - a.score);
    return hits.slice(0, options.limit ?? 5);
  }

  /**
   * Whether an entry never mentions the thing the question asks about (askedSubject) while another
   * candidate is about it (in its title or topics): the question is that other entry's, whatever
   * phrasing this one shares with it.
   */
  private speaksOfOtherThing(
    question: string,
    rows: readonly { features: EntryFeatures }[],
  ): (features: EntryFeatures) => boolean {
    const thing = askedSubject(question, (w) => this.isSubject(w));
    if (thing === null) return () => false;
    const about = (f: EntryFeatures) => topicShare(f, [thing], [1]) > 0;
    if (!rows.some((r) => about(r.features))) return () => false;
    return (features) => coverage(features.stems, [thing], [1]) === 0;
  }

  /** The words of the entries' topics ("formula", "nightmares", "vaccines"), built on first use. */
  private topicVocabulary: string[] | undefined;
  /** Words already looked up: the same few thousand come again and again. */
  private readonly subjects = new Map<string, boolean>();

  /** Whether a word names one of the knowledge base's topics. */
  private isSubject(word: string): boolean {
    let known = this.subjects.get(word);
    if (known === undefined) {
      this.topicVocabulary ??= [...new Set(this.entries.flatMap((e) => words(e.topics.join(" "))))];
      known = this.topicVocabulary.some((t) => sameStem(word, t));
      if (this.subjects.size > 50_000) this.subjects.clear();
      this.subjects.set(word, known);
    }
    return known;
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

  /** What re-ranking looks at of an entry; built on first use. */
  private features(index: number): EntryFeatures {
    let cached = this.featureCache[index];
    if (!cached)
      cached = this.featureCache[index] = entryFeatures(this.entries[index] as KnowledgeEntry);
    return cached;
  }

  close(): void {
    this.db.close();
  }
}

/**
 * What a word that only frames the question ("how long", "how many", "toddler", "safe") weighs,
 * as a share of its idf: it says what kind of answer is wanted, not what the question is about,
 * and must not outweigh the subject ("how many meals at 9 months" is about meals, not naps).
 */
const FRAME_WEIGHT = 0.25;

/**
 * The parent's own figures ("18mo", "5am", "24hrs", "4oz", "6.5kg" → "5kg"): what the parent has or
 * asks, never what the question is about. They are the rarest words in the index, so at full
 * weight one of them outweighed the subject and sent "18mo wakes at 5am every day" below the
 * relevance floor.
 */
const FIGURE = /^\d/;

/** The weights of terms as signs of what the question is about: frame words count little. */
export function topicWeights(terms: readonly string[], weights: readonly number[]): number[] {
  return terms.map((t, i) => {
    const w = weights[i] ?? 1;
    return NOT_TOPIC.has(t) || ANY_THING.has(t) || FIGURE.test(t) ? w * FRAME_WEIGHT : w;
  });
}
