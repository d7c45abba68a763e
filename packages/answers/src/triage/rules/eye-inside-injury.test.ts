import { describe, expect, it } from "vitest";
import { triage } from "../triage.js";
import type { ChatTurn } from "../types.js";

const ids = (q: string, history: ChatTurn[] = []) =>
  triage(q, { history }).matches.map((m) => m.id);

// A poke or a blow that shows inside the eye (a cloudy front, blood in the front or coloured part,
// a changed pupil) is the emergency department now (our own paraphrases, US and UK).
describe("an eye injury with damage inside the eye → ER", () => {
  it.each([
    "my 4 year old got hit in the eye with a toy sword and now the front of his eye looks milky",
    "toddler walked into a branch, there's a line of blood at the bottom of the coloured bit of her eye",
    "my son got poked in the eye by his brother and his pupil looks a funny teardrop shape",
    "she fell onto the corner of the table and hit her eye, the eye has gone hazy and she keeps it closed",
    "2yo was jabbed in the eye with a pencil, blood in the front of the eye and he won't open it",
  ])("%j → eye-serious-injury", (q) => {
    expect(ids(q)).toContain("eye-serious-injury");
    expect(triage(q).urgency).toBe("emergency");
  });

  it.each([
    "my baby's eyes look a bit cloudy in photos, is that normal",
    "he rubbed his eye and there's a small red patch of blood on the white part, no pain",
    "her pupils look bigger in the dark, is that normal",
  ])("no injury, or blood on the white alone, is not this: %j", (q) => {
    expect(ids(q)).not.toContain("eye-serious-injury");
  });
});

describe("on the way to the emergency department, a what-to-do question keeps the emergency's subject", () => {
  const eye: ChatTurn[] = [
    {
      role: "user",
      content:
        "my 3 year old got a twig in the eye, it looks cloudy and there's blood in the front",
    },
    { role: "assistant", content: "Go to the emergency department now." },
  ];
  it.each([
    "ok we're in the car on the way, can I put drops in it?",
    "in a taxi on our way to A&E now, what should I do for her pain?",
    "we're on the way to the ER, is there anything I should do until we get there?",
    "on our way now, should I give her some calpol?",
  ])("%j → the eye card's steps under the keep-going line", (q) => {
    const r = triage(q, { history: eye });
    expect(r.urgency).toBe("emergency");
    expect(r.waiting?.id).toBe("on-the-way-to-help");
    expect(r.matches.map((m) => m.protocolId)).toContain("eye-injury");
    expect(r.matches.map((m) => m.protocolId)).not.toContain("swallowed-object");
  });

  it("a new danger on the way keeps the go-now card", () => {
    const r = triage("we're in the car on the way and now she's gone floppy and won't wake up", {
      history: eye,
    });
    expect(r.urgency).toBe("emergency");
    expect(r.waiting).toBeUndefined();
  });
});
