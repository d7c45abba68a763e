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

  it.each([
    "its freezing out and he's ice cold and floppy",
    "it's freezing out and her skin is cold to the touch and blotchy",
    "its freezing out there and hes ice cold and wont stop shivering",
  ])("the child's own cold skin still alarms on a freezing day: %j", (question) => {
    expect(category(question)).toBe("emergency");
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
    // The weather is not the child's skin (T6 t6-074).
    "is it ok to keep his puffy snow coat on in the car seat, its freezing out and hes 2",
    "its freezing outside, should she wear a hat to bed",
    "it's so cold out, can i take my 3 month old for a walk",
    "it's bitterly cold today, how many layers for the pram",
  ])("does not alarm on a look-alike: %j", (question) => {
    expect(category(question)).not.toBe("emergency");
  });
});
