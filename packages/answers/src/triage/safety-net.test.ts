import { describe, expect, it } from "vitest";
import { buildFacts } from "./facts.js";
import { DANGER_CONCEPTS } from "./rules/danger-lexicon.js";
import { safetyNet } from "./safety-net.js";
import { category } from "./test-helpers.js";
import { triage } from "./triage.js";

/** What the safety net alone decides, without any specific rule. */
const net = (q: string, age: number | null = null) =>
  safetyNet(buildFacts(q, age))?.urgency ?? "none";

describe("safety net on its own", () => {
  it.each([
    "her mouth went a dusky colour while she was feeding",
    "hes making gasping sounds and his chest caves in",
    "my girl collapsed in the garden and wont answer me",
    "arms going stiff and twitching on one side for 2 mins",
    "little one chomped on a dishwasher tab",
    "i think he got into the paracetamol, some are missing",
    "found her holding my blood pressure tablets, lid off",
    "she managed to nibble a slug pellet",
    "toddler ate some wild mushrooms in the park",
    "swallowed a 2p coin and now keeps gagging and wont swallow spit",
    "baby was face down in the paddling pool for a bit",
    "knocked a cup of boiling tea all over her chest",
    "he bit the plug of the lamp and has a burn on his tongue",
    "fell off the kitchen worktop and has been sick twice since",
    "gashed his knee and it is pouring blood",
    "after trying cashew her tongue is swelling",
    "my 4 week old is burning up 38.6",
    "pinprick spots on his belly and he has a fever",
    "she has a high temp and screams if i bend her neck",
    "i honestly feel like i could hurt the baby tonight",
    "my mother in law shook him hard because he wouldnt stop crying",
    "my baby is blotchy and cold and so drowsy",
    "he went all floppy like a ragdoll",
    "she isnt responding and her eyes are open",
    "plastic bag was over her head when i found her",
  ])("escalates an unseen emergency: %j", (q) => {
    expect(net(q)).toBe("emergency");
  });

  it.each([
    "how do i stop my 1 year old choking on sausages",
    "what should i do if she ever has a seizure",
    "how do i know if its choking or just coughing",
    "is it normal for baby feet to look blue after a bath",
    "what colour should newborn poo be",
    "will her eyes change colour",
    "how to baby-proof the cupboard where we keep bleach",
    "best way to store medicines away from toddlers",
    "can my 10 month old eat blueberries",
    "how do i get my toddler to swallow his antibiotics",
    "my baby jerks in her sleep is that normal",
    "he holds his breath when he cries and goes red",
    "nose is stuffy and she cant breathe through her nose at night",
    "baby gags when i brush her teeth",
    "what are the signs of a febrile seizure",
    "bumped his head on the table cried for a minute now playing happily",
    "how to treat a small scald, want to know just in case",
    "how many ounces should my 3 month old drink",
    "when can he have peanut butter",
    "how long does a nosebleed usually last in toddlers",
  ])("leaves a look-alike calm: %j", (q) => {
    expect(net(q)).toBe("none");
  });

  it("reads a young baby's age: two moderate signs under 2 months are an emergency", () => {
    expect(net("crying in a weird high pitched way and wont feed", 1)).toBe("emergency");
    expect(net("crying in a weird high pitched way and wont feed", 9)).toBe("urgent");
  });

  it("asks for a call today rather than 911 for an episode weeks ago", () => {
    expect(net("she went blue for a few seconds 3 weeks ago and has been fine since")).toBe(
      "urgent",
    );
  });
});

describe("safety net inside triage", () => {
  it("raises an urgent rule match to an emergency, and puts its action first", () => {
    const r = triage("swallowed a coin an now dribbling loads and wont eat or drink");
    expect(r.urgency).toBe("emergency");
    expect(r.matches[0]!.id).toBe("danger-object-stuck");
    expect(r.matches[0]!.action).toMatch(/^Call 911/);
    expect(r.matches.some((m) => m.id === "swallowed-object")).toBe(true);
  });

  it("never lowers or replaces an emergency a specific rule found", () => {
    const r = triage("my baby isnt breathing");
    expect(r.matches[0]!.id).toBe("not-breathing");
    expect(r.matches.every((m) => !m.id.startsWith("danger-"))).toBe(true);
  });

  it("stays quiet on prevention and hypothetical questions", () => {
    expect(category("what should i do if my baby ever stops breathing want to learn cpr")).toBe(
      "routine",
    );
    expect(category("what should i do if my kid ever swallows a magnet")).toBe("routine");
    expect(category("how do i do infant cpr just in case")).toBe("routine");
  });

  it("still escalates when a real episode comes with a question about next time", () => {
    expect(
      category("he stopped breathing for a few seconds, what do i do if it ever happens again"),
    ).toBe("emergency");
  });
});

describe("danger lexicon data", () => {
  it("has unique ids", () => {
    const ids = DANGER_CONCEPTS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
