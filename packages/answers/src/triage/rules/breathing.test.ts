import { describe, expect, it } from "vitest";
import { category, flags } from "../test-helpers.js";

describe("breathing rules", () => {
  it.each([
    ["my baby isnt breathing", "not-breathing"],
    ["not breathin help", "not-breathing"],
    ["he stopped brething for like 20 seconds", "not-breathing"],
    ["she cant breathe!!", "not-breathing"],
    ["baby keeps pausing her breathing in her sleep for long pauses", "not-breathing"],
    ["gasping for air", "not-breathing"],
    ["he's barely breathing", "not-breathing"],
    ["my mom says its nothing but his lips look blue", "blue-or-grey"],
    ["lips turning blu after coughing", "blue-or-grey"],
    ["blu lips", "blue-or-grey"],
    ["my mom says it's nothing but his lips look blue", "blue-or-grey"],
    ["face kinda grey", "blue-or-grey"],
    ["she went blue in the bath", "blue-or-grey"],
    ["blue around his mouth when feeding", "blue-or-grey"],
    ["hes also turning blue now", "blue-or-grey"],
    ["tongue looks purple", "blue-or-grey"],
    ["struggling to breathe ribs sucking in", "struggling-to-breathe"],
    ["baby is grunting with every breath", "struggling-to-breathe"],
    ["nostrils flaring when she breathes", "struggling-to-breathe"],
    ["breathing super fast and too breathless to feed", "struggling-to-breathe"],
    ["hard time breathing 5 mo", "struggling-to-breathe"],
    ["cord from the blinds wrapped around her neck", "strangulation"],
    ["found my 10 month old with a plastic bag over his face", "strangulation"],
    ["found her face down wedged between the mattress and the wall", "strangulation"],
    ["loud whistling noise when she breathes in even while resting", "stridor-at-rest"],
    ["croup with stridor", "stridor"],
    ["breathing fast with a cold", "fast-breathing"],
    ["wheezing since last night", "wheezing"],
    ["my preemie has rsv and is coughing", "respiratory-illness-high-risk"],
    ["6 week old has a cold and stuffy nose", "respiratory-illness-high-risk"],
    ["8 mo has a cold with a fever and is pulling at his ear", "cold-with-complications"],
    ["cold and coughing for 3 weeks now 2 year old", "cold-with-complications"],
  ])("%j → %s", (question, id) => {
    expect(flags(question)).toContain(id);
  });

  // Acrocyanosis: blue hands and feet with the lips and face told pink (T6 t6-054).
  it.each([
    "newborns hands and feet look a bit blue/purple but her lips and face are nice and pink",
    "my newborns feet are purplish but her face is lovely and pink",
    "her fingers and toes look bluish, lips still rosy pink",
    "my 3 week old has bluish hands and feet but his lips and face are pink",
    "baby's hands and feet are cold and a bit blue, face is a good colour",
    "his fingers went blue but his face looks normal",
  ])("blue only at the edges with a pink centre is not an emergency: %j", (question) => {
    expect(category(question, { babyAgeMonths: 0.25 })).not.toBe("emergency");
  });

  it.each([
    "her hands are blue and her lips are going blue",
    "hands and feet blue and lips arent pink anymore",
    "feet a bit blue but her face is pink and now she has gone blue around the mouth",
    "hands and feet are blue and her face is turning grey, lips were pink earlier",
    "blue lips but her hands are pink",
    "her lips are going blue",
    "his fingers went blue and now his lips are going blue too",
    "her feet went purple and she went blue around the mouth",
  ])("blue lips or face keep the alarm beside pink words: %j", (question) => {
    expect(flags(question, { babyAgeMonths: 0.25 })).toContain("blue-or-grey");
  });

  it.each([
    "normal breathing rate newborn",
    "is blue dye in food safe for toddlers",
    "is it normal for newborn hands and feet to look a bit blue",
    "hives but no trouble breathing",
    "lip swollen after peanut no breathing problems",
    "stuffy nose she cant breathe through her nose at night 5 months",
    "baby has a stuffy nose and sneezes a lot 5 months",
    "my son has blue eyes will they change",
    "blue spots on his bum since birth",
    "newborn breath smells sour",
    "how long can babies hold their breath",
    "should i take an infant cpr class",
    "fever of 100.9 in my 2 year old with a cold, how can i make her comfy",
    "my 6 month old sleeps face down after rolling over is that ok",
    "is it normal for newborn to breathe fast sometimes while sleeping",
  ])("does not alarm on a look-alike: %j", (question) => {
    expect(["emergency"]).not.toContain(category(question));
  });

  it("treats stridor at rest as an emergency and otherwise as urgent", () => {
    expect(category("harsh noise when he breathes in while resting")).toBe("emergency");
    expect(category("croupy cough and stridor when crying 2 yo")).toBe("urgent");
  });

  it("cord around the neck at birth is history, not strangulation", () => {
    expect(flags("the cord was around his neck at birth, is that why he cries")).not.toContain(
      "strangulation",
    );
  });
});

describe("breathing hard is not breathing stopped", () => {
  it.each([
    "he can only get 3 words out before he has to stop for breath, inhaler isn't touching it",
    "my daughter can't breathe properly, her chest is heaving and she's wheezy",
  ])("%j is an emergency without the stopped-breathing card (CPR)", (text) => {
    expect(category(text)).toBe("emergency");
    expect(flags(text)).not.toContain("not-breathing");
  });
});

describe("'no' that belongs to another sign", () => {
  it.each([
    "a couple of hives on her arm after scrambled egg, no swelling, breathing fine",
    "no rash, breathing normal, just a runny nose",
  ])("%j is not the stopped-breathing card", (text) => {
    expect(flags(text)).not.toContain("not-breathing");
    expect(category(text)).not.toBe("emergency");
  });

  it("a pause that ended still needs a doctor", () => {
    expect(
      category("he wasn't breathing for about 20 seconds, then breathing normal again"),
    ).not.toBe("routine");
  });

  // Blind TF5-062: a newborn breathing fast then pausing a few seconds, pink throughout, is
  // periodic breathing; "very fast" alone is not a sign of effort then.
  it.each([
    "is it normal that my newborn breathes really fast then stops for like 5 secs and then carries on when asleep? shes pink the whole time",
    "my 2 week old breathes very fast then pauses for a few seconds in her sleep, stays pink, is this normal",
    "3 wk old baby breathes super fast for a bit then stops for 3 seconds, colour is fine, normal?",
  ])("periodic breathing is not an alarm: %j", (q) => {
    expect(category(q)).not.toBe("emergency");
  });

  it.each([
    "newborn breathing very fast, ribs sucking in, stays pink",
    "3 week old breathing really fast and grunting, pink the whole time",
    "newborn breathes really fast then stops for 15 seconds, pink the whole time",
    "my newborn breathes really fast then stops and goes blue around the lips",
  ])("effort, long pauses or a colour change still alarm: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });
});
