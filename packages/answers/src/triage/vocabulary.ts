import { LEXICON } from "./lexicon.js";
import { SCOPE_WORDS } from "./scope-words.js";
import type { VocabularyWord } from "./fuzzy.js";

/**
 * Words that steer triage without being red flags themselves: cues for general questions
 * ("prevent", "difference"), units of age and time, and the first halves of slang phrases ("threw up").
 * They are correction targets so that "prvent" or "mnoth" still read right.
 */
export const CUE_WORDS: readonly string[] = [
  "prevent", "preventing", "prevention", "avoid", "avoiding", "hazard", "hazards", "babyproof", "childproof", "difference",
  "between", "versus", "signs", "symptoms", "cause", "causes", "causing", "class", "classes", "course", "training", "safely",
  "safety", "store", "storage", "recognise", "recognize", "sometimes", "occasionally", "normal", "should", "would", "could",
  "month", "months", "week", "weeks", "day", "days", "year", "years", "old", "hour", "hours", "minutes", "newborn", "shots",
  "vaccines", "vaccine", "checkup", "appointment", "regression", "pregnant", "postpartum", "yesterday", "tonight", "morning",
  "threw", "throw", "throwing", "thrown", "throws", "spit", "spits", "spitting", "passed", "blacked", "knocked", "soft", "spot",
  "belly", "button", "reach", "reaching", "grab", "grabbing", "hold", "holding", "point", "pointing", "wave", "waving", "clap",
  "peanut", "peanuts", "butter", "happened", "started", "suddenly", "swallowed", "choked", "burned", "found", "pulled", "just",
  "playing", "eating", "smiling", "laughing", "acting", "behaving", "crawling", "walking", "talking", "under", "slipped", "went",
  "wet", "lamp", "lighter", "oil", "fluid", "liquid", "laundry", "sicked", "sicking",
];

/** Every correction target with its head and tie-breaking priority (red-flag words first). */
export function buildVocabulary(rawWords: readonly string[]): VocabularyWord[] {
  const words: VocabularyWord[] = [];
  for (const [head, spellings] of Object.entries(LEXICON)) for (const s of spellings) words.push({ spelling: s, head, priority: 3 });
  for (const w of [...rawWords, ...CUE_WORDS]) words.push({ spelling: w, head: w, priority: 2 });
  for (const w of SCOPE_WORDS) words.push({ spelling: w, head: w, priority: 1 });
  return words;
}
