import { describe, expect, it } from "vitest";
import { category, flags } from "../test-helpers.js";

describe("fever rules", () => {
  it.each([
    ["my 6 week old has a temp of 100.6", "fever-under-3-months"],
    ["2 month old fever 38.2c", "fever-under-3-months"],
    ["newborn temp 101 rectal", "fever-under-3-months"],
    ["10 day old feels hot thermometer says 38.5", "fever-under-3-months"],
    ["7 wk old running a fever", "fever-under-3-months"],
    ["my 3 wk old is burning up", "fever-under-3-months"],
    ["8 week old has a fevr of 38", "fever-under-3-months"],
    ["grandma says its just from the shots but my 9 week old is 100.5", "fever-under-3-months"],
    ["5 week old temp is 35.6 and she feels cold", "cold-baby-under-3-months"],
    ["temp 96.1 newborn", "cold-baby-under-3-months"],
    ["fever and stiff neck 14 month old", "fever-stiff-neck"],
    ["101 fever and he cant bend his neck", "fever-stiff-neck"],
    ["temp 104.5 in my 3 year old", "fever-104"],
    ["fever 40.2 c toddler", "fever-104"],
    ["his temp hit 105", "fever-104"],
    ["fever for 3 days now 18 months", "fever-lasting"],
    ["fever on and off for 2 days 10 month old", "fever-lasting"],
    ["1 year old fever since yesterday still 101", "fever-lasting"],
    ["fever and a rash on his tummy 2 yo", "fever-with-warning-signs"],
    ["102 fever and vomiting 3 year old", "fever-with-warning-signs"],
    ["fever after being in a hot car 10 month old", "fever-after-heat"],
    ["teething and has a fever of 101.8 8 mo", "teething-with-fever"],
    ["teething diarrhea 7 months", "teething-with-fever"],
  ])("%j → %s", (question, id) => {
    expect(flags(question)).toContain(id);
  });

  it("uses the profile age when the text names none", () => {
    expect(flags("fever of 100.8 what do i do", { babyAgeMonths: 1.5 })).toContain(
      "fever-under-3-months",
    );
    expect(flags("fever of 100.8 what do i do", { babyAgeMonths: 9 })).not.toContain(
      "fever-under-3-months",
    );
  });

  it("prefers the age in the text over the profile", () => {
    expect(flags("my 5 month old has 100.8", { babyAgeMonths: 1 })).not.toContain(
      "fever-under-3-months",
    );
  });

  it.each([
    "how to bring down a fever in a 2 year old 101",
    "no fever but runny nose and cough 10 months",
    "6 week old no fever just fussy",
    "what temperature counts as a fever in a baby",
    "is 99.5 a fever for a 4 month old",
    "temp is 99.1 under the arm 7 weeks is that ok",
    "does teething cause fever",
    "fever after 4 month shots 100.8 normal?",
    "what temp should the nursery be",
    "my 2 month old was fever free after the shots",
    "how warm should the bath water be for a newborn",
  ])("does not raise a fever flag: %j", (question) => {
    expect(
      flags(question).filter(
        (id) => id.startsWith("fever") || id.startsWith("cold-baby") || id.startsWith("teething"),
      ),
    ).toEqual([]);
  });
});

describe("fever by age band and after vaccines", () => {
  it.each([
    ["my 4 month old has a temperature of 38.4", "fever-3-to-6-months-mild"],
    ["fever 39.2 in my 5 month old", "fever-3-to-6-months"],
    [
      "8 week old had a temp of 38.2 after her jabs yesterday, its gone now",
      "fever-after-vaccines-young",
    ],
    ["8 week old has a temp of 38.2 after her jabs today", "fever-under-3-months"],
    ["5 month old fever and her soft spot is bulging", "bulging-fontanelle"],
  ])("%j → %s", (question, id) => {
    expect(flags(question)).toContain(id);
  });

  it.each([
    "fever after 4 month shots 100.8 normal?",
    "what temperature counts as a fever in a 5 month old",
    "my babys soft spot bulges when he cries and goes down after",
  ])("does not call it urgent: %j", (question) => {
    expect(["emergency", "urgent"]).not.toContain(category(question));
  });
});
