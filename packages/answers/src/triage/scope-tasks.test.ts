import { describe, expect, it } from "vitest";
import { triage } from "./triage.js";
import type { ChatTurn } from "./types.js";

const scope = (q: string, history?: ChatTurn[]) => triage(q, { history }).scope;
const burn: ChatTurn[] = [
  {
    role: "user",
    content:
      "spilled my hot tea all over his hand and forearm, big blisters coming up already and hes screaming",
  },
  { role: "assistant", content: "Call 911 or go to the emergency department now: …" },
];

describe("a request for a piece of writing", () => {
  it.each([
    "can you help me write an email to my boss saying ill be late tomorrow",
    "draft a cover letter for a marketing job",
    "write me a short funny poem for my sisters wedding speech",
    "help me word a complaint to the landlord about the damp",
  ])("is off-topic: %j", (q) => {
    expect(scope(q)).toBe("off-topic");
  });

  it("is off-topic after an emergency too, when it adds no danger (blind TF4-014)", () => {
    const r = triage(
      "ok its under the tap now. can you help me write an email to my boss saying ill be late tomorrow",
      { history: burn },
    );
    expect(r.scope).toBe("off-topic");
    expect(r.urgency).toBe("routine");
  });

  it("still alarms when the message reports danger", () => {
    expect(
      triage("hes gone floppy and grey, can you write an email to my boss", { history: burn })
        .urgency,
    ).toBe("emergency");
  });

  it.each([
    "can you help me write a letter to his nursery about his nut allergy",
    "how do i write a birth plan",
    "what should i write in my sons birthday card",
  ])("writing for the child's care is in scope: %j", (q) => {
    expect(scope(q)).toBe("parenting");
  });
});
