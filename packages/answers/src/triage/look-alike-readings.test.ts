import { describe, expect, it } from "vitest";
import { category, flags } from "./test-helpers.js";
import { triage } from "./triage.js";

// Everyday messages whose scary words were read against their meaning in blind batch TF7: the
// polarity of the glass test, sleep through a feed, a worry dated by "now", a dose told with its
// time, a limp that is a way of walking, marks there since birth and a monitor's own alarm. Each
// in phrasings of our own (UK and US words), with the real emergencies in the same words.

describe("the glass test: the negation must be the fading's own", () => {
  it.each([
    "rash on her chest spreading since yesterday, not itchy, fades with the glass",
    "he's got spots on his tummy, not raised and they blanch when I press a tumbler on them",
    "blotchy rash, no temperature, disappears under a glass",
    "spots all over her back, she doesn't seem bothered and they go away when i press a glass",
    "rash isn't sore and it fades when pressed with a glass, do i need the doctor",
  ])("not a non-blanching rash: %j", (q) => {
    expect(flags(q)).not.toContain("non-blanching-rash");
    expect(category(q)).not.toBe("emergency");
  });
  it.each([
    "rash that does NOT fade under the glass",
    "spots not itchy but they don't fade when i press a glass on them",
    "the marks dont really seem to fade when I roll a glass over them",
    "pressed a tumbler on the spots and they didn't go away",
    "rash isn't itchy and it's not fading at all under the glass",
    "did the glass test, rash doesn't blanch, no fever",
  ])("still an emergency: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });
});

describe("a baby past the newborn weeks who sleeps through a night feed", () => {
  it.each([
    "is it bad that hes dead to the world at night, i cant wake him for a feed, hes 14 weeks old",
    "my 4 month old sleeps so soundly at night I can't wake her for her dream feed",
    "5 months and sleeps like a log overnight, can't wake him for the 2am bottle, should I worry",
  ])("not unresponsive: %j", (q) => {
    expect(triage(q).urgency).not.toBe("emergency");
  });
  it.each([
    "can't wake him at all, floppy",
    "3 month old, i cant wake him for his night feed and he's floppy",
    "my 3 week old is so sleepy at night i cant wake her for feeds",
    "can't wake my baby for a feed",
    "4 months, cant wake her for her night feed at all, even when I undress her",
    "i can't wake him for his feed tonight and his breathing is funny, he's 10 weeks",
  ])("still an emergency: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });
});

describe("a worry dated by 'now' is a general question, not an event", () => {
  it.each([
    "we watched a documentary about drowning and now im paranoid, how deep does water need to be",
    "read an article about drowning and now I'm terrified, how shallow can water be for a toddler",
    "how much water can a baby drown in",
  ])("no alarm: %j", (q) => {
    expect(triage(q).urgency).toBe("routine");
  });
  it.each([
    "she slipped under the bathwater and now shes coughing and sleepy",
    "he went under in the pool and now im terrified, he's not breathing right",
  ])("still an emergency: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });
});

describe("a fever medicine's dose told with its time and a question about the next one", () => {
  it.each([
    "she took some nurofen at 6pm, can she have calpol now",
    "he had some tylenol at 7am, when can he have motrin",
    "she took some ibuprofen about 2 hours ago, can I give paracetamol too",
  ])("not a poisoning: %j", (q) => {
    expect(triage(q).urgency).not.toBe("emergency");
  });
  it.each([
    "she took some of my nurofen at 6pm, can she have calpol",
    "he took a handful of calpol tablets at 6, can i give anything",
    "he took some calpol at 6pm and now he's really drowsy, can he have more",
  ])("still an emergency: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });
});

describe("a limp that has lasted, or is told with legs and walking, is limping", () => {
  it.each([
    "my toddler has been limp for 2 days, no fall",
    "he's been limp since monday, won't put weight on his foot",
    "she's walking with a limp for a few days, no injury",
  ])("a limp, not floppy: %j", (q) => {
    expect(triage(q).urgency).not.toBe("emergency");
    expect(flags(q)).toContain("limp-unexplained");
  });
  it.each([
    "she's been limp and sleepy for 2 days",
    "my 4 month old has been limp for 2 days",
    "baby went limp in my arms eyes half open",
    "he fell off the climbing frame and went limp",
    "toddler is limp and won't wake properly",
  ])("still an emergency: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });
});

describe("marks there since birth are birthmarks, not injuries", () => {
  it.each([
    "shes got blue grey patches on her bottom that look like bruises, had them since birth",
    "he was born with dark bluish marks on his lower back that look like bruising",
    "slate coloured patches on her back from the day she was born, are they bruises",
  ])("not suspected abuse: %j", (q) => {
    expect(flags(q)).not.toContain("suspected-physical-abuse");
  });
  it.each([
    "bruises on her bottom and back, no idea how they got there",
    "finger shaped bruises on his upper arm after a weekend away",
  ])("still a call: %j", (q) => {
    expect(flags(q)).toContain("suspected-physical-abuse");
  });
});

describe("a breathing monitor's alarm is what the device said, not what the parent saw", () => {
  it.each([
    "the baby monitor went off for no breathing but he was fine when i ran in, happens sometimes",
    "our movement mat keeps alarming for no breathing but she's always breathing fine when I check",
    "the owlet sock alarmed for low oxygen last night, she was asleep and pink when I got there",
  ])("no alarm: %j", (q) => {
    expect(triage(q).urgency).not.toBe("emergency");
  });
  it.each([
    "the monitor went off and he wasn't breathing and was blue",
    "monitor alarm went off and she was floppy and grey",
    "the breathing monitor beeped, when i got to him he had stopped breathing",
  ])("still an emergency: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });
});
