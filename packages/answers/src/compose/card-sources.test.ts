import { describe, expect, it } from "vitest";
import { catalogue, sign } from "../protocols/load-protocols.js";
import { urgencyOf, type ProtocolSign } from "../protocols/protocol.js";
import type { RedFlagMatch } from "../triage/index.js";
import { CARD_SOURCES_MAX, composeEmergency, composeUrgent } from "./compose-answer.js";

const lookup = (url: string) => ({ url, title: url });
const asMatch = (s: ProtocolSign): RedFlagMatch => ({
  ...s,
  disposition: s.disposition as RedFlagMatch["disposition"],
  urgency: urgencyOf(s.disposition) as RedFlagMatch["urgency"],
});
const card = (matches: RedFlagMatch[]) =>
  matches[0]!.urgency === "emergency"
    ? composeEmergency(matches, lookup)
    : composeUrgent(matches, null, null, lookup);
const cited = (matches: RedFlagMatch[]) => card(matches).sources.map((s) => s.url);

const signs = [...catalogue().signs.values()].filter((s) => s.disposition !== "home");

describe("a card cites the pages of the protocol and level it shows", () => {
  it.each(signs.map((s) => [s.id, s] as const))("%s", (_id, s) => {
    expect(cited([asMatch(s)])).toEqual(s.sources.slice(0, CARD_SOURCES_MAX));
  });

  // Another finding is named for the team ("Also tell…", "Also mention…") without its pages: they
  // are another topic's (a fever sheet under a seizure card) and back nothing the card says.
  it.each([
    ["seizure", "unresponsive-or-floppy"],
    ["choking", "not-breathing"],
    ["near-drowning", "not-breathing"],
    ["head-injury-warning-signs", "danger-drowsy-or-odd"],
    ["anaphylaxis", "struggling-to-breathe"],
    // A lasting fever is general (fever.md): the infection that explains it leads.
    ["uti-signs", "fever-lasting"],
  ])("%s with %s beside it cites only its own", (shown, beside) => {
    const matches = [asMatch(sign(shown)), asMatch(sign(beside))];
    expect(card(matches).content).toContain(sign(beside).label);
    expect(cited(matches)).toEqual(sign(shown).sources.slice(0, CARD_SOURCES_MAX));
  });

  it("cites both texts, the action's first, when the level comes from another sign", () => {
    const floppy = asMatch(sign("unresponsive-or-floppy"));
    const intussusception = { ...asMatch(sign("intussusception")), urgency: "emergency" as const };
    const urls = cited([floppy, intussusception]);
    expect(urls.length).toBeLessThanOrEqual(CARD_SOURCES_MAX);
    expect(urls[0]).toBe(floppy.sources[0]);
    expect(urls).toContain(intussusception.sources[0]);
    expect(urls.every((u) => [...floppy.sources, ...intussusception.sources].includes(u))).toBe(
      true,
    );
  });
});
