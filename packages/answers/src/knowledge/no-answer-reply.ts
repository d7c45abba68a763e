import { readFileSync } from "node:fs";
import path from "node:path";
import { BOLD_HEADING, splitSourceTag } from "./knowledge-entry.js";
import { KNOWLEDGE_DIR } from "./load-knowledge.js";

/**
 * The reviewed reply for a question the knowledge base has no good answer to
 * (`knowledge/no-answer.md`): a plain statement, the general safety net and what to ask the
 * pediatrician. Clinical text, so it is a data file and not code.
 */
export interface NoAnswerReply {
  lead: string;
  sections: { heading: string; items: { text: string; sources: string[] }[] }[];
}

/** Reads and checks `no-answer.md`; throws with the problem when the file is malformed. */
export function loadNoAnswerReply(
  known: ReadonlySet<string>,
  dir: string = KNOWLEDGE_DIR,
): NoAnswerReply {
  const file = path.join(dir, "no-answer.md");
  const text = readFileSync(file, "utf8").replace(/\r\n?/g, "\n");
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: front matter missing`);
  const fields = new Map(
    (match[1] ?? "").split("\n").map((l) => {
      const at = l.indexOf(":");
      return [l.slice(0, at).trim(), l.slice(at + 1).trim()] as const;
    }),
  );
  if (!fields.get("reviewed")) throw new Error(`${file}: a "reviewed" line is required`);
  const sources = (fields.get("sources") ?? "").split(/\s+/).filter(Boolean);
  for (const url of sources)
    if (!known.has(url)) throw new Error(`${file}: source ${url} is not a verified address`);
  const lead: string[] = [];
  const sections: NoAnswerReply["sections"] = [];
  for (const raw of (match[2] ?? "").split("\n")) {
    const line = raw.trim();
    if (line === "") continue;
    const heading = BOLD_HEADING.exec(line)?.[1];
    const bullet = /^[-*•]\s+(.*)$/.exec(line)?.[1];
    if (heading !== undefined) sections.push({ heading: heading.trim(), items: [] });
    else if (bullet !== undefined && sections.length > 0) {
      const tagged = splitSourceTag(bullet);
      const urls = tagged.positions.map((n) => sources[n - 1]);
      if (urls.some((u) => u === undefined))
        throw new Error(`${file}: "${bullet}" names a source the file does not list`);
      (sections[sections.length - 1] as NoAnswerReply["sections"][number]).items.push({
        text: tagged.text,
        sources: urls as string[],
      });
    } else lead.push(line);
  }
  if (lead.length === 0 || sections.length === 0)
    throw new Error(`${file}: a lead and at least one section are required`);
  return { lead: lead.join(" "), sections };
}
