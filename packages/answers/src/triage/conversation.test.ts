import { describe, expect, it } from "vitest";
import { triage } from "./triage.js";
import type { ChatTurn } from "./types.js";

const after = (...user: string[]): ChatTurn[] =>
  user.flatMap((content) => [
    { role: "user" as const, content },
    { role: "assistant" as const, content: "Call 911 now: …" },
  ]);

describe("conversation-aware triage without sticking", () => {
  const emergency = after("my 6 month old is not breathing and his lips are blue");

  it.each([
    "whats a good lasagna recipe?",
    "thanks",
    "how much formula should a 6 month old drink",
    "ok what about sleep regressions at 6 months",
  ])("judges an unrelated next message on its own: %j", (q) => {
    expect(triage(q, { history: emergency }).urgency).not.toBe("emergency");
  });

  it.each([
    "hes breathing again now",
    "ok she seems fine now",
    "he is back to normal and pink again",
  ])("gives the protocol's next step on a report of change: %j", (q) => {
    const r = triage(q, { history: emergency });
    expect(r.urgency).toBe("urgent");
    expect(r.matches[0]!.id).toMatch(/^after-change-/);
    expect(r.matches[0]!.action).not.toMatch(/^Call 911/);
  });

  it.each(["hes still blue", "still not breathing!!", "its getting worse"])(
    "keeps the emergency while it goes on: %j",
    (q) => {
      expect(triage(q, { history: emergency }).urgency).toBe("emergency");
    },
  );

  it.each([
    "can i rub some butter on it while we drive to the hospital",
    "we are on our way now and he looks totally fine, should we still go",
    "is ice ok on it until the ambulance gets here",
  ])("reads a message that leans on the situation as part of it, not as off-topic: %j", (q) => {
    const burn = after("my 2 year old pulled a pan of boiling water onto his chest, big blisters");
    expect(triage(q, { history: burn }).scope).toBe("parenting");
  });

  it("reads a bare continuation with what came before", () => {
    const r = triage("and now a stiff neck", { history: after("my 2 year old has a fever of 39") });
    expect(r.urgency).toBe("emergency");
  });

  it("does not carry an old emergency into a new subject", () => {
    const r = triage("she has a little dry patch of skin on her arm", { history: emergency });
    expect(r.urgency).toBe("routine");
  });
});
