import type { RedFlagRule } from "../rule.js";
import {
  BITE,
  DEEP_TISSUE_SEEN,
  deepTissueSeen,
  FACE_PART,
  GAPING_OR_DEEP,
  NEEDS_CLOSING,
  OPEN_INJURY,
  SKIN_BROKEN,
  WOUND,
} from "./body-concepts.js";

const FINGER = /\b(?:finger|fingers|thumb|fingertip|finger tip|toe|toes|nail|fingernail|toenail)\b/;
const CRUSHED =
  /\b(?:trapped|caught|slammed|shut|crushed|squashed|squished|jammed|smashed|door|drawer|hinge|hammer|car door|dropped (?:\w+ ){0,3}on)\b/;
const NAIL_TORN =
  /\b(?:nail (?:\w+ ){0,3}(?:off|lifted|lifting|hanging|torn|ripped|half|coming|came|pulled|split|black|purple|gone black)|(?:blood|black|purple) (?:\w+ ){0,2}under (?:the |his |her )?nail|(?:tip|end) (?:\w+ ){0,3}(?:cut off|hanging|sliced|missing|squashed|crushed|split)|(?:split|burst) (?:open|fingertip|finger tip)|bone (?:\w+ ){0,2}(?:showing|sticking))\b/;

/**
 * The end of a finger or toe come off or hanging: "the tip of his finger is hanging by a bit of
 * skin", "sliced the end of her thumb off", "half his fingertip is missing".
 */
const TIP_OFF =
  /\b(?:(?:tip|end|top|bit|piece|part|chunk) of (?:his |her |their |the |my )?(?:\w+ )?(?:finger|fingers|thumb|toe|toes)|(?:fingertip|finger tip|toe tip)s?) (?:\w+ ){0,4}(?:cut off|came off|come off|coming off|chopped off|sliced off|torn off|ripped off|snipped off|hanging off|hanging by|missing|gone)\b|\b(?:cut|chopped|sliced|tore|torn|ripped|snipped|took) (?:\w+ ){0,3}(?:tip|end|top) of (?:his |her |their |the |my )?(?:\w+ )?(?:finger|thumb|toe)s? off\b|\b(?:cut|chopped|sliced|tore|torn|ripped|snipped|took) off (?:the )?(?:tip|end|top) of\b/;

/** Said with a finger or toe: its end come off or hanging ("the end of it is hanging by skin"). */
const END_GONE =
  /\b(?:tip|end|top) (?:\w+ ){0,4}(?:cut off|came off|come off|chopped off|sliced off|torn off|ripped off|hanging off|hanging by|missing)\b|\bhanging (?:on )?by (?:a |some )?(?:thread|flap|bit of skin|skin|piece of skin)\b/;

/** A child who bit their own tongue, lip or cheek: a mouth injury, not a bite wound. */
const OWN_BITE = /\bbit (?:his|her|their) (?:own )?(?:tongue|lip|lips|cheek|nails?)\b/;

/** A hair or thread wound tight round a toe, finger or the penis, and the part beyond it suffering. */
const HAIR_WOUND_ROUND =
  /\b(?:hairs?|thread|threads|string|fibre|fiber)\b.{0,40}\b(?:wrapped|wound|tied|twisted|wrapping|caught|tight)\b|\b(?:wrapped|wound|tied|twisted) (?:\w+ ){0,3}(?:hairs?|thread|string)\b/;
const DIGIT_OR_PENIS = /\b(?:toes?|fingers?|penis|willy|winkie|thumb)\b/;
const CUT_OFF_SIGNS =
  /\b(?:red|swollen|swelling|puffy|purple|blue|bluish|dusky|dark|darker|groove|indent\w*|cant get it off|wont come off)\b/;

/**
 * Wounds and fingers: a deep or gaping wound, one that needs closing, a hair wound round a digit
 * and a crushed fingertip (protocols bleeding-and-wounds, limb-injury).
 * All are void for a general question or a past episode.
 */
export const woundAndFingerRules: readonly RedFlagRule[] = [
  {
    // A tip come off, or a crushed or cut finger open to the bone, tendon or fat: the ER, with the
    // piece kept cool (first, so its card leads over the general deep wound's); a torn nail or
    // blood under it stays the call-now fingertip card.
    id: "fingertip-cut-off-or-open",
    educational: true,
    pastOnly: true,
    when: (f) =>
      f.says(TIP_OFF) ||
      (f.says(FINGER) && f.says(END_GONE)) ||
      (f.says(FINGER) &&
        (f.says(CRUSHED) || f.says(WOUND) || f.says(OPEN_INJURY)) &&
        deepTissueSeen(f)),
  },
  {
    // Several severe signs together: tissue showing inside, or gaping/deep on the face.
    id: "wound-deep-or-on-face",
    educational: true,
    pastOnly: true,
    when: (f) =>
      ((f.says(WOUND) || (f.says(BITE) && !f.says(OWN_BITE))) &&
        (f.says(DEEP_TISSUE_SEEN) || (f.says(GAPING_OR_DEEP) && f.says(FACE_PART))) &&
        !f.says(/\b(?:not|isnt|no|nothing|wasnt) (?:\w+ ){0,2}(?:deep|gaping|gap|open)\b/)) ||
      // Split, torn or crushed open without a cutting word, with tissue seen inside.
      (f.says(OPEN_INJURY) && deepTissueSeen(f)),
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
];
