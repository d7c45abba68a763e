import { describe, expect, it } from "vitest";
import { answered, engine, now } from "../../test/engine-fixture.js";

// T10 look-alikes the base had no passage for: a child's evening leg aches (growing pains), one vomit
// in a child now keeping drinks down, a forehead "egg" after a knock. Our own paraphrases.
describe("everyday descriptions are answered on their subject", () => {
  it.each([
    [
      "4 year old crying about achy legs in the evenings, both shins and calves, fine in the morning",
      "health-growing-pains",
    ],
    [
      "my 3 year old says her legs hurt every night at bedtime, fine all day at nursery, what is it?",
      "health-growing-pains",
    ],
    [
      "my 5 year old gets sore calves every evening but is fine by the morning, why?",
      "health-growing-pains",
    ],
    [
      "are growing pains real? my 4yo complains about her shins after a busy day",
      "health-growing-pains",
    ],
    [
      "threw up once 2 hrs ago, all over the car. since then she's had sips of water and kept it down, playing. 2.5yrs. do we need to go in",
      "health-vomiting",
    ],
    [
      "she was sick once after lunch all over the kitchen floor, since then she has sipped water and kept it down, happy and playing. 3 years old. does she need a doctor?",
      "health-vomiting",
    ],
    [
      "my 18 month old threw up once at nursery pickup, has kept milk down since and is running around. do I need to take him to the GP?",
      "health-vomiting",
    ],
    [
      "toddler vomited one time this evening, had some water since and kept it down, 2 years. should we see someone?",
      "health-vomiting",
    ],
    [
      "bonked his forehead on the coffee table, cried straight away, now a huge egg lump. back to running around. just ice it?",
      "safety-head-bump-after-fall",
    ],
    [
      "my 2 year old banged her head on the table and has a lump on her forehead, she's playing again. what should I do?",
      "safety-head-bump-after-fall",
    ],
    [
      "egg on forehead after my 1 year old fell against the sofa, how long will it last?",
      "safety-head-bump-after-fall",
    ],
  ])("%j → %s", async (question, id) => {
    const r = answered(await engine.answer({ question, now }));
    expect(r.content).not.toMatch(/no reviewed answer/);
    expect(r.meta.entryIds[0]).toBe(id);
  });

  it("a medicine spat out is still the medicine question", async () => {
    const r = answered(
      await engine.answer({
        question: "my toddler spat out half the calpol, can I give more?",
        now,
      }),
    );
    expect(r.meta.entryIds[0]).toBe("health-medicine-spat-out-or-vomited");
  });
});
