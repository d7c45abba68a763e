import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { findRecognizedSource } from "@nestling/citations";
import { describe, expect, it } from "vitest";
import { KNOWLEDGE_FOLDERS, countWords, entryParts } from "./knowledge-entry.js";
import { KNOWLEDGE_DIR, loadKnowledge } from "./load-knowledge.js";

/** Raised as the authored knowledge base grows; the target is 300. */
const MIN_ENTRIES = 300;

const kb = loadKnowledge();
const files = readdirSync(KNOWLEDGE_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => readdirSync(path.join(KNOWLEDGE_DIR, d.name)).map((f) => `${d.name}/${f}`));

describe("the shipped knowledge base", () => {
  it("has no invalid entry file", () => {
    expect(kb.problems.map((p) => `${p.file}: ${p.message}`)).toEqual([]);
    expect(kb.entries).toHaveLength(files.length);
  });

  it(`has at least ${MIN_ENTRIES} entries`, () => {
    expect(kb.entries.length).toBeGreaterThanOrEqual(MIN_ENTRIES);
  });

  it("keeps entries only in the topic folders", () => {
    for (const file of files) expect(KNOWLEDGE_FOLDERS).toContain(file.split("/")[0]);
  });

  it("cites only recognised, verified sources", () => {
    for (const entry of kb.entries) {
      for (const url of entry.sources) {
        expect(findRecognizedSource(url), url).not.toBeNull();
        expect(kb.sources.has(url), url).toBe(true);
      }
    }
  });

  it("covers every age band of the suggested questions (0-2, 3-5, 6-8, 9-11, 12+ months)", () => {
    for (const [from, to] of [
      [0, 2],
      [3, 5],
      [6, 8],
      [9, 11],
      [12, 36],
    ] as const) {
      const inBand = kb.entries.filter((e) => e.ageMin <= to && e.ageMax >= from);
      expect(inBand.length, `${from}-${to}`).toBeGreaterThanOrEqual(20);
    }
  });

  it("gives every entry a direct lead sentence and bullets", () => {
    for (const entry of kb.entries) {
      const parts = entryParts(entry.body);
      expect(parts.lead.length, entry.id).toBeGreaterThan(20);
      expect(parts.bullets.length, entry.id).toBeGreaterThanOrEqual(2);
    }
  });

  it("ships the source catalogue (docs/sources.md) with its header", () => {
    const shipped = readFileSync(path.join(KNOWLEDGE_DIR, "catalogue.tsv"), "utf8");
    expect(shipped.split("\n")[0]).toBe("url\tpublisher\ttitle\ttopics\tage_band\turl_format");
    expect(kb.sources.size).toBeGreaterThanOrEqual(150);
  });

  it("counts words the way the 80-250 rule means", () => {
    expect(countWords("- one **two** three\n\n**When to call the doctor**\n- 4 °F")).toBe(10);
  });
});
