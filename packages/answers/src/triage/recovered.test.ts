import { describe, expect, it } from "vitest";
import { triage } from "./triage.js";
import type { ChatTurn } from "./types.js";

const after = (...user: string[]): ChatTurn[] =>
  user.flatMap((content) => [
    { role: "user" as const, content },
    { role: "assistant" as const, content: "Call 911 now: …" },
  ]);

// A child who stopped breathing, turned blue or grey, collapsed or stopped responding is seen in
// the emergency department now even once well again (unresponsive-or-unwell.md, the variant
// "State: after a change of …"): a "today" visit was the TF5 miss (tf5-121, tf5-122).
describe("after stopping breathing, going blue or collapsing, looking well again is not enough", () => {
  it.each([
    // TF5 misses
    [
      "baby just went blue and stopped breathing in the car seat",
      "shes breathing normally again now, pink, looking at me",
    ],
    [
      "my son collapsed at football and isnt responding",
      "he came round after a minute, says his chest was hurting before he fell",
    ],
    // unseen variants: other words, ages, US/UK
    ["my 3 week old stopped breathing and went floppy", "hes ok now, crying"],
    [
      "my daughter fainted in the playground and wont wake up",
      "she's awake and talking now, do we still need to go in",
    ],
    ["babys lips went purple and he went limp in his cot", "he pinked up again and seems fine"],
    ["my 4 month old isnt breathing", "she started breathing again on her own"],
    [
      "my 14 yo collapsed in PE and isnt responding",
      "hes come round now and is talking, says his heart was racing",
    ],
    [
      "my 6 week old went grey and floppy in the bouncer",
      "shes opened her eyes and is feeding, can we wait for the GP tomorrow",
    ],
  ])("%j, then %j → the emergency department now", (first, change) => {
    const r = triage(change, { history: after(first) });
    expect(r.urgency).toBe("emergency");
    expect(r.disposition).toBe("er");
    expect(r.matches[0]!.id).toBe("recovered-after-collapse");
    expect(r.matches[0]!.action).not.toMatch(/^Call 911/);
  });

  it.each([
    "my 5 week old went blue and stopped breathing for about 20 seconds then started again, seems fine now",
    "my 10 yr old collapsed at the park and wasnt responding but he came round after a minute and seems fine",
  ])("told as over in one message: %j → the emergency department now", (q) => {
    const r = triage(q);
    expect(r.disposition).toBe("er");
  });

  it("keeps 911 while it goes on", () => {
    const r = triage("hes still not ok", {
      history: after("my 14 yo collapsed in PE and isnt responding"),
    });
    expect(r.disposition).toBe("911");
  });

  // A cause with its own next step: choking that came out is checked today (a piece may be in the
  // lungs); a spell brought on by crying gets the breath-holding protocol's step.
  it.each([
    ["hes choking and going blue", "got it out, hes breathing fine now", "after-change-choking"],
    [
      "my baby is choking on a piece of apple, cant breathe",
      "ok it came out, shes crying now",
      "after-change-choking",
    ],
  ])("%j, then %j → the situation's own next step", (first, change, id) => {
    const r = triage(change, { history: after(first) });
    expect(r.matches.map((m) => m.id)).toContain(id);
    expect(r.urgency).toBe("urgent");
  });

  it("a spell brought on by crying, told as over, is not sent to the emergency department", () => {
    const r = triage(
      "she screamed, held her breath and went blue, then came round and was herself again",
    );
    expect(r.urgency).toBe("urgent");
  });
});
