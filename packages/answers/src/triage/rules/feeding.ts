import type { Facts } from "../facts.js";
import { phraseHolds, type PhraseSpec, type RedFlagRule } from "../rule.js";
import {
  BLOOD_IN_VOMIT,
  BLOODY_STOOL,
  HEAVY_BLOOD,
  MOST_FEEDS,
  RED_FOOD,
  SMALL_AMOUNT,
  SPIT_UP_ONLY,
  STOOL_WORD,
  VOMIT_WORD,
} from "./body-concepts.js";

/** The signs of dehydration a parent reports: dry mouth, no tears, sunken soft spot, few wet diapers. */
/**
 * The dehydration signs in groups (diarrhoea-dehydration.md, severe-dehydration): three groups
 * together are severe even in an awake child.
 */
/** "doesn't hurt when peeing", "doesn't cry while weeing": about pain, not about no pee. */
const NO_PEE: PhraseSpec = {
  pattern: "not ~3 pee|=wetdiaper",
  unless: [
    "not ~1 =hurt|=hurts|cry|=sting|=stings|=burn|=burns|=mind|=complain|=complains|=fuss ~3 =when|=while|=after ~2 pee",
  ],
};
const DEHYDRATION_GROUPS: readonly (readonly PhraseSpec[])[] = [
  [NO_PEE, "=drydiaper"],
  ["sunken ~3 fontanelle|eyes", "fontanelle|eyes ~3 sunken"],
  ["not ~2 tears", "cry ~2 =without ~2 tears"],
  ["dry ~2 lips|mouth|tongue", "lips|mouth|tongue ~2 dry"],
];
const DEHYDRATION_SIGNS: readonly PhraseSpec[] = [
  { pattern: "dehydrated", unless: ["not ~2 dehydrated"] },
  "sunken ~3 fontanelle|eyes",
  "fontanelle|eyes ~3 sunken",
  "not ~2 tears",
  "dry ~2 lips|mouth|tongue",
  NO_PEE,
  "=drydiaper",
  "=fewer|=less ~2 =wetdiaper|pee",
  "=only ~3 =wetdiaper|=wetdiapers",
  "pee ~3 =less|=fewer|=barely|=hardly",
];

/** Repeated diarrhoea or vomiting: "8 times today", "every hour", "non stop". */
const MANY_LOSSES =
  /\b(?:diarrh\w*|runny poo\w*|watery poo\w*|vomit\w*|sick|throwing up|poos?|poops?)\b.{0,40}\b(?:(?:[6-9]|1\d|six|seven|eight|nine|ten|twelve) times|every (?:hour|half hour)|non ?stop|all day|constantly)\b/;
/** Little going in: "only taking sips", "barely drinking", "refusing everything". */
const LITTLE_IN =
  /\b(?:only (?:\w+ )?(?:taking|having|managed|manages|drinking) (?:\w+ )?sips|sips only|(?:barely|hardly|not) (?:\w+ )?(?:drinking|feeding|taking (?:anything|fluids|milk|the bottle))|refus\w+ (?:all )?(?:drinks|fluids|milk|feeds|everything))\b/;

/** Vomit said to be forceful in other words: "shooting across the room", "like a fountain" or "a fire hose". */
const SHOOTS = "=shoots|=shot|=flies|=flew|=sprays|=sprayed|=spraying|=gushes|=gushed|=gushing";
const FORCEFUL = [
  "projectile",
  "=across ~2 =room|=floor|=kitchen|=bed|=sofa|=couch|=nursery",
  "=fountain|=exorcist|=firehose|=hosepipe|=hose",
  `${SHOOTS} ~2 =out|=across|=everywhere`,
];
/** Force that is not the baby's vomiting: a forceful let-down, shooting pains, poo shooting out. */
const NOT_FORCEFUL_VOMIT = [
  "projectile ~2 =letdown|=let|=flow|=suck|=sucking|=latch|cough|=sneeze|=sneezes|=pain|=pains|stool|diarrhea|pee|=wind|=farts",
  `stool|diarrhea|pee|=wind ~2 projectile|${SHOOTS}`,
];

/** Forceful (projectile) vomiting, told in the word or in other words of force (FORCEFUL). */
function projectile(f: Facts): boolean {
  return (
    f.hasAny([
      "projectile ~2 vomit|spitup",
      "vomit|spitup ~3 projectile",
      "vomit|spitup ~5 =across ~2 =room",
    ]) ||
    // In a young baby the force may be told a clause or a turn away from the spit-up ("spits up
    // after feeds… and if it's really forceful, shooting across the room?"): pyloric stenosis
    // shows at 2 to 8 weeks. Read that loosely, force that is not the vomit's does not count;
    // vomit named beside "projectile" is the vomit's, whatever else the message says ("5 wees
    // projectile vomits", a typo for weeks, is not a projectile wee).
    ((f.ageMonths === null || f.ageMonths < 6) &&
      f.has("vomit|spitup") &&
      f.hasAny(FORCEFUL) &&
      !f.hasAny(NOT_FORCEFUL_VOMIT))
  );
}

/** Where a newborn girl's bleed comes from when it is her own "first period", not her poo. */
const FROM_VAGINA =
  /\b(?:vagina\w*|vulva|labia|front bottom|fanny|from her front|her (?:girly )?bits|privates?|(?:a |her |like a |mini |first |little )period|periods?\b.{0,20}\?)/;
/** The poo or the bottom named as where the blood is ("not her bum" denies it, denial.ts). */
const POO_NAMED: readonly PhraseSpec[] = [
  "stool|diarrhea|=pooh|=bum|=anus",
  { pattern: "=bottom", unless: ["=front ~1 =bottom"] },
  "=back ~1 =passage",
];
/** Constipation in parents' words: "constipated", "bunged up", "straining". */
const CONSTIPATED = "=constipated|=constipation|=bunged|=straining|=strains|=strained|=backed";

/**
 * A little blood from a baby girl's vagina in her first weeks (mum's hormones withdrawing) is
 * hers and expected, not blood in the poo: the wrong organ gets the wrong card (TF4 tf4-118).
 */
function newbornVaginalBleed(f: Facts): boolean {
  const newborn = (f.ageMonths !== null && f.ageMonths < 1) || f.says(/\bnewborn\b/);
  return (
    newborn &&
    f.says(FROM_VAGINA) &&
    !POO_NAMED.some((p) => phraseHolds(f, p)) &&
    !f.says(HEAVY_BLOOD)
  );
}

/**
 * Streaks of blood in a breastfed baby's spit-up while the mother's nipples are cracked or bleeding:
 * most often her blood, swallowed with the milk. A baby who is unwell, vomits green or often, or
 * brings up more than streaks still gets the card.
 */
const NIPPLES_BLEEDING =
  /\b(?:my |her |mum s |mums |mom s |moms )?nipples? (?:\w+ ){0,3}(?:cracked|cracking|bleeding|bleed|bled|sore and bleeding|raw|split)\b|\b(?:cracked|bleeding|raw|split) nipples?\b/;
const NOT_JUST_STREAKS =
  /\b(?:green|bile|projectile|every feed|all the time|again and again|keeps vomiting|floppy|sleepy|drowsy|not feeding|wont feed|fever|temp\w*|black|coffee|poo|poop|stool|nappy|diaper)\b/;
const nippleBlood = (f: Facts) => f.says(NIPPLES_BLEEDING) && !f.says(NOT_JUST_STREAKS);
/**
 * A child's sign that the mother's own clause explains, read on the whole message (her nipples are
 * her body's clause, set apart from the baby's by subject.ts).
 */
export const explainedByMother = (signId: string, whole: Facts) =>
  signId === "blood-streaks-in-vomit" && nippleBlood(whole);

/** Early signs of drying out a parent notices: fewer or only one or two wees, dark wee. */
const EARLY_DEHYDRATION =
  /\b(?:only|just) (?:had |done |been |did |managed )?(?:one|1|two|2|once|twice|a couple of) (?:\w+ )?(?:wees?|pees?|wet (?:nappies|nappy|diapers?)|times)\b|\b(?:only|just) (?:weed|peed|wee d) (?:once|twice)\b|\b(?:wees?|pees?|urine|weeing|peeing) (?:\w+ ){0,2}(?:is |are |looks? |was )?(?:really |very |quite )?dark\b|\bdark (?:yellow )?(?:wees?|pees?|urine)\b|\bwet (?:nappies|diapers) (?:\w+ ){0,2}(?:less|fewer)\b|\bnot as many wet\b|\bless wet (?:nappies|diapers)\b/;
/** Vomiting told as three or more times, or going on through the day. */
const VOMITED_OFTEN =
  /\b(?:[3-9]|1\d|three|four|five|six|seven|eight|nine|ten|several|a few|few|loads of|lots of|many) times\b|\b(?:all day|all night|since (?:last night|this morning|yesterday|lunch|breakfast)|non ?stop|keeps? (?:being sick|vomiting|throwing up)|constantly)\b/;
/** Vomiting and diarrhoea together, told as several times or with an early sign of drying out. */
function vomitingWithDiarrhea(f: Facts): boolean {
  if (!f.has("vomit") || f.has("not ~2 vomit") || !f.has("diarrhea") || f.has("not ~2 diarrhea"))
    return false;
  if (f.ageMonths !== null && f.ageMonths >= 36) return false;
  return f.says(VOMITED_OFTEN) || f.says(EARLY_DEHYDRATION);
}

/**
 * A newborn who has lost 10 % or more of the birth weight: "lost 11 percent", "down 12% from
 * birth", or "lost loads of weight" said of a baby days old.
 */
const PERCENT_LOST =
  /\b(?:lost|losing|loss|lose|dropped|down|below|under)\b(?: \w+){0,6} (?:(?:more than|over|about|around|nearly|almost) )?(\d{1,2}(?:\.\d)?) ?(?:%|percent|per cent)/;
const PERCENT_THEN_LOST =
  /\b(\d{1,2}(?:\.\d)?) ?(?:%|percent|per cent)(?: \w+){0,4} (?:lost|loss|down|drop|below)\b/;
const LOST_A_LOT =
  /\b(?:lost|losing|dropped) (?:\w+ )?(?:loads|lots|a lot|too much|so much|a lot more|quite a lot|a worrying amount)(?: of)?(?: (?:her|his|the|their))? (?:birth ?)?weight\b/;
/** Weights as written: "3.5kg", "3500 g", "7lb 8oz", "7 pounds 4 ounces". */
const WEIGHT =
  /\b(\d+(?:\.\d+)?) ?(kg|kgs|kilos?|kilograms?|g|grams?|lbs?|pounds?)(?: (?:and )?(\d+(?:\.\d+)?) ?(?:oz|ounces?))?\b|\b(\d+(?:\.\d+)?) ?(?:oz|ounces?)\b/g;
function weightsKg(text: string): { kg: number; lost: boolean }[] {
  const out: { kg: number; lost: boolean }[] = [];
  for (const m of text.matchAll(WEIGHT)) {
    const unit = m[2] ?? "oz";
    const n = Number(m[1] ?? m[4]);
    const kg = /^k/.test(unit)
      ? n
      : /^g/.test(unit)
        ? n / 1000
        : /^(?:lb|pound)/.test(unit)
          ? (n + Number(m[3] ?? 0) / 16) * 0.4536
          : (n / 16) * 0.4536;
    const before = text.slice(Math.max(0, m.index - 25), m.index);
    out.push({
      kg,
      lost: /\b(?:lost|losing|loss|dropped|down|down by)\b(?: \w+){0,2} ?$/.test(before),
    });
  }
  return out;
}
/**
 * The share of the birth weight lost, from the weights a parent gives: "was 3.6kg, now 3.2kg", or
 * "born 7lb 8oz and lost 14oz" (the amount lost named as such).
 */
function percentLostFromWeights(text: string): number | null {
  const w = weightsKg(text);
  const lost = w.find((x) => x.lost);
  const whole = w.filter((x) => !x.lost && x.kg >= 1.5 && x.kg <= 6);
  if (lost && whole.length >= 1) return (lost.kg / whole[0]!.kg) * 100;
  if (whole.length >= 2 && whole[1]!.kg < whole[0]!.kg)
    return ((whole[0]!.kg - whole[1]!.kg) / whole[0]!.kg) * 100;
  return null;
}
function newbornWeightLoss(f: Facts): boolean {
  const young =
    (f.ageMonths !== null && f.ageMonths < 1.5) ||
    (f.ageMonths === null && f.says(/\b(?:newborn|days? old|birth ?weight)\b/));
  const text = f.text.toLowerCase();
  // "3.6kg when she was born, 3.2kg at day 5": the weights say how much of the birth weight is gone.
  const fromWeights = percentLostFromWeights(text);
  if (
    fromWeights !== null &&
    fromWeights >= 10 &&
    (young || (f.ageMonths === null && f.says(/\b(?:born|birth)\b/)))
  )
    return true;
  if (!young) return false;
  const pct = PERCENT_LOST.exec(text) ?? PERCENT_THEN_LOST.exec(text);
  if (pct && Number(pct[1]) >= 10) return true;
  if (f.says(LOST_A_LOT)) return true;
  return false;
}

/** Cow's milk in place of breast milk or formula, or formula or milk with water added. */
const MILK_SWAPPED =
  /\bcows? ?s? milk\b(?: \w+){0,6} (?:instead of|in place of|rather than|not|as well as|mixed with|with water|watered)\b|\b(?:instead of|in place of|rather than|swap\w* (?:\w+ ){0,3}for|switch\w* (?:\w+ ){0,3}(?:to|for)|replac\w* (?:\w+ ){0,3}with)\b(?: \w+){0,4} cows? ?s? milk\b|\b(?:water\w* down|watered|diluted?|diluting|extra water|more water|stretch\w*|make (?:it|them|the tin|the formula) last)\b(?: \w+){0,6} (?:formula|milk|feeds?|bottles?)\b|\b(?:formula|milk|feeds?|bottles?)\b(?: \w+){0,6} (?:water\w* down|watered|diluted|extra water|more water|last longer)\b/;
/** Already being done, not asked about: "I've been giving", "we ran out so…", "giving my 6 month old". */
const ALREADY_FEEDING =
  /\b(?:been (?:giving|adding|watering|diluting|using|putting|mixing|making|feeding)|(?:ive|weve|i ve|we ve|i have|we have|i|we) (?:been|started|switched|swapped|given|gave|added|put|watered|diluted|mixed)|giving (?:him|her|them|my|our|the|baby|some)|gave (?:him|her|them)|ran out|run out|running low|(?:hes|shes|he s|she s|he is|she is) (?:on|having|drinking|been having))\b/;

/** A sore nappy rash that bleeds ("nappy rash is bleeding and weeping"): the skin's, not the poo's. */
const RASH_BLEEDS =
  /\b(?:rash|eczema|sores?|skin)\b(?: \w+){0,4} (?:bleed\w*|bloody|blood)\b|\b(?:bleed\w*|bloody) (?:\w+ ){0,2}(?:rash|eczema|sores?|skin)\b/;
const POO_ITSELF = /\b(?:poo|poop|pooh|poos|poops|stool|stools|motions?|diarrh\w*|bum|bottom)\b/;
const rashBleeding = (f: Facts) => f.says(RASH_BLEEDS) && !f.says(POO_ITSELF);

export const feedingRules: readonly RedFlagRule[] = [
  {
    id: "green-vomit",
    phrases: [
      { pattern: "green ~3 vomit|spitup", unless: ["green ~1 stool|diaper"] },
      {
        pattern: "vomit|spitup|=sick ~12 green",
        unless: ["green ~1 stool|diaper|=poo|=poop|=snot|=mucus"],
      },
      "=bile|=bilious",
    ],
  },
  {
    id: "blood-in-vomit",
    when: (f) => bloodInVomit(f) && (!f.says(SMALL_AMOUNT) || f.says(HEAVY_BLOOD)),
  },
  {
    id: "blood-streaks-in-vomit",
    when: (f) => bloodInVomit(f) && f.says(SMALL_AMOUNT) && !f.says(HEAVY_BLOOD) && !nippleBlood(f),
  },
  {
    id: "blood-in-stool-heavy",
    when: (f) =>
      f.says(HEAVY_BLOOD) &&
      (f.says(BLOODY_STOOL) || (f.says(STOOL_WORD) && f.says(/\b(?:blood|bloody|black)\b/))) &&
      // Black, sticky poo in the first days is meconium; iron makes poo dark too.
      !f.says(/\b(?:iron|meconium)\b/) &&
      !f.has(RED_FOOD) &&
      !(f.ageMonths !== null && f.ageMonths < 0.25 && !f.says(/\b(?:blood|bloody|clots?)\b/)) &&
      !f.has("not ~2 blood"),
  },
  {
    id: "blood-in-stool",
    unless: [RED_FOOD],
    when: (f) => !newbornVaginalBleed(f) && !rashBleeding(f),
    phrases: [
      { pattern: "blood ~6 stool|diaper|diarrhea|=wetdiaper", unless: ["not ~2 blood"] },
      { pattern: "stool|diaper|diarrhea ~4 blood", unless: ["not ~2 blood"] },
      "red ~1 =streaks|=specks|=streak ~3 stool|diaper",
      "stool|diaper ~5 red ~1 =streaks|=specks|=streak|=lines|=flecks",
      // "blood on the wipe after a hard poo": the blood is the poo's.
      { pattern: "blood ~4 =wipe|=wipes|=tissue|=toilet ~8 stool", unless: ["not ~2 blood"] },
      // Constipation told in its own words, with blood on the wipe or paper ("bunged up and
      // straining, blood on the wipe after"): the blood is the poo's too.
      {
        pattern: `${CONSTIPATED} ~12 blood ~4 =wipe|=wipes|=tissue|=toilet|=paper|=bum|=bottom`,
        unless: ["not ~2 blood"],
      },
      {
        pattern: `blood ~4 =wipe|=wipes|=tissue|=toilet|=paper|=bum|=bottom ~12 ${CONSTIPATED}`,
        unless: ["not ~2 blood"],
      },
    ],
  },
  {
    id: "severe-dehydration",
    phrases: DEHYDRATION_SIGNS,
    // Dehydration with a child who is drowsy, floppy or hard to wake is past home fluids, and so
    // is a sunken soft spot with no pee for hours.
    when: (f) =>
      // A baby under 3 months with no wet diaper for hours who won't feed is dehydrating fast.
      (f.ageMonths !== null &&
        f.ageMonths < 3 &&
        f.hasAny(["not ~3 pee|=wetdiaper", "=drydiaper"]) &&
        f.hasAny(["not ~3 feed|eat|drink|=latch", "refuse ~2 feed|=bottle|=breast"])) ||
      (f.hasAny([
        "sunken|=sunk|=sinking|=dipped|=dipping|=caved|=hollow ~3 fontanelle",
        "fontanelle ~5 sunken|=sunk|=sinking|=dipped|=dipping|=caved|=hollow",
      ]) &&
        f.hasAny([
          "not ~3 pee|=wetdiaper",
          "=drydiaper",
          "dry ~2 lips|mouth|tongue",
          "not ~2 tears",
        ])) ||
      DEHYDRATION_GROUPS.filter((g) => g.some((p) => phraseHolds(f, p))).length >= 3 ||
      f.says(
        /\b(?:floppy|limp|drowsy|very sleepy|really sleepy|so sleepy|lethargic|listless|hard to wake|wont wake|not waking|unresponsive|(?:just|only) wants? to sleep|keeps (?:falling a)?sleep(?:ing)?|cant stay awake|wont stay awake|(?:just )?lying there|not (?:really )?bothered (?:about|by) anything|no energy|not interested in anything)\b/,
      ),
    educational: true,
  },
  // Before dehydration: forceful vomiting explains the drying out, and its card names the cause.
  {
    id: "projectile-vomiting-dehydrated",
    unless: ["not ~2 projectile"],
    when: (f) => projectile(f) && DEHYDRATION_SIGNS.some((p) => phraseHolds(f, p)),
  },
  {
    id: "dehydration",
    // The signs, or many losses with little going in ("diarrhoea 8 times, only taking sips").
    when: (f) =>
      DEHYDRATION_SIGNS.some((p) => phraseHolds(f, p)) ||
      (f.says(MANY_LOSSES) && f.says(LITTLE_IN)) ||
      // Few or dark wees during a tummy bug: drying out has begun.
      (f.says(EARLY_DEHYDRATION) && f.has("vomit|diarrhea") && !f.has("not ~2 vomit|diarrhea")),
    educational: true,
  },
  {
    id: "not-keeping-fluids-down",
    phrases: [
      "not ~2 =keep|=keeping|=kept ~4 =down",
      "vomit ~3 =everything|=anything",
      "vomit ~3 =even ~2 water|drink|milk|=fluids",
      "not ~2 drink|feed ~3 =anything|=today|=since|=fluids|water",
      "not ~2 drink|feed ~3 =all ~1 =day",
      "refuse ~2 =all|=every|=any ~1 feed|drink|water|=fluids",
      "=hes|=shes|=he|=she|baby|child|=has ~2 =stopped ~1 =drinking|=feeding|=eating|=nursing|=drink|=feed",
      "=less ~1 =than ~1 =half",
      "=half ~4 =normal|=usual|=normally|=usually|=amount",
      "=half ~2 =as ~1 =much",
    ],
  },
  {
    id: "projectile-vomiting",
    unless: ["not ~2 projectile"],
    when: projectile,
  },
  {
    id: "vomiting-most-feeds-young",
    age: { below: 3, unknownAge: "skip" },
    educational: true,
    when: (f) =>
      f.says(VOMIT_WORD) &&
      !f.has("not ~2 vomit") &&
      (f.says(MOST_FEEDS) || (f.maxDurationHours !== null && f.maxDurationHours >= 6)) &&
      !(f.says(SPIT_UP_ONLY) && !f.says(/\bvomit/)),
  },
  {
    id: "vomiting-first-month",
    phrases: [{ pattern: "vomit", unless: ["not ~2 vomit"] }],
    age: { below: 1, unknownAge: "skip" },
  },
  {
    id: "newborn-weight-loss",
    educational: true,
    when: newbornWeightLoss,
  },
  {
    id: "vomiting-with-diarrhea",
    educational: true,
    pastOnly: true,
    when: vomitingWithDiarrhea,
  },
  {
    // A baby under 1 already fed watered-down formula or cow's milk in place of formula: the
    // redirect says don't, and this sign says to have the baby checked (risky-*.md stay the "don't").
    id: "unsafe-milk-given",
    age: { below: 12, unknownAge: "match" },
    educational: true,
    when: (f) => f.says(MILK_SWAPPED) && f.says(ALREADY_FEEDING),
  },
  {
    id: "poor-weight-gain",
    phrases: [
      "not ~2 gain ~2 weight",
      "not ~2 =putting ~2 =on ~1 weight",
      "weight ~3 not ~2 gain|=going|=increasing",
      {
        pattern: "=losing ~2 weight",
        unless: [
          "=i|=im|=me|=myself|=mom|=mum ~3 =losing",
          "=postpartum|=pregnancy|=myself",
          "baby ~1 weight",
        ],
      },
      "=dropping|=dropped|=falling ~3 =percentiles|=percentile|=curve",
      // Most babies are back to their birth weight by about 2 weeks.
      "not ~3 =back|=regained|=reached ~3 =birth|=birthweight",
    ],
  },
  {
    id: "diarrhea-young-baby",
    phrases: [
      { pattern: "diarrhea", unless: ["not ~2 diarrhea"] },
      "=watery ~2 stool",
      "=explosive ~2 =watery",
    ],
    age: { below: 6, unknownAge: "skip" },
  },
  {
    id: "vomiting-diarrhea-weak-or-confused",
    phrases: ["weak ~3 =stand|=walk|=move|=sit|=cry", "confused"],
    when: (f) => f.hasAny(["vomit", "diarrhea", "fever", "=sick", "=bug"]),
  },
];

/** Blood in what the child brought up (not only "vomit": "blood in his sick", "threw up blood"). */
function bloodInVomit(f: Facts): boolean {
  if (f.has("not ~2 blood")) return false;
  return (
    f.hasAny([
      "blood ~3 vomit|spitup",
      "vomit|spitup ~4 blood",
      "=coffee ~1 =grounds",
      // "she's throwing up and there are streaks of blood in it": the blood is in the sick.
      "vomit|spitup ~10 blood ~2 =in ~1 =it|=them|=there",
    ]) || f.says(BLOOD_IN_VOMIT)
  );
}
