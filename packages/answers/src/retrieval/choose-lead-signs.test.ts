import { describe, expect, it } from "vitest";
import { realTriageEngine as engine } from "../../test/conversation-fixture.js";
import { answered, now } from "../../test/engine-fixture.js";
import { asksForSigns } from "./question-frame.js";

describe("asksForSigns", () => {
  it.each([
    ["how would I know if my toddler has got an ear infection", true],
    ["how can we tell whether she is teething", true],
    ["what are the symptoms of croup", true],
    ["how long does an ear infection last", false],
    ["can I tell nursery she has nits", false],
  ])("%j → %s", (question, asks) => {
    expect(asksForSigns(question)).toBe(asks);
  });
});

// "How do I tell if…" is answered by the signs (AF7: an ear-infection question led with how
// common ear infections are; the signs were further down).
describe("a question asking how to tell", () => {
  it("leads with the signs", async () => {
    const r = answered(
      await engine.answer({
        question: "how would I know if my 2 year old has got an ear infection",
        now,
      }),
    );
    expect(r.content.split("\n\n")[0]).toMatch(/sign|pain|tugging/i);
  });
});
