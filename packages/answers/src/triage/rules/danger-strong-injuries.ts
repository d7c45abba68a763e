import { NOT_SERIOUS_THEN_STOPPED } from "./bleeding.js";
import { RED_FOOD, STOOL_WORD } from "./body-concepts.js";
import {
  FAINT_OF_A_MARK,
  HAND_FOOT_SITES,
  HEAD_EVENT,
  HEAD_SIGN,
  ASKS_IF_WE_SHOOK,
  OWN_BURN,
  SAYS_WE_SHOOK,
  HOT_SPILL,
  SMALL_BURN,
  WIDE_AREA,
  pair,
  sunSenseOfBurn,
  superficialBurn,
  some,
  type DangerConcept,
} from "./danger-shared.js";

/** Strong alarm concepts of injuries: a serious burn, a head injury with signs, heavy bleeding, heat illness, a fall from a height, a shaken baby. */
export const SERIOUS_BURN: DangerConcept = {
  id: "serious-burn",
  strength: "strong",
  when: (f) =>
    (f.has("burn") || f.has(HOT_SPILL)) &&
    (f.hasAny([
      "=charger|=cable|=wire|=socket|=plug|=electric|=electrical|cord|=outlet",
      "skin ~3 =off|=peeling|=peeled|=bubbling|=bubbled|=raw|=white",
      "burn|blister ~4 =big|=huge|=large|=massive|=whole|=bigger",
      "=big|=huge|=large|=massive|=whole|=bigger ~4 burn|blister",
      "face|lips|mouth|=nose|eyes|=ear|=ears|neck|=genitals|=privates|=bum|=bottom",
      "blister ~4 =big|=huge|=large|=massive|=all",
    ]) ||
      (f.has(HAND_FOOT_SITES) && !superficialBurn(f)) ||
      // A wide area, or a size named, counts unless the burn is told as small ("10p-sized").
      (f.hasAny([WIDE_AREA, "burn|blister ~4 =size"]) && !f.says(SMALL_BURN))) &&
    !f.hasAny([
      "=sunburn|=sunburnt|=heartburn|=razor",
      "=like ~2 burn",
      "burn ~2 =rash",
      ...OWN_BURN,
    ]) &&
    !sunSenseOfBurn(f),
};

export const HEAD_INJURY_SIGNS: DangerConcept = {
  id: "head-injury-signs",
  strength: "strong",
  when: (f) => some(f, HEAD_EVENT) && f.hasAny(HEAD_SIGN),
};

export const HEAVY_BLEEDING: DangerConcept = {
  id: "heavy-bleeding",
  strength: "strong",
  // Red food beside the nappy is the likely cause, not bleeding ("beetroot at nursery yesterday").
  when: (f) => !(f.has(RED_FOOD) && f.says(STOOL_WORD)),
  phrases: [
    {
      pattern:
        "blood ~5 =nonstop|=lot|=alot|=loads|=everywhere|=pouring|=gushing|=spurting|=soaking|=soaked|=pool|=puddle|=heavily|=badly|=ages",
      unless: [
        "=little|=bit|=tiny|=spot|=speck|=specks|=streak|=streaks|=drop|=drops|=dot ~3 blood",
        "not ~2 blood",
      ],
    },
    "blood ~4 not ~2 stop",
    { pattern: "not ~2 stop ~3 blood", unless: [NOT_SERIOUS_THEN_STOPPED] },
    "=nonstop ~3 blood",
    "=pouring|=gushing|=spurting|=streaming|=lot|=alot|=loads|=tons ~3 blood",
    ...pair("blood", "=soaked|=soaking|=dripping ~3 =through|=everywhere|=towel|=towels|=cloth", 4),
    "blood ~6 pale|=dizzy|=fainted",
    { pattern: "blood ~6 =faint", unless: [FAINT_OF_A_MARK] },
    {
      pattern: "=nosebleed|=nose ~2 blood ~8 =minutes|=mins|=hour|=hours|=half|=nonstop|=ages",
      // "bled for 5 mins… stopped now": over (a bleed that hasn't stopped is "not ~2 stop").
      unless: ["=stopped|=stops ~2 =now|=itself|=eventually|=quickly|=fine|=after|=on"],
    },
  ],
};

export const HEAT_ILLNESS: DangerConcept = {
  id: "heat-illness",
  strength: "strong",
  when: (f) =>
    (f.hasAny([
      "hot ~3 =car|=sun",
      "=car ~4 hot|=heat|=sun",
      // "left in the car for maybe 30 mins in the sun", "all afternoon on the beach, now hot"
      "=car ~8 =sun|=heat|=degrees",
      "=sun|=beach ~8 hot",
      "=heatstroke",
      "=heat ~1 =stroke",
      "=overheated|=overheating",
    ]) ||
      (f.has("=forgot|=left ~6 =car") && f.has("hot"))) &&
    f.hasAny([
      "confused|drowsy|lethargic|unresponsive|floppy|vomit",
      "very ~1 sleepy",
      "not ~2 respond|wake",
      "not ~2 =sweating",
    ]),
};

/** Places a child falls from; named alone they may be what the head bumped ("the counter's edge"). */
const RAISED_PLACE =
  "=window|=balcony|=ledge|=roof|=bunk|=trampoline|=counter|=worktop|=countertop|=highchair|=changing|=trolley|=cart|=high";
/** The child came off it: "fell off the changing table", "rolled off the worktop", "out of the window". */
const FELL_FROM =
  "fall|=off|=from|=out|=rolled|=rolls|=slipped|=jumped|=jumping|=climbed|=climbing|=toppled|=tumbled";

export const FALL_FROM_HEIGHT: DangerConcept = {
  id: "fall-from-height",
  strength: "strong",
  when: (f) =>
    some(f, HEAD_EVENT) &&
    (f.hasAny([
      "stairs",
      ...pair(RAISED_PLACE, FELL_FROM, 6),
      "=shoulder|=height|=metre|=meter|=metres|=meters",
      "=top ~1 =of",
    ]) ||
      // "dropped the baby", not "dropped his sweet on the floor" (a thing the child let fall).
      some(f, [
        {
          pattern: "=dropped ~3 baby|child|=him|=her|=my|=the",
          unless: ["=dropped =his|=their|=its"],
        },
      ])),
};

export const SHAKEN: DangerConcept = {
  id: "shaken",
  strength: "strong",
  phrases: [
    "=shook|=shaken ~3 baby|child|=him|=her|=it|=them|=lo|=my|=the|=daughter|=son",
    // Thrown down by an adult: "threw the baby on the bed", "slammed her into the cot".
    "=threw|=thrown|=chucked|=slammed|=flung|=tossed|=hurled ~3 baby|child|=him|=her|=them|=son|=daughter ~3 =on|=onto|=against|=into|=across ~2 =the|=a|=his|=her ~1 =bed|=floor|=wall|=cot|=crib|=sofa|=couch|=ground|=mattress|=table",
  ],
  when: (f) =>
    !f.has("=shook|=shaken ~2 =rattle|=toy|=bottle|=head|=hand|=hands|=off|=formula|=milk") &&
    // "Have I shaken baby'd her?": the parent asks whether their handling counts (as shaken-baby).
    !(f.says(ASKS_IF_WE_SHOOK) && !f.says(SAYS_WE_SHOOK)),
};
