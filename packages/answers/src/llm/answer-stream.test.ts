// Streamed answers against a real OpenAI-compatible server on 127.0.0.1 that streams piece by
// piece, stalls or breaks off: the model's text as it arrives, the finished answer, the built-in
// answer when the model fails, and Stop cancelling the model call.
import { createCitationStream } from "@nestling/citations";
import { describe, expect, it } from "vitest";
import { engine } from "../../test/engine-fixture.js";
import { llmTestBed } from "../../test/llm-test-bed.js";
import type { AnswerEvent, LlmConfig } from "../types.js";
import { stoppedModelAnswer } from "./model-plan.js";

const bed = llmTestBed();
const engineWith = (overrides: Partial<LlmConfig> = {}) =>
  // Generous: on a busy machine a short timeout would give up before the first piece.
  bed.engineWith({ model: "test-model", timeoutMs: 10_000, ...overrides });
const question = {
  question: "how often should i breastfeed my newborn",
  now: new Date("2025-06-01"),
};

async function collect(events: AsyncIterable<AnswerEvent>): Promise<AnswerEvent[]> {
  const out: AnswerEvent[] = [];
  for await (const event of events) out.push(event);
  return out;
}

describe("streamed answers", () => {
  it("streams the model's text piece by piece, then the finished answer with its citations", async () => {
    const pieces = ["Newborns feed ", "8 to 12 times ", "a day [", "1]. Watch ", "for cues [2]."];
    bed.server.behave({ kind: "reply", content: "", pieces, pieceMs: 5 });
    const events = await collect(engineWith().stream(question));
    expect(bed.server.requests[0]?.body.stream).toBe(true);
    const [start, ...rest] = events;
    expect(start).toMatchObject({ type: "start", lead: "", urgency: "routine" });
    expect(rest.filter((e) => e.type === "text").map((e) => e.type === "text" && e.text)).toEqual(
      pieces,
    );
    const last = events.at(-1);
    expect(last?.type).toBe("answer");
    if (last?.type !== "answer" || last.result.kind !== "answer") throw new Error("no answer");
    expect(last.result.meta.engine).toBe("llm");
    expect(last.result.content).toMatch(/^Newborns feed 8 to 12 times a day \[1\]\(https:/);
    // What the reader saw as it streamed is what the finished answer says.
    if (start?.type !== "start") throw new Error("no start");
    const shown = createCitationStream({ sources: start.sources });
    for (const piece of pieces) shown.push(piece);
    expect(shown.end()).toEqual({
      markdown: last.result.content,
      sources: last.result.sources,
    });
  });

  it("streams in the parent's region's wording: a UK parent never sees 911 arrive", async () => {
    const pieces = [
      "If he stops breathing, call 9",
      "1",
      "1 and start CPR; ",
      "otherwise feed him ",
      "8 to 12 times a day [1] and watch for cues.",
    ];
    bed.server.behave({ kind: "reply", content: "", pieces, pieceMs: 5 });
    const events = await collect(engineWith().stream({ ...question, region: "UK" }));
    const streamed = events.map((e) => (e.type === "text" ? e.text : "")).join("");
    expect(streamed).toContain("call 999 and start CPR");
    expect(streamed).not.toMatch(/\b911\b/);
    const last = events.at(-1);
    if (last?.type !== "answer" || last.result.kind !== "answer") throw new Error("no answer");
    const start = events[0];
    if (start?.type !== "start") throw new Error("no start");
    const shown = createCitationStream({ sources: start.sources });
    shown.push(streamed);
    // What streamed is the start of the stored answer; the stored answer (sent whole) ends it.
    expect(last.result.content.startsWith(shown.current().markdown.trimEnd())).toBe(true);
    // A stop keeps what was shown as it was shown: not localized a second time.
    const ireland = { ...start.plan, region: "IE" as const };
    expect(stoppedModelAnswer(ireland, "Go to the emergency department (A&E) ", []).content).toBe(
      "Go to the emergency department (A&E)",
    );
  });

  it("falls back to the built-in answer when the model stalls or the stream breaks off", async () => {
    const builtIn = await engine.answer(question);
    for (const behaviour of [{ stallAfter: 1 }, { failAfter: 1 }]) {
      bed.warnings.length = 0;
      bed.server.behave({
        kind: "reply",
        content: "",
        pieces: ["Newborns ", "feed [1]."],
        ...behaviour,
      });
      const started = performance.now();
      const events = await collect(engineWith({ timeoutMs: 1_000 }).stream(question));
      expect(performance.now() - started).toBeLessThan(8_000);
      expect(events[0]?.type).toBe("start");
      expect(events.at(-1)).toEqual({ type: "answer", result: builtIn });
      expect(bed.warnings.map((w) => w.msg)).toEqual([
        "LLM answer unusable; using the built-in answer",
      ]);
    }
  });

  it("stops the model call when the reader stops, and ends without an answer", async () => {
    bed.server.behave({
      kind: "reply",
      content: "",
      pieces: ["Newborns feed [1] ", "often, ", "day ", "and ", "night."],
      pieceMs: 200,
    });
    const controller = new AbortController();
    const events: AnswerEvent[] = [];
    for await (const event of engineWith({ timeoutMs: 5_000 }).stream(question, {
      signal: controller.signal,
    })) {
      events.push(event);
      if (event.type === "text") controller.abort();
    }
    expect(events.map((e) => e.type)).toEqual(["start", "text"]);
    expect(bed.warnings).toEqual([]);
    const start = events[0];
    if (start?.type !== "start") throw new Error("no start");
    const shown = createCitationStream({ sources: start.sources });
    shown.push("Newborns feed [1] ");
    const stopped = stoppedModelAnswer(
      start.plan,
      shown.current().markdown,
      shown.current().sources,
    );
    expect(stopped.content).toMatch(/^Newborns feed \[1\]\(https:[^)]+\)$/);
    expect(stopped.sources).toHaveLength(1);
    expect(stopped.meta).toMatchObject({ engine: "llm", entryIds: [start.plan.entryIds[0]] });
  });

  it("opens an urgent answer with triage's action, numbered as in the finished answer", async () => {
    bed.server.behave({
      kind: "reply",
      content: "",
      pieces: ["Keep her cool ", "and offer feeds [1]."],
    });
    const q = { ...question, question: "my 8 month old has a fever of 104" };
    const events = await collect(engineWith().stream(q));
    const start = events[0];
    const last = events.at(-1);
    if (start?.type !== "start" || last?.type !== "answer" || last.result.kind !== "answer")
      throw new Error("expected a streamed answer");
    expect(start.urgency).toBe("urgent");
    expect(start.lead).toMatch(/^Call your pediatrician now: .*\[1\]\(https:/);
    const shown = createCitationStream({ sources: start.sources });
    shown.push(start.lead);
    shown.push("Keep her cool and offer feeds [1].");
    expect(shown.end()).toEqual({ markdown: last.result.content, sources: last.result.sources });
    expect(last.result.meta.category).toBe("urgent");
  });

  it("never asks the model for an emergency, an off-topic question or small talk", async () => {
    for (const q of ["My baby is not breathing and turning blue", "what is the weather tomorrow"]) {
      const events = await collect(engineWith().stream({ ...question, question: q }));
      expect(events).toHaveLength(1);
      expect(events[0]?.type).toBe("answer");
    }
    expect(bed.server.requests).toEqual([]);
  });
});
