import type { Facts } from "../facts.js";
import type { RedFlagRule } from "../rule.js";

/** Yellow matter from the eyes or nose ("sticky eyes, yellow gunk"), not yellow eyes. */
const YELLOW_MATTER =
  "=gunk|=gunky|=gloop|=goop|=goopy|pus|=crust|=crusty|=sleep|=boogers|=bogeys|=snot|=mucus";
/** Yellow said of a thing in its own clause ("yellow. also her poos…" leaves the child yellow). */
const YELLOW_NOT_SKIN = [
  `yellow ~2 ${YELLOW_MATTER}`,
  "yellow _2 stool|diaper|=snot|=mucus|=discharge|pus|=teeth|=tooth|spitup|vomit|pee|=crust|=crusts|=crusty|=scales|=flakes|=liquid|=stuff|=toy|=shirt|=colour|=color|=seedy|=mustard|=curds",
  "stool|diaper|=snot|=mucus|=discharge|pus|=teeth|spitup|vomit|pee|=crust|=crusty|=scales|=flakes _3 yellow",
  // Yellow crusts or weeping on a rash or eczema: a skin infection (infected-skin-patch).
  "=eczema|=rash|=patches|=patch|=sores|=sore|=scabs|=spots ~6 yellow",
  "yellow ~3 =crusted|=crusting|=crusts|=scabs|=sores|=weepy|=weeping|=oozing",
];

const EYE_GOO =
  "yellow|=green ~2 =stuff|=goo|=gunk|=gunky|=discharge|pus|=crust|=crusts|=crusty|=gloop|=sticky|=mucus|=snot";

/** The skin or eyes look yellow (or the parent names jaundice), as opposed to yellow poop or snot. */
function jaundiced(f: Facts): boolean {
  if (f.hasAny(["=jaundice|=jaundiced|=jaundise|=jaundic|=bilirubin|=bili|=jaundiced"]))
    return !f.has("not ~2 =jaundice|=jaundiced");
  // Skin or the whites of the eyes named as yellow settle it, whatever else is yellow; yellow goo
  // in the eyes is discharge ("eyes glued shut with yellow stuff").
  // So does the child told as yellow ("she still looks a bit yellow", "my 3 week old is still
  // yellow"), beside yellow wee or poo.
  if (
    f.has(
      "=he|=she|=hes|=shes|=old|=face|=skin =is|=still|=look|=looks|=looking|=seems|=seem|=gone|=turned|=getting ~2 yellow",
    ) ||
    f.has("skin ~3 =look|=looks|=are|=is|=gone|=going|=turned|=turning? ~1 yellow") ||
    (f.has("eyes|=whites ~3 =look|=looks|=are|=is|=gone|=going|=turned|=turning? ~1 yellow") &&
      !f.has(EYE_GOO))
  )
    return !f.has("not ~2 yellow") && !f.has(`yellow ~1 ${YELLOW_MATTER}`);
  const yellowSkin = f.hasAny([
    "yellow ~5 skin|eyes|face|=facedown|=body|=chest|=belly|=tummy|=legs|=feet|=toes|=arms|=knees|=whites|=tinge|=tint|=colour|=color",
    // "4 day old very yellow", "newborn is really yellow": a young baby told yellow.
    "=very|=really|=so|=quite|=slightly|=bright|=deep|=dark ~1 yellow",
    "=old|baby|=newborn ~2 yellow",
    "yellow ~1 baby|=newborn|=boy|=girl|child",
    "skin|eyes|face|=body|=chest|=whites ~4 yellow",
    "=looks|=look|=looking|=turning|=turned|=going|=gone|=getting|=still|=is|=hes|=shes|=seems ~2 yellow",
  ]);
  return yellowSkin && !f.hasAny(YELLOW_NOT_SKIN) && !f.has("not ~2 yellow");
}

/**
 * The severe signs of newborn jaundice (jaundice.md, jaundice-newborn-severe): two of these groups
 * together in a baby under 4 weeks go to the emergency department.
 */
const SEVERE_JAUNDICE_GROUPS: readonly (readonly string[])[] = [
  // Feeding poorly or too sleepy to feed.
  [
    "not ~3 feed|eat|=latch|=latching|=suck|=sucking|=wake",
    "=poor|=poorly|=badly ~2 feed",
    "feed ~2 =poorly|=badly",
    "=too ~1 sleepy|drowsy ~3 feed|eat|=wake",
    "very|=really|=so|=too ~1 sleepy|drowsy|lethargic",
    "=hard ~2 =wake",
  ],
  // Few wet diapers.
  [
    "not ~3 pee|=wetdiaper",
    "=drydiaper",
    "=only|=just ~3 =wetdiaper|=wetdiapers|pee",
    "=fewer|=less|=hardly|=barely ~3 =wetdiaper|=wetdiapers|pee",
    "=wetdiaper ~3 =since ~1 =yesterday|=last|=this",
  ],
  // Deep yellow, or spread down the body or to the whites of the eyes.
  [
    "very|=really|=so|=bright|=deep|=dark ~1 yellow|=orange",
    "=orange",
    "=whites ~3 eyes",
    "eyes ~2 yellow",
    "yellow ~8 =tummy|=belly|=stomach|=legs|=feet|=knees",
    "=tummy|=belly|=stomach|=legs|=feet ~4 yellow",
    "spread ~4 =belly|=tummy|=stomach|=legs|=feet",
  ],
];

/** Pale, chalky poo with jaundice can mean a blocked bile duct. */
const PALE_STOOL = [
  "=pale|=white|=chalky|=grey|=gray|=clay ~3 stool",
  "stool ~3 =pale|=white|=chalky|=grey|=gray|=clay",
];

export const jaundiceRules: readonly RedFlagRule[] = [
  {
    id: "jaundice-newborn-severe",
    age: { below: 1, unknownAge: "match" },
    when: (f) => jaundiced(f) && SEVERE_JAUNDICE_GROUPS.filter((g) => f.hasAny(g)).length >= 2,
  },
  {
    id: "jaundice-first-day",
    when: (f) => f.ageMonths !== null && f.ageMonths <= 1 / 30.44 && jaundiced(f),
  },
  // Before poor feeding: pale poo in a yellow baby has a card of its own (a same-day check).
  {
    id: "jaundice-pale-stools",
    when: (f) => jaundiced(f) && f.hasAny(PALE_STOOL),
  },
  {
    id: "jaundice-with-poor-feeding-or-spreading",
    when: (f) =>
      jaundiced(f) &&
      f.hasAny([
        "not ~3 feed|eat|=latch|=latching|=suck|=sucking",
        "=poor|=poorly|=badly ~2 feed",
        "feed ~2 =poorly|=badly",
        "sleepy|drowsy|lethargic",
        "spread ~4 =belly|=tummy|=stomach|=legs|=feet|=chest|=body|=arms",
        "=getting|=more ~2 =worse|=darker|=deeper|=brighter|=more|yellow",
        "=below ~2 =waist",
        ...PALE_STOOL,
        "=legs|=feet ~3 yellow",
        "=gone|=going|=spread|=spreading|=moved|=moving|=now|yellow ~3 =down ~2 =his|=her|=the|=to ~1 =legs|=feet|=knees|=toes|=tummy|=belly|=chest",
        "yellow ~8 =down|=to ~3 =chest|=tummy|=belly|=legs|=feet|=knees",
      ]),
  },
  {
    id: "jaundice-after-2-weeks",
    when: (f) =>
      jaundiced(f) &&
      ((f.ageMonths !== null && f.ageMonths >= 14 / 30.44) ||
        (f.maxDurationHours !== null && f.maxDurationHours >= 14 * 24)),
  },
];
