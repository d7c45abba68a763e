import { describe, expect, it } from "vitest";
import { createAnswerEngine } from "../create-answer-engine.js";
import { triage } from "./triage.js";
import type { ChatTurn } from "./types.js";

const after = (...user: string[]): ChatTurn[] =>
  user.flatMap((content) => [
    { role: "user" as const, content },
    { role: "assistant" as const, content: "Call 911 now: …" },
  ]);

// Told how long the ambulance will be ("ambulance says 10 min", "999 reckons 8 minutes"), the
// professional has not assessed the child: help is coming. A side question then ("should I pick
// her up", "is it ok to let him sleep") continues the emergency and is never the off-topic
// refusal, and "is it ok to…" asks; it does not say the child is ok (own paraphrases).
describe("help coming with a time, then a side question: still the emergency", () => {
  it.each([
    [
      "my 4 month old fell off the sofa onto the hard floor and is really quiet, not crying, eyes look odd",
      "the ambulance said 12 minutes. can I cuddle her and walk her around to settle her",
    ],
    [
      "my son hit his head on the concrete and now he's vomiting and very sleepy",
      "999 reckons 8 mins. is it ok to let him nod off on the sofa",
    ],
    [
      "pulled my daughter out of the paddling pool, she wasn't breathing at first",
      "she's crying now. they said the ambulance will be here in 10 minutes, should I cancel?",
    ],
    [
      "my toddler is floppy and burning hot and won't wake up properly",
      "dispatcher says 15 min. is it alright to put the telly on for her big sister",
    ],
  ])("%j, then %j", (first, side) => {
    expect(triage(side, { history: after(first) }).urgency).toBe("emergency");
  });
});

describe("a side question that continues an emergency is answered, never refused", () => {
  const engine = createAnswerEngine({ llm: null });
  it.each([
    [
      "my 3 month old rolled off the bed onto wooden floor, not crying now, eyes rolling",
      "ambulance says 10 mins. should I pick her up and rock her",
    ],
    [
      "he had a fit and is still not responding properly",
      "paramedics say 5 minutes. can I give him a drink of water while we wait",
    ],
    ["she drank some bleach from under the sink", "they said 15 mins. can I rinse her mouth out"],
    [
      "baby's lips are blue and he's struggling to breathe",
      "ambulance says 7 minutes, should I take his vest off",
    ],
  ])("%j, then %j", async (first, side) => {
    const r = await engine.answer({ question: side, history: after(first) });
    expect(r.kind).toBe("answer");
    expect(r.kind === "answer" && r.urgency).toBe("emergency");
  });
});

describe("'is it ok to…' asks; 'he is ok' tells", () => {
  it("an ok asked about does not settle a head injury", () => {
    const history = after(
      "my son fell off the climbing frame, hit his head, he's being sick and drowsy",
    );
    expect(triage("ambulance on its way. is it ok to let him sleep", { history }).urgency).toBe(
      "emergency",
    );
  });
});
