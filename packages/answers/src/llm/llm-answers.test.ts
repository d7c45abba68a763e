// The LLM path against a real OpenAI-compatible HTTP server on 127.0.0.1: good replies, invented
// markers, no citations, errors, malformed bodies and slowness.
import { findRecognizedSource } from "@nestling/citations";
import { describe, expect, it } from "vitest";
import { answered, engine } from "../../test/engine-fixture.js";
import { startFakeLlmServer } from "../../test/fake-llm-server.js";
import { llmTestBed } from "../../test/llm-test-bed.js";
import { NOT_BREATHING } from "../../test/scripted-triage.js";
import type { LlmConfig } from "../types.js";
import { chatCompletion, type LlmError } from "./chat-completion.js";

const bed = llmTestBed();
const config = (overrides: Partial<LlmConfig> = {}): LlmConfig => ({
  baseUrl: bed.server.baseUrl,
  model: "test-model",
  apiKey: "sk-local",
  timeoutMs: 2000,
  ...overrides,
});
const engineWith = (llm: LlmConfig) => bed.engineWith(llm);
const question = {
  question: "how often should i breastfeed my newborn",
  baby: { name: "Mia", dateOfBirth: "2025-05-04" },
  now: new Date("2025-06-01"),
};

describe("LLM answers", () => {
  it("sends the question with the retrieved entries as numbered passages, and cites what the model cites", async () => {
    bed.server.behave({
      kind: "reply",
      content: "Newborns usually feed 8 to 12 times a day [1]. Watch for early hunger cues [1][2].",
    });
    const r = answered(await engineWith(config()).answer(question));
    expect(r.meta.engine).toBe("llm");
    expect(r.urgency).toBe("routine");
    const request = bed.server.requests[0];
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.authorization).toBe("Bearer sk-local");
    expect(request?.body.model).toBe("test-model");
    const prompt = request?.body.messages?.at(-1)?.content ?? "";
    expect(prompt).toMatch(/\[1\] .+\(https:\/\/[^)]+\)\n/);
    expect(prompt).toContain("About the child: name Mia, age 4 weeks.");
    expect(prompt).toContain("Question: how often should i breastfeed my newborn");
    expect(r.content).toMatch(
      /^Newborns usually feed 8 to 12 times a day \[1\]\(https:\/\/[^)]+\)\./,
    );
    expect(r.sources.length).toBeGreaterThanOrEqual(1);
    for (const s of r.sources) expect(findRecognizedSource(s.url)).not.toBeNull();
    expect(r.meta.entryIds.length).toBe(r.sources.length);
    expect(bed.warnings).toEqual([]);
  });

  it("grounds the model on the same passages the built-in answer leads with", async () => {
    bed.server.behave({ kind: "reply", content: "About 4 to 5 ounces every 3 to 4 hours [1]." });
    const q = { question: "how much formula should my 2 month old drink", now: question.now };
    const builtIn = answered(await engine.answer(q));
    await engineWith(config()).answer(q);
    const prompt = bed.server.requests[0]?.body.messages?.at(-1)?.content ?? "";
    const lead = (builtIn.content.split("\n\n")[0] ?? "")
      .replace(/\s*(?:\[\d+\]\([^)]*\))+$/, "")
      .replace(/\*\*/g, "");
    // The first passage is the built-in answer's entry, starting with its lead passage.
    expect(prompt).toMatch(/Passages:\n\n\[1\] /);
    expect(prompt.split("\n\n[2]")[0]).toContain(lead);
  });

  it("removes invented markers and keeps the answer when real ones remain", async () => {
    bed.server.behave({ kind: "reply", content: "Feed on demand [1]. Studies show magic [7]." });
    const r = answered(await engineWith(config()).answer(question));
    expect(r.meta.engine).toBe("llm");
    expect(r.content).toContain("Studies show magic.");
    expect(r.content).not.toContain("[7]");
    expect(r.sources).toHaveLength(1);
  });

  it("falls back to the built-in answer when the reply cites nothing real", async () => {
    for (const content of [
      "Feed on demand. Trust me.",
      "Feed on demand [7][9].",
      "See [this](https://evil.example/feeding).",
    ]) {
      bed.warnings.length = 0;
      bed.server.behave({ kind: "reply", content });
      const r = answered(await engineWith(config()).answer(question));
      expect(r.meta.engine).toBe("built-in");
      expect(r.content).not.toContain("evil.example");
      expect(r.sources.length).toBeGreaterThan(0);
      expect(bed.warnings[0]?.msg).toMatch(/LLM answer unusable/);
    }
  });

  it("unwraps links the model invents, keeping the cited ones", async () => {
    bed.server.behave({
      kind: "reply",
      content: "Feed often [1]; more at [this site](https://evil.example/x).",
    });
    const r = answered(await engineWith(config()).answer(question));
    expect(r.meta.engine).toBe("llm");
    expect(r.content).toContain("more at this site.");
    expect(r.content).not.toContain("evil.example");
  });

  it.each([
    ["an HTTP 500", { kind: "status", status: 500 } as const, "http"],
    ["a body that is not JSON", { kind: "raw", body: "<html>oops" } as const, "malformed"],
    [
      "JSON of the wrong shape",
      { kind: "raw", body: JSON.stringify({ choices: [] }) } as const,
      "malformed",
    ],
  ])("falls back and logs a warning on %s", async (_, behaviour, reason) => {
    bed.server.behave(behaviour);
    const r = answered(await engineWith(config()).answer(question));
    expect(r.meta.engine).toBe("built-in");
    expect(r.sources.length).toBeGreaterThan(0);
    expect(bed.warnings).toHaveLength(1);
    expect((bed.warnings[0]?.o as { err: LlmError }).err.reason).toBe(reason);
  });

  it("gives up after the timeout and answers built-in", async () => {
    bed.server.behave({ kind: "reply", content: "Too late [1].", delayMs: 3000 });
    const started = Date.now();
    const r = answered(await engineWith(config({ timeoutMs: 300 })).answer(question));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(r.meta.engine).toBe("built-in");
    expect((bed.warnings[0]?.o as { err: LlmError }).err.reason).toBe("timeout");
  });

  it("falls back when the model refuses a question triage found on-topic", async () => {
    bed.server.behave({
      kind: "reply",
      content: "I can only help with baby care and parenting questions.",
    });
    const r = answered(await engineWith(config()).answer(question));
    expect(r.meta.engine).toBe("built-in");
  });

  it("never asks the model about an emergency", async () => {
    bed.server.behave({ kind: "reply", content: "Try a warm bath [1]." });
    const r = answered(await engineWith(config()).answer({ question: "my baby is not breathing" }));
    expect(r.content.split("\n")[0]).toContain(NOT_BREATHING.action);
    expect(r.meta.engine).toBe("built-in");
    expect(bed.server.requests).toHaveLength(0);
  });

  it("keeps triage's urgency and puts the call-now line above the model's text", async () => {
    bed.server.behave({ kind: "reply", content: "Keep your child drinking fluids [1]." });
    const r = answered(
      await engineWith(config()).answer({ question: "fever of 104.6 in my 3 year old" }),
    );
    expect(r.urgency).toBe("urgent");
    expect(r.meta.engine).toBe("llm");
    const lines = r.content.split("\n");
    expect(lines[0]).toMatch(/^Call your pediatrician now: .*\[1\]\(https:\/\//);
    expect(lines[2]).toBe("**Until you speak to them**");
    expect(lines.at(-1)).toMatch(/^Keep your child drinking fluids \[[12]\]\(https:\/\//);
    expect(r.sources[0]?.url).toBe(
      "https://healthychildren.org/English/health-issues/conditions/fever/Pages/When-to-Call-the-Pediatrician.aspx",
    );
  });

  it("does not call the model for off-topic or risky questions", async () => {
    bed.server.behave({ kind: "reply", content: "Sure [1]." });
    expect(
      (await engineWith(config()).answer({ question: "what will the stock market do" })).kind,
    ).toBe("off-topic");
    const risky = answered(
      await engineWith(config()).answer({ question: "can i give benadryl to make him sleep" }),
    );
    expect(risky.meta).toMatchObject({ category: "risky", engine: "built-in" });
    expect(bed.server.requests).toHaveLength(0);
  });
});

describe("chatCompletion", () => {
  it("reports a refused connection as a network error", async () => {
    const closed = await startFakeLlmServer();
    const baseUrl = closed.baseUrl;
    await closed.close();
    await expect(
      chatCompletion({ baseUrl, model: "m", timeoutMs: 1000 }, [{ role: "user", content: "hi" }]),
    ).rejects.toMatchObject({ reason: "network" });
  });

  it("sends no Authorization header without a key", async () => {
    bed.server.behave({ kind: "reply", content: "ok" });
    await chatCompletion({ baseUrl: bed.server.baseUrl, model: "m", timeoutMs: 1000 }, [
      { role: "user", content: "hi" },
    ]);
    expect(bed.server.requests[0]?.authorization).toBeUndefined();
  });
});
