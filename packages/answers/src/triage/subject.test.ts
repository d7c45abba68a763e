import { describe, expect, it } from "vitest";
import { splitBySubject } from "./subject.js";
import { triage } from "./triage.js";

const ids = (q: string) => triage(q).matches.map((m) => m.id);

describe("who the signs belong to: the parent's own body or the child", () => {
  it.each([
    // The mother's wound and fever are hers (TF4 tf4-069), whatever the baby's age beside them.
    [
      "my c section scar is red and hot and oozing yellowish stuff, temp 100.9, baby is 10 days old",
      "c-section-wound-infection",
      "fever-under-3-months",
    ],
    [
      "had a c section 9 days ago, wound is weeping and smells, i have a temp of 38.2, baby is fine",
      "c-section-wound-infection",
      "fever-under-3-months",
    ],
    [
      "baby is 2 weeks old. my section wound has opened a bit and theres pus, feel feverish 38.5",
      "c-section-wound-infection",
      "fever-under-3-months",
    ],
    // Her breathlessness and chest pain after the birth: 911 for her, not the child's CPR (tf4-082).
    [
      "2 weeks after my c section, suddenly got sharp chest pain when i breathe in and i cant catch my breath, heart racing",
      "clot-signs-after-birth",
      "not-breathing",
    ],
    [
      "gave birth 10 days ago and i suddenly cant catch my breath, my heart is pounding",
      "clot-signs-after-birth",
      "not-breathing",
    ],
    [
      "my wife had our baby last week and now she has chest pain and cant breathe properly",
      "clot-signs-after-birth",
      "not-breathing",
    ],
    [
      "3 weeks postpartum and my left calf is swollen, red and really sore",
      "leg-clot-signs",
      "limb-injury",
    ],
    // A parent's own emergency that no parent sign names is still theirs.
    [
      "i have chest pain and cant breathe, my baby is asleep",
      "parent-own-emergency",
      "not-breathing",
    ],
  ])("%j → %s, not %s", (q, parentSign, childSign) => {
    const found = ids(q);
    expect(found).toContain(parentSign);
    expect(found).not.toContain(childSign);
  });

  it.each([
    // The child's signs beside the mother's own stay the child's.
    [
      "my c section scar is red and oozing and my 3 week old has a temp of 38.3",
      ["c-section-wound-infection", "fever-under-3-months"],
    ],
    ["my wife just called, she says he's not breathing", ["not-breathing"]],
    ["my mom says its nothing but his lips look blue", ["blue-or-grey"]],
    [
      "had my baby 3 weeks ago, she cant breathe properly and is grunting",
      ["struggling-to-breathe"],
    ],
    ["i cant breathe im panicking, my son swallowed a button battery", ["battery"]],
    // A parent who feels faint or sick beside the child's emergency: the child's card, not hers.
    ["i feel faint, my daughter cut her arm and its pouring blood", ["severe-bleeding"]],
    ["i feel sick, my son swallowed a button battery", ["battery"]],
    // The child has what the parent has: read whole, the child's fever counts.
    ["ive got a fever and my 6 week old now has one too", ["fever-under-3-months"]],
    ["we both have a fever, me and my 7 week old", ["fever-under-3-months"]],
  ])("%j keeps the child's flags %j", (q, expected) => {
    const found = ids(q);
    for (const id of expected)
      expect(
        found.some((f) => f.includes(id)),
        `${id} in ${found}`,
      ).toBe(true);
    expect(found).not.toContain("clot-signs-after-birth");
    expect(found).not.toContain("parent-own-emergency");
  });

  it.each([
    // The partner who writes gets the card for him, about her (TF4 tf4-074, TF3 tf3-007).
    "my wife had our baby 6 days ago, she hasnt slept in 3 nights and now shes saying the baby got swapped and is evil and shes hearing voices, im scared",
    "my wife had the baby 3 days ago. she hasnt slept since, shes talking about the baby being swapped at the hospital and says people are watching us through the tv. i dont know what to do",
    "my girlfriend gave birth last week and she keeps saying someone is poisoning the baby",
  ])("%j → partner-in-crisis leads", (q) => {
    expect(triage(q).matches[0]!.id).toBe("partner-in-crisis");
  });

  it("keeps the parent's own thoughts as the parent's card", () => {
    expect(ids("i keep having thoughts of hurting the baby, my partner doesnt know")).not.toContain(
      "partner-in-crisis",
    );
  });

  it.each([
    "I keep thinking about swallowing the whole packet of my paracetamol",
    "im thinking about taking all of my sleeping tablets tonight",
    "i want to swallow every pill in the cupboard",
    "been thinking of overdosing on my antidepressants, baby is 6 weeks",
  ])("%j: the parent's own plan is her crisis card, not a child's poisoning", (q) => {
    expect(ids(q)).toContain("parent-thoughts-of-harm");
    expect(ids(q)).not.toContain("poisoning");
  });

  it.each([
    ["i think she swallowed one of my pills", "poisoning"],
    ["my toddler swallowed my paracetamol", "poisoning"],
  ])("%j: a child who took the parent's medicine is still the child's poisoning", (q, id) => {
    expect(ids(q)).toContain(id);
  });

  it.each([
    "is it normal to get out of breath climbing stairs after a c section",
    "how long until my c section scar stops hurting, baby is 3 weeks old",
    "i have a temp of 38 and my baby is 4 months, can i still breastfeed",
    "ive got a fever and shivers, my 6 week old is fine",
  ])("%j: the parent's question about her own body gets no child alarm", (q) => {
    expect(triage(q).urgency).toBe("routine");
  });

  it("splits only when a clause is about the parent's own body", () => {
    expect(splitBySubject("my baby has a fever of 38.5 and i feel awful")).toBeNull();
    expect(splitBySubject("i found him not breathing")).toBeNull();
    const s = splitBySubject("my scar is oozing, and my son has a rash")!;
    expect(s.child).toContain("my son has a rash");
    expect(s.child).not.toContain("oozing");
    expect(s.parent).toContain("oozing");
    expect(s.parent).not.toContain("rash");
  });
});
