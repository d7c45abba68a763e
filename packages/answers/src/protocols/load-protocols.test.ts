import { findRecognizedSource } from "@nestling/citations";
import { describe, expect, it } from "vitest";
import { triage } from "../triage/index.js";
import { catalogue, loadProtocols } from "./load-protocols.js";
import { DISPOSITION_RANK, urgencyOf } from "./protocol.js";

const shipped = loadProtocols();

describe("the shipped protocol catalogue", () => {
  it("loads without problems", () => {
    expect(shipped.problems).toEqual([]);
    expect(catalogue().protocols.length).toBe(shipped.protocols.length);
  });

  it("cites only https addresses of recognised publishers", () => {
    const urls = new Set(
      shipped.protocols.flatMap((p) => [...p.sources, ...p.signs.flatMap((s) => s.sources)]),
    );
    for (const url of urls) {
      expect(url).toMatch(/^https:\/\//);
      expect(findRecognizedSource(url), url).toBeTruthy();
    }
  });

  it("words every action as its level says", () => {
    for (const s of shipped.protocols.flatMap((p) => p.signs)) {
      if (s.disposition === "911") expect(s.action, s.id).toMatch(/^Call 911/);
      if (s.disposition === "er")
        expect(s.action, s.id).toMatch(/emergency department|Put your baby down/);
      if (urgencyOf(s.disposition) === "urgent")
        expect(s.action, s.id).toMatch(/\b(?:now|today|24 hours|contact)\b/);
    }
  });

  it("never offers a home remedy instead of help at an emergency level", () => {
    for (const s of shipped.protocols.flatMap((p) => p.signs))
      for (const step of s.whileWaiting)
        expect(step, s.id).not.toMatch(
          /\binstead of (?:calling|going)\b|\bno need to call\b|\bwait and see\b/i,
        );
  });

  it("gives every level that has steps its own sources", () => {
    for (const s of shipped.signs.values())
      if (s.whileWaiting.length > 0) expect(s.sources.length, s.id).toBeGreaterThan(0);
  });

  it("writes each situation's steps once: a second level that shares them says 'as <sign>'", () => {
    const written = new Map<string, string>();
    for (const s of shipped.signs.values()) {
      if (s.stepsFrom || s.whileWaiting.length === 0) continue;
      const text = s.whileWaiting.join("\n");
      expect(
        written.get(text),
        `${s.id} repeats the steps of ${written.get(text)}`,
      ).toBeUndefined();
      written.set(text, s.id);
    }
  });

  it("resolves a shared text to the sign it names", () => {
    const twin = shipped.signs.get("danger-choking-urgent")!;
    expect(twin.stepsFrom).toBe("choking");
    expect(twin.whileWaiting).toEqual(shipped.signs.get("choking")!.whileWaiting);
    expect(twin.sources).toEqual(shipped.signs.get("choking")!.sources);
  });

  it("has a phrasing table for every symptom protocol, with look-alikes that must not alarm", () => {
    const symptom = shipped.protocols.filter((p) => p.kind === "symptom");
    for (const p of symptom) expect(p.phrasings.length, p.id).toBeGreaterThan(0);
    expect(symptom.some((p) => p.phrasings.some((r) => r.expected === "info"))).toBe(true);
  });
});

// Every protocol's table of parents' phrasings runs here: the level must be reached (an emergency
// never under-called), and a look-alike ("info") must get no alarm at all.
const rows = shipped.protocols.flatMap((p) =>
  p.phrasings.map((r) => [p.id, r.text, r.expected] as const),
);
describe("protocol phrasing tables", () => {
  it.each(rows)("%s: %j → %s", (_id, text, expected) => {
    const r = triage(text);
    if (expected === "info") {
      expect(r.urgency).toBe("routine");
      return;
    }
    // At least as urgent as the table says (over-calling is measured by the look-alike rows).
    expect(DISPOSITION_RANK[r.disposition]).toBeLessThanOrEqual(DISPOSITION_RANK[expected]);
  });
});
