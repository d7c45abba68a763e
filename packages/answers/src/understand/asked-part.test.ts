import { describe, expect, it } from "vitest";
import { askedPart } from "./asked-part.js";

describe("askedPart", () => {
  it("keeps the sentences that ask when others only tell", () => {
    expect(
      askedPart("is it ok to let my baby cry it out? feel like a monster but we're exhausted"),
    ).toBe("is it ok to let my baby cry it out?");
    expect(
      askedPart("my 2 yr old climbs out of her cot every night. time for a toddler bed?"),
    ).toBe("time for a toddler bed?");
  });

  it("gives nothing when all sentences ask, none does, or the question names nothing", () => {
    expect(askedPart("can i have wine when breastfeeding? do i need to pump and dump?")).toBeNull();
    expect(askedPart("my baby has a rash on her cheeks")).toBeNull();
    expect(askedPart("she had her jabs today. how much and how often?")).toBeNull();
    expect(askedPart("how much formula for a 2 month old?")).toBeNull();
    // "how should I handle it?" asks about what was told (lying, biting, a fear of the dark).
    expect(askedPart("my 4 year old lies all the time. how should i handle it")).toBeNull();
    expect(askedPart("she bites her brother when she's cross. how do we stop this?")).toBeNull();
    expect(
      askedPart("he's suddenly scared of the dark. what's the best way to deal with it"),
    ).toBeNull();
    expect(askedPart("he's suddenly scared of the dark. how do i manage bedtime?")).toBe(
      "how do i manage bedtime?",
    );
  });

  it("reads a question without a question mark, and one that asks first and tells after a comma", () => {
    expect(
      askedPart("what makes toys unsafe for under 3s, got a bunch of hand me downs for my 11mo"),
    ).toBe("what makes toys unsafe for under 3s");
    expect(
      askedPart("how do i deal with tantrums, my 2yo throws herself on the floor over everything"),
    ).toBe("how do i deal with tantrums");
    expect(askedPart("3 weeks postpartum and i cry most days. is this the baby blues or pnd")).toBe(
      "is this the baby blues or pnd",
    );
  });

  it("keeps a telling clause before the question, a fragment after it and an empty question whole", () => {
    // The context names the subject: "hot" is what the question is about.
    expect(askedPart("its really hot tonight, what should my 4 month old sleep in")).toBeNull();
    // "even grandma" continues the question.
    expect(
      askedPart("is it normal my 8 month old screams when anyone else holds her, even grandma"),
    ).toBeNull();
    // "is something wrong?" names nothing: the telling part is the question.
    expect(askedPart("6wk old not smiling yet, is something wrong?")).toBeNull();
    expect(
      askedPart("my 3 yr old has started stuttering. does that mean somethings wrong"),
    ).toBeNull();
    // "when he's tired" tells; it does not ask.
    expect(askedPart("when he's tired, he bites his brother")).toBeNull();
  });

  it("reads a sentence that tells, then asks after 'but' or 'so', as two", () => {
    expect(askedPart("he does babble all day but should i get his hearing checked anyway?")).toBe(
      "should i get his hearing checked anyway?",
    );
    expect(askedPart("she eats loads of fruit so should she still have vitamin drops")).toBe(
      "should she still have vitamin drops",
    );
    expect(askedPart("my toddler sleeps fine, but is it normal that he grinds his teeth")).toBe(
      "is it normal that he grinds his teeth",
    );
    // "but" inside what is asked, or a telling part that names nothing, is not split.
    expect(askedPart("can i give calpol but not nurofen?")).toBeNull();
    expect(askedPart("i know but should i?")).toBeNull();
  });
});
