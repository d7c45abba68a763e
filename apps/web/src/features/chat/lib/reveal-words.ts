/** Splits text into words, each carrying the whitespace that precedes it, so a prefix keeps the original layout. */
export function splitWords(text: string): string[] {
  return text.match(/\s*\S+/g) ?? [];
}

/** The first `count` words of `text`, with their original spacing and line breaks. */
export function firstWords(words: readonly string[], count: number): string {
  return words.slice(0, Math.max(0, count)).join("");
}
