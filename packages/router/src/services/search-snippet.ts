/** How much text a search result shows around the first match. */
const BEFORE = 50;
const AFTER = 110;

/** Markdown and citation syntax read as plain words: links keep their text, markers go. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\s*\[\d+\]/g, "")
    .replace(/[*_`#>|~]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A short plain-text excerpt of `text` around the first word that starts with one of `terms`
 * (the search's words, lower case), cut at word boundaries, with ellipses where it was cut.
 */
export function searchSnippet(text: string, terms: readonly string[]): string {
  const plain = plainText(text);
  const lower = plain.toLowerCase();
  let at = -1;
  for (const match of lower.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (terms.some((term) => match[0].startsWith(term))) {
      at = match.index;
      break;
    }
  }
  if (at < 0) at = 0;
  let start = Math.max(0, at - BEFORE);
  let end = Math.min(plain.length, at + AFTER);
  if (start > 0) {
    const space = plain.indexOf(" ", start);
    start = space >= 0 && space < at ? space + 1 : start;
  }
  if (end < plain.length) {
    const space = plain.lastIndexOf(" ", end);
    end = space > at ? space : end;
  }
  return `${start > 0 ? "…" : ""}${plain.slice(start, end)}${end < plain.length ? "…" : ""}`;
}
