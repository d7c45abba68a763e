import {
  DISPOSITIONS,
  type Disposition,
  type Phrasing,
  type Protocol,
  type ProtocolSign,
  type Substance,
} from "./protocol.js";

export interface ParsedProtocol {
  protocol: Protocol | null;
  problems: string[];
}

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SECTIONS = [
  "Age modifiers",
  "Signs",
  "Do not",
  "After a change",
  "Redirect",
  "Sources",
  "Phrasings",
  "Substances",
];

function frontMatter(text: string): { fields: Map<string, string>; body: string } | null {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!m) return null;
  const fields = new Map<string, string>();
  for (const line of m[1]!.split(/\r?\n/)) {
    const kv = /^([a-z]+):\s*(.*)$/.exec(line.trim());
    if (kv) fields.set(kv[1]!, kv[2]!.trim());
  }
  return { fields, body: m[2]! };
}

/** Splits on a heading marker ("## " or "### "), returning [heading, lines] pairs. */
function split(lines: readonly string[], marker: string): Array<[string, string[]]> {
  const out: Array<[string, string[]]> = [];
  for (const line of lines) {
    if (line.startsWith(marker)) out.push([line.slice(marker.length).trim(), []]);
    else if (out.length > 0) out[out.length - 1]![1].push(line);
  }
  return out;
}

const listField = (value: string | undefined): string[] =>
  (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

const bullets = (lines: readonly string[]) =>
  lines.filter((l) => /^\s*- /.test(l)).map((l) => l.replace(/^\s*- /, "").trim());

function paragraphs(lines: readonly string[]): string[][] {
  const out: string[][] = [[]];
  for (const line of lines) {
    if (line.trim() === "") out.push([]);
    else out[out.length - 1]!.push(line);
  }
  return out.filter((p) => p.length > 0);
}

function parseSign(
  heading: string,
  lines: readonly string[],
  protocolId: string,
  problems: string[],
): ProtocolSign | null {
  const h = /^([a-z0-9-]+)\s+·\s+(\S+)$/.exec(heading);
  if (!h) {
    problems.push(`sign heading "${heading}" must be "<id> · <disposition>"`);
    return null;
  }
  const [, id, level] = h as unknown as [string, string, string];
  if (!(DISPOSITIONS as readonly string[]).includes(level)) {
    problems.push(`sign ${id}: disposition "${level}" is not one of ${DISPOSITIONS.join(", ")}`);
    return null;
  }
  let label = "";
  let signs = "";
  let action = "";
  let whileWaiting: string[] = [];
  let sources: string[] = [];
  let stepsFrom: string | undefined;
  let sourcesFrom: string | undefined;
  let state: ProtocolSign["state"];
  let afterChangeOf: string[] | undefined;
  // "While waiting:" and "Sources:" take the list under them, with or without a blank line between.
  let listFor: "whileWaiting" | "sources" | null = null;
  for (const para of paragraphs(lines)) {
    const first = para[0]!.trim();
    const bold = /^\*\*(.+)\*\*$/.exec(first);
    if (listFor && /^\s*- /.test(first)) {
      if (listFor === "whileWaiting") whileWaiting = bullets(para);
      else sources = bullets(para);
      listFor = null;
      continue;
    }
    listFor = null;
    const as = /^(While waiting|Sources): as ([a-z0-9-]+)\.?$/.exec(first);
    if (as && para.length === 1) {
      if (as[1] === "While waiting") stepsFrom = as[2]!;
      else sourcesFrom = as[2]!;
      continue;
    }
    if (bold && !label) label = bold[1]!;
    else if (first.startsWith("State: after a change of ")) {
      afterChangeOf = listField(para.join(" ").trim().slice(25).replace(/\.$/, ""));
    } else if (first.startsWith("State:")) {
      const st = /^State: replaces (.+?) when (.+?)\.?$/.exec(para.join(" ").trim());
      if (st) state = { replaces: listField(st[1]), when: listField(st[2]) };
      else
        problems.push(
          `sign ${id}: the state line must read "State: replaces <id>, … when <id>, …" or "State: after a change of <id>, …"`,
        );
    } else if (first.startsWith("Signs:")) signs = para.join(" ").slice(6).trim();
    else if (first === "While waiting:") {
      whileWaiting = bullets(para.slice(1));
      if (para.length === 1) listFor = "whileWaiting";
    } else if (first === "Sources:") {
      sources = bullets(para.slice(1));
      if (para.length === 1) listFor = "sources";
    } else if (!action) action = para.map((l) => l.trim()).join(" ");
    else problems.push(`sign ${id}: unexpected paragraph "${first.slice(0, 40)}"`);
  }
  if (!label) problems.push(`sign ${id} has no **label** line`);
  if (!action) problems.push(`sign ${id} has no action line`);
  if (sources.length === 0 && !sourcesFrom) problems.push(`sign ${id} has no sources`);
  return {
    id,
    protocolId,
    disposition: level as Disposition,
    label,
    signs: signs || label,
    action,
    whileWaiting,
    sources,
    general: false,
    ...(stepsFrom ? { stepsFrom } : {}),
    ...(sourcesFrom ? { sourcesFrom } : {}),
    ...(state ? { state } : {}),
    ...(afterChangeOf ? { afterChangeOf } : {}),
  };
}

/** `| kind | word, word | advice with {substance} |` rows. */
function parseSubstances(lines: readonly string[], problems: string[]): Substance[] {
  const rows: Substance[] = [];
  for (const line of lines) {
    if (!line.trim().startsWith("|")) continue;
    const cells = line
      .trim()
      .replace(/^\||\|$/g, "")
      .split("|")
      .map((c) => c.trim());
    if (cells.length !== 3 || /^-+$/.test(cells[0]!) || cells[0] === "Kind") continue;
    const [kind, words, advice] = cells as [string, string, string];
    if (!advice.includes("{substance}"))
      problems.push(`substance kind "${kind}": the advice must name {substance}`);
    rows.push({
      kind,
      words: words
        .split(",")
        .map((w) => w.trim().toLowerCase())
        .filter(Boolean),
      advice,
    });
  }
  return rows;
}

function parsePhrasings(lines: readonly string[], problems: string[]): Phrasing[] {
  const rows: Phrasing[] = [];
  for (const line of lines) {
    if (!line.trim().startsWith("|")) continue;
    const cells = line
      .trim()
      .replace(/^\||\|$/g, "")
      .split(/(?<!\\)\|/)
      .map((c) => c.trim().replace(/\\\|/g, "|"));
    if (cells.length !== 2 || /^-+$/.test(cells[0]!) || cells[0] === "Parent writes") continue;
    const [text, expected] = cells as [string, string];
    if (expected !== "info" && !(DISPOSITIONS as readonly string[]).includes(expected)) {
      problems.push(`phrasing "${text}": expected "${expected}" is not a disposition or "info"`);
      continue;
    }
    rows.push({ text, expected: expected as Phrasing["expected"] });
  }
  return rows;
}

/**
 * Parses one protocol file. `knownSources` holds the verified addresses; every address cited must
 * be one of them.
 */
export function parseProtocol(
  fileName: string,
  text: string,
  knownSources: ReadonlySet<string>,
): ParsedProtocol {
  const problems: string[] = [];
  const parsed = frontMatter(text);
  if (!parsed) return { protocol: null, problems: ["missing --- front matter ---"] };
  const { fields, body } = parsed;
  const id = fields.get("id") ?? "";
  if (!ID.test(id)) problems.push(`id "${id}" must be kebab-case`);
  if (`${id}.md` !== fileName) problems.push(`id "${id}" must match the file name`);
  const title = fields.get("title") ?? "";
  if (!title) problems.push("title is missing");
  const kind = fields.get("kind") ?? "symptom";
  if (kind !== "symptom" && kind !== "risky")
    problems.push(`kind "${kind}" is not symptom or risky`);
  const reviewer = fields.get("reviewer") ?? "";
  if (!reviewer) problems.push("reviewer is missing");
  const settles = fields.get("settles") ?? "yes";
  if (settles !== "yes" && settles !== "no") problems.push(`settles "${settles}" is not yes or no`);
  const watch = fields.get("watch");
  const watchMatch = watch === undefined ? null : /^(\d+) (hours?|days?)$/.exec(watch);
  if (watch !== undefined && !watchMatch)
    problems.push(`watch "${watch}" is not a number of hours or days`);
  const watchHours = watchMatch
    ? Number(watchMatch[1]) * (watchMatch[2]!.startsWith("day") ? 24 : 1)
    : null;
  const reviewed = fields.get("reviewed") ?? "";
  if (!DATE.test(reviewed)) problems.push(`reviewed "${reviewed}" must be a YYYY-MM-DD date`);

  const sections = new Map<string, string[]>();
  for (const [heading, lines] of split(body.split(/\r?\n/), "## ")) {
    if (!SECTIONS.includes(heading)) problems.push(`unknown section "## ${heading}"`);
    else sections.set(heading, lines);
  }
  const signs: ProtocolSign[] = [];
  for (const [heading, lines] of split(sections.get("Signs") ?? [], "### ")) {
    const sign = parseSign(heading, lines, id, problems);
    if (sign) signs.push(sign);
  }
  const general = listField(fields.get("general"));
  for (const s of signs) s.general = general.includes(s.id);
  const redirectLines = sections.get("Redirect");
  const redirect = redirectLines ? redirectLines.join("\n").trim() : null;
  const protocol: Protocol = {
    id,
    title,
    kind: kind === "risky" ? "risky" : "symptom",
    reviewer,
    reviewed,
    ageModifiers: bullets(sections.get("Age modifiers") ?? []),
    signs,
    doNot: bullets(sections.get("Do not") ?? []),
    afterChange: bullets(sections.get("After a change") ?? []),
    settles: settles !== "no",
    stands: listField(fields.get("stands")),
    watchHours,
    general,
    redirect,
    sources: bullets(sections.get("Sources") ?? []),
    phrasings: parsePhrasings(sections.get("Phrasings") ?? [], problems),
    substances: parseSubstances(sections.get("Substances") ?? [], problems),
  };
  if (protocol.kind === "risky") {
    if (!redirect) problems.push("a risky protocol needs a ## Redirect section");
    if (protocol.sources.length === 0) problems.push("a risky protocol needs ## Sources");
  } else {
    if (signs.length === 0) problems.push("a symptom protocol needs at least one sign");
    if (protocol.afterChange.length === 0)
      problems.push("a symptom protocol needs ## After a change");
    if (protocol.doNot.length === 0) problems.push("a symptom protocol needs ## Do not");
  }
  for (const sign of protocol.stands)
    if (!signs.some((s) => s.id === sign)) problems.push(`stands names an unknown sign "${sign}"`);
  for (const sign of protocol.general)
    if (!signs.some((s) => s.id === sign)) problems.push(`general names an unknown sign "${sign}"`);
  for (const url of [...protocol.sources, ...signs.flatMap((s) => s.sources)])
    if (!knownSources.has(url))
      problems.push(`source ${url} is not in catalogue.tsv or a verified-*.tsv list`);
  return { protocol: problems.length === 0 ? protocol : null, problems };
}
