/**
 * Answer Markdown as a screen reader should hear it: link text without addresses, no citation
 * numbers, no emphasis or heading marks. Used for the one announcement made when an answer is revealed.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[\[?\d{1,2}\]?\]\([^)]*\)/g, "") // citation links [1](url)
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1") // other links and images keep their text
    .replace(/^\s{0,3}#{1,6}\s+/gm, "") // heading marks
    .replace(/^\s*[-*+]\s+/gm, "") // bullets
    .replace(/(\*\*|__|\*|_|`)/g, "")
    .replace(/[ \t]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .trim();
}
