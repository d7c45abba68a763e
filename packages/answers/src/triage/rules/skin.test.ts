import { describe, expect, it } from "vitest";
import { category, flags } from "../test-helpers.js";

describe("skin rules", () => {
  it.each([
    ["rash with purple spots that dont fade when i press a glass", "non-blanching-rash"],
    ["tiny red dots that dont go away when pressed and fever", "non-blanching-rash"],
    ["glass test rash doesnt fade", "non-blanching-rash"],
    ["petechiae on his chest", "non-blanching-rash"],
    ["my son has a rash that looks like bruises and a high fever", "non-blanching-rash"],
    ["skin looks mottled and he feels cold", "pale-mottled-or-cold"],
    ["very pale and sleepy", "pale-mottled-or-cold"],
    ["she is ice cold and floppy", "cold-and-floppy"],
    ["cord stump smells really bad and theres pus", "infected-cord-stump"],
    ["redness spreading around the belly button", "infected-cord-stump"],
    ["umbilical stump oozing yellow pus", "infected-cord-stump"],
  ])("%j → %s", (question, id) => {
    expect(flags(question)).toContain(id);
  });

  it.each([
    "rash fades when i press it, is it heat rash",
    "diaper rash wont go away what cream",
    "eczema patches on my babys cheeks",
    "baby hands feel cold at night",
    "when does the umbilical cord fall off",
    "cord stump fell off and there was a tiny bit of blood",
    // A6 a6-042: the stump falling off is not the baby falling.
    "umbilical stump on my 9 day old looks gross, how do i clean it and when does it fall off",
    "2 week old, when does the cord fall off? it looks a bit yucky",
    "my 6 day old's cord is still on and looks black and crusty, will it fall off soon",
    "1 week old, the clamp is still on the cord, should it fall off by now",
    "blotchy skin when she cries",
    "what temperature should the nursery be, is a cold room ok",
  ])("does not alarm on a look-alike: %j", (question) => {
    expect(["emergency", "urgent"]).not.toContain(category(question));
  });
});

describe("infected skin patch", () => {
  it.each([
    ["his eczema patches have gone weepy and yellow and crusted", 20],
    ["her nappy rash is bleeding and weeping and spreading to her tummy", 8],
    ["the diaper rash is oozing yellow stuff and has crusts on it", 10],
  ])("%j is the skin infection's card, not jaundice's or blood in the poo's", (question, age) => {
    const ids = flags(question, { babyAgeMonths: age });
    expect(ids[0]).toBe("infected-skin-patch");
    expect(ids).not.toContain("jaundice-after-2-weeks");
    expect(ids).not.toContain("blood-in-stool");
  });

  it("leaves a jaundiced baby with a rash to the jaundice card", () => {
    expect(
      flags("my 5 week old still looks yellow and has a rash on his face", { babyAgeMonths: 1.2 }),
    ).toEqual(["jaundice-after-2-weeks"]);
  });
});
