import { describe, expect, it } from "vitest";
import { category, flags } from "../test-helpers.js";

describe("parent mental health rules", () => {
  it.each([
    ["i keep having thoughts of hurting my baby", "parent-thoughts-of-harm"],
    ["i dont want to be alive anymore", "parent-thoughts-of-harm"],
    ["i want to die, baby is 2 months", "parent-thoughts-of-harm"],
    ["feeling suicidal since the birth", "parent-thoughts-of-harm"],
    ["having thoughts of ending my life since the baby came", "parent-thoughts-of-harm"],
    ["everyone would be better off without me", "parent-thoughts-of-harm"],
    ["im hearing voices and havent slept in days", "parent-thoughts-of-harm"],
    ["my wife says she hears voices telling her to hurt the baby", "parent-thoughts-of-harm"],
    [
      "been 3 weeks since birth and i still cry every day and feel hopeless",
      "postpartum-depression-signs",
    ],
    ["baby blues for over a month now i cry all day", "postpartum-depression-signs"],
    ["i think i have postpartum depression i feel nothing for him", "postpartum-depression-signs"],
    ["i cant bond with my baby", "postpartum-depression-signs"],
    ["my baby blues are getting worse not better, she's 3 weeks", "postpartum-depression-signs"],
  ])("%j → %s", (question, id) => {
    expect(flags(question)).toContain(id);
  });

  it.each([
    "how long do baby blues last",
    "difference between baby blues and postpartum depression",
    "dad feeling left out with new baby",
    "how to get more sleep as a new mom",
    // A6 a6-057: asking whether it is something worse is not reporting that it got worse.
    "1 week postpartum and i cry at everything. is this baby blues or something worse",
    "5 days after birth and im weepy all the time, baby blues or worse?",
  ])("stays routine: %j", (question) => {
    expect(category(question)).toBe("routine");
  });
});
