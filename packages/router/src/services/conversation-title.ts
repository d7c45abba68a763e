import { AUTO_TITLE_MAX_LENGTH } from "../constants";
import { UNSAFE_TITLE_CHARACTERS } from "../schemas";

const UNSAFE_EVERYWHERE = new RegExp(UNSAFE_TITLE_CHARACTERS.source, "g");

/**
 * A sidebar title from a conversation's first question: control and text-direction characters
 * dropped, whitespace collapsed, at most 60 characters, cut at a word boundary with an ellipsis
 * when it had to be shortened.
 */
export function titleFromQuestion(question: string, max = AUTO_TITLE_MAX_LENGTH): string {
  const text = question.replace(UNSAFE_EVERYWHERE, " ").replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  // One character is kept for the ellipsis; looking one further tells whether the cut ends a word.
  const lastSpace = text.slice(0, max).lastIndexOf(" ");
  // A single very long word is cut mid-word rather than leaving an almost empty title.
  const cut = lastSpace >= max / 3 ? text.slice(0, lastSpace) : text.slice(0, max - 1);
  return `${cut.replace(/[\s,.;:!?-]+$/, "")}…`;
}
