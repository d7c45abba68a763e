import { findRecognizedSource } from "@nestling/citations";
import {
  KNOWLEDGE_FOLDERS,
  MAX_AGE_MONTHS,
  countWords,
  entryParts,
  splitQuickAnswers,
  splitSourceTag,
  type KnowledgeEntry,
  type QuickAnswer,
} from "./knowledge-entry.js";

const FIELDS = ["id", "title", "topics", "ages", "keywords", "sources"] as const;
const MIN_WORDS = 80;
const MAX_WORDS = 250;
/** Quick answers are short: a parent's question and the fact that answers it. */
const MAX_QUICK_ANSWERS = 8;
const MAX_QUICK_QUESTION_WORDS = 20;
const MAX_QUICK_ANSWER_WORDS = 60;

export interface ParsedEntry {
  entry: KnowledgeEntry | null;
  problems: string[];
}

/**
 * Parses and checks one entry file against the rules in knowledge/README.md.
 * `knownSources` holds the verified addresses (catalogue and verified lists); an entry may cite
 * only those, and only recognised publishers.
 */
export function parseEntry(
  fileName: string,
  folder: string,
  text: string,
  knownSources: ReadonlySet<string>,
): ParsedEntry {
  const problems: string[] = [];
  const normalized = text.replace(/\r\n?/g, "\n");
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(normalized);
  if (!match)
    return {
      entry: null,
      problems: ["the file must start with a front matter block between two '---' lines"],
    };
  const [, head = "", rawBody = ""] = match;

  const fields = new Map<string, string>();
  for (const line of head.split("\n")) {
    if (line.trim() === "") continue;
    const colon = line.indexOf(":");
    const key = colon > 0 ? line.slice(0, colon).trim() : "";
    if (!(FIELDS as readonly string[]).includes(key)) {
      problems.push(`unknown front matter line: ${JSON.stringify(line)}`);
      continue;
    }
    if (fields.has(key)) problems.push(`field "${key}" appears twice`);
    fields.set(key, line.slice(colon + 1).trim());
  }
  for (const key of FIELDS) if (!fields.get(key)) problems.push(`missing field "${key}"`);

  const id = fields.get("id") ?? "";
  const expectedId = fileName.replace(/\.md$/, "");
  if (id && id !== expectedId)
    problems.push(`id "${id}" differs from the file name "${expectedId}"`);
  if (id && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)) problems.push(`id "${id}" is not kebab-case`);
  if (!(KNOWLEDGE_FOLDERS as readonly string[]).includes(folder))
    problems.push(`folder "${folder}" is not one of ${KNOWLEDGE_FOLDERS.join(", ")}`);
  if (id && !id.startsWith(`${folder}-`))
    problems.push(`id "${id}" must start with its folder "${folder}-"`);

  const topics = splitList(fields.get("topics") ?? "", ",");
  if (topics.length > 0 && topics[0] !== folder)
    problems.push(`the first topic must be the folder "${folder}", not "${topics[0]}"`);

  let ageMin = 0;
  let ageMax = MAX_AGE_MONTHS;
  const ages = fields.get("ages");
  if (ages) {
    const range = /^(\d{1,2})\s*-\s*(\d{1,2})$/.exec(ages);
    if (!range) problems.push(`ages "${ages}" must be "min-max" in months`);
    else {
      ageMin = Number(range[1]);
      ageMax = Number(range[2]);
      if (ageMin > ageMax || ageMax > MAX_AGE_MONTHS)
        problems.push(`ages "${ages}" must lie within 0-${MAX_AGE_MONTHS} with min <= max`);
    }
  }

  const keywords = splitList(fields.get("keywords") ?? "", ",");
  const sources = splitList(fields.get("sources") ?? "", /\s+/);
  for (const url of sources) {
    if (!findRecognizedSource(url)) problems.push(`source ${url} is not a recognised publisher`);
    else if (!knownSources.has(url))
      problems.push(`source ${url} is not in catalogue.tsv or a verified-*.tsv list`);
  }

  const { main: body, quick } = splitQuickAnswers(rawBody.trim());
  const words = countWords(body);
  if (words < MIN_WORDS || words > MAX_WORDS)
    problems.push(`body has ${words} words; it must have ${MIN_WORDS}-${MAX_WORDS}`);
  if (/https?:\/\/|www\.|\]\(/i.test(rawBody))
    problems.push("the body must not contain links (sources go in the front matter)");
  if (/\[(?:\d+(?:\s*[,;-]\s*\d+)*|[A-Za-z][\w .'-]{0,40})\]/.test(rawBody))
    problems.push("the body must not contain citation markers or bracketed tags");

  const parts = entryParts(body);
  for (const positions of [parts.leadSources, ...parts.bulletSources, ...parts.whenToCallSources])
    for (const n of positions)
      if (n < 1 || n > sources.length)
        problems.push(`a bullet names source ${n}, but the entry lists ${sources.length}`);
  const quickAnswers = parseQuickAnswers(quick, sources, problems);

  if (problems.length > 0) return { entry: null, problems };
  return {
    entry: {
      id,
      folder,
      title: fields.get("title") as string,
      topics,
      ageMin,
      ageMax,
      keywords,
      sources,
      body,
      ...(quickAnswers.length > 0 ? { quickAnswers } : {}),
    },
    problems,
  };
}

/** The "Quick answers" items: "Question? Answer. (source N)", checked for shape and size. */
function parseQuickAnswers(
  items: readonly string[],
  sources: readonly string[],
  problems: string[],
): QuickAnswer[] {
  if (items.length > MAX_QUICK_ANSWERS)
    problems.push(`"Quick answers" has ${items.length} items; at most ${MAX_QUICK_ANSWERS}`);
  const parsed: QuickAnswer[] = [];
  for (const item of items) {
    const { text, positions } = splitSourceTag(item);
    const mark = text.indexOf("?");
    const question = text.slice(0, mark + 1).trim();
    const answer = text.slice(mark + 1).trim();
    const shown = JSON.stringify(item.slice(0, 60));
    if (mark < 0 || countWords(answer) < 2) {
      problems.push(`quick answer ${shown} must be a question ending in "?" and then its answer`);
      continue;
    }
    if (countWords(question) > MAX_QUICK_QUESTION_WORDS)
      problems.push(
        `quick answer ${shown}: the question has over ${MAX_QUICK_QUESTION_WORDS} words`,
      );
    if (countWords(answer) > MAX_QUICK_ANSWER_WORDS)
      problems.push(`quick answer ${shown}: the answer has over ${MAX_QUICK_ANSWER_WORDS} words`);
    const named: string[] = [];
    for (const n of positions) {
      const url = sources[n - 1];
      if (url === undefined)
        problems.push(
          `quick answer ${shown} names source ${n}, but the entry lists ${sources.length}`,
        );
      else named.push(url);
    }
    parsed.push({ question, answer, sources: named.length > 0 ? named : [...sources] });
  }
  return parsed;
}

function splitList(value: string, separator: string | RegExp): string[] {
  return value
    .split(separator)
    .map((part) => part.trim())
    .filter((part) => part !== "");
}
