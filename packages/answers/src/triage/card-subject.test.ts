import { describe, expect, it } from "vitest";
import { leadMatch } from "../compose/compose-answer.js";
import { category, flags } from "./test-helpers.js";
import { triage } from "./triage.js";

/** The sign whose text leads the card, and the urgency it is given at. */
function card(question: string): { sign: string | undefined; urgency: string } {
  const r = triage(question);
  return { sign: leadMatch(r.matches)?.id, urgency: r.urgency };
}

/**
 * The card a parent reads is the protocol the message is about: a loose word ("fire hose",
 * "falling off", "first time", "bit", "pale", "grunts", "hot") does not pick another protocol's text
 * (T10 first run, t10-024/042/057/059/079/014/015/010/077/067).
 */
describe("the card is the protocol the message is about", () => {
  it.each([
    "6 week old vomits like a firehose after every bottle, only 2 wet nappies since this morning",
    "5 weeks, his vomit comes out like a fire hose, hungry straight after, fewer wet diapers",
    "my 4 week old projectile vomits every feed and has had fewer wet nappies today",
    "8 weeks, throws up like a hosepipe after feeds and fewer wees than usual",
  ])("forceful vomiting with fewer wet diapers → pyloric card, call now: %j", (q) => {
    expect(card(q)).toEqual({ sign: "projectile-vomiting-dehydrated", urgency: "urgent" });
    expect(flags(q)).not.toContain("smoke-inhalation");
  });

  it.each([
    ["there was a kitchen fire and she breathed in smoke, now coughing", "smoke-inhalation"],
    ["fire in the house last night, he's hoarse and his nose is sooty", "smoke-inhalation"],
  ])("a real fire keeps its card: %j", (q, sign) => {
    expect(card(q).sign).toBe(sign);
  });

  it("a toy fire engine is not a fire", () => {
    expect(category("my toddler took his fire engine into the bedroom and won't share it")).toBe(
      "routine",
    );
  });

  it.each([
    "2 year old's eyelid is swollen and red, she can't open that eye and has a temperature",
    "swollen red eyelid from a mosquito bite, he won't open his left eye, low fever, 3 yrs",
    "4 year old, eye puffed up and hot round a bite, can't open the eye properly, fever 38.3",
    "her eyelid is red, puffy and hot, she can barely open her eye, and she has a fever",
  ])("a hot swollen eyelid → skin infection card, call now: %j", (q) => {
    expect(card(q)).toEqual({ sign: "spreading-skin-infection", urgency: "urgent" });
  });

  it.each([
    "she won't open her eyes and is floppy, 2 years",
    "he's very hard to wake and won't open his eyes, 10 months",
  ])("a child who won't open the eyes and is not rousable stays 911: %j", (q) => {
    expect(card(q)).toEqual({ sign: "unresponsive-or-floppy", urgency: "emergency" });
  });

  it.each([
    "2 week old is yellow down to his tummy, too sleepy to feed and keeps slipping off the breast",
    "10 day old, jaundice getting worse and spreading to her legs, she falls off the boob after a minute and is very sleepy",
  ])("a sleepy jaundiced newborn who comes off the breast → jaundice ER card: %j", (q) => {
    expect(card(q)).toEqual({ sign: "jaundice-newborn-severe", urgency: "emergency" });
  });

  it.each([
    "newborn keeps falling off the breast during feeds, is that normal",
    "my 3 week old keeps falling off the bottle teat and dozing",
  ])("coming off the breast or bottle is not a fall: %j", (q) => {
    expect(flags(q)).not.toContain("head-injury-warning-signs");
    expect(category(q)).not.toBe("emergency");
  });

  it("a real fall with a knock and drowsiness keeps the head-injury card", () => {
    expect(
      card("she fell off the bed and hit her head, now vomiting and very sleepy, 8 months"),
    ).toEqual({
      sign: "head-injury-warning-signs",
      urgency: "emergency",
    });
  });

  it.each([
    "5 week old is floppy and i can't wake him, first time this has happened",
    "my 2 month old is limp and hard to rouse, first time ever",
    "first time she's been like this, 7 weeks, goes floppy when picked up and won't feed",
    "it's the first time he's done this, 3 months, floppy and won't wake properly",
  ])("'first time' without a food is not an allergy → floppy baby 911 card: %j", (q) => {
    expect(card(q).urgency).toBe("emergency");
    expect(flags(q)).not.toContain("anaphylaxis");
    expect(flags(q)).toContain("unresponsive-or-floppy");
  });

  it.each([
    "first time trying peanut butter and now her lips are swollen and she's wheezing",
    "gave him egg for the first time, hives everywhere and he's gone floppy",
  ])("a first food with severe signs stays anaphylaxis: %j", (q) => {
    expect(card(q)).toEqual({ sign: "anaphylaxis", urgency: "emergency" });
  });

  it.each([
    "my 2yo opened the bleach and now his mouth has white marks and he's drooling",
    "found her with the oven cleaner, her lips are red and blistered and she's screaming",
    "he got into the dishwasher tablets, drooling and won't swallow, 18 months",
    "toddler grabbed the toilet cleaner, now his tongue looks white and he's dribbling",
  ])("a chemical got at with a burnt mouth → poisoning 911 card: %j", (q) => {
    expect(card(q)).toEqual({ sign: "poisoning", urgency: "emergency" });
  });

  it.each([
    ["3 year old drooling, can't swallow, sitting forward with a high fever", "airway-drooling"],
  ])("drooling with no chemical keeps the airway card: %j", (q, sign) => {
    expect(card(q).sign).toBe(sign);
  });

  it("storing a chemical around a drooling baby is not a poisoning", () => {
    expect(category("how should i store bleach, my baby drools on everything")).not.toBe(
      "emergency",
    );
  });

  it.each([
    "10 months, temp on and off for 2 days, keeps tugging her right ear and screams at night",
    "fever comes and goes since yesterday, 1 yo pulling at his ear and crying in pain at night",
    "18 months, fever 39 on and off 3 days, rubbing his left ear, screaming when lying down",
    "my 9 month old has a fever of 38.6 on and off, pulling her ear and waking up screaming",
  ])("ear pulling with a fever → ear card, not intussusception: %j", (q) => {
    expect(flags(q)).not.toContain("colicky-tummy-pain");
    expect(flags(q)).not.toContain("intussusception");
    expect(card(q)).toEqual({ sign: "ear-pain", urgency: "urgent" });
  });

  it("bouts of screaming with knees drawn up and vomiting stay intussusception", () => {
    expect(
      card(
        "11 month old screaming in bouts, drawing his knees up to his chest, then fine, vomited twice",
      ),
    ).toEqual({ sign: "intussusception", urgency: "emergency" });
  });

  it("a fever lasting with nothing more specific keeps the fever card", () => {
    expect(card("fever for 3 days now in my 18 month old, still 39").sign).toBe("fever-lasting");
  });

  it.each([
    "my 6 day old daughter has a spot of pink blood from her front, not from her bottom, and her chest looks puffy",
    "1 week old girl, little bit of blood in her nappy from her vagina not her bum",
    "newborn girl has a tiny bit of bleeding from her front bit, 4 days old",
    "4 day old baby girl, pinkish blood in the nappy coming from her privates, not from her bum",
  ])("a newborn girl's hormone bleed is a look-alike, home: %j", (q) => {
    expect(category(q)).toBe("routine");
    expect(flags(q)).not.toContain("wound-needs-closing");
  });

  it("a newborn's swollen breasts are not a genital swelling", () => {
    const q =
      "my 6 day old girl has a little pink blood from her vagina and puffy breasts, is that normal";
    expect(flags(q)).not.toContain("genital-swelling");
    expect(flags("my 2 year old's vulva is red and swollen and it hurts when she wees")).toContain(
      "genital-swelling",
    );
  });

  it.each([
    ["there's blood in my 5 day old's poo", "blood-in-stool"],
    ["the dog bit her hand and it's bleeding, 3 years", "wound-needs-closing"],
  ])("blood in the poo and a real bite keep their cards: %j", (q, sign) => {
    expect(flags(q)).toContain(sign);
  });

  it.each([
    "8 week old, her poo has gone pale like chalk and she still looks yellow",
    "white poos and dark pee, 6 weeks old, he still looks a bit yellow",
    "my 7 week old's stools are really pale, almost white, and she looks yellow",
    "9 weeks, poos have turned grey and pale, and his skin still looks yellowish",
    "my 4 week old is still a bit yellow. and now his poos are chalky white",
  ])("pale poo in a yellow baby → jaundice card, call now: %j", (q) => {
    expect(flags(q)).not.toContain("pale-mottled-or-cold");
    expect(card(q)).toEqual({ sign: "jaundice-pale-stools", urgency: "urgent" });
  });

  it.each([
    "my 4 month old is very pale and floppy",
    "he looks very pale and is really hard to wake, 2 years",
  ])("a pale child stays an emergency: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });

  it.each([
    "6 week old grunts and strains for ages before pooing, the poo is soft",
    "my 1 month old goes red and grunts when she's trying to poop, is she constipated",
    "3 week old pushes and grunts a lot, then does a soft yellow poo",
    "baby 2 months old strains and grunts every time she poops",
  ])("grunting to push out a poo is a look-alike, home: %j", (q) => {
    expect(category(q)).toBe("routine");
  });

  it.each([
    "my 3 week old is grunting with every breath and her ribs suck in",
    "5 week old grunting when breathing and looks pale",
  ])("grunting to breathe stays an emergency: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });

  it.each([
    "it's so hot here, can i give my 2 month old some water",
    "heatwave, 35 degrees, my 4 month old is formula fed, can she have some water to drink",
    "really hot today, should I give my 3 month old some water in a bottle",
    "it's very hot in our flat, my 5 week old is bottle fed, is a bit of water ok",
  ])("hot weather is not a fever → the water-under-6-months answer: %j", (q) => {
    const r = triage(q);
    expect(r.urgency).toBe("routine");
    expect(r.risky?.id).toBe("water-under-6-months");
  });

  it.each([
    "my 5 week old feels very hot and won't feed",
    "left in a hot car for half an hour, now floppy and drowsy, 2 years",
  ])("a hot baby or a hot car still alarms: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });
});
