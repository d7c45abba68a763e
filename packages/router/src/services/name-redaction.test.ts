import { describe, expect, it } from "vitest";
import { nameRedactor } from "./name-redaction";

describe("nameRedactor", () => {
  const redact = nameRedactor({
    baby: ["Mia Rose"],
    parent: ["Pat", "O'Neill", "pat@example.com"],
  });

  it("replaces whole names in any case, capitalised at a sentence start", () => {
    expect(redact("Mia Rose is 4 months. Does mia nap?")).toBe(
      "Your baby is 4 months. Does your baby nap?",
    );
    expect(redact("ROSE's feeds; write to pat@example.com, Pat O'Neill")).toBe(
      "Your baby's feeds; write to the parent, the parent the parent",
    );
  });

  it("leaves words that only contain a name alone", () => {
    expect(redact("Miami, patience, Patty, roses")).toBe("Miami, patience, Patty, roses");
  });

  it("does nothing without names, and ignores one-letter ones", () => {
    expect(nameRedactor({ baby: [null, " "], parent: ["J"] })("J and Mia")).toBe("J and Mia");
  });
});
