import { describe, expect, it } from "vitest";
import { triage } from "./triage.js";

// Blind T9-045: "had a febrile seizure on saturday, got checked at a&e and sent home, he's fine
// now, how do I stop it happening again" got the ER card. Checked at A&E or the ER and sent home
// is an episode a professional has seen; what is new since still alarms.
describe("an episode checked at A&E and sent home", () => {
  it.each([
    "he had a febrile seizure on saturday, got checked at a&e and sent home, hes fine now. how do i stop it happening again",
    "she had a febrile convulsion on sunday, was seen in the ER and sent home, totally fine now, can we prevent another",
    "my son had his first febrile fit last week, got checked over at the hospital and sent home, how do i stop it happening again",
  ])("%j → the information answer", (q) => {
    expect(triage(q).urgency).toBe("routine");
  });

  it.each([
    "had a febrile seizure yesterday, got sent home from a&e, but now shes fitting again",
    "was seen at the ER for a febrile seizure on monday and sent home, now she's floppy and won't wake",
    "got checked by the gp who said go straight to a&e, he had a seizure an hour ago",
  ])("something new since, or sent on for help, still alarms: %j", (q) => {
    expect(triage(q).urgency).toBe("emergency");
  });
});
