import { describe, expect, it } from "vitest";
import { triage } from "./triage.js";
import type { ChatTurn } from "./types.js";

const after = (user: string): ChatTurn[] => [
  { role: "user", content: user },
  { role: "assistant", content: "Call 911 now: …" },
];
const anaphylaxis = after(
  "hes got hives all over, lips swelling, wheezing after eating a cashew, we have an epipen",
);
const fit = after(
  "my 18 month old is jerking all over, eyes rolled back, hes red hot and not responding to me",
);

/**
 * After an emergency, a report that it settled gets the protocol's next step even when it names the
 * emergency's own words ("gave the epipen", "the swelling has gone down", "do we still need the
 * ambulance"); a new danger sign in the same message still keeps the emergency.
 */
describe("a settled report that names the emergency's words", () => {
  it.each([
    // Blind TF4-120.
    [anaphylaxis, "gave the epipen and hes breathing better now, do we still have to go in?"],
    [anaphylaxis, "the swelling has gone down, breathing fine now"],
    [anaphylaxis, "used the epipen 5 mins ago, hives fading, hes talking normally"],
    [anaphylaxis, "epipen done and the wheeze has settled, hes breathing ok"],
    // Blind TF4-125.
    [
      fit,
      "it stopped after about 2 mins, hes very sleepy but breathing ok, temp 39.4, do we still need the ambulance",
    ],
    [fit, "the fit stopped, shes sleepy but waking up, should we still go"],
    [fit, "its stopped now"],
  ])("gets the next step, not the same card: %j", (history, q) => {
    const r = triage(q, { history });
    expect(r.matches[0]!.id).toMatch(/^after-change-/);
    expect(r.disposition).toBe("er");
  });

  it.each([
    [anaphylaxis, "gave the epipen but his lips are still swelling"],
    [anaphylaxis, "breathing better now but his lips are going blue"],
    [anaphylaxis, "gave the epipen, he was better but now hes wheezing again"],
    [anaphylaxis, "swelling has gone down but now hes floppy and pale"],
    [fit, "it stopped but now its started again"],
    [fit, "it stopped after 3 mins but he wont wake up"],
    [fit, "its stopped breathing"],
  ])("keeps the emergency for a danger in the same message: %j", (history, q) => {
    expect(triage(q, { history }).disposition).toBe("911");
  });

  it.each(["its stopped breathing", "she choked on a grape and its stopped breathing"])(
    "'it's stopped breathing' is not a recovery: %j",
    (q) => {
      expect(triage(q).disposition).toBe("911");
    },
  );
});
