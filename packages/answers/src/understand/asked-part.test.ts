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
  });
});
