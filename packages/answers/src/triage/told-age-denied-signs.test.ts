import { describe, expect, it } from "vitest";
import { category } from "./test-helpers.js";

// T10 look-alikes: a harmless picture read as "lasting with a warning sign" because a bare age was
// also read as a duration, a colour that deepens with crying as a worsening course, a sign the
// parent denied as present, or a fever that has ended as a fever now.
describe("told ages, denied signs and ended fevers are not a lasting illness", () => {
  it.each([
    // A bare "N weeks" with no other age is the child's age, not how long a sign has lasted.
    "crusty lashes and a bit of yellow sticky stuff in his left eye when he wakes. 5 weeks. otherwise fine, does he need drops?",
    "newborn (2 weeks) has little white spots across her nose, are they milk spots?",
    "tiny white bumps along his gums, 3 weeks. is that thrush or something else?",
    // A colour that deepens with crying is a birthmark showing, not a patch getting worse.
    "flat pink mark on the nape of his neck that goes darker when he cries, 2 weeks old. birthmark?",
    "red patch between her eyebrows, looks brighter when she screams, 3 weeks old. what is it?",
    // Signs the parent says are absent are not there.
    "my 5 year old's knees click when she squats, no pain, no swelling, runs around all day. is that a problem?",
    "dry rough patch on her elbow for a week, not red, no pain, 3 years old. what cream?",
    "a small lump behind his ear for 4 days, no pain, no redness, 2 years old, eating well. what is it?",
    // The white of the eye said not to be red: a blocked tear duct, not conjunctivitis.
    "one eye waters and gets gunky every morning, the white isn't red, 4 months old. why?",
    "sticky crusty eye in the mornings, eye is not pink at all, 7 weeks. does she need anything?",
    // A fever that has ended, in a baby past 6 months, followed by a rash: roseola's picture.
    "my 10 month old had temps of 39.9 for 3 days, the fever went last night and now a pink rash on his chest. is that roseola?",
    "had a high temperature up to 40 for three days, the temp has gone today and she's covered in pink spots. 14 months",
  ])("routine: %j", (question) => {
    expect(category(question)).toBe("routine");
  });

  it.each([
    // Said with a duration cue, the weeks are how long it lasted.
    "my 2 year old has had a cough for 4 weeks and is now off her food",
    // Still red, swollen and getting worse.
    "the graze on his knee is getting redder and swollen since yesterday, now hot to touch, 3 years old",
    "bump on her arm for 3 days, red and swollen and painful",
    // Pus with a red eye is conjunctivitis past the newborn weeks.
    "2 year old, eye is red with green pus since this morning",
    // A fever brought down by medicine, or in a young baby, or one going up, is not over.
    "1 year old had a temp of 40, fever went after calpol",
    "my 4 month old had a temp of 38.4 yesterday, the fever went this morning",
    "fever went up to 40.2 in my 2 year old",
  ])("still urgent: %j", (question) => {
    expect(category(question)).toBe("urgent");
  });
});

// T10-100: a plan to lay a baby on the front to sleep is a risky plan, however it is worded.
describe("a plan to put a baby to sleep on the front or side", () => {
  it.each([
    "12 wk old only settles on his tummy, thinking of putting him down on his front with a pillow under him",
    "planning on placing my 2 month old on her stomach to sleep tonight as she's so windy, is that ok",
    "thinking of putting my 5 week old down for naps on his side, he seems comfier",
    "we're putting her on her front in the cot at night now, 4 months, she sleeps longer",
  ])("risky: %j", (question) => {
    expect(category(question)).toBe("risky");
  });

  it("tummy time while awake is not a sleep plan", () => {
    expect(category("I'm putting him on his front for tummy time while he's awake")).not.toBe(
      "risky",
    );
  });
});
