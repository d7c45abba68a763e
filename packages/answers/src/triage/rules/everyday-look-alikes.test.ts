import { describe, expect, it } from "vitest";
import { category } from "../test-helpers.js";

// Everyday questions from the retrieval labels that alarmed by the same kind of fault.
describe("everyday look-alikes of emergency words", () => {
  it.each([
    // A night terror: screaming with eyes open, not an unresponsive child.
    "my son wakes up screaming at night but doesnt seem awake, eyes open, doesnt know im there, so scary",
    "my 3 yr old screams in the night eyes open but doesn't know i'm there, she doesnt remember in the morning",
    // Yellow matter from sticky eyes, not yellow eyes.
    "3yo has sticky eyes yellow gunk in the morning, is it conjunctivitis? does she need drops",
    // A fear of choking later, not choking now.
    "my baby spits up heaps, is it still safe to put her on her back? scared she'll choke",
    "so nervous about choking with blw, she's 6 months",
    // A partner calling the writer over-careful.
    "what foods are choking hazards for toddlers? i still cut everything tiny and my husband says im paranoid",
  ])("routine: %j", (question) => {
    expect(category(question)).toBe("routine");
  });

  it.each([
    "her eyes are open but she's not looking at me and won't respond",
    "worried about her, she's choking and going blue",
    "im scared about him, hes choking",
    "my wife has become really paranoid since the birth",
  ])("still an emergency: %j", (question) => {
    expect(category(question)).toBe("emergency");
  });
});
