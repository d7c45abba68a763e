import { describe, expect, it } from "vitest";
import { triage } from "./triage.js";

// Blind T9/A9: arms that flop when a deeply asleep child is lifted, sleep jerks asked about as a
// seizure, a night terror ("doesn't seem awake, doesn't remember it") and a newborn's few-second
// pauses in sleep all got the 911 card. Each is sleep's own sign; the emergencies that use the
// same words (not waking, a colour change, jerking that lasts, a long pause) still alarm.
describe("sleep's own signs, asked about, are not emergencies", () => {
  it.each([
    // Relaxed limbs in deep sleep.
    "when my daughter's in a really deep sleep she's totally floppy, if i lift her arm it just drops, is that normal",
    "my 20 month old goes limp as a rag doll when he's fast asleep and I carry him up to his crib, ok?",
    "her legs dangle and flop when i move her to the cot once shes asleep, should i be worried",
    // Sleep jerks and twitches.
    "my 4 month old's arms jerk a few times as she's drifting off, is that a seizure or normal",
    "he twitches and jumps loads in his sleep, stops as soon as he wakes, is that ok?",
    "my 10 week old kicks and startles in her sleep every night, could it be fits?",
    // Night terrors.
    "my 3 yr old sits up and screams in the night with her eyes open but she isn't really awake, and she can't remember it the next morning",
    "our son yells and thrashes around at night but doesn't seem to be fully awake, no memory of it next day, is this a nightmare",
    "she cries out in her sleep and doesn't recognise me, then goes back to sleep, is this night terrors?",
  ])("%j → not an emergency", (q) => {
    expect(triage(q).urgency).not.toBe("emergency");
  });
});

describe("sleep with a sign of danger still alarms", () => {
  it.each([
    "can't wake her at all and she's floppy",
    "my son is floppy in his sleep and won't wake up when i pick him up",
    "found him floppy in his cot this morning, he is asleep but so limp",
    "she's been jerking in her sleep for 3 minutes and won't respond",
    "he is twitching in his sleep and now his lips are blue",
    "she had a fit in her sleep last night, arms jerking, then really drowsy after",
    "my baby's arms jerk in his sleep and he has a fever of 39",
    "my toddler screams in her sleep and is burning up, not really awake, is this normal",
    "he fell off the bed and now hes vomiting and drowsy, keeps falling asleep",
    "my 6 week old is really floppy when she's asleep and when i pick her up, and she isn't feeding, is that normal",
    "her right arm keeps jerking in her sleep, only one arm, is it ok",
  ])("%j → emergency", (q) => {
    expect(triage(q).urgency).toBe("emergency");
  });
});

describe("a young baby's short pause in sleep, told by its length, is periodic breathing", () => {
  it.each([
    "is it normal that my newborn stops breathing for about 4 seconds when she's asleep and then breathes really quick",
    "my 5 week old sometimes pauses her breathing for a few secs when sleeping then takes fast breaths, normal?",
    "our 2 week old holds his breath for like 6 seconds in his sleep then carries on, is this ok",
  ])("%j → not an emergency", (q) => {
    expect(triage(q).urgency).not.toBe("emergency");
  });

  it.each([
    "my baby stopped breathing for 20 seconds in his sleep and went blue",
    "newborn stopped breathing for 15 seconds while asleep",
    "my newborn stops breathing for a few seconds when asleep and goes pale",
    "my 3 week old stops breathing for a few seconds in her sleep and goes grey around the mouth",
  ])("a long pause or a colour change is an emergency: %j", (q) => {
    expect(triage(q).urgency).toBe("emergency");
  });
});
