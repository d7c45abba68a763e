import { describe, expect, it } from "vitest";
import { triage } from "./triage.js";

// Questions that ask ABOUT a symptom in general get the information answer; the same words told
// as a report of this child, now, keep their alarm. Each cause in several wordings.
const urgency = (q: string) => triage(q).urgency;
const flagIds = (q: string) => triage(q).matches.map((m) => m.id);

describe("ages and timings are information", () => {
  it.each([
    "At what age do breath-holding spells stop?",
    "What age do febrile seizures happen?",
    "When does periodic breathing stop?",
    "by what age do babies grow out of breath holding spells",
    "when do febrile seizures usually stop happening?",
    "When is a limp an emergency?",
    // Typed without a hyphen or with the question words misspelt.
    "at what age do breath holding spells stop",
    "wat age do febrile seizures happen",
    "when dose periodic breathing stop",
  ])("routine: %j", (q) => expect(urgency(q)).toBe("routine"));

  it.each([
    "when does the seizure stop? he's been jerking for 5 minutes",
    "she stopped breathing and went blue, when does it stop?",
  ])("a report keeps its alarm: %j", (q) => expect(urgency(q)).toBe("emergency"));
});

describe("thresholds, meanings and causes are information", () => {
  it.each([
    "How long without a wet nappy is too long?",
    "how long is too long without a wet diaper",
    "hw long is too long without a wet nappy",
    "How big a clot is too big after birth?",
    "how high a fever is too high for a toddler?",
    "How long before a twisted testicle is damaged?",
    "How hot does a car get?",
    "What does a sunken soft spot mean?",
    "what does a bulging fontanelle mean?",
    "What is PURPLE crying?",
    "What is projectile vomiting in a newborn?",
    "Can a fever of 104 cause brain damage?",
    "Does FPIES cause hives?",
    "can teething cause a high fever?",
  ])("routine: %j", (q) => expect(urgency(q)).toBe("routine"));

  it.each([
    "deep cut on her knee the edges dont close, do we need stitches",
    "my 5 week old has a fever of 38.5, can teething cause that",
    "he has had no wet nappy for 12 hours and is very sleepy, how long is too long?",
  ])("a report keeps its alarm: %j", (q) => expect(urgency(q)).not.toBe("routine"));
});

describe("is-it-normal and do-I-need questions in general are information", () => {
  it.each([
    "Are blue lips in a baby normal?",
    "Are short pauses between breaths normal in a young baby?",
    "Is a rash after a cold or fever normal?",
    "Is fever after the 8-week jabs normal?",
    "is a fever after the MenB jab common?",
    "Is swallowing a magnet dangerous?",
    "are button batteries toxic?",
    "Is wheezing with a cold asthma?",
    "Do I need a carbon monoxide alarm with a baby?",
    "do we need a smoke alarm in the nursery?",
    "Does a small burn on a baby need a doctor?",
    "Does a cut lip need stitches?",
    "Do people recover from postpartum psychosis?",
  ])("routine: %j", (q) => expect(urgency(q)).toBe("routine"));

  it.each([
    "Is green vomit in a baby an emergency?",
    "my baby's lips are blue, is that normal?",
    "is it normal for my 3 month old to have a bruise?",
  ])("a named emergency or this child's sign keeps its alarm: %j", (q) =>
    expect(urgency(q)).not.toBe("routine"),
  );
});

describe("a vaccine named after its disease is not the disease", () => {
  it.each([
    "Do I need the whooping cough vaccine again if I had it last pregnancy?",
    "is the flu jab safe in pregnancy?",
    "when is the meningitis b vaccine given",
    "should my toddler have the chickenpox vaccine?",
  ])("routine: %j", (q) => expect(urgency(q)).toBe("routine"));

  it("whooping itself is still a sign", () => {
    expect(flagIds("my 6 month old has a cough with a whoop after each coughing fit")).toContain(
      "cold-with-complications",
    );
  });
});

describe("a cold bath is not a cold", () => {
  it.each([
    "Should I put my feverish child in a cold bath?",
    "can I use a cold flannel on my baby's forehead for a fever?",
    "is a cold compress ok for my toddler's temperature?",
  ])("no cold card: %j", (q) => expect(flagIds(q)).not.toContain("cold-with-complications"));

  it("a cold with a fever in a baby still counts", () => {
    expect(flagIds("my 4 month old has a cold and a fever of 38.5")).toContain(
      "cold-with-complications",
    );
  });
});

describe("a knocked-out tooth is not a knocked-out child", () => {
  it.each([
    "Should I put my toddler's knocked-out tooth back in?",
    "How fast does a knocked-out permanent tooth need a dentist?",
    "his front tooth got knocked out at the park, do I keep it?",
    "she knocked out an adult tooth playing football",
  ])("no unresponsive card: %j", (q) => expect(flagIds(q)).not.toContain("unresponsive-or-floppy"));

  it.each([
    "he fell off the climbing frame and was knocked out for a minute",
    "she got knocked out by the swing and lost a tooth",
  ])("knocked out still means unconscious: %j", (q) => expect(urgency(q)).toBe("emergency"));
});

describe("questions about a situation that has not happened, even about one's own child", () => {
  it.each([
    "Will a window screen stop my toddler falling?",
    "does a stair gate stop my baby falling down the stairs?",
    "Can bouncing my baby on my knee cause shaken baby syndrome?",
    "could throwing my baby in the air give him brain damage",
    "Are vapes dangerous if my toddler chews one?",
    "is it dangerous if my baby licks a battery",
    "What do I do first if cleaner splashes in my child's eye?",
    "How do I clean a toddler's sore penis?",
    "What causes hives in toddlers?",
    "What pain relief after a burn?",
    "What do I do first for a burn or scald?",
  ])("routine: %j", (q) => expect(urgency(q)).toBe("routine"));

  it.each([
    "he choked on apple and is struggling to breathe, how do I stop it happening again",
    "is it dangerous if he swallowed a battery an hour ago",
    "she chewed a vape an hour ago and is drooling and sleepy",
    "cleaner splashed in her eye and she can't open it",
  ])("a report keeps its alarm: %j", (q) => expect(urgency(q)).not.toBe("routine"));
});

describe("an episode told as over, with a question about the next time", () => {
  // The protocol's "After a change" applies, as when a later message says it settled.
  it.each([
    "My child choked on a piece of apple, how do I stop it happening again?",
    "she choked on a grape yesterday, how can we prevent it from happening again",
    "he choked on a sausage at lunch, how do I keep it from happening again?",
    "she choked on a grape, how do I stop her choking again?",
  ])("choking's next step, no 911 card: %j", (q) => {
    expect(urgency(q)).toBe("urgent");
    expect(flagIds(q)).toContain("after-change-choking");
  });

  it.each([
    "she drank some bleach from under the sink, how do I stop it happening again",
    "he swallowed a button battery, how do we stop it happening again",
  ])("a swallow that does not settle stands: %j", (q) => expect(urgency(q)).toBe("emergency"));

  it.each([
    "he choked on apple and is struggling to breathe, how do I stop it happening again",
    "she choked and went blue and floppy, how do I stop it happening again",
    "her skin goes in under her ribs when she breathes, how do I stop it happening again",
  ])("anything still going on keeps the alarm: %j", (q) => expect(urgency(q)).toBe("emergency"));
});

describe("a general frame with a report run on is a report", () => {
  it.each([
    "how long is too long for a seizure, its been 6 minutes",
    "what does it mean when baby stops breathing for 20 seconds and goes blue",
    "what is the best thing to do, baby not breathing",
    "do i need to worry baby having a sezure",
    "wat age do febrile seizures happen, hes fitting now",
    "how long is too long without a wet diaper, he is 3 months and very sleepy",
    "at what age do breath holding spells stop? she is holding her breath and blue now",
    "At what age do breath-holding spells stop? swollen tongue after first taste of peanut",
    "how hot does a car get baby was left in car for an hour and is floppy",
    "does a small burn on a baby need a doctor the whole arm is blistered",
    "Will a window screen stop my toddler falling baby spitting up blood",
    "Can teething cause this, 5 week old with 38.4",
    "is fever after the 8-week jabs normal? he is 39.5 and floppy",
  ])("alarm: %j", (q) => expect(urgency(q)).not.toBe("routine"));
});

describe("a child told about without 'my' is a particular child", () => {
  it.each([
    "is it dangerous if baby has a temp of 38 at 5 weeks",
    "when do febrile seizures stop happening baby fitting for 10 minutes",
    "is it serious newborn has gone floppy and grey",
    "what age do babies stop breathing like this, he pauses 30 seconds and goes blue",
    "do babies grow out of this? she stops breathing and goes blue when she cries",
  ])("alarm: %j", (q) => expect(urgency(q)).toBe("emergency"));

  it.each([
    "is it normal for a baby to have a temp of 37.5",
    "what should i do if she ever has a seizure",
    "can a baby have a fever from teething?",
    "will my baby stop breathing if he sleeps on his tummy",
  ])("a general or hypothetical question stays calm: %j", (q) =>
    expect(urgency(q)).toBe("routine"),
  );
});

describe("a night terror is not an unresponsive child", () => {
  it.each([
    "my 3 year old has night terrors, screaming and thrashing but not awake, what do i do",
    "she sleepwalks and isn't really awake when she does it",
    "he has sleep terrors, sits up screaming but he's not fully awake",
  ])("routine: %j", (q) => expect(urgency(q)).toBe("routine"));

  it.each([
    "after the night terror I can't wake him",
    "he had a night terror and now he won't wake up",
  ])("can't be woken still counts: %j", (q) => expect(urgency(q)).toBe("emergency"));
});

describe("heredity is a general question", () => {
  it.each([
    "do febrile convulsions run in families",
    "are febrile seizures genetic?",
    "do seizures run in the family",
    "does anaphylaxis run in families",
    "can you inherit febrile seizures",
    "is sids genetic",
    "my husband had febrile seizures as a kid, do they run in families",
  ])("routine: %j", (q) => expect(urgency(q)).toBe("routine"));

  it.each([
    "my son is having a fit right now, do seizures run in families?",
    "she's seizing and won't stop, is it genetic",
    "do febrile seizures run in families, he's been jerking for 5 minutes",
    "is it genetic? she went blue and stopped breathing",
  ])("a report keeps its alarm: %j", (q) => expect(urgency(q)).toBe("emergency"));
});
