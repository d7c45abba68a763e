import { describe, expect, it } from "vitest";
import { loadProtocols } from "../protocols/load-protocols.js";
import { KNOWLEDGE_DIR, loadKnowledge, loadSourceLists } from "./load-knowledge.js";

/**
 * A publisher's test or staging copy (staging.healthiertogether.nhs.uk, uat.…, dev-…): it can
 * change or vanish at any time and is not the reviewed page.
 */
const NOT_PRODUCTION =
  /^(?:staging|stage|stg|dev|develop|test|testing|uat|preprod|sandbox)(?:\d+|-.+)?$/;

/** Whether the address's first host label names a staging or development copy. */
function notProduction(url: string): boolean {
  const labels = new URL(url).hostname.split(".");
  return labels.length > 2 && NOT_PRODUCTION.test(labels[0]!);
}

describe("cited addresses are the publishers' own sites", () => {
  it("recognises a staging or development host", () => {
    expect(notProduction("https://staging.healthiertogether.nhs.uk/x")).toBe(true);
    expect(notProduction("https://uat.kidshealth.org/x")).toBe(true);
    expect(notProduction("https://dev-site.example.org/x")).toBe(true);
    expect(notProduction("https://www.healthiertogether.nhs.uk/professional/fever")).toBe(false);
    expect(notProduction("https://www.testing-times.nhs.uk/x")).toBe(false);
  });

  it("no entry, protocol or source list cites a staging or development host", () => {
    const protocols = loadProtocols();
    const urls = new Set([
      ...loadKnowledge().entries.flatMap((e) => e.sources),
      ...protocols.protocols.flatMap((p) => [...p.sources, ...p.signs.flatMap((s) => s.sources)]),
      ...loadSourceLists(KNOWLEDGE_DIR).keys(),
    ]);
    expect([...urls].filter(notProduction)).toEqual([]);
  });
});
