import type { RedFlagRule } from "../rule.js";
import {
  BITE,
  DEEP_TISSUE_SEEN,
  FACE_PART,
  GAPING_OR_DEEP,
  NEEDS_CLOSING,
  SKIN_BROKEN,
  WOUND,
} from "./body-concepts.js";

const FINGER = /\b(?:finger|fingers|thumb|fingertip|finger tip|toe|toes|nail|fingernail|toenail)\b/;
const CRUSHED =
  /\b(?:trapped|caught|slammed|shut|crushed|squashed|squished|jammed|smashed|door|drawer|hinge|hammer|car door|dropped (?:\w+ ){0,3}on)\b/;
const NAIL_TORN =
  /\b(?:nail (?:\w+ ){0,3}(?:off|lifted|lifting|hanging|torn|ripped|half|coming|came|pulled|split|black|purple|gone black)|(?:blood|black|purple) (?:\w+ ){0,2}under (?:the |his |her )?nail|(?:tip|end) (?:\w+ ){0,3}(?:cut off|hanging|sliced|missing|squashed|crushed|split)|(?:split|burst) (?:open|fingertip|finger tip)|bone (?:\w+ ){0,2}(?:showing|sticking))\b/;

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
