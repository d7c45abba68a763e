import { describe, expect, it } from "vitest";
import { stripUncitedLinks } from "./model-plan.js";

describe("stripUncitedLinks", () => {
  it("keeps cited links and unwraps or drops the rest", () => {
    const cited = new Set(["https://www.cdc.gov/a"]);
    expect(
      stripUncitedLinks(
        "a [1](https://www.cdc.gov/a) b [here](https://evil.example/x) ![x](https://evil.example/i.png)",
        cited,
      ),
    ).toBe("a [1](https://www.cdc.gov/a) b here ");
  });
});
