import { phraseHolds, type PhraseSpec, type RedFlagRule } from "../rule.js";
import { COME_OFF, FALLS_AWAY, HEAD_KNOCK } from "./danger-shared.js";
import type { Facts } from "../facts.js";

const FALL_EVENT: PhraseSpec = {
  pattern: "fall",
  unless: [
    ...FALLS_AWAY,
    "fall ~1 sleepy|=back|=apart|=behind",
    "=in ~1 =the ~1 fall",
    // "jerks like she's falling": the startle, described by what it looks like.
    "=like|=if ~2 fall",
    "=dropped ~2 =nap|=naps|=feed|=feeds|=feeding|=bottle|=pacifier|=binky|=dummy|=toy|=toys|=phone|=food|=spoon|=cup|=sippy|weight|=percentile|=percentiles",
  ],
};

const HEAD_EVENT: PhraseSpec[] = [
  FALL_EVENT,
  COME_OFF,
  "hit ~3 head",
  "head ~3 hit",
  "head ~2 =injury|=injured|=trauma|=knock|=knocked",
  "=concussion|=concussed",
  ...HEAD_KNOCK,
];

const HEAD_SIGNS = [
  "vomit",
  "unresponsive",
  "very ~1 sleepy",
  "drowsy|lethargic",
  "=hard|=difficult ~2 wake",
  "not ~2 wake",
  "seizure",
  "confused",
  "pupil",
  "blood|=fluid ~4 =ear|=ears|=nose",
  "=clear|=runny|=watery ~5 =ear|=ears|=nose",
  "=bruise|=bruising|=bruised|=bruises ~3 =behind ~2 =ear|=ears",
  "=black ~1 eyes",
  "not ~2 =acting ~1 =right|=normal|=himself|=herself",
  "not ~3 feed",
  "not ~2 =move|=moving|=feel|=feeling ~3 neck|=legs|=arms|=leg|=arm",
];
/** "a 6 cm lump", "bump 2 inches across": the NHS treats a bump or cut over 5 cm on the head as high impact. */
function lumpOver5cm(text: string): boolean {
  for (const m of text.matchAll(/(\d+(?:\.\d+)?) ?(cm|centimet(?:er|re)s?|inch(?:es)?|in)\b/g)) {
    const cm = m[2]!.startsWith("c") ? Number(m[1]) : Number(m[1]) * 2.54;
    // The size of a lump or cut, not the height fallen ("fell off the sofa, maybe 40cm").
    const near = text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40);
    if (cm >= 5 && LUMP_WORD.test(near) && !FALL_WORD.test(near)) return true;
  }
  return false;
}
const LUMP_WORD = /\b(?:lump|bump|swelling|swollen|egg|cut|gash|bruise|wound|across|wide|long)\b/;
const FALL_WORD = /\b(?:fell|fall|falls|fallen|drop|dropped|high|height|off)\b/;

/** "fell 4 feet", "fell about 1.5 m": higher than about a metre. */
function fallHeightOver1m(text: string): boolean {
  for (const m of text.matchAll(/(\d+(?:\.\d+)?) ?(feet|foot|ft|m|metres?|meters?)\b/g)) {
    const metres = m[2]!.startsWith("f") ? Number(m[1]) * 0.3048 : Number(m[1]);
    if (metres >= 1) return true;
  }
  return false;
}
/**
 * A big lump on the forehead of a child past the first year ("massive egg on her forehead"): the
 * common goose egg of a knock, which looks worse than it is. Its size alone is not a high-impact
 * injury there; under 1 year, or on the side, back or top of the head, the size still counts, and
 * head injury signs and the height of a fall are read apart.
 */
const FOREHEAD = /\b(?:forehead|brow|eyebrow|eyebrows)\b/;
const OTHER_HEAD_SITE =
  /\b(?:back|side|top|crown) of (?:his|her|their|the|my) (?:head|skull)\b|\b(?:temple|temples|skull|behind (?:his|her|their|the) ears?)\b/;
const foreheadLump = (f: Facts) =>
  f.says(FOREHEAD) && !f.says(OTHER_HEAD_SITE) && f.ageMonths !== null && f.ageMonths >= 12;

const headInjury = (f: Facts) => HEAD_EVENT.some((p) => phraseHolds(f, p));
const fall = (f: Facts) => phraseHolds(f, FALL_EVENT) || f.has(COME_OFF);

/** Head injuries and falls: warning signs after a knock, a high-impact fall, a young baby's fall or head swelling. */
export const headInjuryRules: readonly RedFlagRule[] = [
  {
    id: "head-injury-warning-signs",
    when: (f) => headInjury(f) && f.hasAny(HEAD_SIGNS),
    educational: true,
  },
  {
    id: "high-impact-fall",
    when: (f) =>
      f.has("=caraccident") ||
      (headInjury(f) &&
        !foreheadLump(f) &&
        (f.hasAny([
          "=huge|=massive|=enormous|=giant ~3 =lump|=bump|=swelling|=egg|=bruise|=cut",
          "=golf ~1 =ball",
          "=egg ~1 =size|=sized",
        ]) ||
          lumpOver5cm(f.text))) ||
      (fall(f) && fallHeightOver1m(f.text)) ||
      (fall(f) &&
        f.hasAny([
          "stairs",
          "=changing ~1 =table",
          "=window|=balcony|=ledge|=roof",
          "=shopping ~1 =cart|=trolley",
          "=counter|=countertop|=worktop",
          "=bunk|=bunkbed|=loft",
          "=high ~1 =chair|=chairs",
          "=highchair",
          "=monkey ~1 =bars",
          "=from ~2 =arms",
          "=dropped ~1 =my|=the|=our|=him|=her|baby|child",
          "=top ~1 =of",
        ])),
    educational: true,
  },
  {
    id: "head-swelling-young-baby",
    when: (f) =>
      (fall(f) || headInjury(f)) &&
      f.says(
        /\b(?:lump|bump|swelling|swollen|egg|bruise|squishy|boggy|soft (?:swelling|lump|bump))\b(?: \w+){0,6} (?:head|forehead|skull)|\b(?:head|forehead|skull)\b(?: \w+){0,4} (?:lump|bump|swelling|swollen|egg|squishy|boggy)\b/,
      ) &&
      f.ageMonths !== null &&
      f.ageMonths < 12,
    educational: true,
    pastOnly: true,
  },
  {
    id: "fall-young-baby",
    when: (f) =>
      fall(f) &&
      f.hasAny([
        "=bed|=couch|=sofa|=crib|=cot|=bouncer|=chair|=swing|=table|=floor|=stroller|=pram|=carrier|=arms",
        "head",
      ]) &&
      (f.ageMonths !== null ? f.ageMonths < 12 : f.has("baby") && !f.has("child")),
    educational: true,
    pastOnly: true,
  },
];
