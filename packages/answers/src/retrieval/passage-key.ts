import type { Passage } from "../knowledge/passages.js";

/** A stable name for a passage, to remember what a conversation already showed. */
export function passageKey(passage: Pick<Passage, "entry" | "index">): string {
  return `${passage.entry.id}#${passage.index}`;
}
