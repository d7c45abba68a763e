import { findRecognizedSource } from "@nestling/citations";
import { describe, expect, it } from "vitest";
import { isTestHost } from "../knowledge/test-host.js";
import { loadProtocols } from "./load-protocols.js";

const shipped = loadProtocols();

/**
 * Public health bodies and the children's hospitals' own pages: what a card must rest on before
 * any commercial site (WebMD, Healthline, What to Expect).
 */
const HEALTH_BODIES = new Set([
  "cdc",
  "aap",
  "healthychildren",
  "nhs",
  "mayo",
  "kidshealth",
  "nemours",
  "nih",
]);
const fromHealthBody = (url: string) => HEALTH_BODIES.has(findRecognizedSource(url)?.key ?? "");

/**
 * Emergency levels with no health body's page stored yet (searched 2026-11-24): the list may only
 * shrink, and a level that gains one must leave it.
 */
const STILL_WITHOUT = ["snake-bite", "blood-in-stool-heavy"];

/**
 * Levels still citing a publisher's QA copy because no public page with the same facts is stored
 * yet (searched 2026-11-24): the list may only shrink.
 */
const STILL_ON_TEST_HOSTS = ["hair-tourniquet"];

describe("what each protocol cites", () => {
  it.each(shipped.protocols.map((p) => [p.id, p] as const))(
    "%s cites a page from a public health body",
    (_id, p) => {
      const urls = [...p.sources, ...p.signs.flatMap((s) => s.sources)];
      expect(urls.some(fromHealthBody), urls.join("\n")).toBe(true);
    },
  );

  it("gives every emergency level a page from a public health body", () => {
    const without = [...shipped.signs.values()]
      .filter((s) => s.disposition === "911" || s.disposition === "er")
      .filter((s) => !s.sources.some(fromHealthBody))
      .map((s) => s.id);
    expect(without).toEqual(STILL_WITHOUT);
  });

  it("cites no publisher's QA, test or staging copy", () => {
    const onTestHosts = [
      ...shipped.protocols.filter((p) => p.sources.some(isTestHost)).map((p) => p.id),
      ...[...shipped.signs.values()].filter((s) => s.sources.some(isTestHost)).map((s) => s.id),
    ];
    expect(onTestHosts).toEqual(STILL_ON_TEST_HOSTS);
  });

  it("gives every level one to four pages", () => {
    for (const s of shipped.signs.values()) {
      expect(s.sources.length, s.id).toBeGreaterThan(0);
      expect(s.sources.length, s.id).toBeLessThanOrEqual(4);
    }
  });
});
