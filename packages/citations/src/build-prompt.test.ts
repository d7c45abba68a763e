import { describe, expect, it } from "vitest";
import { OFF_TOPIC_REPLY, buildPrompt } from "./build-prompt.js";
import { formatCitations } from "./format-citations.js";

const passages = [
  {
    url: "https://www.cdc.gov/sleep",
    title: "Safe sleep for babies",
    text: "Place babies on their backs for every sleep.",
  },
  {
    url: "https://www.nhs.uk/baby/sleep",
    title: "Helping your baby sleep",
    text: "Keep the cot in your room for the first 6 months.",
  },
];

describe("buildPrompt", () => {
  it("gives the rules, the history, then the passages numbered as the markers expect", () => {
    const messages = buildPrompt({
      question: "where should my baby sleep",
      history: [
        { role: "user", content: "hi" },
        { role: "assistant", content: "Hello!" },
      ],
      passages,
      baby: { name: "Mia", ageInMonths: 4 },
    });
    expect(messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    const system = messages[0]?.content ?? "";
    expect(system).toMatch(/Cite every factual claim/);
    expect(system).toMatch(/call 911/);
    expect(system).toContain(OFF_TOPIC_REPLY);
    expect(system).toMatch(/age/);
    const last = messages[3]?.content ?? "";
    expect(last).toContain(
      "[1] Safe sleep for babies (https://www.cdc.gov/sleep)\nPlace babies on their backs",
    );
    expect(last).toContain("[2] Helping your baby sleep (https://www.nhs.uk/baby/sleep)");
    expect(last).toContain("About the child: name Mia, age 4 months.");
    expect(last.endsWith("Question: where should my baby sleep")).toBe(true);
  });

  it("matches formatCitations: the model's [2] becomes the second passage's link", () => {
    const reply = "Keep the cot in your room [2]. Back to sleep [1]. Invented [3].";
    const r = formatCitations(reply, { sources: passages });
    expect(r.markdown).toBe(
      "Keep the cot in your room [1](https://www.nhs.uk/baby/sleep). Back to sleep [2](https://www.cdc.gov/sleep). Invented.",
    );
    expect(r.sources.map((s) => s.title)).toEqual([
      "Helping your baby sleep",
      "Safe sleep for babies",
    ]);
  });

  it("describes young babies in weeks and leaves the child out when nothing is known", () => {
    const young = buildPrompt({ question: "q", passages, baby: { ageInMonths: 0.5 } });
    expect(young.at(-1)?.content).toContain("age 2 weeks");
    expect(
      buildPrompt({ question: "q", passages, baby: { ageInMonths: 1.2 } }).at(-1)?.content,
    ).toContain("age 1 month.");
    const unknown = buildPrompt({
      question: "q",
      passages,
      baby: { name: " ", ageInMonths: null },
    });
    expect(unknown.at(-1)?.content).not.toContain("About the child");
  });

  it("says when there are no passages and keeps only recent, clipped history", () => {
    const history = Array.from({ length: 20 }, (_, i) => ({
      role: i % 2 ? ("assistant" as const) : ("user" as const),
      content: `turn ${i} ${"x".repeat(3000)}`,
    }));
    const messages = buildPrompt({ question: "q", passages: [], history });
    expect(messages).toHaveLength(1 + 8 + 1);
    expect(messages[1]?.content.startsWith("turn 12")).toBe(true);
    expect(messages[1]?.content.length).toBeLessThanOrEqual(2001);
    expect(messages.at(-1)?.content).toContain("Passages: none were found");
  });
});
