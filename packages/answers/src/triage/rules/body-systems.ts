import type { Facts } from "../facts.js";
import type { RedFlagRule } from "../rule.js";
import {
  BEHIND_EAR,
  BITE,
  BLOODY_STOOL,
  BOUTS,
  BREATHING_HARD,
  COLIC_CONTEXT,
  COLICKY_PAIN,
  DEEP_TISSUE_SEEN,
  DEFORMED,
  DROOL,
  DROWSY_OR_PALE,
  EAR_DISCHARGE,
  EAR_FLIGHT,
  EAR_INFECTION_SUSPECTED,
  EAR_PAIN,
  EAR_PULL,
  EYE,
  EYE_CHEMICAL,
  EYE_HURT,
  EYE_SERIOUS,
  EYE_BLOW,
  EYE_INSIDE_INJURY,
  EYE_SIGN,
  FACE_PART,
  FEEDING_CONTEXT,
  GENITAL_LONGSTANDING,
  GENITAL_OTHER,
  GENITAL_PAIN,
  GAPING_OR_DEEP,
  HERNIA_LUMP,
  HERNIA_REDUCES,
  HERNIA_CHANGED,
  HERNIA_STUCK,
  INJURY,
  LEANS_FORWARD,
  LIMB,
  LIMB_SWOLLEN,
  LOW_RIGHT_OR_MOVEMENT,
  PAIN_MOVED_LOW_RIGHT,
  MUFFLED,
  NEEDS_CLOSING,
  NOT_DRINKING,
  NOT_USING,
  PAIN,
  PAIN_LASTS,
  SEVERE_TUMMY,
  SKIN_BROKEN,
  SORE_THROAT,
  SUDDEN,
  SWALLOW_TROUBLE,
  TESTIS,
  TUMMY_GUARDED,
  TUMMY_WORD,
  WOUND,
} from "./body-concepts.js";

/**
 * Bouts of severe pain that come and go (the pattern of intussusception): not a fever that comes
 * and goes ("fever on and off for 2 days"), nor screaming that an ear or teeth explain when the
 * tummy is not named.
 */
const colicky = (f: Facts) => {
  const bouts = f.text.replace(FEVER_COMES_AND_GOES, " ");
  return (
    BOUTS.test(bouts) &&
    f.says(COLICKY_PAIN) &&
    !(f.says(OTHER_PAIN_SITE) && !f.says(TUMMY_WORD) && !f.says(LEGS_DRAWN_UP))
  );
};
/** A newborn's swollen breasts (mum's hormones) are not a swelling of the genitals told beside them. */
const BREAST_SWELLING =
  /\b(?:swollen|puffy|swelling|lumpy|enlarged) (?:breasts?|nipples?|chest|boobs?)\b|\b(?:breasts?|nipples?|chest|boobs?) (?:\w+ ){0,2}(?:swollen|puffy|swelling|lumpy|enlarged)\b/g;
const FEVER_COMES_AND_GOES =
  /\b(?:fever|temps?|temperature|high temp)\b(?: (?:of |is |was |at |around |about |up to )?\d+(?:\.\d+)?(?: ?(?:c|f|degrees))?)? (?:on and off|off and on|comes? and goes?|coming and going|up and down)\b/g;
/** A pain told in another part: pulling at the ear, teething, a sore throat or head. */
const OTHER_PAIN_SITE =
  /\b(?:ears?|earache|teeth|teething|tooth|gums?|throat|headache|head hurts)\b/;
const LEGS_DRAWN_UP =
  /\b(?:pulls?|pulling|draws?|drawing|brings?|bringing|pulled|drew|tucks?|tucking|curls?|curling) (?:up )?(?:his |her |their |both )?(?:legs|knees)|\bknees? (?:up )?to (?:his |her |their )?chest|\bdoubl\w* (?:over|up)\b/;
/** Past the age of ordinary colic, or a toddler; a young baby's evening crying is colic. */
const pastColicAge = (f: Facts) =>
  f.ageMonths !== null ? f.ageMonths >= 4 : !f.says(/\b(?:newborn|weeks? old|wk old)\b/);

const testisPain = (f: Facts) =>
  f.says(TESTIS) &&
  f.says(GENITAL_PAIN) &&
  !f.says(GENITAL_LONGSTANDING) &&
  // Swelling alone (a hydrocele, a hernia that comes and goes) is for the doctor, not the ER.
  (f.says(/\b(?:pain\w*|hurt\w*|sore|agony|scream\w*|tender|twisted|purple|blue|black|hard)\b/) ||
    f.says(SUDDEN));

/** Lifted, swung or pulled by the hand or arm: how a pulled elbow happens. */
const PULLED_BY_ARM =
  /\b(?:(?:grabbed|pulled|yanked|tugged|jerked|caught|held) (?:his|her|their|the|my sons|my daughters) (?:hand|arm|wrist|forearm)|(?:lifted|lift|pulled|pull|yanked|tugged|swung|swing|swinging|jerked|hauled|grabbed|picked (?:him|her|them) up|caught) (?:\w+ ){0,6}(?:by|from) (?:the |his |her |their |one |an? )?(?:hands?|arms?|wrists?|forearm)|(?:hands?|arms?|wrists?) (?:\w+ ){0,2}(?:got |was |were )?(?:pulled|yanked|tugged|jerked)|(?:fell|fall|tripped|pulled away|dropped to the (?:floor|ground)|went floppy|sat down) (?:\w+ ){0,4}(?:while|when) (?:i was |we were )?(?:holding|pulling) (?:\w+ ){0,2}(?:hands?|arms?|wrists?))\b/;
const ARM = /\b(?:arm|arms|elbow|wrist|forearm|hand)\b/;
const ARM_HELD_STILL =
  /\b(?:hanging|hangs|dangling|dangles|limp|floppy|by (?:his|her|their) side|against (?:his|her|their) (?:tummy|body|chest)|keeps? it (?:still|straight|bent|down)|wont (?:reach|lift|use|move|raise)|not using|isnt using|wont use|doesnt use|stopped using|refuses to use|holding (?:it|the arm|his arm|her arm))\b/;
const FINGER = /\b(?:finger|fingers|thumb|fingertip|finger tip|toe|toes|nail|fingernail|toenail)\b/;
const CRUSHED =
  /\b(?:trapped|caught|slammed|shut|crushed|squashed|squished|jammed|smashed|door|drawer|hinge|hammer|car door|dropped (?:\w+ ){0,3}on)\b/;
const NAIL_TORN =
  /\b(?:nail (?:\w+ ){0,3}(?:off|lifted|lifting|hanging|torn|ripped|half|coming|came|pulled|split|black|purple|gone black)|(?:blood|black|purple) (?:\w+ ){0,2}under (?:the |his |her )?nail|(?:tip|end) (?:\w+ ){0,3}(?:cut off|hanging|sliced|missing|squashed|crushed|split)|(?:split|burst) (?:open|fingertip|finger tip)|bone (?:\w+ ){0,2}(?:showing|sticking))\b/;

/** A child who bit their own tongue, lip or cheek: a mouth injury, not a bite wound. */
const OWN_BITE = /\bbit (?:his|her|their) (?:own )?(?:tongue|lip|lips|cheek|nails?)\b/;

/** An ear pushed out or forward by swelling behind it (mastoiditis). */
const EAR_PUSHED =
  /\bears? (?:is |are )?(?:\w+ )?(?:sticking|sticks|stuck|pushed|poking|pokes) (?:out|forward)/;
const earBehindSwollen = (f: Facts) =>
  f.says(BEHIND_EAR) ||
  (f.says(/\bears?\b/) &&
    f.says(
      /\b(?:red|swollen|swelling|tender|hot|lump|bump|sore)\b(?: \w+){0,3} behind (?:his |her |the |their )?(?:ears?|it|them)\b|\bbehind (?:it|them) (?:\w+ ){0,3}(?:red|swollen|tender|sore|hot)\b/,
    ));

const SWOLLEN_WORD = /\b(?:swollen|swolen|swelling|swelled|swollen up|puffed up)\b/;
const injuredLimb = (f: Facts) => f.says(LIMB) || f.says(/\b(?:walk|walking|crawl|stand)\b/);

/**
 * Signs that are a body part with something wrong with it: tummy, genitals, throat, wounds, limbs,
 * eyes and ears (protocols abdominal-pain, genital-pain, sore-throat, bleeding-and-wounds,
 * limb-injury, eye-injury, ear-pain). All are void for a general question or a past episode.
 */
/** A hair or thread wound tight round a toe, finger or the penis, and the part beyond it suffering. */
const HAIR_WOUND_ROUND =
  /\b(?:hairs?|thread|threads|string|fibre|fiber)\b.{0,40}\b(?:wrapped|wound|tied|twisted|wrapping|caught|tight)\b|\b(?:wrapped|wound|tied|twisted) (?:\w+ ){0,3}(?:hairs?|thread|string)\b/;
const DIGIT_OR_PENIS = /\b(?:toes?|fingers?|penis|willy|winkie|thumb)\b/;
const CUT_OFF_SIGNS =
  /\b(?:red|swollen|swelling|puffy|purple|blue|bluish|dusky|dark|darker|groove|indent\w*|cant get it off|wont come off)\b/;

/** Pain low on the right and pain on moving ("moved to the bottom right, he can't jump"): two signs. */
const lowRightSigns = (f: Facts) =>
  new Set(f.text.match(new RegExp(LOW_RIGHT_OR_MOVEMENT.source, "g")) ?? []).size;

/** A limp said of walking, not a floppy child: "limping", "has a limp", "limp on her left leg". */
const LIMP_WALK =
  /\b(?:limping|limps|hobbl\w*|(?:a|with a|slight|slightly|bit of a|has a|got a|developed a|walking with a) limp|limp(?:ed)? (?:on|when|since) (?:his|her|the|their|one|a|\d)|favou?r\w* (?:his|her|one|the) (?:leg|foot|side))\b/;
const WONT_WALK =
  /\b(?:wont|won t|will not|doesnt want to|refus\w+ to|cant|can t|isnt|stopped|not) (?:\w+ ){0,2}(?:walk\w*|stand\w*|put (?:any )?weight|bear(?:ing)? weight|weight bear\w*)\b/;
const LEG_HURTS =
  /\b(?:scream\w*|cr(?:y|ies|ying)|hurts?|pain\w*|winces?) (?:\w+ ){0,3}(?:when|if) (?:i|we|you|anyone|the doctor) (?:\w+ ){0,2}(?:move|moves|touch|touches|bend|straighten|lift|change)\w* (?:\w+ ){0,2}(?:leg|legs|hip|knee|ankle|thigh)\b|\b(?:hip|knee|ankle|leg|thigh|groin) (?:\w+ ){0,3}(?:hurts?|sore|painful|pain|agony)\b|\b(?:sore|painful) (?:hip|knee|ankle|leg|thigh)\b/;
const HOT_JOINT =
  /\b(?:hip|knee|ankle|joint|elbow|wrist|shoulder)\b(?: \w+){0,4} (?:red|hot|swollen|puffy)\b/;
/** Told with no injury behind it: "didn't fall", "for no reason", "out of nowhere". */
const NO_INJURY =
  /\b(?:no|didnt|did not|hasnt|without (?:a|any)|never|not) (?:\w+ ){0,2}(?:fall|fell|falls|injury|injured|knock|knocked|bump|bumped|trip|tripped|hurt (?:it|himself|herself)|accident)\b|\bfor no (?:obvious |apparent )?reason\b|\bout of (?:nowhere|the blue)\b|\bno idea why\b/;

const LIMP_LASTS =
  /\b(?:since|woke up|this morning|yesterday|all day|still|(?:for|over) (?:\w+ ){0,2}(?:days?|hours|week|weeks))\b/;

const NO_COUGH =
  /\bno (?:\w+ )?cough\b|\b(?:not|isnt|hasnt been) coughing\b|\b(?:without|hasnt got|doesnt have|has no) (?:a |any )?cough\b|\bno (?:other )?cold (?:symptoms|signs)\b/;
/** Strep's fever: 39 °C (102.2 °F) or more; parents write "102" for it. */
const STREP_FEVER_C = 38.9;
/** Strep throat's other aches: "tummy ache", "headache", "stomach hurts". */
const STREP_ACHE =
  /\b(?:tummy|stomach|belly) ?(?:ache|pain|hurts|sore)\b|\b(?:sore|hurting) (?:tummy|stomach|belly)\b|\bheadache\b|\bhead hurts\b/;
/** White spots or pus seen at the back of the throat or on the tonsils. */
const THROAT_SPOTS =
  /\b(?:white|yellow|creamy|pus) (?:\w+ ){0,2}(?:spots?|patch\w*|dots?|bits?|pus)\b(?: \w+){0,5} (?:throat|tonsils?)\b|\b(?:throat|tonsils?) (?:\w+ ){0,4}(?:white|yellow|pus) (?:spots?|patch\w*|dots?|bits?)\b|\bpus on (?:his |her |their |the )?tonsils?\b/;
/** Won't eat or swallow for the pain. */
const WONT_SWALLOW =
  /\b(?:wont|won t|not|isnt|refus\w+|cant|can t) (?:\w+ ){0,2}(?:eat\w*|swallow\w*|drink\w*)\b|\b(?:hurts|painful|pain) (?:\w+ ){0,2}(?:to )?swallow\w*\b/;

export const bodySystemRules: readonly RedFlagRule[] = [
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
  {
    id: "intussusception",
    educational: true,
    pastOnly: true,
    when: (f) =>
      f.says(/\b(?:red ?)?currant jelly\b/) ||
      (colicky(f) &&
        (f.says(BLOODY_STOOL) || f.has("vomit") || f.says(DROWSY_OR_PALE)) &&
        (pastColicAge(f) || f.says(BLOODY_STOOL))),
  },
  {
    id: "colicky-tummy-pain",
    educational: true,
    pastOnly: true,
    when: (f) => colicky(f) && pastColicAge(f) && !f.says(COLIC_CONTEXT),
  },
  {
    id: "appendicitis-signs",
    educational: true,
    pastOnly: true,
    when: (f) =>
      (f.says(TUMMY_WORD) || f.says(PAIN_MOVED_LOW_RIGHT)) &&
      f.says(LOW_RIGHT_OR_MOVEMENT) &&
      (f.feverReported || f.has("vomit") || lowRightSigns(f) >= 2),
  },
  {
    id: "severe-tummy-pain",
    educational: true,
    pastOnly: true,
    when: (f) => f.says(SEVERE_TUMMY),
  },
  {
    id: "acute-abdomen",
    educational: true,
    pastOnly: true,
    when: (f) =>
      f.says(TUMMY_WORD) &&
      f.says(PAIN) &&
      ((f.says(TUMMY_GUARDED) &&
        (f.has("vomit") ||
          f.feverReported ||
          f.says(PAIN_LASTS) ||
          f.says(LOW_RIGHT_OR_MOVEMENT))) ||
        // Pain for hours that makes a child walk bent over or hurts on every step.
        (f.says(LOW_RIGHT_OR_MOVEMENT) && f.says(PAIN_LASTS))),
  },
  {
    id: "hernia-stuck",
    educational: true,
    pastOnly: true,
    when: (f) =>
      f.says(HERNIA_LUMP) &&
      f.says(HERNIA_STUCK) &&
      (!f.says(HERNIA_REDUCES) || f.says(HERNIA_CHANGED)),
  },
  {
    id: "testicular-torsion",
    educational: true,
    pastOnly: true,
    when: testisPain,
  },
  {
    id: "genital-swelling",
    educational: true,
    pastOnly: true,
    when: (f) =>
      (f.says(GENITAL_OTHER) || f.says(TESTIS)) &&
      [f.text, f.corrected].some((t) => GENITAL_PAIN.test(t.replace(BREAST_SWELLING, " "))) &&
      !f.says(GENITAL_LONGSTANDING) &&
      !f.says(/\b(?:nappy rash|diaper rash)\b/),
  },
  {
    id: "airway-drooling",
    educational: true,
    pastOnly: true,
    when: (f) =>
      !f.says(FEEDING_CONTEXT) &&
      ((f.says(DROOL) &&
        (f.says(SWALLOW_TROUBLE) ||
          f.says(MUFFLED) ||
          f.says(LEANS_FORWARD) ||
          f.says(BREATHING_HARD))) ||
        (f.says(SWALLOW_TROUBLE) && (f.says(MUFFLED) || f.says(LEANS_FORWARD)))),
  },
  {
    // Strep throat's picture: a sore throat or tonsils with white spots or pus and a fever, or with
    // a fever, swollen glands and no cough (tf5-053): a throat test within a day.
    id: "strep-throat-signs",
    educational: true,
    pastOnly: true,
    when: (f) =>
      ((f.says(SORE_THROAT) || f.says(/\btonsils?\b/)) &&
        // "sore throat, temp, swollen glands": a listed temperature is a reported one.
        (f.feverReported ||
          (f.says(/\b(?:temp|temperature|fever|feverish)\b/) &&
            !f.says(/\b(?:no|not|without) (?:a |any )?(?:temp|temperature|fever)\b/))) &&
        (f.says(
          /\b(?:white|yellow|pus|creamy) (?:\w+ ){0,2}(?:bits?|spots?|patch\w*|dots?|streaks?|pus|stuff|coating)\b(?: \w+){0,4}|\btonsils? (?:\w+ ){0,4}(?:white|pus|spots|patches)\b/,
        ) ||
          (f.says(
            /\b(?:swollen|big|lumpy|up) (?:\w+ ){0,2}glands?\b|\bglands? (?:\w+ ){0,2}(?:swollen|up|big)\b/,
          ) &&
            f.says(NO_COUGH)) ||
          // Over 3, a tummy ache or headache with the sore throat and fever and no cough (tf7-053),
          // or a fever of 39 °C / 102 °F or more and no cough: the picture of strep, not a cold.
          ((f.says(STREP_ACHE) ||
            (f.maxTemperatureC !== null && f.maxTemperatureC >= STREP_FEVER_C)) &&
            f.says(NO_COUGH) &&
            (f.ageMonths === null || f.ageMonths >= 36)))) ||
      // White spots or pus at the back of the throat with a child who won't eat or swallow for the
      // pain, even before a temperature is taken (tf7-057).
      (f.says(THROAT_SPOTS) && f.says(WONT_SWALLOW)),
  },
  {
    id: "sore-throat-not-drinking",
    educational: true,
    pastOnly: true,
    when: (f) => f.says(SORE_THROAT) && f.says(NOT_DRINKING),
  },
  {
    // Several severe signs together: tissue showing inside, or gaping/deep on the face.
    id: "wound-deep-or-on-face",
    educational: true,
    pastOnly: true,
    when: (f) =>
      (f.says(WOUND) || (f.says(BITE) && !f.says(OWN_BITE))) &&
      (f.says(DEEP_TISSUE_SEEN) || (f.says(GAPING_OR_DEEP) && f.says(FACE_PART))) &&
      !f.says(/\b(?:not|isnt|no|nothing|wasnt) (?:\w+ ){0,2}(?:deep|gaping|gap|open)\b/),
  },
  {
    id: "wound-needs-closing",
    educational: true,
    pastOnly: true,
    when: (f) =>
      (f.says(WOUND) && f.says(NEEDS_CLOSING)) ||
      (f.says(BITE) && !f.says(OWN_BITE) && f.says(SKIN_BROKEN)),
  },
  {
    id: "limb-deformity",
    educational: true,
    pastOnly: true,
    when: (f) => f.says(LIMB) && f.says(DEFORMED) && f.says(INJURY),
  },
  {
    id: "hair-tourniquet",
    educational: true,
    when: (f) => f.says(HAIR_WOUND_ROUND) && f.says(DIGIT_OR_PENIS) && f.says(CUT_OFF_SIGNS),
  },
  {
    id: "fingertip-injury",
    educational: true,
    pastOnly: true,
    when: (f) => f.says(FINGER) && f.says(CRUSHED) && f.says(NAIL_TORN),
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
  {
    id: "eye-serious-injury",
    educational: true,
    pastOnly: true,
    when: (f) =>
      f.says(EYE) &&
      ((f.says(EYE_CHEMICAL) && f.says(/\b(?:splash\w*|squirt\w*|spray\w*|got|went|in)\b/)) ||
        (f.says(EYE_SERIOUS) && (f.says(EYE_HURT) || f.says(INJURY))) ||
        f.says(EYE_INSIDE_INJURY)),
  },
  {
    id: "eye-injury",
    educational: true,
    pastOnly: true,
    when: (f) => f.says(EYE) && (f.says(EYE_HURT) || f.says(EYE_BLOW)) && f.says(EYE_SIGN),
  },
  {
    id: "ear-behind-swelling",
    educational: true,
    pastOnly: true,
    when: (f) =>
      (earBehindSwollen(f) &&
        (f.feverReported ||
          f.says(EAR_PAIN) ||
          f.says(EAR_PUSHED) ||
          f.says(/\bear infection|\b(?:sticking|sticks|pushed|poking|pokes) (?:out|forward)\b/))) ||
      (f.says(EAR_PUSHED) && f.feverReported),
  },
  {
    id: "ear-pain",
    educational: true,
    pastOnly: true,
    when: (f) =>
      (f.says(EAR_PAIN) ||
        f.says(EAR_DISCHARGE) ||
        (f.says(EAR_PULL) && f.feverReported) ||
        f.says(EAR_INFECTION_SUSPECTED)) &&
      !f.says(EAR_FLIGHT),
  },
];
