/** The main topics; each is a folder of `knowledge/` and the first topic of its entries. */
export const KNOWLEDGE_FOLDERS = [
  "feeding",
  "sleep",
  "development",
  "behaviour",
  "health",
  "safety",
  "care",
  "parents",
] as const;
export type KnowledgeFolder = (typeof KNOWLEDGE_FOLDERS)[number];

/** One reviewed article of the knowledge base (`knowledge/<folder>/<id>.md`). */
export interface KnowledgeEntry {
  id: string;
  folder: string;
  title: string;
  topics: string[];
  /** Age range in whole months, inclusive. */
  ageMin: number;
  ageMax: number;
  keywords: string[];
  /** Source URLs, as written in the entry. */
  sources: string[];
  /** Markdown body: a direct lead, bullets, and sometimes a "When to call the doctor" part. */
  body: string;
}

/** A problem found in one entry file. */
export interface EntryProblem {
  file: string;
  message: string;
}

/** The parts of an entry body that composition uses. */
export interface EntryParts {
  /** The opening sentence or paragraph, before the first bullet. */
  lead: string;
  /** Bullets of the main part, without the "- " marker. */
  bullets: string[];
  /** Bullets under the entry's closing bold heading ("When to call the doctor", "Get help now if"). */
  whenToCall: string[];
  /** That heading as written, without the asterisks; null when the entry has none. */
  whenToCallHeading: string | null;
}

/** A line that is only bold text: the heading of an entry's "when to get help" part. */
const BOLD_HEADING = /^\*\*([^*]+?)\*\*:?$/;

/** Splits a body into lead, bullets and the "When to call the doctor" bullets. */
export function entryParts(body: string): EntryParts {
  const lead: string[] = [];
  const bullets: string[] = [];
  const whenToCall: string[] = [];
  let whenToCallHeading: string | null = null;
  let section: "lead" | "main" | "call" = "lead";
  for (const raw of body.split("\n")) {
    const line = raw.trim();
    if (line === "") continue;
    const heading = BOLD_HEADING.exec(line)?.[1];
    if (heading !== undefined) {
      section = "call";
      whenToCallHeading = heading.trim();
      continue;
    }
    const bullet = /^[-*•]\s+(.*)$/.exec(line)?.[1];
    if (bullet !== undefined) {
      if (section === "call") whenToCall.push(bullet);
      else {
        section = "main";
        bullets.push(bullet);
      }
    } else if (section === "lead") {
      lead.push(line);
    } else if (section === "main" && bullets.length > 0) {
      // A wrapped bullet continues the previous one.
      bullets[bullets.length - 1] += ` ${line}`;
    } else if (section === "call" && whenToCall.length > 0) {
      whenToCall[whenToCall.length - 1] += ` ${line}`;
    } else {
      lead.push(line);
    }
  }
  return { lead: lead.join(" "), bullets, whenToCall, whenToCallHeading };
}

/** Words of Markdown text, ignoring list markers and emphasis. */
export function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
