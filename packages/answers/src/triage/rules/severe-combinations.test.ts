import { describe, expect, it } from "vitest";
import { triage } from "../triage.js";
import { flags } from "../test-helpers.js";

/** Several severe signs together reach the higher level (the ER), as data in the protocols. */
describe("several severe signs together → the emergency department", () => {
  const dispositionOf = (q: string, babyAgeMonths?: number) =>
    triage(q, { babyAgeMonths }).disposition;

  it.each([
    // T6 t6-015 and other wordings.
    "newborn 5 days old, he's gone really yellow even his tummy and the whites of his eyes, too sleepy to feed and only 1 wet nappy since yesterday",
    "6 day old is yellow down to her legs and very sleepy, wont wake for feeds",
    "newborn is really yellow and only had 2 wet nappies today",
    "my 4 day old is jaundiced, the whites of her eyes are yellow and she's feeding poorly",
    "4 day old very yellow and barely feeding, only 2 wees today",
    "baby is 6 days old, yellow all the way down to her feet and not interested in feeding",
  ])("a very yellow newborn who feeds poorly or pees little: %j", (q) => {
    expect(flags(q, { babyAgeMonths: 0.2 })).toContain("jaundice-newborn-severe");
    expect(["911", "er"]).toContain(dispositionOf(q, 0.2));
  });

  it.each([
    "my 10 day old is slightly yellow and sleepy is that normal",
    "newborn looks a bit yellow on her face but feeding well",
    "is it normal for newborns to be yellow and sleepy",
    "my 5 day old does very yellow poos is that normal",
  ])("one jaundice sign alone stays below the ER: %j", (q) => {
    expect(flags(q, { babyAgeMonths: 0.3 })).not.toContain("jaundice-newborn-severe");
  });

  it.each([
    // T6 t6-031 and other wordings.
    "10mo been throwing up and runny poo since yesterday, no wet nappy for about 10 hours, eyes look sunken and she cries without tears",
    "toddler has had diarrhoea all day, no wet nappy since this morning, eyes look sunken and her mouth is dry",
    "she has a sunken soft spot and no wet nappy for 8 hours and dry lips",
    "tummy bug, her mouth is really dry, shes not weeing much and no tears",
  ])("three dehydration signs together: %j", (q) => {
    expect(flags(q)).toContain("severe-dehydration");
  });

  it.each([
    "2 year old vomiting, dry lips and no tears when she cries",
    "vomiting bug, dry mouth, a bit fewer wet nappies",
    "how can i tell if my baby is dehydrated, signs like no tears sunken eyes and dry nappies",
    "it doesnt hurt when shes peeing, just itchy",
    "she doesnt cry when weeing anymore, is the nappy rash better",
  ])("one or two dehydration signs stay a call: %j", (q) => {
    expect(flags(q)).not.toContain("severe-dehydration");
  });

  it.each([
    // T6 t6-024, t6-025 and other wordings.
    "our dog bit my toddler on the cheek, it's a deep gash, bleeding has slowed with pressure",
    "fell on the edge of the step and split his chin open, it's gaping and i can see sort of white stuff inside. bleeding not too bad",
    "the dog bit her face and theres a big gaping cut on her cheek",
    "she cut her knee on glass, its deep and i can see yellow fat",
    "he cut his chin on the coffee table and it is gaping open",
  ])("a deep wound with tissue showing, or a gaping one on the face: %j", (q) => {
    expect(flags(q)).toContain("wound-deep-or-on-face");
  });

  it.each([
    "got bitten by a dog on his face, theres teeth marks, hes 4",
    "deep cut on her knee the edges dont close, do we need stitches",
    "small cut on her chin, not deep, stopped bleeding",
    "scratched her cheek with her nails, its not deep",
    "how do i know if a cut on the face needs stitches",
  ])("a cut that needs closing but is not deep on the face stays a call: %j", (q) => {
    expect(flags(q)).not.toContain("wound-deep-or-on-face");
  });

  it.each([
    // T6 t6-030 and other wordings.
    "jumped off the trampoline and now screams if we touch his lower leg and wont stand on it at all. its a bit swollen",
    "fell off the sofa and now wont put weight on his ankle, its really swollen",
    "she fell off her bike and wont move her arm, her wrist is swollen",
  ])("a limb not used at all and swollen after an injury: %j", (q) => {
    expect(flags(q)).toContain("limb-suspected-fracture");
  });

  it.each([
    "toddler fell at the park and now wont walk on her leg and cries when i touch it",
    "he twisted his ankle, a bit swollen but walking on it fine",
    "i lifted her by the arm and now she wont use it, no swelling",
    "My toddler won't walk after a small fall but nothing looks swollen: could it be broken?",
  ])("not used or swollen alone stays a call: %j", (q) => {
    expect(flags(q)).not.toContain("limb-suspected-fracture");
  });

  it.each([
    "small cut on her chin, not deep, stopped bleeding",
    "the cut isnt too bad, stopped bleeding after 5 minutes",
    "graze on his knee, not bad, stopped bleeding quickly",
  ])("'not deep, stopped bleeding' is not bleeding that won't stop: %j", (q) => {
    expect(triage(q).urgency).not.toBe("emergency");
  });

  it("bleeding that won't stop still alarms after 'not deep'", () => {
    expect(triage("cut on his leg, not deep but it wont stop bleeding").urgency).toBe("emergency");
  });
});
