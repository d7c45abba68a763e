import { describe, expect, it } from "vitest";
import { listRegions } from "../services/region";

describe("config.regions", () => {
  it("lists every region with the number to dial, US first", () => {
    const regions = listRegions();
    expect(regions[0]).toMatchObject({ code: "US", emergency: "911", dial: "911" });
    expect(regions.find((r) => r.code === "UK")).toMatchObject({
      dial: "999",
      urgentAdvice: "NHS 111",
    });
    expect(regions.map((r) => r.code)).toEqual(["US", "UK", "IE", "CA", "AU", "NZ", "OTHER"]);
  });
});
