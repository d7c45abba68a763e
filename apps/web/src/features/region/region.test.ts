import { describe, expect, it } from "vitest";
import { readRegionCookie, regionCookie, regionFromLocales } from "./region";

describe("region", () => {
  it.each([
    [["en-US"], "US"],
    [["en-GB", "en"], "UK"],
    [["en"], "US"],
    [["en", "en-IE"], "IE"],
    [["fr-CA"], "CA"],
    [["en-AU"], "AU"],
    [["en-NZ"], "NZ"],
    [["de-DE"], "OTHER"],
    [[], "US"],
  ])("picks the region from the browser's languages %j → %s", (locales, expected) => {
    expect(regionFromLocales(locales)).toBe(expected);
  });

  it("keeps a visitor's choice in a cookie and ignores a bad one", () => {
    expect(regionCookie("UK")).toMatch(/^nestling_region=UK; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    expect(readRegionCookie("a=1; nestling_region=NZ; b=2")).toBe("NZ");
    expect(readRegionCookie("nestling_region=XX")).toBeNull();
    expect(readRegionCookie("")).toBeNull();
  });
});
