import { deniedAt } from "./denial.js";
import { LEXICON, WORD_CLASSES } from "./lexicon.js";
import type { Token } from "./normalize.js";

/**
 * A small phrase-pattern language over head words, so rules read like the phrases they catch:
 *
 *   "not ~2 breathe"          "not", then "breathe" with at most 2 other words between
 *   "blue|grey ~3 lips|face"  alternatives are separated by "|"
 *   "very? fast ~2 breathe"   a trailing "?" makes a slot optional
 *   "yellow _2 stool"         like "~2", in one clause: "still yellow. her poo is…" does not match
 *   "=limp"                   "=" matches the word itself (as typed, or as corrected from a typo), not its head
 *   "@NEG"                    a word class from lexicon.ts
 *   "not ^3 fade"             "not" governing "fade": the words between (at most 3) only carry the
 *                             negation on ("doesn't really seem to fade"), in one clause; "not itchy,
 *                             fades" and "not itchy and fades" negate another word
 *
 * Slots are matched on head words (lexicon.ts), so "isnt breathin" matches "not ~2 breathe".
 * A word the parent denies ("no drooling", "breathing ok, not fast") matches no slot unless the
 * pattern owns the negation itself (denial.ts).
 */
interface Slot {
  heads: ReadonlySet<string>;
  raws: ReadonlySet<string>;
  optional: boolean;
  /** Most other words allowed between the previous slot and this one. */
  gap: number;
  /** The words between must carry a negation on (`^N`): same clause, only NEGATION_CARRIERS. */
  scoped: boolean;
  /** The slot is a negation ("not", "=no", "=cant"): its word is never itself denied. */
  negation: boolean;
  /** The slot's word is in the previous slot's clause (`_N`). */
  sameClause: boolean;
}

/**
 * Words a negation reaches across to its verb: auxiliaries, "seem to", "really", "at all", "go"
 * ("doesn't go away"), pronouns and adverbs in -ly. Any other word is what the negation negates.
 */
const NEGATION_CARRIERS = new Set([
  ..."do does did seem seems seemed seeming to really even at all go goes going gone went get gets getting got it they them that this those these be been is are was were has have had ever still quite much any anymore fully properly totally entirely completely actually seem appear appears appeared want wants wanted will would".split(
    " ",
  ),
]);

/** Negations written as typed words in a slot ("=no", "=without", "=cant"). */
const NEGATION_WORDS = new Set(LEXICON.not);

function carriesNegation(token: Token): boolean {
  return NEGATION_CARRIERS.has(token.raw) || /^[a-z]{3,}ly$/.test(token.raw);
}

export interface Pattern {
  source: string;
  slots: readonly Slot[];
}

export function compilePattern(source: string): Pattern {
  const slots: Slot[] = [];
  let gap = 0;
  let scoped = false;
  let sameClause = false;
  for (const part of source.trim().split(/\s+/)) {
    const gapMatch = /^([~^_])(\d+)$/.exec(part);
    if (gapMatch) {
      gap = Number(gapMatch[2]);
      scoped = gapMatch[1] === "^";
      sameClause = gapMatch[1] === "_";
      continue;
    }
    const optional = part.endsWith("?");
    const body = optional ? part.slice(0, -1) : part;
    const heads = new Set<string>();
    const raws = new Set<string>();
    for (const alt of body.split("|")) {
      if (alt.startsWith("@")) {
        const cls = WORD_CLASSES[alt.slice(1)];
        if (!cls) throw new Error(`Unknown word class ${alt} in pattern "${source}"`);
        for (const w of cls) heads.add(w);
      } else if (alt.startsWith("=")) {
        raws.add(alt.slice(1));
      } else if (alt.length > 0) {
        heads.add(alt);
      }
    }
    if (heads.size === 0 && raws.size === 0) throw new Error(`Empty slot in pattern "${source}"`);
    const negation = heads.has("not") || [...raws].some((r) => NEGATION_WORDS.has(r));
    slots.push({ heads, raws, optional, gap, scoped, negation, sameClause });
    gap = 0;
    scoped = false;
    sameClause = false;
  }
  if (slots.length === 0 || slots.every((s) => s.optional))
    throw new Error(`Pattern "${source}" has no required slot`);
  return { source, slots };
}

function slotMatches(slot: Slot, token: Token): boolean {
  return slot.heads.has(token.word) || slot.raws.has(token.raw) || slot.raws.has(token.spelling);
}

/** The slot holds the token at `i`, which the parent does not deny (the pattern's last word is at `prev`). */
function slotHolds(
  slot: Slot,
  tokens: readonly Token[],
  i: number,
  prev: number,
  denial: boolean,
): boolean {
  return slotMatches(slot, tokens[i]!) && (!denial || slot.negation || !deniedAt(tokens, i, prev));
}

/**
 * Tries to match slots[k..] with the previous slot ending at token index `prev` (-1 before the
 * first slot). `extraGap` widens the gap when optional slots were skipped, so "a ~2 b? c" still
 * allows "a x y c". Returns the index of the last matched token, or -1.
 */
function matchFrom(
  tokens: readonly Token[],
  slots: readonly Slot[],
  k: number,
  prev: number,
  denial: boolean,
  extraGap = 0,
): number {
  if (k === slots.length) return prev;
  const slot = slots[k]!;
  if (prev === -1) {
    // Nothing matched yet (first slot, or only optional slots before): start anywhere.
    for (let i = 0; i < tokens.length; i++) {
      if (slotHolds(slot, tokens, i, -1, denial)) {
        const end = matchFrom(tokens, slots, k + 1, i, denial);
        if (end >= 0) return end;
      }
    }
    return slot.optional ? matchFrom(tokens, slots, k + 1, -1, denial) : -1;
  }
  const from = prev + 1;
  const to = Math.min(tokens.length - 1, prev + 1 + slot.gap + extraGap);
  for (let i = from; i <= to; i++) {
    if (slot.scoped && i > from) {
      const between = tokens[i - 1]!;
      if (!carriesNegation(between) || between.clause !== tokens[prev]!.clause) break;
    }
    if (slot.scoped && tokens[i]!.clause !== tokens[prev]!.clause) break;
    // A negation never reaches into the next clause ("no vomiting, breathing fine").
    if ((slot.sameClause || slots[k - 1]?.negation) && tokens[i]!.clause !== tokens[prev]!.clause)
      break;
    if (slotHolds(slot, tokens, i, prev, denial)) {
      const end = matchFrom(tokens, slots, k + 1, i, denial);
      if (end >= 0) return end;
    }
  }
  if (slot.optional) return matchFrom(tokens, slots, k + 1, prev, denial, extraGap + slot.gap + 1);
  return -1;
}

function anyPresent(slot: Slot, present: ReadonlySet<string>): boolean {
  for (const w of slot.heads) if (present.has(w)) return true;
  for (const w of slot.raws) if (present.has(w)) return true;
  return false;
}

/**
 * @param present every head, typed word and corrected spelling of the tokens; when given, a pattern
 *   whose required slot has none of its words present is rejected without scanning the tokens.
 * @param denial whether a word the parent denies fails its slot (true for signs; false for the
 *   context an `unless` reads, "can't breathe through her nose", where the negation is the sign's).
 */
export function matchesPattern(
  tokens: readonly Token[],
  pattern: Pattern,
  present?: ReadonlySet<string>,
  denial = true,
): boolean {
  if (present && pattern.slots.some((slot) => !slot.optional && !anyPresent(slot, present)))
    return false;
  return matchFrom(tokens, pattern.slots, 0, -1, denial) >= 0;
}
