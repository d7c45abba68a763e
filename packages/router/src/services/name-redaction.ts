/** What a redacted name reads as on a shared page. */
export const BABY_PLACEHOLDER = "your baby";
export const PARENT_PLACEHOLDER = "the parent";

export interface NamesToHide {
  /** The baby's name from the profile. */
  baby: readonly (string | null)[];
  /** The parent's names and e-mail from the account. */
  parent: readonly (string | null)[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A name and, for a name of several words, each word of it long enough to identify someone. */
function variants(names: readonly (string | null)[]): string[] {
  const out = new Set<string>();
  for (const raw of names) {
    const name = raw?.trim().replace(/\s+/g, " ");
    if (!name || name.length < 2) continue;
    out.add(name);
    for (const part of name.split(" ")) if (part.length >= 2) out.add(part);
  }
  return [...out];
}

/**
 * A function that replaces every whole-word occurrence of the given names (any case) with a
 * neutral phrase: "your baby" for the baby, "the parent" for the parent. Longer names are replaced
 * first, so "Mia Rose" goes as one. At the start of a sentence the phrase is capitalised.
 */
export function nameRedactor(names: NamesToHide): (text: string) => string {
  const entries = [
    ...variants(names.baby).map((name) => [name, BABY_PLACEHOLDER] as const),
    ...variants(names.parent).map((name) => [name, PARENT_PLACEHOLDER] as const),
  ].sort((a, b) => b[0].length - a[0].length);
  if (entries.length === 0) return (text) => text;
  const placeholders = new Map(entries.map(([name, phrase]) => [name.toLowerCase(), phrase]));
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}@.])(?:${entries.map(([name]) => escape(name)).join("|")})(?![\\p{L}\\p{N}])`,
    "giu",
  );
  return (text) =>
    text.replace(pattern, (match, offset: number, whole: string) => {
      const phrase = placeholders.get(match.toLowerCase()) ?? BABY_PLACEHOLDER;
      const before = whole.slice(0, offset).trimEnd();
      const sentenceStart = before === "" || /[.!?:\n#*>-]$/.test(before);
      return sentenceStart ? phrase[0]!.toUpperCase() + phrase.slice(1) : phrase;
    });
}
