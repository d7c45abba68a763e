import { describe, expect, it } from "vitest";
import { loadKnowledge } from "./load-knowledge.js";
import { sourceLookup } from "./source-lookup.js";

const kb = loadKnowledge();

describe("sourceLookup", () => {
  const lookup = sourceLookup(kb.sources);

  it("shows the catalogue's page title with the publisher as description", () => {
    const url = "https://www.cdc.gov/breastfeeding/php/about/index.html";
    expect(lookup(url)).toEqual({ url, title: kb.sources.get(url)?.title, description: "CDC" });
  });

  it("falls back to the publisher's name for an address outside the lists", () => {
    expect(lookup("https://www.nhs.uk/some/new/page")).toEqual({
      url: "https://www.nhs.uk/some/new/page",
      title: "NHS",
    });
  });
});
