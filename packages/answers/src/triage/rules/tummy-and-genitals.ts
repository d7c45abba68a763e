import type { Facts } from "../facts.js";
import type { RedFlagRule } from "../rule.js";
import {
  BLOODY_STOOL,
  BOUTS,
  COLIC_CONTEXT,
  COLICKY_PAIN,
  DROWSY_OR_PALE,
  GENITAL_LONGSTANDING,
  GENITAL_OTHER,
  GENITAL_PAIN,
  HERNIA_LUMP,
  HERNIA_REDUCES,
  HERNIA_CHANGED,
  HERNIA_STUCK,
  LOW_RIGHT_OR_MOVEMENT,
  PAIN_MOVED_LOW_RIGHT,
  PAIN,
  PAIN_LASTS,
  SEVERE_TUMMY,
  SUDDEN,
  TESTIS,
  TUMMY_GUARDED,
  TUMMY_WORD,
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
/**
 * Poo like jelly, told without the word red or blood ("jelly in the nappy", "jelly-like poo"): with
 * bouts of pain it is the intussusception stool. Petroleum jelly or a jelly eaten is not a stool.
 */
const JELLY_STOOL =
  /\bjelly(?: like|ish|y)? (?:\w+ ){0,3}(?:poo|poop|pooh|poos|stool|stools|nappy|nappies|diaper|diapers)\b|\b(?:poo|poop|pooh|poos|stool|stools|nappy|diaper)s? (?:\w+ ){0,4}(?:jelly|jam)\b/;
const JELLY_NOT_STOOL =
  /\b(?:petroleum|vaseline|royal|lubricating|ky|aloe|silica|jam and|peanut butter and) jelly\b|\bjelly (?:beans?|babies|sweets|tots|cubes?|pots?|and (?:ice cream|custard))\b|\b(?:ate|eaten|eating|had|having|likes?|loves?) (?:some |a |the |his |her )?(?:\w+ )?jelly\b/g;
const jellyStool = (f: Facts) =>
  [f.text, f.corrected].some((t) => JELLY_STOOL.test(t.replace(JELLY_NOT_STOOL, " ")));
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

/** Pain low on the right and pain on moving ("moved to the bottom right, he can't jump"): two signs. */
const lowRightSigns = (f: Facts) =>
  new Set(f.text.match(new RegExp(LOW_RIGHT_OR_MOVEMENT.source, "g")) ?? []).size;

/**
 * Tummy and genitals: bouts of pain (intussusception), appendicitis, a hard or guarded tummy, a
 * stuck hernia, a twisted testis and genital swelling (protocols abdominal-pain, genital-pain).
 * All are void for a general question or a past episode.
 */
export const tummyAndGenitalRules: readonly RedFlagRule[] = [
  {
    id: "intussusception",
    educational: true,
    pastOnly: true,
    when: (f) =>
      f.says(/\b(?:red ?)?currant jelly\b/) ||
      (colicky(f) &&
        (f.says(BLOODY_STOOL) || jellyStool(f) || f.has("vomit") || f.says(DROWSY_OR_PALE)) &&
        (pastColicAge(f) || f.says(BLOODY_STOOL) || jellyStool(f))),
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
];
