import { describe, expect, it } from "vitest";
import { createAnswerEngine } from "../create-answer-engine.js";
import type { AnswerResult } from "../types.js";

const engine = createAnswerEngine({ llm: null });
const text = (r: AnswerResult) => (r.kind === "answer" ? r.content : r.message);
const lead = (r: AnswerResult) => text(r).split("\n\n")[0] ?? "";
const entries = (r: AnswerResult) => (r.kind === "answer" ? r.meta.entryIds : []);

// A10-072: "how long should i wait before trying for another baby, mine is 6 months old" was
// answered with crawling: the parent's next pregnancy is the parent's subject, however the child
// is named beside it.
describe("another pregnancy is the parent's subject", () => {
  it.each([
    "when is it safe to get pregnant again after having my daughter, she's 4 months",
    "we're thinking of trying for a second, our son is 9 months. is that too soon",
    "is 10 months too early to have another baby after a c section",
    "how far apart should we space our babies, my first is 1",
  ])("%j", async (q) => {
    expect(entries(await engine.answer({ question: q }))[0]).toBe("parents-spacing-pregnancies");
  });
});

// A10-022: "still cant say his s and r sounds and people dont understand him" was answered with
// saying sorry: sounds a child cannot say yet, or speech others cannot follow, is speech clarity.
describe("sounds a child cannot say, or speech others cannot follow, is speech clarity", () => {
  it.each([
    "my 2 year old is hard to understand, even family struggle",
    "my 3yo cant say his k sounds, says tat for cat",
    "strangers cant understand what she says and she's nearly 4",
    "my 30 month old doesnt make the f sound properly",
  ])("%j", async (q) => {
    expect(entries(await engine.answer({ question: q }))[0]).toMatch(
      /speech-(?:clarity|preschoolers)/,
    );
  });
});

// A10-032: "keeps hitting his baby sister" was led by a tantrum line: hurting a brother or sister
// is sibling rivalry.
describe("hurting a brother or sister is about siblings", () => {
  it.each([
    "my toddler pushes his little brother over all the time",
    "he keeps biting his twin sister, they're 2",
    "my 2 year old is so rough with her baby brother",
  ])("%j", async (q) => {
    expect(entries(await engine.answer({ question: q }))[0]).toMatch(/sibling/);
  });
});

// A10-031: "my 4 year old lies all the time. how should i handle it" was answered with handling a
// trike: "how should I handle it?" asks about what was told.
describe("'how do I handle it?' asks about what was told", () => {
  it.each([
    "my 4 year old lies all the time. how should i handle it",
    "my 3 year old keeps telling fibs. what should i do about it",
    "my son is 3 and has been lying to get out of trouble. how do i deal with it",
  ])("%j", async (q) => {
    expect(entries(await engine.answer({ question: q }))[0]).toBe("behaviour-lying");
  });
});

// A10-068: "how do i cope with the guilt of going back to work" was led by settling at nursery:
// what the parent copes with is what they ask about.
describe("'how do I cope with X' is answered on X", () => {
  it.each([
    "how do i cope with the guilt of going back to work when my son is 12 weeks",
    "i feel so guilty about leaving my baby at daycare when i go back to work",
    "dealing with the guilt of putting my 1 year old in nursery full time",
  ])("%j", async (q) => {
    const r = await engine.answer({ question: q });
    expect(entries(r)[0]).toBe("parents-returning-to-work");
    expect(lead(r)).toMatch(/guilt/i);
  });
});

// A question that names what it asks about ("what sunglasses…", "how do I cope with the
// loneliness…") is not answered by an article that never speaks of it: the engine says it has no
// reviewed answer yet, and the operator's gap count sees it.
describe("a thing asked by name that no article speaks of is an honest gap", () => {
  it.each([
    "what sunglasses should a toddler wear",
    "how do i cope with the loneliness of maternity leave",
  ])("%j", async (q) => {
    const info: unknown[] = [];
    const logged = createAnswerEngine({
      llm: null,
      logger: { info: (o: unknown) => info.push(o), warn: () => {} },
    });
    const r = await logged.answer({ question: q });
    expect(entries(r)).toEqual([]);
    expect(lead(r)).toMatch(/no reviewed answer/i);
    expect(info).toContainEqual(expect.objectContaining({ event: "knowledge_gap" }));
  });

  it.each([
    [
      "my 5mo has dry rough patches on her cheeks and elbow creases, what cream",
      "health-eczema-babies",
    ],
    ["what toys are best for a 6 month old", "development-toys-by-age"],
    ["what lotion for baby dry skin", "care-dry-skin-baby"],
  ])("…while a lead that answers in other words stays: %j", async (q, id) => {
    expect(entries(await engine.answer({ question: q }))[0]).toBe(id);
  });
});

// A10-027: "starts reception in september and still cant hold a pencil properly" was answered with
// nerves about starting school: how a child holds a pencil is the question, whatever the setting.
describe("how a child holds a pencil is answered with pencil grip", () => {
  it.each([
    "my 4yo starts reception in september and still cant hold a pencil properly, what should she be able to do",
    "my 3 year old holds his pencil in a fist, is that ok",
    "how should a 4 year old grip a crayon",
    "preschool teacher says her pencil grasp is immature, she's 4",
  ])("%j", async (q) => {
    const r = await engine.answer({ question: q });
    expect(entries(r)[0]).toBe("development-pencil-grip");
    expect(lead(r)).toMatch(/grip/);
  });
});
