// A small formula article and a question frame about it, shared by the answer-plan tests.
import type { KnowledgeEntry } from "../src/knowledge/knowledge-entry.js";
import type { QuestionFrame } from "../src/retrieval/question-frame.js";
import type { SearchHit } from "../src/retrieval/search-index.js";

export const formula: KnowledgeEntry = {
  id: "feeding-formula",
  folder: "feeding",
  title: "Formula amounts",
  topics: ["feeding", "formula"],
  ageMin: 0,
  ageMax: 12,
  keywords: [],
  sources: ["https://a.example/1", "https://b.example/2"],
  body: [
    "Newborns take about 1 to 2 ounces every 2 to 3 hours.",
    "",
    "- Let your baby's cues lead the amount of formula.",
    "- By 6 months many take 6 to 8 ounces of formula 4 to 5 times a day.",
    "- Never prop a bottle of formula.",
    "",
    "**When to call the doctor**",
    "- Fewer wet diapers.",
  ].join("\n"),
  quickAnswers: [
    {
      question: "How much formula at 2 months?",
      answer: "About 4 to 5 ounces every 3 to 4 hours.",
      sources: ["https://b.example/2"],
    },
  ],
};
export const hits: SearchHit[] = [{ entry: formula, score: 10, topicMatch: 0.5 }];
export const frame = (over: Partial<QuestionFrame> = {}): QuestionFrame => ({
  terms: ["formula", "drink"],
  weights: [2, 1],
  intent: "amount",
  ageMonths: 2,
  ...over,
});
