import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { EntryProblem, KnowledgeEntry } from "./knowledge-entry.js";
import { parseEntry } from "./parse-entry.js";

/** A verified page: the catalogue's or a verified list's row for it. */
export interface SourceInfo {
  url: string;
  publisher: string;
  title: string;
}

export interface KnowledgeBase {
  /** Valid entries, sorted by id. */
  entries: KnowledgeEntry[];
  /** Every verified address, from catalogue.tsv and the verified-*.tsv lists. */
  sources: Map<string, SourceInfo>;
  /** Everything wrong with the files; invalid entries are left out of `entries`. */
  problems: EntryProblem[];
}

/** The knowledge folder shipped with this package. */
export const KNOWLEDGE_DIR = fileURLToPath(new URL("../../knowledge/", import.meta.url));

const SOURCE_LIST = /^(?:catalogue|verified-[a-z0-9-]+)\.tsv$/;

/** Reads the verified source lists: tab-separated, a header row, url first, then publisher and title. */
export function loadSourceLists(dir: string): Map<string, SourceInfo> {
  const sources = new Map<string, SourceInfo>();
  for (const file of readdirSync(dir)
    .filter((f) => SOURCE_LIST.test(f))
    .sort()) {
    const lines = readFileSync(path.join(dir, file), "utf8").split(/\r?\n/);
    const header = (lines[0] ?? "").split("\t");
    const column = (name: string, fallback: number) =>
      header.indexOf(name) >= 0 ? header.indexOf(name) : fallback;
    const urlAt = column("url", 0);
    const publisherAt = column("publisher", 1);
    const titleAt = column("title", 2);
    for (const line of lines.slice(1)) {
      const cells = line.split("\t");
      const url = cells[urlAt]?.trim();
      if (!url || sources.has(url)) continue;
      sources.set(url, {
        url,
        publisher: cells[publisherAt]?.trim() ?? "",
        title: cells[titleAt]?.trim() ?? "",
      });
    }
  }
  return sources;
}

/** Reads and checks every `knowledge/<folder>/<id>.md` file. */
export function loadKnowledge(dir: string = KNOWLEDGE_DIR): KnowledgeBase {
  const sources = loadSourceLists(dir);
  const known = new Set(sources.keys());
  const entries: KnowledgeEntry[] = [];
  const problems: EntryProblem[] = [];
  const seen = new Map<string, string>();
  for (const folder of readdirSync(dir).sort()) {
    const folderPath = path.join(dir, folder);
    if (!statSync(folderPath).isDirectory()) continue;
    for (const fileName of readdirSync(folderPath).sort()) {
      const file = `${folder}/${fileName}`;
      if (!fileName.endsWith(".md")) {
        problems.push({ file, message: "only .md entry files belong in a topic folder" });
        continue;
      }
      const parsed = parseEntry(
        fileName,
        folder,
        readFileSync(path.join(folderPath, fileName), "utf8"),
        known,
      );
      for (const message of parsed.problems) problems.push({ file, message });
      if (!parsed.entry) continue;
      const earlier = seen.get(parsed.entry.id);
      if (earlier) {
        problems.push({ file, message: `id "${parsed.entry.id}" is also used by ${earlier}` });
        continue;
      }
      seen.set(parsed.entry.id, file);
      entries.push(parsed.entry);
    }
  }
  entries.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { entries, sources, problems };
}
