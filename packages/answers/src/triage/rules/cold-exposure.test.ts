import { describe, expect, it } from "vitest";
import { category, flags } from "../test-helpers.js";

describe("cold exposure rules", () => {
  it.each([
    [
      "he got out into the garden in the snow, hes stopped shivering and is slurring",
      "hypothermia",
    ],
    ["pulled her out of the freezing lake, she is drowsy and ice cold to the touch", "hypothermia"],
    [
      "its -4 outside and my toddler was out for an hour, now hes really slow and confused",
      "hypothermia",
    ],
    ["i think my baby has hypothermia", "hypothermia"],
    ["after sledging her toes are white and numb", "frostbite"],
    [
      "could he have frostbite, his ears are grey and hard after being out in the snow",
      "frostbite",
    ],
  ])("%j → %s", (question, id) => {
    expect(flags(question)).toContain(id);
  });

  it("calls 911 for a child who got too cold and is now confused", () => {
    expect(
      category("we were out in the snow and now shes mumbling and has stopped shivering"),
    ).toBe("emergency");
  });

  it.each([
    "my baby has a cold and seems a bit slow to feed",
    "how do i dress my toddler for snow",
    "is it ok for my baby to nap outside in the cold in the pram",
    "her hands are cold but her tummy is warm, is she too cold at night",
  ])("does not alarm on a look-alike: %j", (question) => {
    expect(category(question)).not.toBe("emergency");
  });
});
