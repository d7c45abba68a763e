import { describe, expect, it } from "vitest";
import { ageFromWords, questionFacet, questionIntent } from "./question-intent.js";

describe("questionIntent", () => {
  it.each([
    ["how much formula should a 2 month old drink", "amount"],
    ["how many wet nappies should a newborn have", "amount"],
    ["how long can breast milk stay in the fridge", "amount"],
    // A threshold asked for as a number ("and what number counts as a fever for her").
    ["and what number counts as a fever for her", "amount"],
    ["how high does a temperature have to be", "amount"],
    ["what reading is a fever in a baby", "amount"],
    ["what number should she be on the growth chart", "amount"],
    ["when can i start solids", "timing"],
    ["what age do babies crawl", "timing"],
    ["is 4 months too early for rice cereal", "timing"],
    ["can i drink coffee while breastfeeding", "yes-no"],
    ["is it safe to give my baby water", "yes-no"],
    ["is it normal for my newborn to sneeze a lot", "normal"],
    ["my baby's poo is green, should i be worried", "normal"],
    ["is eczema normal in babies? his cheeks are red", "normal"],
    ["are hiccups common in newborns", "normal"],
    ["my 8mo gags constantly with finger food, like every meal. normal??", "normal"],
    ["what is a normal temperature for a baby", "what-is"],
    ["how do i get my toddler to brush his teeth", "how-to"],
    ["tips for teething pain", "how-to"],
    ["why does my baby arch her back", "why"],
    ["what is cradle cap", "what-is"],
    ["breast milk vs formula", "compare"],
    ["toddler tantrums at bedtime", "other"],
    ["how can i help my baby learn to talk", "how-to"],
    ["what should my 5 month old be doing", "what-is"],
    // Asking for what helps is asking for steps, whatever the words.
    ["colic, what really works?", "how-to"],
    ["any remedies for a blocked nose in a baby", "how-to"],
    ["what can we give him for wind", "how-to"],
    ["what cream should i put on a dry nappy area", "how-to"],
    ["how do we soothe gums that hurt", "how-to"],
    // "How can I tell…" asks for the signs.
    ["how can i tell she is dehydrated", "what-is"],
    ["how would i know if he has an ear infection", "what-is"],
    // A statement that ends in "is real?" asks for a verdict.
    ["the 8 month sleep regression is a real thing?", "yes-no"],
    ["growth spurts are real?", "yes-no"],
  ])("%s → %s", (question, intent) => {
    expect(questionIntent(question)).toBe(intent);
  });
});

describe("ageFromWords", () => {
  it("reads ages said in words that have no number and unit", () => {
    expect(ageFromWords("she's nearly one and not walking")).toEqual({
      months: 11.5,
      stated: true,
    });
    expect(ageFromWords("my son is almost 2")).toEqual({ months: 23.5, stated: true });
    expect(ageFromWords("toddler tantrums")).toEqual({ months: 18, stated: false });
    expect(ageFromWords("he's almost 4 and still wets the bed")).toEqual({
      months: 47.5,
      stated: true,
    });
    expect(ageFromWords("she is nearly five, should she still nap")).toEqual({
      months: 59.5,
      stated: true,
    });
    expect(ageFromWords("how much milk does a preschooler need")).toEqual({
      months: 48,
      stated: false,
    });
    expect(ageFromWords("preschool age kids and screen time")).toEqual({
      months: 48,
      stated: false,
    });
    expect(ageFromWords("is she ready for preschool")).toBeNull();
    expect(ageFromWords("nearly 2 months old")).toBeNull();
    expect(ageFromWords("how much formula")).toBeNull();
  });

  it("reads a bare number after words that give a child's age as years", () => {
    expect(ageFromWords("what about when she's 2")).toEqual({ months: 24, stated: true });
    expect(ageFromWords("shes 2 and a half and still has a dummy")).toEqual({
      months: 30,
      stated: true,
    });
    expect(ageFromWords("and when he turns 3?")).toEqual({ months: 36, stated: true });
    expect(ageFromWords("is a trampoline ok from age 5")).toEqual({ months: 60, stated: true });
    expect(ageFromWords("she's 3 weeks and feeds hourly")).toBeNull();
    expect(ageFromWords("he is 4 feet tall")).toBeNull();
  });

  it.each([
    // Said of the child by name of kin, not only "she/he" (a6-021: "my son is 2").
    ["when should i start potty training, my son is 2 and i'm getting pressure", 24],
    ["our daughter is 3 and a half and whines all day", 42],
    ["my kid is four and lies about everything", 48],
    ["DD is 2 and wakes at 5am", 24],
    // Numbers in words, and halves.
    ["he's two and a half and won't share", 30],
    ["she just turned one, how much milk now", 12],
    ["just turned two and still in a cot", 24],
    ["2 1/2 year old potty accidents", 30],
    ["2½ yr old potty accidents", 30],
    // "at 2.5" is no clock time (af5-124).
    ["potty training at 2.5 how do i know shes ready", 30],
    ["my toddler is 2.5 and bites", 30],
    // Years and months together (af4-056: triage keeps the smaller number, 2 months).
    ["how do i start potty training? she's 2 years 2 months", 26],
    ["he is 1 yr and 3 mo and not walking", 15],
    ["3 years, 4 months and still naps", 40],
  ])("%s: %i months", (question, months) => {
    expect(ageFromWords(question)).toEqual({ months, stated: true });
  });

  it.each([
    "she is one of the smallest in her class",
    "she'll be 1 by then",
    "naps at 2.5 hours",
    "she wakes at 5 every day",
    "he is two weeks old",
    // A weight with a decimal is no age ("6" of "6.5kg" read 6 years, a10-037).
    "how much calpol for my 4 month old, shes 6.5kg",
    "he's 9.2 kg and 8 months, how much ibuprofen",
    "my daughter is 7,5 kilos",
  ])("%s: no age in years", (question) => {
    expect(ageFromWords(question)).toBeNull();
  });
});

describe("questionFacet", () => {
  it.each([
    ["how often should i bathe my newborn", "frequency"],
    ["how hot should bath water be for a newborn", "temperature"],
    ["what time should a 10 month old go to bed", "clock"],
    ["how long can breast milk stay in the fridge", "duration"],
    ["when can babies have water", "age"],
    ["how much formula should a 2 month old drink", "quantity"],
    ["is time out ok for a 2 year old", null],
    ["how much sleep should an 18 month old get", "duration"],
    ["how much screen time is ok at 3", "duration"],
    ["is 38.1 a high temperature for a toddler", "temperature"],
    ["her temp is 99.9, fever or not?", "temperature"],
    ["born at 38 weeks, how often should she feed", "frequency"],
    ["and what number counts as a fever for her", "temperature"],
    ["how high does a fever need to be before i call", "temperature"],
    ["at what reading is a temp a fever", "temperature"],
    // A number that is no temperature.
    ["what number shoe size is a 1 year old", "quantity"],
    ["how high should the cot mattress be", null],
  ])("%s → %s", (question, facet) => {
    expect(questionFacet(question)).toBe(facet);
  });
});
