/**
 * Greetings, thanks and sign-offs ("hi", "thanks so much!", "ok bye"): in scope, with nothing to
 * triage; the engine answers them with a short friendly reply.
 */

// A parent being polite, not a question from another domain.
const SMALL_TALK_THANKS = new Set([
  "thanks",
  "thank",
  "thx",
  "thanx",
  "thnx",
  "thnks",
  "ty",
  "tysm",
  "cheers",
  "ta",
  "appreciated",
  "appreciate",
  "helpful",
  "helps",
  "helped",
]);
const SMALL_TALK_GOODBYE = new Set(["bye", "goodbye", "goodnight", "night"]);
const SMALL_TALK_CORE = new Set([
  "hi",
  "hii",
  "hiya",
  "hey",
  "heya",
  "hello",
  "helo",
  "hallo",
  "howdy",
  "yo",
  "morning",
  "evening",
  "afternoon",
  "ok",
  "okay",
  "okey",
  "k",
  "kk",
  "great",
  "perfect",
  "brilliant",
  "lovely",
  "awesome",
  "cool",
  ...SMALL_TALK_THANKS,
  ...SMALL_TALK_GOODBYE,
]);
const SMALL_TALK_FILLER = new Set([
  "you",
  "u",
  "so",
  "very",
  "much",
  "a",
  "lot",
  "lots",
  "again",
  "good",
  "great",
  "that",
  "this",
  "it",
  "its",
  "was",
  "is",
  "really",
  "super",
  "thats",
  "there",
  "all",
  "for",
  "the",
  "help",
  "your",
  "ill",
  "will",
  "do",
  "try",
  "got",
  "sounds",
  "makes",
  "sense",
  "nice",
  "oh",
  "ah",
  "right",
  "yes",
  "yeah",
  "yep",
  "no",
  "nope",
  "just",
  "wanted",
  "to",
  "say",
  "and",
  "have",
  "day",
  "chat",
  "later",
  "see",
  "soon",
  "mate",
  "again",
  "amazing",
  "wonderful",
  "fab",
  "fantastic",
  "x",
  "xx",
  "xxx",
  "we",
  "i",
  "me",
  "my",
]);

/** What a greeting, thanks or sign-off is mostly doing; the engine replies in kind. */
export type SmallTalkKind = "thanks" | "goodbye" | "greeting";

/**
 * What a message that is only a greeting, thanks or sign-off ("hi", "thanks so much!", "ok thank
 * you") is doing, or null when it says or asks anything more. Small talk is in scope, with nothing
 * to triage; the engine answers it with a short friendly reply.
 */
export function smallTalkKind(text: string): SmallTalkKind | null {
  const words =
    text
      .toLowerCase()
      .replace(/[’']/g, "")
      .match(/[a-z]+/g) ?? [];
  if (words.length === 0 || words.length > 12) return null;
  if (!words.some((w) => SMALL_TALK_CORE.has(w))) return null;
  if (!words.every((w) => SMALL_TALK_CORE.has(w) || SMALL_TALK_FILLER.has(w))) return null;
  if (words.some((w) => SMALL_TALK_THANKS.has(w))) return "thanks";
  if (words.some((w) => SMALL_TALK_GOODBYE.has(w) || w === "later")) return "goodbye";
  return "greeting";
}

export function isSmallTalk(text: string): boolean {
  return smallTalkKind(text) !== null;
}
