import { describe, expect, it } from "vitest";
import { triage } from "./triage.js";

// Rules of reading, each in several phrasings: what a message says, not which words it contains.
const urgency = (q: string) => triage(q).urgency;

describe("quantities and hedges are not signs", () => {
  it.each([
    "we had a bit of whisky at the party, can i breastfeed tonight",
    "is a little bit of wine in the gravy ok for a 2 year old",
    "cut the grapes into bite sized pieces for the 1 year old?",
    "what bite-size snacks are good for a 10 month old",
    "he had a bit of a cough earlier but he's fine",
  ])("no alarm: %j", (q) => expect(urgency(q)).toBe("routine"));

  it.each([
    "his lips have gone a bit dark and he's really struggling to breathe",
    "her lips look kind of grey and she won't wake properly",
    "he drank a bit of the bleach",
  ])("a hedge keeps the sign: %j", (q) => expect(urgency(q)).toBe("emergency"));
});

describe("who is acting: the parent perceives, the child swallows", () => {
  it.each([
    "i think he swallowed the battery out of his light up trainers",
    "i saw her eat one of the dishwasher tablets",
    "i reckon she drank some of the antifreeze",
    "he's eaten a few of the grandads blood pressure pills",
  ])("emergency: %j", (q) => expect(urgency(q)).toBe("emergency"));

  it.each([
    "i cut myself shaving my legs and it's bleeding loads",
    "i've burnt my hand on the oven and it's blistering",
    "my husband took too many of his paracetamol",
    "the dog drank some bleach water",
  ])("not the child: %j", (q) => expect(urgency(q)).toBe("routine"));
});

describe("a question about a situation is not a report of it", () => {
  it.each([
    "what to do if toddler drinks bleach",
    "what do you do if a baby swallows a magnet",
    "what happens if a child eats a button battery",
    "how long do febrile seizures usually last",
    "how common are breath holding spells in toddlers",
  ])("information: %j", (q) => expect(urgency(q)).toBe("routine"));

  it("a reported event in the same words still alarms", () => {
    expect(urgency("what do i do, he drank bleach")).toBe("emergency");
  });
});

describe("a jump at a noise is the startle reflex, not a fit", () => {
  it.each([
    "my 4 week old throws her arms out and jerks when the door slams, is that the startle reflex",
    "she jumps and flings her arms out every time the dog barks",
    "newborn jerks whenever there's a loud noise",
  ])("no alarm: %j", (q) => expect(urgency(q)).toBe("routine"));

  it("jerks that go on and don't stop are still a fit", () => {
    expect(urgency("his arm keeps jerking and it won't stop, he's not responding")).toBe(
      "emergency",
    );
  });
});

describe("classes of things swallowed, named by what they are or where they were", () => {
  it.each([
    "my toddler drank some of the blue stuff from under the kitchen sink",
    "she had a swig from the green spray bottle",
    "he drank some washing powder mixed with water",
    "she's eaten some daffodil bulbs from the shed",
    "he was chewing on a mushroom he picked up off the lawn",
    "ate some berries from a bush on our walk",
    "found her eating toadstools in the garden",
    "she ate a leaf off the lily in the kitchen",
  ])("emergency: %j", (q) => expect(urgency(q)).toBe("emergency"));

  it.each([
    "how do i childproof the cupboard under the sink",
    "are daffodils poisonous to children",
    "can toddlers eat mushrooms from the supermarket",
    "holly ate some crisps and a yoghurt for lunch",
    "which houseplants are safe with a crawling baby",
  ])("no alarm: %j", (q) => expect(urgency(q)).toBe("routine"));
});

describe("a baby under 8 weeks with one sign of illness is for a doctor today", () => {
  it.each([
    "she's 2 weeks and hasn't fed properly for 12 hours, just sleepy",
    "my 5 week old has barely fed since this morning",
  ])("at least urgent: %j", (q) => expect(urgency(q)).not.toBe("routine"));
});

describe("region words and help already sought", () => {
  it.each([
    "rang 111 and they said go to A&E, he's really drowsy and grey",
    "the GP sent us to hospital, she's floppy and not feeding",
    "should i ring 999 or 111, my 5 month old is floppy and won't wake for feeds",
    "wee one's been sick in the cot, bright green, he's 4 weeks",
  ])("being sent for help, or asking where to go, is no reassurance: %j", (q) =>
    expect(urgency(q)).toBe("emergency"),
  );

  it.each([
    "my 2 year old has a temp of 38.5, should i take him to A&E or see the GP tomorrow, he's drinking and playing",
    "health visitor said her temp of 37.8 is fine, is it normal for it to go up at bedtime",
    "is it ok for my baby to sleep with a dummy in the cot",
  ])("naming a service is not an alarm: %j", (q) => expect(urgency(q)).toBe("routine"));
});

describe("a wound that pours, blood unnamed", () => {
  it.each([
    "he's gashed his head open on the fireguard, it's pouring and won't stop",
    "she sliced her hand on a broken glass and it won't stop",
  ])("emergency: %j", (q) => expect(urgency(q)).toBe("emergency"));

  it("a cut and a child who won't stop crying is not a bleed", () => {
    expect(
      urgency("small cut on his finger from paper, he won't stop crying about the plaster"),
    ).toBe("routine");
  });
});

describe("a knock to the head, however it is told", () => {
  it.each([
    "he headbutted the coffee table, a lump came up, now he's vomited 3 times",
    "she ran straight into the door frame and now she's really drowsy",
    "faceplanted off the sofa onto the tiles and has been sick twice",
  ])("emergency: %j", (q) => expect(urgency(q)).toBe("emergency"));
});

describe("an adult throwing a baby down", () => {
  it.each([
    "my partner threw the baby on the bed and now she won't stop screaming and is being sick",
    "he slammed her into the cot and she's gone quiet",
  ])("emergency: %j", (q) => expect(urgency(q)).toBe("emergency"));

  it("throwing a ball to the baby is play", () => {
    expect(urgency("my husband threw a ball to the baby and she laughed")).toBe("routine");
  });
});

describe("'is X normal or …' asks about it", () => {
  it.each([
    "is a few hives after eating strawberries normal or an allergy",
    "is green poo normal or a sign of something",
  ])("information: %j", (q) => expect(urgency(q)).toBe("routine"));
});

describe("a colour from something eaten, a food stone, a past swallow asked about", () => {
  it.each([
    "my 3 year old has a blue tongue from a lollipop",
    "his lips went blue from the blue slushie",
    "he swallowed a cherry stone, seems fine, pooping normally",
  ])("no alarm: %j", (q) => expect(urgency(q)).toBe("routine"));

  it.each([
    "is it ok if he swallowed a little magnet? he's fine",
    "is it safe that she swallowed a button battery an hour ago",
  ])("a swallow already told is reported, not asked: %j", (q) =>
    expect(urgency(q)).toBe("emergency"),
  );
});

describe("harmless senses and signs that are over", () => {
  it.each([
    "what toys are a choking risk for under 3s",
    "is this rattle a choking hazard for a 4 month old",
    "my 1 year old chewed a crayon, non toxic one",
    "she licked some paint but the tin says non-toxic",
    "cooked with a splash of wine, the alcohol burns off right? ok for toddler?",
    "fever went after 3 days and now she's covered in a pinky rash but is happy",
    "the fever has finally gone, he's eating again",
    "nose bled for 5 mins after he picked it, stopped now",
  ])("no alarm: %j", (q) => expect(urgency(q)).toBe("routine"));

  it.each([
    ["fever over 24 hours now 14 month old", "urgent"],
    ["her fever went up to 40 and she's floppy", "emergency"],
    [
      "had my baby last week and my head is pounding and i keep seeing flashing zigzags",
      "emergency",
    ],
  ])("still a sign: %j", (q, level) => expect(urgency(q)).toBe(level));
});
