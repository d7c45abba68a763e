import type { RedFlagRule } from "../rule.js";
import { BREATHING_FINE } from "./danger-shared.js";

/** Something that can trigger an allergic reaction, or words that say one is happening. */
const TRIGGER = [
  "=peanut|=peanuts|=nut|=nuts|=cashew|=cashews|=almond|=almonds|=walnut|=pecan|=pistachio|=hazelnut|=egg|=eggs|=shrimp|=prawn|=prawns|=shellfish|=fish|=salmon|=tuna|=sesame|=tahini|=hummus|=wheat|=soy|=dairy|=yogurt|=yoghurt|=cheese|=strawberry|=strawberries|=kiwi|=mango|=lobster|=crab",
  // Foods that hide a nut, fish or shellfish: "after the satay", "a spoon of pesto".
  "=satay|=pesto|=nutella|=marzipan|=praline|=macadamia|=hazelnuts|=walnuts|=pecans|=pistachios|=mussels|=clams|=scallops|=cod",
  "=bee|=wasp|=sting|=stung|=hornet|=stings",
  "=insect|=bug|=spider ~2 =bite|=bites|=bit",
  "=amoxicillin|=antibiotic|=antibiotics|=penicillin|=augmentin",
  "allergic",
  "hives",
  "=after ~3 eat|=trying|=tried|=having|=had|=first",
  "=first ~1 =time|=taste",
];

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
      (f.hasAny(TRIGGER) && f.hasAny(SEVERE)) ||
      // Two body systems after a likely trigger: skin with breathing, voice or vomiting.
      (f.hasAny(TRIGGER) &&
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
      "itchy ~3 rash|=bumps|=welts",
      "swell ~3 lips|eyes|face|=eyelids|mouth",
      "lips|eyes|face|mouth ~3 swell",
      // A large local reaction: "stung on the foot, now his whole leg is swollen to the knee".
      "=whole|=entire|=all ~1 =leg|=arm|=hand|=foot ~4 swell|red",
      "swell|red ~4 =to|=up ~2 =knee|=elbow|=wrist|=ankle|=shoulder",
    ],
    when: (f) => f.hasAny(TRIGGER),
  },
];
