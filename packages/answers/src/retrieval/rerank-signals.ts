import type { EntryFeatures } from "./entry-features.js";
import { sameStem } from "./word-stems.js";

/** The least share of one of the entry's own questions' content words the question must hold. */
const ASKED_SHARE = 0.66;

/**
 * How closely the question is one the entry says it answers (its title, a keyword phrase, a quick
 * answer's question): the most content words of one of them that the question holds, when it
 * holds most of that one ("how often should I bathe my newborn" is the bath-frequency entry's
 * "how often should i bathe my baby", not the sponge-bath entry's title that shares "newborn").
 */
export function askedLikeThis(asked: readonly string[][], question: ReadonlySet<string>): number {
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
 * With `childQuestion` (the question with its words for the child read as "child", see
 * phraseAsChild), a phrase found there with the entry's own words for the child so read counts too.
 */
export function phraseBonus(
  features: Pick<EntryFeatures, "phrases" | "childPhrases">,
  question: string,
  childQuestion: string | null,
): number {
  let bonus = 0;
  features.phrases.forEach((p, i) => {
    const asChild = features.childPhrases[i];
    if (
      question.includes(p) ||
      (childQuestion !== null && asChild !== undefined && childQuestion.includes(asChild))
    )
      bonus += 3 * (p.split(" ").length - 2 - 1);
  });
  return bonus;
}

/**
 * The title (and, less, the topics) say what an entry is about: the share of the question's terms
 * found there (by a shared stem-like prefix), weighted by how rare each term is, lifts the entry,
 * so "tantrums every time we leave the park" prefers the tantrum entry to the one about parks,
 * and "fever" prefers the fever entries to one about an illness that causes fever.
 */
export function topicShare(
  features: Pick<EntryFeatures, "titleWords" | "topicWords">,
  terms: readonly string[],
  weights: readonly number[],
): number {
  return weightedShare(terms, weights, (t) =>
    features.titleWords.some((word) => sameStem(t, word))
      ? 1
      : features.topicWords.some((word) => sameStem(t, word))
        ? 0.5
        : 0,
  );
}

/** Share of the question's terms (weighted by rarity) the entry contains anywhere, by sameStem's rule. */
export function coverage(
  stems: ReadonlySet<string>,
  terms: readonly string[],
  weights: readonly number[],
): number {
  return weightedShare(terms, weights, (t) =>
    stems.has(t) ||
    (t.length === 4 && stems.has(`${t}…`)) ||
    (t.length >= 5 && stems.has(`${t.slice(0, 5)}…`)) ||
    (t.length >= 5 && stems.has(t.slice(0, 4)))
      ? 1
      : 0,
  );
}

/** The rarity-weighted share of the terms an entry holds, each credited 0 to 1 by `credit`. */
function weightedShare(
  terms: readonly string[],
  weights: readonly number[],
  credit: (term: string) => number,
): number {
  let found = 0;
  let total = 0;
  terms.forEach((t, i) => {
    const w = weights[i] as number;
    total += w;
    found += w * credit(t);
  });
  return total > 0 ? found / total : 0;
}
