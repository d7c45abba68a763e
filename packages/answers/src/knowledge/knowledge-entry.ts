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

/** The oldest age, in months, an entry may be written for: preschoolers up to their 6th birthday. */
export const MAX_AGE_MONTHS = 72;

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
  /**
   * Markdown body: a direct lead, bullets, and sometimes a "When to call the doctor" part. The
   * "Quick answers" section is not part of it: it is parsed into `quickAnswers`.
   */
  body: string;
  /** Short question-and-answer items from the entry's "Quick answers" section (absent: none). */
  quickAnswers?: QuickAnswer[];
}

/** One item of an entry's "Quick answers" section: "- How much at 2 months? About 4–5 oz…". */
export interface QuickAnswer {
  /** The question as written, ending in "?". */
  question: string;
  /** The answer after the question, without a source tag. */
  answer: string;
  /** The entry sources this item rests on (from a "(source N)" tag), or all of them. */
  sources: string[];
}

/** A problem found in one entry file. */
export interface EntryProblem {
  file: string;
  message: string;
}

/** The parts of an entry body that composition uses. */
export interface EntryParts {
  /** The opening sentence or paragraph, before the first bullet, without a source tag. */
  lead: string;
  /** The source positions the lead's tag names (empty: untagged). */
  leadSources: number[];
  /** Bullets of the main part, without the "- " marker or a source tag. */
  bullets: string[];
  /** Per bullet, the 1-based positions in the entry's sources its tag names (empty: untagged). */
  bulletSources: number[][];
  /** Bullets under the entry's closing bold heading ("When to call the doctor", "Get help now if"). */
  whenToCall: string[];
  /** Per "when to call" bullet, the source positions its tag names. */
  whenToCallSources: number[][];
  /** That heading as written, without the asterisks; null when the entry has none. */
  whenToCallHeading: string | null;
}

/** Splits a body into lead, bullets and the "When to call the doctor" bullets. */
export function entryParts(body: string): EntryParts {
  const lead: string[] = [];
  const bullets: string[] = [];
  const whenToCall: string[] = [];
  let whenToCallHeading: string | null = null;
  let section: "lead" | "main" | "call" = "lead";
  for (const raw of splitQuickAnswers(body).main.split("\n")) {
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
  const main = bullets.map(splitSourceTag);
  const call = whenToCall.map(splitSourceTag);
  const opening = splitSourceTag(lead.join(" "));
  return {
    lead: opening.text,
    leadSources: opening.positions,
    bullets: main.map((b) => b.text),
    bulletSources: main.map((b) => b.positions),
    whenToCall: call.map((b) => b.text),
    whenToCallSources: call.map((b) => b.positions),
    whenToCallHeading,
  };
}

/** Words of Markdown text, ignoring list markers and emphasis. */
export function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** A line that is only bold text: the heading of an entry's "when to get help" part. */
export const BOLD_HEADING = /^\*\*([^*]+?)\*\*:?$/;
/** The heading of the optional question-and-answer section. */
export const QUICK_ANSWERS_HEADING = /^quick answers$/i;
/**
 * A bullet may name the sources (positions in the entry's `sources`, from 1) it rests on, at its
 * end: "- Most babies double their birth weight by 5 months. (source 2)", "(sources 1, 3)".
 */
const SOURCE_TAG = /\s*\(sources?\s+(\d{1,2}(?:\s*(?:,|and)\s*\d{1,2})*)\)\s*$/i;

/** A bullet's text without its source tag, and the 1-based source positions the tag names. */
export function splitSourceTag(text: string): { text: string; positions: number[] } {
  const tag = SOURCE_TAG.exec(text);
  if (!tag) return { text, positions: [] };
  const positions = (tag[1] ?? "").split(/\s*(?:,|and)\s*/).map(Number);
  return { text: text.slice(0, tag.index).trimEnd(), positions };
}

/**
 * Splits a file body into the main body and the items of its "Quick answers" section, which runs
 * from its bold heading to the next bold heading or the end.
 */
export function splitQuickAnswers(body: string): { main: string; quick: string[] } {
  const main: string[] = [];
  const quick: string[] = [];
  let inQuick = false;
  for (const raw of body.split("\n")) {
    const heading = BOLD_HEADING.exec(raw.trim())?.[1];
    if (heading !== undefined) {
      inQuick = QUICK_ANSWERS_HEADING.test(heading.trim());
      if (inQuick) continue;
    }
    (inQuick ? quick : main).push(raw);
  }
  return { main: main.join("\n").trim(), quick: bulletItems(quick) };
}

/** The bullet items of a section, a wrapped line joined to its bullet. */
function bulletItems(lines: readonly string[]): string[] {
  const items: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (line === "") continue;
    const bullet = /^[-*•]\s+(.*)$/.exec(line)?.[1];
    if (bullet !== undefined || items.length === 0) items.push(bullet ?? line);
    else items[items.length - 1] += ` ${line}`;
  }
  return items;
}
