import { describe, expect, it } from "vitest";
import { localize, regionInfo, REGIONS } from "./regions.js";

describe("regions", () => {
  it("has every region with an emergency number to dial", () => {
    expect(REGIONS.map((r) => regionInfo(r).dial)).toEqual([
      "911",
      "999",
      "112",
      "911",
      "000",
      "111",
      "112",
    ]);
  });

  it("leaves the US text exactly as written", () => {
    const text = "Call 911 now: see [1](https://example.org/911). Call your pediatrician today.";
    expect(localize(text, "US")).toBe(text);
  });

  it.each([
    ["UK", "Call 999 now: see [1](https://example.org/911). Call your GP or NHS 111 today."],
    ["AU", "Call 000 now: see [1](https://example.org/911). Call your GP today."],
    ["NZ", "Call 111 now: see [1](https://example.org/911). Call your GP or Healthline today."],
    ["OTHER", "Call 112 now: see [1](https://example.org/911). Call your doctor today."],
  ] as const)("uses the %s numbers and names, never inside links", (region, expected) => {
    const text = "Call 911 now: see [1](https://example.org/911). Call your pediatrician today.";
    expect(localize(text, region)).toBe(expected);
  });

  it.each([
    "Call Poison Control (1-800-222-1222) or your pediatrician now.",
    "Call Poison Help at 1-800-222-1222 now.",
    "Keep the Poison Control number (1-800-222-1222 in the US) by the phone.",
    "Call 911 (or Poison Control at 1-800-222-1222 if your child is awake).",
  ])("gives the region's poison line however the US one is worded: %j", (text) => {
    expect(localize(text, "UK")).toContain("NHS 111");
    expect(localize(text, "UK")).not.toContain("1-800-222-1222");
    expect(localize(text, "AU")).toContain("Poisons Information Centre");
    expect(localize(text, "US")).toBe(text);
  });

  it("names A&E for the UK", () => {
    expect(localize("Go to the emergency department now.", "UK")).toBe("Go to A&E now.");
  });
});

describe("localize: US and UK numbers named together", () => {
  it.each([
    ["Call 911 or 999 if she stops breathing.", "Call 999 if she stops breathing."],
    ["Ring 999 or 911 straight away.", "Ring 999 straight away."],
    ["call 911 (999 in the UK) now", "call 999 now"],
    ["dial 911/999 for a seizure", "dial 999 for a seizure"],
    ["call 911 in the US or 999 in the UK.", "call 999."],
    ["Call 911 (US) / 999 (UK) now.", "Call 999 now."],
  ])("UK reads one number: %j", (text, expected) => {
    expect(localize(text, "UK")).toBe(expected);
  });

  it.each([
    ["IE", "Call 911 or 999 now.", "Call 112 or 999 now."],
    ["IE", "Call 999 or 999 or 911.", "Call 999 or 112."],
    ["AU", "call 911 (999 in the UK) now", "call 000 now"],
    ["NZ", "Phone 999 or 911.", "Phone 111."],
    ["OTHER", "for 911 or 999 calls", "for 112 calls"],
  ] as const)("%s never repeats a number: %j", (region, text, expected) => {
    expect(localize(text, region)).toBe(expected);
  });

  it("leaves different numbers and other figures alone", () => {
    expect(localize("Call 911 or NHS 111 if unsure.", "UK")).toBe("Call 999 or NHS 111 if unsure.");
    expect(localize("Give 400 or 400 IU daily.", "UK")).toBe("Give 400 or 400 IU daily.");
    expect(localize("Call 911 or 111 for advice.", "NZ")).toBe("Call 111 for advice.");
    expect(localize("Call 911 or 999 now.", "US")).toBe("Call 911 or 999 now.");
  });
});
