import { describe, expect, it } from "vitest";
import { triage } from "../triage.js";

const lead = (q: string) => triage(q).matches[0]?.id;
const level = (q: string) => triage(q).disposition;

// A fingertip that came off or is open to the bone is the ER, not the call-now torn-nail card
// (own paraphrases).
describe("a fingertip cut off, or a crushed or cut finger with bone, tendon or fat showing", () => {
  it.each([
    "slammed her hand in the back door and the top of her middle finger is hanging off",
    "my 2yo caught his toe in the bike chain and the end is hanging by a flap of skin",
    "he chopped the tip of his finger off with the kitchen scissors, what do I do",
    "squashed his thumb in the folding chair, it's burst open and I'm sure I can see bone",
    "she sliced her finger on a tin lid and there's a white stringy bit showing inside, maybe a tendon",
    "trapped my daughter's finger in the gate, I can see yellowish fat in the cut",
  ])("%j → fingertip-cut-off-or-open (er)", (q) => {
    expect(lead(q)).toBe("fingertip-cut-off-or-open");
    expect(level(q)).toBe("er");
  });

  it.each([
    "fell off the wall and his shin is split wide open, you can see the bone",
    "the cut on her forearm is deep and there's yellow fat visible",
  ])("tissue seen in a wound elsewhere stays the ER deep-wound card: %j", (q) => {
    expect(lead(q)).toBe("wound-deep-or-on-face");
  });

  it.each([
    "shut his finger in the car door, the nail is black and throbbing, no bone showing",
    "caught her finger in the drawer, the nail is half off but I can't see any bone",
  ])("a torn or black nail with no bone seen stays call-now: %j", (q) => {
    expect(level(q)).toBe("call-now");
  });

  it.each([
    "how do I stop my toddler trapping his fingers in doors",
    "the end of his crayon snapped off in his hand and he cried",
  ])("no injury to a finger: %j", (q) => {
    expect(triage(q).urgency).not.toBe("emergency");
  });
});
