import type { KnowledgeEntry } from "../knowledge/knowledge-entry.js";
import { entryPassages } from "../knowledge/passages.js";

const entryTexts = new WeakMap<KnowledgeEntry, string>();

/** All the words of an entry: title, keywords, topics and every passage. */
export function entryText(entry: KnowledgeEntry): string {
  let text = entryTexts.get(entry);
  if (text === undefined) {
    text = [
      entry.title,
      ...entry.keywords,
      ...entry.topics,
      ...entryPassages(entry).map((p) => `${p.question ?? ""} ${p.text}`),
    ].join(" ");
    entryTexts.set(entry, text);
  }
  return text;
}
