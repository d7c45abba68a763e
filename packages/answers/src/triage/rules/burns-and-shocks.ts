import { phraseHolds, type PhraseSpec, type RedFlagRule } from "../rule.js";
import { OWN_BURN } from "./danger-lexicon.js";
import {
  HAND_FOOT_SITES,
  SMALL_BURN,
  sunSenseOfBurn,
  superficialBurn,
  WIDE_AREA,
} from "./danger-shared.js";
import type { Facts } from "../facts.js";

const BURN_EVENT: PhraseSpec[] = [
  {
    pattern: "burn",
    unless: [
      "=sunburn|=sunburnt|=heartburn|=razor",
      "=like ~2 burn",
      "burn ~1 =calories|=energy|=toast|=food|=off|=away",
      // "it burns when she pees" is a urine infection sign.
      "burn ~4 =pee|=pees|=peeing|=wee|=wees|=weeing|=urinating|=toilet",
    ],
  },
  "hot|=boiling|=scalding ~2 =coffee|=tea|=water|=soup|=oil|=noodles|=drink|=liquid|=milk|=pan|=pot|=kettle ~6 =spilled|=spill|=pulled|=poured|=knocked|=splashed|=over|=on|blister",
  "=spilled|=pulled|=knocked|=splashed|=poured ~5 hot|=boiling ~2 =coffee|=tea|=water|=soup|=oil|=noodles|=drink|=liquid|=milk",
  // Tea, coffee and a kettle are hot unless said otherwise: "pulled my tea over herself".
  {
    pattern:
      "=spilled|=spilt|=pulled|=knocked|=tipped|=splashed|=poured|=grabbed ~5 =coffee|=tea|=cuppa|=kettle|=noodles|=soup ~6 =over|=on|=down|=onto|=herself|=himself|=arm|=hand|=chest|=front|=face|=leg",
    unless: ["=iced|=cold|=lukewarm"],
  },
  "blister ~6 hot|=stove|=oven|=iron|=curling|=straighteners|=straightener|=tongs|=toaster|=hob|=cooker|=candle|=lighter|=coffee|=tea|=radiator|=heater|=fireplace|=kettle",
  "=stove|=oven|=iron|=curling|=straighteners|=straightener|=tongs|=toaster|=hob|=cooker|=candle|=lighter|=radiator|=heater|=fireplace|=kettle|=grill|=bbq ~12 blister",
  // A mark left by the heat, blistered or not ("touched the oven door, red mark on his palm, no blister").
  "=touched|=grabbed|=held|=leaned ~4 =stove|=oven|=iron|=curling|=straighteners|=straightener|=tongs|=toaster|=hob|=cooker|=radiator|=heater|=fireplace|=kettle|=grill|=bbq ~12 =mark|=marks|red|=welt|=peeling",
  // "touched my coffee cup, splashed on her arm… a blister": a hot drink told by its cup and the blister.
  "=coffee|=tea|=cuppa|=mug ~12 blister",
  "=electrocuted|=electrocution",
  // The classic toddler scald: a hot container pulled or knocked down onto the child.
  "=pulled|=knocked|=tipped|=yanked|=grabbed|=tugged ~4 =kettle|=pan|=saucepan|=pot|=teapot|=mug|=cup|=cafetiere|=urn|=slowcooker|=fryer ~8 =down|=over|=onto|=on",
];

/**
 * Big blisters after heat, whatever the words for the burn: "ran the bath… bright red with big
 * blisters". Any burn with large blisters on a child is for the emergency department.
 */
const BIG_BLISTERS = /\b(?:big|large|huge|massive|giant|bubbly|fluid filled) (?:\w+ )?blisters?\b/;
const HEAT =
  /\b(?:bath|bathwater|shower|hot tap|tap|water|hot|boiling|scald\w*|kettle|stove|hob|oven|iron|radiator|fire|steam|tea|coffee|soup)\b/;
const bigBlistersFromHeat = (f: Facts) => f.says(BIG_BLISTERS) && f.says(HEAT);

/** "poured on him", not "on his forearm": the splash named only by the child. */
const ON_THE_CHILD =
  /\bon (?:him|her|them)\b(?! (?:\w+ )?(?:forearm|forearms|shin|shins|calf|thigh|toe|toes|ankle|shoulder|cheek|wrist|finger|thumb)\b)/;

/** A burn or scald of the child (not the parent's own, nor the sun's sense of "burn"). */
export const hasBurn = (f: Facts) =>
  (BURN_EVENT.some((p) => phraseHolds(f, p)) || bigBlistersFromHeat(f)) &&
  !f.hasAny(OWN_BURN) &&
  !sunSenseOfBurn(f);

/** Burns, smoke and electric shocks. */
export const burnRules: readonly RedFlagRule[] = [
  {
    id: "serious-burn",
    when: (f) =>
      hasBurn(f) &&
      (f.hasAny([
        "=big|=large|=huge|=massive|=bigger ~2 blister|burn",
        "=white|=charred|=black|=leathery",
        "skin ~3 =came|=coming|=peeled|=peeling|=off|=raw|=away|=sliding|=slipping",
        "chemical",
        "=electrical|=electrocuted|=electrocution|shock|=charger|=cable|=socket|=plug|=outlet",
        "=smoke|=fire",
        "face|lips|mouth|=nose|eyes|=ear|=ears|neck|=genitals|=genital|=groin|=privates|=penis|=vagina",
        // A hot drink or pan poured over the child covers more skin than it seems.
        "=over|=onto|=on ~1 =himself|=herself|=themselves",
        "=over|=onto ~1 =him|=her|=them",
        "=all ~1 =over",
        "=down ~2 =front|=chest",
      ]) ||
        (f.has(HAND_FOOT_SITES) && !superficialBurn(f)) ||
        // A wide area of the body, or "on her" (the child's body, unless a small part follows:
        // "splashed on her forearm"), is serious unless the burn is told as small ("a 10p-sized
        // scald on his arm", "a tiny burn on her leg"): a small burn there is the call-today burn.
        ((f.has(WIDE_AREA) || f.says(ON_THE_CHILD)) && !f.says(SMALL_BURN))),
    educational: true,
  },
  {
    id: "burn",
    when: hasBurn,
    educational: true,
  },
  {
    id: "smoke-inhalation",
    phrases: [
      "=smoke ~3 =inhaled|=inhalation|=breathed|=breathing|breathe|=lungs",
      "=inhaled|=breathed|breathe ~3 =smoke|=fumes",
      "=house|=apartment|=kitchen ~1 =fire",
      "=fire ~4 =house|=kitchen|=room|=flat|=home|=apartment|=bedroom|=building|=lounge",
      "=soot|=sooty|=black ~4 =nose|=nostrils|mouth|face",
      "=smoke|=smoky ~8 cough|hoarse|wheeze|breathe",
      "=carbon ~1 =monoxide",
    ],
    educational: true,
  },
  {
    id: "electric-shock",
    phrases: [
      "=electrocuted|=electrocution",
      "shock ~4 =outlet|=socket|=plug|=wire|=wires|=cord|cord|=cable|=electricity|=charger|=electric|=electrical",
      "=outlet|=socket|=plug|=wire|=electricity ~4 shock",
      // Something metal pushed into a socket, and what the parent saw: "got thrown back", "sparks".
      "=hairclip|=hairpin|=fork|=knife|=key|=keys|=pin|=paperclip|=clip|=screwdriver|=wire ~4 =in|=into ~3 =socket|=outlet|=plug|=sockets",
      "=socket|=outlet|=plug|=wire|=cable|=charger ~8 =thrown|=threw|=jolt|=jolted|=zap|=sparks|=spark|=sparked|=flash|=buzzed|=tingle",
    ],
    educational: true,
  },
];
