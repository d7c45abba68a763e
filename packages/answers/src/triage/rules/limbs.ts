import type { Facts } from "../facts.js";
import type { RedFlagRule } from "../rule.js";
import { DEFORMED, INJURY, LIMB, LIMB_SWOLLEN, NOT_USING } from "./body-concepts.js";

/** Lifted, swung or pulled by the hand or arm: how a pulled elbow happens. */
const PULLED_BY_ARM =
  /\b(?:(?:grabbed|pulled|yanked|tugged|jerked|caught|held) (?:his|her|their|the|my sons|my daughters) (?:hand|arm|wrist|forearm)|(?:lifted|lift|pulled|pull|yanked|tugged|swung|swing|swinging|jerked|hauled|grabbed|picked (?:him|her|them) up|caught) (?:\w+ ){0,6}(?:by|from) (?:the |his |her |their |one |an? )?(?:hands?|arms?|wrists?|forearm)|(?:hands?|arms?|wrists?) (?:\w+ ){0,2}(?:got |was |were )?(?:pulled|yanked|tugged|jerked)|(?:fell|fall|tripped|pulled away|dropped to the (?:floor|ground)|went floppy|sat down) (?:\w+ ){0,4}(?:while|when) (?:i was |we were )?(?:holding|pulling) (?:\w+ ){0,2}(?:hands?|arms?|wrists?))\b/;
const ARM = /\b(?:arm|arms|elbow|wrist|forearm|hand)\b/;
const ARM_HELD_STILL =
  /\b(?:hanging|hangs|dangling|dangles|limp|floppy|by (?:his|her|their) side|against (?:his|her|their) (?:tummy|body|chest)|keeps? it (?:still|straight|bent|down)|wont (?:reach|lift|use|move|raise)|not using|isnt using|wont use|doesnt use|stopped using|refuses to use|holding (?:it|the arm|his arm|her arm))\b/;
const SWOLLEN_WORD = /\b(?:swollen|swolen|swelling|swelled|swollen up|puffed up)\b/;
const injuredLimb = (f: Facts) => f.says(LIMB) || f.says(/\b(?:walk|walking|crawl|stand)\b/);

/** A limp said of walking, not a floppy child: "limping", "has a limp", "limp on her left leg". */
const LIMP_WALK =
  /\b(?:limping|limps|hobbl\w*|(?:a|with a|slight|slightly|bit of a|has a|got a|developed a|walking with a) limp|limp(?:ed)? (?:on|when|since) (?:his|her|the|their|one|a|\d)|favou?r\w* (?:his|her|one|the) (?:leg|foot|side))\b/;
const WONT_WALK =
  /\b(?:wont|won t|will not|doesnt want to|refus\w+ to|cant|can t|isnt|stopped|not) (?:\w+ ){0,2}(?:walk\w*|stand\w*|put(?:ting)? (?:any )?weight|bear(?:ing)? (?:any )?weight|weight bear\w*)\b/;
const LEG_HURTS =
  /\b(?:scream\w*|cr(?:y|ies|ying)|hurts?|pain\w*|winces?) (?:\w+ ){0,3}(?:when|if) (?:i|we|you|anyone|the doctor) (?:\w+ ){0,2}(?:move|moves|touch|touches|bend|straighten|lift|change)\w* (?:\w+ ){0,2}(?:leg|legs|hip|knee|ankle|thigh)\b|\b(?:hip|knee|ankle|leg|thigh|groin) (?:\w+ ){0,3}(?:hurts?|sore|painful|pain|agony)\b|\b(?:sore|painful) (?:hip|knee|ankle|leg|thigh)\b/;
const HOT_JOINT =
  /\b(?:hip|knee|ankle|joint|elbow|wrist|shoulder)\b(?: \w+){0,4} (?:red|hot|swollen|puffy)\b/;
/** Told with no injury behind it: "didn't fall", "for no reason", "out of nowhere". */
const NO_INJURY =
  /\b(?:no|didnt|did not|hasnt|without (?:a|any)|never|not) (?:\w+ ){0,2}(?:fall|fell|falls|injury|injured|knock|knocked|bump|bumped|trip|tripped|hurt (?:it|himself|herself)|accident)\b|\bfor no (?:obvious |apparent )?reason\b|\bout of (?:nowhere|the blue)\b|\bno idea why\b/;

/** Not standing on a leg at all: weight named, crying when stood up, or walking that stopped. */
const NO_WEIGHT =
  /\b(?:put(?:ting)?|bear(?:ing)?|tak(?:e|ing)) (?:\w+ ){0,2}weight\b|\bweight ?bear\w*|\bstopped (?:walking|standing)\b|\b(?:wont|won t|will not|refus\w+ to|cant|can t) (?:\w+ ){0,2}stand on (?:it|his|her|the|one|that)\b/;
const CRIES_WHEN_STOOD =
  /\b(?:cr(?:y|ies|ying)|scream\w*|screech\w*|whimper\w*|winc\w*|collaps\w*|buckl\w*|sits? (?:straight )?(?:back )?down) (?:\w+ ){0,3}(?:when|if|as soon as|whenever|every time) (?:i|we|you) (?:\w+ ){0,2}(?:stand|put|set|place|stood) (?:\w+ ){0,3}(?:up|down|feet|floor)\b/;

const LIMP_LASTS =
  /\b(?:since|woke up|this morning|yesterday|all day|still|(?:for|over) (?:\w+ ){0,2}(?:days?|hours|week|weeks))\b/;

/**
 * A walking child who suddenly won't stand on a leg, with no fall seen and no fever: a toddler's
 * fracture or a hip problem until a doctor has looked (call now, seen today). A baby not yet
 * standing, or a toddler who would rather be carried, is not this: weight refused on a leg, crying
 * when stood up, or walking that stopped.
 */
const wontBearWeightRule: RedFlagRule = {
  id: "wont-bear-weight",
  educational: true,
  pastOnly: true,
  age: { atLeast: 9, unknownAge: "match" },
  when: (f) =>
    !f.feverReported &&
    (f.says(NO_INJURY) || !f.says(INJURY)) &&
    ((f.says(WONT_WALK) && (f.says(NO_WEIGHT) || f.says(LEG_HURTS))) || f.says(CRIES_WHEN_STOOD)),
};

/**
 * Limbs: a limp (with a fever, or unexplained), a deformed limb, a pulled elbow, a limb that may be
 * broken or is not used (protocol limb-injury).
 * All are void for a general question or a past episode.
 */
export const limpRules: readonly RedFlagRule[] = [
  {
    // A limp or a leg that hurts to move, with a fever: a joint or bone infection until shown otherwise.
    id: "limp-with-fever",
    educational: true,
    pastOnly: true,
    when: (f) =>
      f.feverReported &&
      (f.says(LIMP_WALK) ||
        f.says(HOT_JOINT) ||
        (f.says(WONT_WALK) && f.says(LEG_HURTS)) ||
        (f.says(LEG_HURTS) && f.says(/\b(?:hip|knee|joint)\b/))),
  },
  {
    id: "limp-unexplained",
    educational: true,
    pastOnly: true,
    // A limp that has lasted ("since this morning", "woke up with", "for 2 days"); a passing
    // "limping, should I worry?" is answered by the article on limps.
    when: (f) =>
      !f.feverReported &&
      f.says(LIMP_WALK) &&
      (f.says(NO_INJURY) || !f.says(INJURY)) &&
      (f.says(LIMP_LASTS) || (f.maxDurationHours !== null && f.maxDurationHours >= 12)),
  },
  wontBearWeightRule,
];

export const limbInjuryRules: readonly RedFlagRule[] = [
  {
    id: "limb-deformity",
    educational: true,
    pastOnly: true,
    when: (f) => f.says(LIMB) && f.says(DEFORMED) && f.says(INJURY),
  },
  {
    id: "pulled-elbow",
    educational: true,
    pastOnly: true,
    when: (f) =>
      f.says(PULLED_BY_ARM) && f.says(ARM) && (f.says(ARM_HELD_STILL) || f.says(NOT_USING)),
  },
  {
    // Not used or not stood on at all and swollen: likely broken (limb-injury.md).
    id: "limb-suspected-fracture",
    educational: true,
    pastOnly: true,
    when: (f) =>
      !f.says(PULLED_BY_ARM) &&
      f.says(INJURY) &&
      injuredLimb(f) &&
      f.says(NOT_USING) &&
      f.says(SWOLLEN_WORD) &&
      !f.says(
        /\b(?:not|no|isnt|isn t|without|nothing|doesnt|dont|never|hardly|barely) (?:\w+ ){0,2}(?:swollen|swelling|swelled)\b/,
      ),
  },
  {
    id: "limb-not-used",
    educational: true,
    pastOnly: true,
    when: (f) =>
      // A pulled arm held still, with no swelling, is the pulled elbow's (call today).
      !(f.says(PULLED_BY_ARM) && !f.says(LIMB_SWOLLEN)) &&
      f.says(INJURY) &&
      injuredLimb(f) &&
      (f.says(NOT_USING) || (f.says(LIMB) && f.says(LIMB_SWOLLEN))),
  },
];
