import { describe, expect, it } from "vitest";
import type { KnowledgeEntry } from "../knowledge/knowledge-entry.js";
import { entryPassages } from "../knowledge/passages.js";
import { composePlannedRoutine, likelySources } from "./compose-routine.js";

const entry: KnowledgeEntry = {
  id: "sleep-test",
  folder: "sleep",
  title: "Sleep at 4 to 6 months",
  topics: ["sleep"],
  ageMin: 4,
  ageMax: 6,
  keywords: [],
  sources: ["https://a.example/1", "https://b.example/2"],
  body: "Most sleep 12 to 15 hours.\n\n- Naps get longer.\n- A fact from one page. (source 2)\n\n**Get help now if**\n- Hard to wake.",
};
const [lead, naps, tagged, call] = entryPassages(entry);
const lookup = (url: string) => ({ url, title: url });

describe("composePlannedRoutine", () => {
  const plan = {
    lead: lead!,
    support: [naps!, tagged!],
    later: [],
    call: [call!],
    related: null,
    leadCoverage: 1,
    entryCoverage: 1,
    topicMatch: 1,
  };

  it("leads with the answer, cites each source once, tags a bullet's own source, keeps the entry's heading", () => {
    const r = composePlannedRoutine(plan, null, lookup);
    const lines = r.content.split("\n");
    expect(lines[0]).toMatch(/^Most sleep 12 to 15 hours\. \[1\]\(.*\)\[2\]\(.*\)$/);
    expect(r.content).toContain("- Naps get longer.\n");
    expect(r.content).toMatch(/- A fact from one page\. \[2\]\(https:\/\/b\.example\/2\)/);
    expect(r.content).toContain("**Get help now if**\n- Hard to wake.");
    expect(r.sources.map((s) => s.url)).toEqual(entry.sources);
  });

  it("says plainly when the child is younger than the article, and nothing when the age fits", () => {
    const young = composePlannedRoutine(plan, { name: "Mia", ageMonths: 2 }, lookup);
    expect(young.content).toContain(
      "Mia is 2 months old; this is written for children from 4 months, so it does not apply yet",
    );
    const fits = composePlannedRoutine(plan, { name: "Mia", ageMonths: 5 }, lookup);
    expect(fits.content).not.toContain("Mia is");
  });

  it("says so for a child of a stated age with no profile (a visitor), unless the lead speaks of that age", () => {
    const older = composePlannedRoutine(plan, { name: null, ageMonths: 48 }, lookup);
    expect(older.content).toContain(
      "Your child is 4 years old; this is written for children of 4 months to 6 months, so some of it may not fit at this age — ask your pediatrician what is different now.",
    );
    const [forFour] = entryPassages({
      ...entry,
      id: "sleep-test-4",
      body: "A 3 or 4 year old needs about 10 to 13 hours.",
    });
    const own = composePlannedRoutine(
      { ...plan, lead: forFour! },
      { name: null, ageMonths: 48 },
      lookup,
    );
    expect(own.content).not.toContain("Your child is");
  });

  it("names an older child's missing band in years, and says some of it may not fit", () => {
    const toddlers = { ...entry, id: "sleep-test-toddlers", ageMin: 0, ageMax: 36 };
    const [lead] = entryPassages({ ...toddlers, body: "Keep a calm routine." });
    const r = composePlannedRoutine(
      { ...plan, lead: lead! },
      { name: null, ageMonths: 48 },
      lookup,
    );
    expect(r.content).toContain(
      "Your child is 4 years old; this is written for children up to 3 years, so some of it may not fit at this age",
    );
    expect(r.content).not.toMatch(/0–36 months/);
  });

  it("adds no line to a 'when' answer whose lead names the age still ahead", () => {
    const [fromSix] = entryPassages({
      ...entry,
      id: "solids-test-6",
      ageMin: 6,
      ageMax: 12,
      body: "Start solids at about 6 months.",
    });
    const child = { name: null, ageMonths: 4 };
    const when = composePlannedRoutine({ ...plan, lead: fromSix! }, child, lookup, {
      asksWhen: true,
    });
    expect(when.content).not.toContain("does not apply yet");
    // Asked how, not when, the same lead is for a later age: the line says so.
    const how = composePlannedRoutine({ ...plan, lead: fromSix! }, child, lookup);
    expect(how.content).toContain("does not apply yet");
  });
});

describe("likelySources", () => {
  const bath: KnowledgeEntry = {
    ...entry,
    id: "care-bath-test",
    sources: ["https://a.example/bath-water-temperature", "https://b.example/nail-trimming"],
    body: "Test the bath water with your elbow.\n\n- File the nails after a bath.",
  };
  const titles = (url: string) => ({
    url,
    title: url.includes("nail") ? "Trimming nails" : "Bath safety",
  });

  it("cites the page that speaks of what a passage says, not every page of its article", () => {
    const [water] = entryPassages(bath);
    expect(likelySources(water!, titles)).toEqual(["https://a.example/bath-water-temperature"]);
  });

  it("keeps every page when none shares a word with the passage", () => {
    const [, , nothing] = entryPassages({
      ...bath,
      body: "Test the bath water.\n\n- A.\n- Wiggle.",
    });
    expect(likelySources(nothing!, titles)).toEqual(bath.sources);
  });
});

describe("composePlannedRoutine: a follow-up for another age", () => {
  it("says which age the answer is for", () => {
    const r = composePlannedRoutine(
      {
        lead: lead!,
        support: [],
        later: [],
        call: [],
        related: null,
        leadCoverage: 1,
        entryCoverage: 1,
        topicMatch: 1,
        forAge: 9,
      },
      null,
      lookup,
    );
    expect(r.content).toMatch(/^At 9 months: Most sleep 12 to 15 hours\./);
  });
});
