import { describe, expect, it } from "vitest";
import { triage } from "./triage.js";

// Recall 9: a present danger sign told with a question frame ("found her limp in her cot, is that
// normal?", "his lips go blue, is it normal") or next to sleep's own twitches got home care, and
// whole-body jerking or shaking happening now ("hes jerking all over right now") got no flag at
// all. A question frame or a normal-sleep reading never outranks a danger sign told of this child;
// only a hypothetical, a question about children in general, or an episode told as over lowers it.
describe("a present danger sign asked about still alarms", () => {
  it.each([
    // Found limp, floppy or unresponsive, with "is that normal".
    "found her limp in her cot at night, is that normal?",
    "found her floppy in her cot, is that normal",
    "found my son limp in his crib this morning, is that normal?",
    "just found her floppy in the cot, is this ok",
    "found him really floppy in his crib, is that ok?",
    "went in and found her unresponsive in her cot, is that normal",
    "found the baby limp in bed, is it normal",
    "i found him all floppy when i went to get him up, is that normal?",
    "I can't wake her up, is that normal?",
    // A colour change wins over sleep twitches and over the question.
    "he twitches in his sleep and his lips go blue, is it normal",
    "is it normal that her lips have gone blue",
    "is it normal his lips turn blue when he twitches in his sleep",
    "she jerks in her sleep and her face goes grey, is that normal?",
    "his lips go blue when he sleeps, is that normal",
    "her lips go a bit blue, is that ok?",
    "his lips have turned blue and he's jerking, is it normal",
    "he has gone blue around the lips, is that ok",
    // Whole-body jerking or shaking happening now.
    "hes jerking all over right now",
    "he is shaking all over right now",
    "she is jerking all over right now",
    "she's twitching all over right now",
    "shes shaking all over right now what do i do",
    "my daughter's whole body is jerking",
    "his whole body is twitching and he is not responding",
    "he's shaking all over and won't respond",
    "baby is jerking all over, is this normal?",
    "he's been shaking all over for 2 minutes",
    "his arms and legs are jerking all over",
    "my son is fitting right now",
    "she's having a fit, is that normal?",
    "my baby is jerking all over and wont stop",
    "found him floppy in his cot",
  ])("%j → emergency", (q) => {
    expect(triage(q).urgency).toBe("emergency");
  });
});

describe("look-alikes stay information", () => {
  it.each([
    "is it normal she twitches in her sleep",
    "is it normal his hands go a bit blue when cold",
    "what do I do if he ever has a fit",
    "he shakes his head side to side, is that normal",
    "she shivers when I change her nappy",
    "he startles and jerks when falling asleep",
    "is it normal for babies to go floppy when asleep",
    "he jerks all over when dropping off to sleep, is that normal",
    "she twitches all over in her sleep, is it normal",
    "he wiggles and twitches all over during rem sleep is that normal",
    "is it normal for a baby's lips to go blue when crying",
    "is it normal that his feet go a bit blue in the bath",
    "her arms flop when I lift her when she's asleep, is that normal",
    "she's shaking all over because she's cold after her bath",
    "he was shaking all over with excitement at his party",
    "he gets so scared he shakes all over",
    "she shivers all over after her bath, is that normal",
    "what should i do if my baby goes floppy",
    "what are the signs of a seizure in a baby",
    "my toddler throws food all over the place",
    "she jerks her arms when startled by loud noises is that normal",
    "is it normal for newborns to twitch in their sleep",
    "her hands are bluish but her lips are fine",
  ])("%j → routine", (q) => {
    expect(triage(q).urgency).toBe("routine");
  });

  it("a fit last week, well since, is for the doctor, not 911", () => {
    expect(triage("he had a fit last week and has been fine since").urgency).not.toBe("emergency");
  });
});
