import { describe, expect, it } from "vitest";
import type { KnowledgeEntry } from "../knowledge/knowledge-entry.js";
import type { SearchHit } from "../retrieval/search-index.js";
import { forNamedAge } from "./hit-filters.js";

function hit(id: string, title: string, score: number, topicMatch = 1): SearchHit {
  const entry: KnowledgeEntry = {
    id,
    folder: "development",
    title,
    topics: ["development"],
    ageMin: 0,
    ageMax: 36,
    keywords: [],
    sources: [],
    body: "A lead.",
  };
  return { entry, score, topicMatch };
}

const series = [
  hit("m78", "Your baby at 7 to 8 months: development and milestones", 67),
  hit("m5", "Your baby at 5 months: development and milestones", 57),
  hit("m3", "Your baby at 3 months: development and milestones", 39),
  hit("m6", "6-month milestones: what most babies do by 6 months", 24, 0.8),
];
const ids = (hits: SearchHit[]) => hits.map((h) => h.entry.id);

describe("forNamedAge", () => {
  it.each([
    [6, "m6"],
    [5, "m5"],
    [7.5, "m78"],
    [3, "m3"],
  ])("puts the article of a series titled for the child's age (%s months) first", (age, first) => {
    expect(ids(forNamedAge(series, age))[0]).toBe(first);
  });

  it("leaves the hits alone without an age, or without an article titled for it", () => {
    expect(forNamedAge(series, null)).toBe(series);
    expect(forNamedAge(series, 14)).toBe(series);
  });

  it("does not promote an article only because its title names the age", () => {
    // "9 month old cries when I leave the room": the regression article is another subject.
    const hits = [
      hit("separation", "Separation anxiety in babies and toddlers", 40),
      hit("regression", "Sleep regression at 8 to 10 months", 30, 0.5),
    ];
    expect(ids(forNamedAge(hits, 9))).toEqual(["separation", "regression"]);
    // Titles that hold none of the question's words are no series of its subject.
    const words = [
      hit("language", "Language at 2: words and sentences", 24, 0),
      hit("m30", "30-month milestones: what most children do by 2½ years", 20, 0),
    ];
    expect(forNamedAge(words, 30)).toBe(words);
  });

  it("in a follow-up, puts series neighbours titled for other ages below the article for the age", () => {
    // The 6-month article was just shown and ranks first; the 5-month one must not come next.
    const follow = [
      hit("m6", "6-month milestones: what most babies do by 6 months", 240),
      hit("m5", "Your baby at 5 months: development and milestones", 102),
      hit("sitting", "When do babies sit up on their own?", 84),
    ];
    expect(ids(forNamedAge(follow, 6))).toEqual(["m6", "sitting", "m5"]);
  });
});
