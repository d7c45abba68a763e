import type { Facts } from "../facts.js";
import type { RedFlagRule } from "../rule.js";
import {
  BEHIND_EAR,
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
  INJURY,
} from "./body-concepts.js";

/** An ear pushed out or forward by swelling behind it (mastoiditis). */
const EAR_PUSHED =
  /\bears? (?:is |are )?(?:\w+ )?(?:sticking|sticks|stuck|pushed|poking|pokes) (?:out|forward)/;
const earBehindSwollen = (f: Facts) =>
  f.says(BEHIND_EAR) ||
  (f.says(/\bears?\b/) &&
    f.says(
      /\b(?:red|swollen|swelling|tender|hot|lump|bump|sore)\b(?: \w+){0,3} behind (?:his |her |the |their )?(?:ears?|it|them)\b|\bbehind (?:it|them) (?:\w+ ){0,3}(?:red|swollen|tender|sore|hot)\b/,
    ));

/**
 * What a blow or a poke can do inside the eye: a cloudy or milky front (a damaged cornea), blood
 * in the front or in the coloured part (a hyphaema), a pupil changed in shape or size. Blood on
 * the white of the eye alone is the common harmless bruise, not this.
 */
const EYE_CLOUDY =
  /\b(?:cloudy|clouded|hazy|milky|misty|foggy|murky|(?:white|grey|gray) (?:film|patch|spot|haze) (?:\w+ ){0,2}(?:on|over))\b/;
const BLOOD_FRONT =
  /\bblood (?:\w+ ){0,3}(?:front|coloured|colored|iris|pupil)\b|\b(?:pool|layer|line|level) of blood\b|\bblood (?:\w+ ){0,3}(?:pooling|pooled|settled) (?:\w+ ){0,3}(?:bottom|front|coloured|colored)\b/;
const PUPIL_CHANGED =
  /\bpupils? (?:\w+ ){0,3}(?:bigger|smaller|different|odd|funny|not round|misshapen|oval|teardrop|blown|huge|weird|strange|irregular)\b/;
const eyeHurt = (f: Facts) => f.says(EYE_HURT) || f.says(EYE_BLOW) || f.says(INJURY);

/**
 * Eyes and ears: a serious eye injury, an eye hurt with a sign, swelling behind the ear and ear
 * pain (protocols eye-injury, ear-pain).
 * All are void for a general question or a past episode.
 */
export const eyeAndEarRules: readonly RedFlagRule[] = [
  {
    id: "eye-serious-injury",
    educational: true,
    pastOnly: true,
    when: (f) =>
      f.says(EYE) &&
      ((f.says(EYE_CHEMICAL) && f.says(/\b(?:splash\w*|squirt\w*|spray\w*|got|went|in)\b/)) ||
        (f.says(EYE_SERIOUS) && (f.says(EYE_HURT) || f.says(INJURY))) ||
        f.says(EYE_INSIDE_INJURY) ||
        (eyeHurt(f) && (f.says(EYE_CLOUDY) || f.says(BLOOD_FRONT) || f.says(PUPIL_CHANGED)))),
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
