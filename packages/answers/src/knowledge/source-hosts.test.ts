import { describe, expect, it } from "vitest";
import { loadProtocols } from "../protocols/load-protocols.js";
import { KNOWLEDGE_DIR, loadKnowledge, loadSourceLists } from "./load-knowledge.js";
import { isTestHost } from "./test-host.js";

/**
 * Addresses on a publisher's QA host still cited while a public page with the same facts is
 * found (2026-11-24): the list may only shrink, and one that is replaced must leave it.
 */
const STILL_ON_TEST_HOSTS: string[] = [
  "https://qa-khpi.kidshealth.org/en/parent/1338.html",
  "https://qa-khpi.kidshealth.org/en/parent/1494.html",
  "https://qa-khpi.kidshealth.org/en/parent/1874.html",
];

describe("cited addresses are the publishers' own sites", () => {
  it("no entry, protocol or source list cites a QA, test, staging or development host", () => {
    const protocols = loadProtocols();
    const urls = new Set([
      ...loadKnowledge().entries.flatMap((e) => e.sources),
      ...protocols.protocols.flatMap((p) => [...p.sources, ...p.signs.flatMap((s) => s.sources)]),
      ...loadSourceLists(KNOWLEDGE_DIR).keys(),
    ]);
    expect([...urls].filter(isTestHost).sort()).toEqual(STILL_ON_TEST_HOSTS);
  });
});
