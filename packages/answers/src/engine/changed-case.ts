import { entryPassages } from "../knowledge/passages.js";
import { passageKey } from "../retrieval/passage-key.js";
import { entryText, termShare, type QuestionFrame } from "../retrieval/rank-passages.js";
import type { SearchHit, SearchIndex } from "../retrieval/search-index.js";
import type { Region } from "../understand/question-region.js";
import { entryName } from "./conversation-subject.js";

/*
 * How a rewritten follow-up ("and at night?", "what about oat milk?", "even if I had a glass of
 * wine?") re-ranks the articles found for the question it means: by the change it makes.
 */

/** What a rewritten follow-up brings of its conversation into a search of its own. */
export interface Carried {
  /** The conversation's country (see conversationRegion). */
  region: Region;
  /** The turn as the parent wrote it ("what about at night, is a 3am bottle still ok?"). */
  turn: string;
  /** The age the turn named ("and at 3?"): the age of this answer. */
  turnAge: number | null;
  earlierAge: number | null;
  /** The words of the change ("night", "formula", "UK"): what this turn asks that is new. */
  changed: string[];
  /**
   * For a turn that keeps the earlier subject and adds a case ("even if I had a glass of wine?"):
   * the passages the last answer led with, whose article keeps its place when it speaks of the case.
   */
  kept: ((hits: readonly SearchHit[]) => Set<string>) | null;
  conversation: (hits: readonly SearchHit[]) => Partial<QuestionFrame>;
}

/** Entries a rewritten follow-up's search considers before the change's words re-rank them. */
export const CHANGED_CANDIDATES = 12;
/** …and those the turn's own words find ("what about at night, a 3am bottle?"). */
const OWN_CANDIDATES = 4;

/**
 * An entry whose title and topics name the change ("Potty training at night" for "…at night") and
 * whose text holds the rest of the question answers the changed case: it gains up to CHANGE_NAMED
 * times its score on top of it (the earlier subject's general article holds many more of the
 * question's words). One named for the change alone ("water for formula" for a formula-fed
 * baby's poo) gains nothing.
 */
const CHANGE_NAMED = 3;

export function forChange(
  hits: SearchHit[],
  index: SearchIndex,
  question: string,
  { changed, turn }: Pick<Carried, "changed" | "turn">,
): SearchHit[] {
  if (changed.length === 0) return hits;
  const change = { terms: changed, weights: index.termWeights(changed) };
  const without = (text: string) => {
    const terms = index.terms(text).filter((t) => !changed.includes(t));
    return { terms, weights: index.termWeights(terms) };
  };
  const rest = without(question);
  // The turn's own words beside the change ("at night, should he still have a 3am bottle?") say
  // what it asks of the changed case: an article holding them answers it as well as one holding
  // the earlier question's words (night feeds, not formula amounts, for the 3am bottle).
  const said = without(turn);
  const holdsRest = (hit: SearchHit) =>
    rest.terms.length === 0
      ? 1
      : Math.max(
          termShare(entryText(hit.entry), rest),
          said.terms.length > 1 ? termShare(entryText(hit.entry), said) : 0,
        );
  // An article that never speaks of the change cannot answer the changed case ("and at night?"
  // after formula amounts: the one on starting solids), when another does.
  const speaks = (hit: SearchHit) => termShare(entryText(hit.entry), change) > 0;
  const silent = hits.some(speaks) ? SILENT_ON_CHANGE : 1;
  return hits
    .map((hit) => ({
      ...hit,
      score:
        hit.score *
        (speaks(hit) ? 1 : silent) *
        (1 + CHANGE_NAMED * termShare(entryName(hit.entry), change) * holdsRest(hit)),
    }))
    .sort((a, b) => b.score - a.score);
}

/** What an article silent on a follow-up's change keeps of its score (see forChange). */
const SILENT_ON_CHANGE = 0.3;

/**
 * A turn that adds a case to the earlier question ("even if I had a glass of wine?" after bed
 * sharing) asks about the earlier subject: the article the last answer led with leads again when
 * it speaks of the case (bed sharing "after an adult … drank"); the article named for the case
 * alone (drinking while breastfeeding) may follow it, not lead.
 */
export function keptSubject(
  hits: SearchHit[],
  index: SearchIndex,
  changed: readonly string[],
  led: ReadonlySet<string>,
): SearchHit[] {
  if (changed.length === 0 || led.size === 0) return hits;
  const change = { terms: [...changed], weights: index.termWeights([...changed]) };
  const kept = hits.find(
    (hit) =>
      entryPassages(hit.entry).some((p) => led.has(passageKey(p))) &&
      termShare(entryText(hit.entry), change) > 0,
  );
  if (!kept) return hits;
  const first = { ...kept, score: Math.max(kept.score, hits[0]?.score ?? 0) };
  const below = first.score * KEPT_OTHERS;
  return [
    first,
    ...hits
      .filter((hit) => hit !== kept)
      .map((hit) => ({ ...hit, score: Math.min(hit.score, below) })),
  ];
}

/** What the other articles keep at most of the kept subject's score: below the lead's share. */
const KEPT_OTHERS = 0.45;

/**
 * The earlier question's many words outweigh the turn's in the search of the question meant: an
 * article found for it that the turn's own words also find adds that score (night feeds after
 * formula amounts). One only the turn's words find answers them alone (a second-hand pram for
 * "napping in the pram?" after sleeping in a sling), not the conversation.
 */
export function withTurnWords(
  hits: SearchHit[],
  index: SearchIndex,
  { turn, changed }: Pick<Carried, "changed" | "turn">,
  age: { ageMonths: number | null; ageStated: boolean },
): SearchHit[] {
  // A turn that only makes the change ("what if he's formula fed?") asks nothing more.
  if (index.terms(turn).every((t) => changed.includes(t))) return hits;
  const own = new Map(
    index.search(turn, { ...age, limit: OWN_CANDIDATES }).map((h) => [h.entry.id, h.score]),
  );
  return hits.map((h) => ({ ...h, score: h.score + (own.get(h.entry.id) ?? 0) }));
}
