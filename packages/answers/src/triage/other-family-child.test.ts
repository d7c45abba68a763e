import { describe, expect, it } from "vitest";
import { category } from "./test-helpers.js";

describe("another family's child, told as a pattern", () => {
  it.each([
    // Blind TF5-077.
    "my friends little boy holds his breath when hes angry until he turns blue and then breathes again, should she be worried",
    "my sisters daughter goes blue when she cries hard and then comes round, is that normal",
    "my neighbours little girl turns blue when shes upset, should they be worried, shes 18 months",
    "my cousin's son always holds his breath in tantrums till he goes a bit blue, is that common?",
  ])("gets the information answer: %j", (q) => {
    expect(category(q)).toBe("routine");
  });

  // The breath-holding answer says to see the doctor after a first spell (diagnosed.ts).
  it("the parent's own child with the same pattern asked about gets the breath-holding answer", () => {
    expect(
      category(
        "my son holds his breath when hes angry until he turns blue then breathes again, should i be worried",
      ),
    ).toBe("routine");
  });

  it.each([
    "my friends baby is blue and not breathing what do i do",
    "my sisters little boy just turned blue and isnt breathing, help",
    "my neighbours toddler has gone floppy and blue right now",
  ])("another family's child in danger now still alarms: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });
});
