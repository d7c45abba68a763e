import { describe, expect, it } from "vitest";
import { leadMatch } from "../compose/compose-answer.js";
import { triage } from "./triage.js";

/** The sign whose script leads the card (composeEmergency / composeUrgent pick it the same way). */
const leads = (question: string) => leadMatch(triage(question).matches)?.id;

describe("the child's state picks the script (State: lines in the protocol files)", () => {
  it.each([
    // Limp, unconscious or not responding after choking: CPR first (TF4 tf4-064).
    [
      "my son was eating grapes and started choking and now hes not breathing and gone limp his lips are blue PLEASE",
      "choking-unresponsive",
    ],
    ["my 1 year old choked on a piece of sausage and now hes unconscious", "choking-unresponsive"],
    ["she was choking on a grape and now shes floppy and not responding", "choking-unresponsive"],
    ["choked on a sweet and passed out", "choking-unresponsive"],
    // Awake and choking, even when "can't breathe": back blows and thrusts by age.
    ["hes choking on a piece of apple and cant breathe!!!", "choking"],
    ["baby choking on a grape and cant cry or cough", "choking"],
    ["peanut!! he cant breathe or make a sound", "choking"],
    // Awake with a severe asthma attack: upright and the reliever, never CPR (TF4 tf4-021).
    [
      "my 3yo is wheezing and her tummy is sucking in under her ribs, she can only say like 2 words then stops for breath. done 10 puffs of the blue inhaler and its not helping",
      "asthma-attack-severe",
    ],
    [
      "asthma attack, given his ventolin and its made no difference, hes really struggling to breathe",
      "asthma-attack-severe",
    ],
    [
      "she has asthma and cant finish a sentence, blue inhaler isnt working",
      "asthma-attack-severe",
    ],
    [
      "bad asthma attack, inhaler not helping and now shes gone floppy and isnt responding",
      "asthma-attack-unresponsive",
    ],
    [
      "his asthma is really bad, puffer not working and now hes passed out",
      "asthma-attack-unresponsive",
    ],
    // Pulled from water and not breathing: CPR leads, not the recovery steps (TF4 tf4-104, TF3 tf3-043).
    [
      "pulled my son out of the bathtub he was face down not breathing",
      "near-drowning-not-breathing",
    ],
    [
      "found my toddler floating in the paddling pool hes not breathing what do i do",
      "near-drowning-not-breathing",
    ],
    [
      "she was under the water in the bath and now shes limp and not responding",
      "near-drowning-not-breathing",
    ],
    [
      "pulled her out of the paddling pool face down, she coughed up water and is breathing now",
      "near-drowning",
    ],
    // Cold and floppy: warm them while help comes (TF4 tf4-005), not the generic collapse steps.
    [
      "3 day old feels cold to touch, hes very floppy, wont latch at all and is barely crying, just a weak little whimper",
      "cold-and-floppy",
    ],
    ["my 2 week old is cold to touch and floppy and wont wake for feeds", "cold-and-floppy"],
    // A situation beside the state still leads with its own script.
    ["found him in the garage, he drank antifreeze and now hes cold and floppy", "poisoning"],
    // No situation: the state's own card.
    ["my baby isnt breathing", "not-breathing"],
  ])("%j → %s", (question, id) => {
    // The rule's sign or the safety net's concept of the same situation.
    expect(leads(question)?.replace(/^danger-/, "")).toBe(id);
  });

  it("keeps the conscious steps out of the unresponsive card, and CPR out of the awake asthma card", () => {
    const awake = triage("asthma attack, ventolin not helping, can only say a few words");
    expect(awake.matches[0]!.whileWaiting.join(" ")).toMatch(/upright/);
    expect(leadMatch(awake.matches)!.whileWaiting[0]).not.toMatch(/CPR|flat/);
    const limp = leadMatch(triage("choking on a grape and now gone limp").matches)!;
    expect(limp.action).toMatch(/start CPR/);
  });

  it("does not take the blue reliever inhaler for a blue colour", () => {
    const ids = triage("hes needed his blue inhaler every 2 hours since this morning").matches.map(
      (m) => m.id,
    );
    expect(ids).toContain("asthma-reliever-often");
    expect(ids).not.toContain("blue-or-grey");
  });
});
