import type { Facts } from "../facts.js";
import type { RedFlagRule } from "../rule.js";
import { BREATHING_FINE } from "./danger-shared.js";

/** Something that can trigger an allergic reaction, or words that say one is happening. */
const NAMED_TRIGGER = [
  "=peanut|=peanuts|=nut|=nuts|=cashew|=cashews|=almond|=almonds|=walnut|=pecan|=pistachio|=hazelnut|=egg|=eggs|=shrimp|=prawn|=prawns|=shellfish|=fish|=salmon|=tuna|=sesame|=tahini|=hummus|=wheat|=soy|=dairy|=yogurt|=yoghurt|=cheese|=strawberry|=strawberries|=kiwi|=mango|=lobster|=crab",
  // Foods that hide a nut, fish or shellfish: "after the satay", "a spoon of pesto".
  "=satay|=pesto|=nutella|=marzipan|=praline|=macadamia|=hazelnuts|=walnuts|=pecans|=pistachios|=mussels|=clams|=scallops|=cod",
  "=bee|=wasp|=sting|=stung|=hornet|=stings",
  "=insect|=bug|=spider ~2 =bite|=bites|=bit",
  "=amoxicillin|=antibiotic|=antibiotics|=penicillin|=augmentin",
  "allergic",
  "hives",
];
/** Eating or trying something, its name not given: "after eating", "after having it". */
const UNNAMED_EXPOSURE = ["=after ~3 eat|=trying|=tried|=having|=had|=first"];
/**
 * "For the first time" is an exposure only when something went in the mouth ("first time trying
 * it"); "first time she's done this" tells how new the child's state is.
 */
const FIRST_TIME = "=first ~1 =time|=taste";
/** Words that say something went in the mouth. */
const EATING = [
  "eat",
  "=tried|=trying|=try|=taste|=tasted|=gave|=given|=fed|=food|=meal|=snack|=lunch|=dinner|=breakfast",
];
/** "Eating ok", "not eating much": how the child is, not what went in. */
const EATING_AS_WELLBEING = [
  "eat|=feeding ~2 =ok|=okay|=fine|=well|=normally|=normal|=good|=alright|=loads|=much|=less|=more",
  "not ~2 eat",
];
/** An infection that explains the cough or wheeze: "first time he's wheezy with a cold". */
const INFECTION = [
  "=cold|=colds|=virus|=viral|=flu|=bug|=croup|=bronchiolitis|=rsv|=infection|=chesty|=snotty|fever",
];

/**
 * A likely trigger: a food, sting or medicine named, or eating told without the food's name. "After
 * having" is an exposure when something was eaten or no infection explains the signs; "first time"
 * only when something was eaten ("first time he's wheezy with a cold" is his first wheeze).
 */
const hasTrigger = (f: Facts) => {
  const eaten = f.hasAny(EATING) && !f.hasAny(EATING_AS_WELLBEING);
  return (
    f.hasAny(NAMED_TRIGGER) ||
    (f.hasAny(UNNAMED_EXPOSURE) && (eaten || !f.hasAny(INFECTION))) ||
    (f.has(FIRST_TIME) && eaten)
  );
};

const SEVERE = [
  "swell ~3 tongue|throat|face|=eyelids",
  "tongue|throat|face ~3 swell",
  "throat ~3 tight|=itchy|swell|=scratchy",
  "tight ~2 throat|=chest",
  "=trouble|=difficulty|=hard|not ~2 swallow|=swallowing|=talk|=talking|=speak",
  "hoarse",
  "=husky|=croaky|=raspy|=squeaky ~3 =voice|cry",
  "=voice|cry ~3 =husky|=croaky|=raspy|=squeaky|=gone|=changed|=funny|=weird",
  "wheeze",
  "=drooling|=drool",
  "=stridor",
  "cough ~3 not ~2 stop",
  "=anaphylaxis|=anaphylactic|=epipen|=epi",
  "pale|floppy|=limp|=dizzy|=collapsed|=collapse|=fainted|unresponsive",
];

/** Skin or mouth signs of an allergic reaction. */
const SKIN = [
  "hives",
  "=lumps|=welts|=blotches|=bumps|=spots|rash ~4 =all ~2 =over",
  "swell ~3 =lips|=lip|=eyes|=eye|face|=mouth",
  "=lips|=lip|=eyes|face|=mouth ~3 swell",
];
/** A second body system joining in: breathing, the voice, or the gut. */
const SECOND_SYSTEM = ["cough", "wheeze", "breathe", "vomit", "hoarse", "=voice", "=throat"];

export const allergyRules: readonly RedFlagRule[] = [
  {
    id: "anaphylaxis",
    when: (f) =>
      f.hasAny([
        "=anaphylaxis|=anaphylactic",
        "tongue|throat ~3 swell",
        "swell ~3 tongue|throat",
        "throat ~3 tight",
      ]) ||
      (hasTrigger(f) && f.hasAny(SEVERE)) ||
      // Two body systems after a likely trigger: skin with breathing, voice or vomiting.
      (hasTrigger(f) &&
        f.hasAny(SKIN) &&
        f.hasAny(SECOND_SYSTEM) &&
        !f.hasAny([...BREATHING_FINE, "not ~3 cough|wheeze|vomit|breathe"])),
    // "no swelling of the tongue", "not wheezing": the parent has checked, the sign is absent.
    unless: [
      "not ~1 swell|wheeze|hoarse|=drooling|=stridor ~3 tongue|throat|face|=eyelids",
      "not ~1 wheeze|hoarse|=drooling|=stridor",
    ],
  },
  {
    id: "allergic-reaction",
    phrases: [
      { pattern: "hives", unless: ["not ~2 hives"] },
      "allergic ~3 =reaction|rash|=reacting",
      "=reaction ~3 =to|=after",
      // "raised itchy blotches all over": hives in other words.
      "itchy|=raised ~3 rash|=bumps|=welts|=blotches|=lumps|=spots|=patches",
      "swell ~3 lips|eyes|face|=eyelids|mouth",
      "lips|eyes|face|mouth ~3 swell",
      // A large local reaction: "stung on the foot, now his whole leg is swollen to the knee".
      "=whole|=entire|=all ~1 =leg|=arm|=hand|=foot ~4 swell|red",
      "swell|red ~4 =to|=up ~2 =knee|=elbow|=wrist|=ankle|=shoulder",
    ],
    when: (f) => hasTrigger(f),
  },
];
