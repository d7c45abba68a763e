import type { Facts } from "../facts.js";
import { readFrame } from "../frame.js";
import { phraseHolds, type PhraseSpec, type RedFlagRule } from "../rule.js";
import { GAG_CLEARED } from "./danger-shared.js";

const COLD_SIGNS = [
  "=a|=has|=have|=got|=with|=bad|head|=chest|=catching|=caught ~1 cold",
  "=stuffy|=congested|=congestion|=snotty|=sniffles|=snot",
  "=runny ~1 =nose",
  "cough",
  "=rsv|=bronchiolitis",
];
const COLD_PHRASES = [...COLD_SIGNS, "=snuffly"];

/** Foods, drinks and toys that colour lips and skin blue or purple. */
const STAIN =
  "=blueberries|=blueberry|=berries|=berry|=beetroot|=blackcurrant|=blackberries|=ribena|=crayon|=crayons|=marker|=markers|=felt|=pen|=ink|=paint|=popsicle|=lolly|=icepop|=slushie|=sweets|=candy|=frosting|=icing|=lollipop|=lollipops|=lollies|=slush|=jelly|=dye|=playdough|=playdoh|=chalk|=gatorade|=powerade|=cupcake|=bubblegum";
/** Stained by something eaten or drawn with: "blue lips… she's been eating blueberries". */
export const BLUE_STAINED = [`blue|purple ~10 ${STAIN}`, `${STAIN} ~10 blue|purple`];
export const BLUE_UNLESS = [
  "=hands|=hand|=feet|=foot|=fingers|=toes|=legs|=arms|=eyes|=veins|=vein|spots|=mark|=marks|=patch|=patches|=bruise|=bruises|=dye|stool|=bum|=butt|=back ~4 blue|grey|purple",
  "blue|grey|purple ~2 =eyes|=eyed|=dye|=veins|spots|=mark|=marks|=patch|=patches|=bruise|=toy|=shirt|=light|=colour|=color|stool",
  // The reliever inhaler is "the blue one": its colour is not the child's.
  "blue ~1 =inhaler|=inhalers|=puffer|=puffers|=pump",
  ...BLUE_STAINED,
];
/**
 * A face that goes red or purple while screaming, with a pause before the next scream, is a crying
 * spell or breath-holding, not a child who has stopped breathing; blue lips or floppiness still alarm.
 */
const SCREAM =
  "=screams|=screaming|=scream|=screamed|=crying|=cries|=cried|=tantrum|=tantrums|=wailing|=howling";
const FACE_FLUSH = "=purple|=red|=beetroot";
/** The crying resumes: "before the next scream", "then screams again", "catches his breath". */
const RESUMES = [
  "=next|=another ~1 =scream|=cry|=breath|=wail",
  `${SCREAM}|breathe ~2 =again`,
  "=catches|=catch|=caught ~2 =breath|breathe",
  "=carries|=carried ~1 =on",
];
const CRYING_SPELL_VOID =
  "=limp|=floppy|=lips|unresponsive|=collapsed|=seizure|=shaking|=jerking|=wont|=cpr|blue|grey";

export function cryingSpell(f: Facts): boolean {
  return (
    f.hasAny([`${SCREAM} ~8 ${FACE_FLUSH}`, `${FACE_FLUSH} ~8 ${SCREAM}`]) &&
    f.hasAny(RESUMES) &&
    !f.has(CRYING_SPELL_VOID)
  );
}

/**
 * A young baby's face that goes red or purple while straining or grunting to pass a poo is the push
 * of a bowel movement (or a baby still learning to push), not a child short of oxygen; blue lips,
 * a grey colour, floppiness or stopped breathing still alarm.
 */
const STRAIN =
  /\b(?:strain\w*|grunt\w*|push(?:es|ing|ed)?|bear(?:s|ing)? down|red in the face|going red)\b/;
const POO =
  /\b(?:poo|poos|pooing|poop|poops|pooping|pooed|pooped|stool|stools|bowel|bowels|nappy|nappies|diaper|diapers|bm|bms|number two|number 2)\b/;
const FLUSHED = /\b(?:purple|purply|red|bright red|beetroot|crimson|puce)\b/;
const NOT_JUST_STRAIN =
  /\b(?:blue|bluish|blueish|grey|gray|dusky|ashen|lips|tongue|limp|floppy|unresponsive|not breathing|stops? breathing|stopped breathing|fit|seizure|jerking|vomit\w*|sick|blood|bloody|swollen|hard tummy|hard belly)\b/;

export function strainingToPoo(f: Facts): boolean {
  const t = f.text.toLowerCase();
  return STRAIN.test(t) && POO.test(t) && FLUSHED.test(t) && !NOT_JUST_STRAIN.test(t);
}

/**
 * The pattern of periodic breathing in sleep: "fast then slow with little pauses of a few secs".
 * Told of a sleeping baby, it stands for the colour told as fine.
 */
const PERIODIC_PATTERN =
  /\b(?:fast (?:and )?then slow|slow (?:and )?then fast|(?:speeds|speeding) up (?:and|then) slow\w* down|(?:little|short|tiny|brief|small) (?:pauses?|gaps?|stops?)|pauses? (?:of|for) (?:a )?(?:few|couple of|\d) ?(?:secs?|seconds?))\b/;
const IN_SLEEP = /\b(?:asleep|sleeping|sleeps|in (?:his|her|their) sleep|naps?|napping)\b/;
/**
 * A young baby's breathing that stops for seconds in sleep and starts again ("stops breathing for
 * like 5 seconds when asleep then breathes fast"): the pause of periodic breathing, told by its length.
 */
const SHORT_STOP =
  /\b(?:stops?|stopped|stopping|pauses?|paused|pausing|holds? (?:his|her|their) breath) (?:(?:his |her |their )?(?:breathing|breathe|breaths?) )?(?:for )?(?:like |about |around |maybe |only |just |roughly |literally )?(?:a |a few |few |a couple of |couple of |\d+ ?)(?:secs?|seconds?)\b/;
const PERIODIC_AGE_MONTHS = 6;
const PERIODIC_MAX_PAUSE_SECONDS = 10;

/** Periodic breathing: a newborn's short pauses, pink throughout ("pink the whole time"). */
export function periodicBreathing(f: Facts): boolean {
  if (
    !f.says(
      /\bpink (?:the )?(?:whole|all the|entire) time\b|\bstays? pink\b|\bcolou?r (?:is |stays )?(?:fine|normal|good)\b|\bnever (?:goes|went|turns|turned) (?:blue|grey)\b/,
    ) &&
    !(f.says(PERIODIC_PATTERN) && f.says(IN_SLEEP)) &&
    !(
      f.says(SHORT_STOP) &&
      f.says(IN_SLEEP) &&
      (f.ageMonths === null || f.ageMonths < PERIODIC_AGE_MONTHS)
    )
  )
    return false;
  // Pauses of up to about 10 seconds ("5-10 secs") are periodic breathing; a longer one is not.
  for (const m of f.text.matchAll(/(\d+) ?(?:s|sec|secs|seconds)\b/g))
    if (Number(m[1]) > PERIODIC_MAX_PAUSE_SECONDS) return false;
  const rest = f.text.replace(/\bnever (?:goes|went|turns|turned) (?:blue|grey)\b/g, " ");
  return !/\b(?:blue|bluish|grey|gray|pale|white|purple|dusky|mottled|limp|floppy|minute|minutes)\b/.test(
    rest,
  );
}

/** "hands and feet look bluish but her lips and face are pink": blue only at the edges. */
export const LIPS_PINK = [
  "=lips|face|tongue ~3 =are|=look|=looks|=is|=stay|=stays ~1 =pink",
  // "lips look fine", not the question "…lips go blue, is it normal": fine or normal said of the lips.
  "=lips|face|tongue ~3 =are|=look|=looks|=is|=stay|=stays =fine|=normal",
  "=lips|face|tongue ~3 =are|=look|=looks|=is|=stay|=stays =still|=totally|=completely =fine|=normal",
];
/** Blue named at the edges of the body only (acrocyanosis in a newborn). */
const EDGES_BLUE =
  /\b(?:hands?|feet|foot|fingers?|toes?|fingernails|nails)\b(?: \w+){0,5} (?:blue|bluish|blueish|purple|purplish|purply)\b/;
/** "her lips and face are nice and pink", "face still lovely and pink": the centre told pink, not negated. */
const CENTRE_PINK =
  /\b(?:lips?|face|tongue|mouth)\b(?: (?!not\b|isnt\b|arent\b|never\b|no\b|less\b)\w+){0,5} (?:pink|rosy|(?:a )?(?:good|normal|healthy|nice|fine) colou?r|normal colou?red)\b/;
/** A colour change happening now: "she has gone blue around the mouth", "turning grey". */
const CENTRE_TURNING = /\b(?:gone|going|turning|turned|went) (?:\w+ )?(?:blue|grey|gray|purple)\b/;
/** The edges turning blue: "his fingers went blue", "feet going purple". */
const EDGES_TURNING =
  /\b(?:hands?|feet|foot|fingers?|toes?|fingernails|nails)\b(?: \w+){0,3} (?:gone|going|turning|turned|went) (?:\w+ )?(?:blue|purple|bluish|purplish)\b/g;
/** The centre told blue in any wording: "lips going blue", "blue lips", "face purple". */
const CENTRE_BLUE =
  /\b(?:lips?|face|tongue|mouth|gums|body|chest)\b(?: (?!pink\b|rosy\b)\w+){0,4} (?:blue|bluish|blueish|grey|gray|greyish|purple|purplish|dusky)\b/;
/** "blue lips", read on the text as typed (the corrected reading drops the comma in "bluish, lips"). */
const BLUE_CENTRE =
  /\b(?:blue|bluish|blueish|grey|gray|purple|dusky) (?:lips?|face|tongue|mouth|all over)\b/;

/**
 * The contrast that negates central cyanosis: blue hands and feet with the lips and face said to be
 * pink. A colour change happening now ("has gone blue round the mouth") or, in the wider wording, any
 * word of the centre going blue keeps the alarm.
 */
export function blueOnlyAtEdges(f: Facts): boolean {
  // "his fingers went blue" is the edges turning; the centre turning keeps the alarm.
  const centre = (t: string) => t.replace(EDGES_TURNING, " ");
  if (CENTRE_TURNING.test(centre(f.text)) || CENTRE_TURNING.test(centre(f.corrected))) return false;
  if (BLUE_CENTRE.test(f.text)) return false;
  if (f.hasAny(LIPS_PINK)) return true;
  return f.says(EDGES_BLUE) && f.says(CENTRE_PINK) && !f.says(CENTRE_BLUE);
}

/** Cold water or cold air that turns lips blue or purple for a while: a pool, the sea, a cold bath. */
const COLD_CAUSE =
  /\b(?:swimming|swim|swims|pool|pools|sea|beach|lake|river|paddling|splash ?pad|in the water|cold water|cold bath|(?:bath|water|bathwater|room|air|wind) (?:\w+ )?(?:went|gone|got|goes|gets|getting|was|turned) (?:a bit |too |quite |really |so |very )?(?:cold|chilly)|out in the cold|in the cold|cold outside|freezing|shivering|shivers|shivery|chilly|cold)\b/;
/** Warmed up again: "fine once he warmed up", "pink again after a towel". */
const WARMED =
  /\b(?:warm(?:s|ed)? (?:him|her|them)?\s?up|warmed|once (?:he|she|they)(?: s|s)? (?:warm|dry|out)|after (?:a |the )?(?:towel|warm|cuddle|hot chocolate)|(?:pink|normal|fine|ok|okay) (?:again|after|once)|goes back to (?:pink|normal)|(?:pinked|pinks|pinking) (?:\w+ )?up|colou?r (?:\w+ )?(?:came|comes|come) (?:straight )?back|once (?:\w+ ){0,2}(?:dried|dried off|dry|warm|warmed|wrapped|out of the (?:bath|water|pool)))\b/;
/** Anything beyond cold lips: under the water, a child who is not right, breathing trouble. */
const NOT_JUST_COLD =
  /\b(?:under|underwater|submerged|face down|pulled (?:him|her|them) out|drown\w*|went in|fell in|not breathing|stopped breathing|breath\w*|floppy|limp|sleepy|drowsy|confused|unresponsive|wont wake|won t wake|not waking|stopped shivering|cough\w*|vomit\w*|grey|gray|dusky|whole body|all over|still blue|not warming|wont warm)\b/;

/**
 * Lips blue or purple from cold water or cold air, asked about or warmed up again ("is it normal
 * that he goes blue round the lips in the pool?", "her lips went purple in the sea, fine once we
 * warmed her up"): the information answer, whose list says when blue lips are an emergency. Under
 * the water, breathing words, a child who is not right or still blue keep the alarm.
 */
export function coldLips(f: Facts): boolean {
  if (!f.says(COLD_CAUSE) || f.says(NOT_JUST_COLD)) return false;
  const frame = readFrame(f.text.toLowerCase());
  if (frame.dangerNow) return false;
  return (
    f.says(WARMED) ||
    frame.asksAbout ||
    frame.asksWhetherToWorry ||
    frame.asksInGeneral ||
    frame.habitual
  );
}

/** Breathing told as very fast: a sign of effort in itself, unless it is a newborn's periodic breathing. */
const VERY_FAST = ["very ~1 fast ~2 breathe", "breathe ~3 very ~1 fast"];
/** The other signs of a child working to breathe. */
const EFFORT: readonly PhraseSpec[] = [
  {
    pattern:
      "struggle|=trouble|=difficulty|=difficult|=hard|=work|=working|=effort|=fighting ~2 breathe",
    unless: ["not ~1 struggle|=trouble|=difficulty|=difficult|=hard|=problem|=problems ~2 breathe"],
  },
  {
    // "tummy pain where he pulls his legs up" is colic-like pain, not the chest pulling in.
    pattern:
      "ribs|=chest|=stomach|=tummy|=belly|neck|throat|skin ~4 =sucking|=sucks|=pulling|=pulls|=caving|sunken|=retracting|=sinking|=sucked",
    unless: ["=pulling|=pulls|=pulled|=drawing|=draws ~3 =legs|=knees|=leg|=knee"],
  },
  "=retractions|=retracting",
  "nostrils ~3 flare",
  "flare ~3 nostrils|=nose",
  "grunt ~4 breathe",
  "breathe ~4 grunt",
  "=breathless|=winded",
  // An asthma attack the reliever is not touching.
  "=inhaler|=puffer|=ventolin|=salbutamol|=albuterol|=nebuliser|=nebulizer ~4 not ~2 =helping|=working|=help|=work|=touching",
  "not ~2 =catch ~2 breathe",
];

export const breathingRules: readonly RedFlagRule[] = [
  {
    id: "not-breathing",
    phrases: [
      "not|stop ~2 breathe",
      "breathe ~2 stop",
      "apnea",
      "gasp",
      "=cpr ~3 =now|=doing|=started",
    ],
    unless: [
      // A general question about babies ("is it normal for newborns to stop breathing for a few
      // seconds") is about periodic breathing; a blue colour or a real baby still fires other rules.
      "=normal|=common ~2 =for ~1 =newborns|=babies|=infants|=newborn|=baby ~2 =to",
      "not ~1 =trouble|=difficulty|=difficulties|=problem|=problems|=issue|=issues|struggle|fast|=hard|=heavy|=noisy|=distress|=difficult ~1 breathe",
      "not ~2 breathe ~1 =problem|=problems|=issue|=issues|=trouble|=difficulty|=difficulties|fast|=hard|=heavy|=noisy|=difficult",
      "breathe ~2 =through ~3 =nose|nostrils|=mouth",
      // Pausing to catch a breath between words, or "can't breathe properly": breathing hard, which
      // struggling-to-breathe reads; the not-breathing card (CPR) would misdirect.
      "=stops|=stopping|=stop|=stopped ~1 =for|=to ~2 breathe",
      "not ~1 breathe ~1 =properly|=well|=right|=normally|=easily",
      // "no swelling, breathing fine": the "no" is the swelling's; the breathing is reported fine.
      "=no ~2 breathe ~1 =fine|=ok|=okay|=normal|=good",
    ],
    when: (f) => !periodicBreathing(f) && !cryingSpell(f),
  },
  {
    id: "strangulation",
    phrases: [
      "=strangled|=strangling|=strangulation|=strangulated",
      "cord|=string|=strap|=ribbon|=necklace|=rope|=wire|=blind|=straps ~4 =around|=round ~2 neck",
      "=wrapped|=wound|=tangled|=twisted|=caught|=tight ~3 =around|=round ~2 neck",
      "=suffocated|=suffocating|=smothered|=asphyxiated",
      "=plastic ~2 =bag|=wrap ~4 =over|=on|=around ~2 face|head|mouth|=nose",
      "=bag ~3 =over ~2 face|head",
      "=found ~6 face|head ~4 =pillow|=cushion|=cushions|=mattress|=blanket|=duvet",
      "=wedged|=trapped|=stuck ~4 =between|=under|=behind ~3 =mattress|=cushion|=cushions|=wall|=bed|=crib|=couch|=sofa|=headboard",
    ],
    unless: ["=birth|=born|=delivery|=labor|=labour|=ultrasound|=pregnant|=pregnancy|=delivered"],
  },
  {
    id: "blue-or-grey",
    unless: BLUE_STAINED,
    when: (f) => !cryingSpell(f) && !blueOnlyAtEdges(f) && !coldLips(f) && !strainingToPoo(f),
    phrases: [
      "blue|grey|purple ~3 lips|face|tongue|mouth|=gums|skin|=body|=chest|=all",
      "lips|face|tongue|mouth|=gums ~4 blue|grey|purple",
      "=dusky|=ashen|=cyanosis|=cyanotic",
      {
        pattern:
          "=turning|=turned|=turn|=turns|=went|=gone|=going|=goes|=go|=looks|=looking|=look|=looked|=getting|=got|=is|=was|=seems|=hes|=shes|=she|=he ~2 blue|grey|purple",
        unless: BLUE_UNLESS,
      },
    ],
  },
  {
    id: "struggling-to-breathe",
    phrases: [...EFFORT, ...VERY_FAST],
    // A newborn's bursts of fast breathing with short pauses, pink throughout, are periodic
    // breathing; fast breathing counts here only with another sign of effort.
    when: (f) =>
      !periodicBreathing(f) || !f.hasAny(VERY_FAST) || EFFORT.some((p) => phraseHolds(f, p)),
  },
  {
    id: "stridor-at-rest",
    phrases: [
      "=stridor",
      "whistle ~4 breathe",
      "breathe ~4 whistle",
      "=noise|=sound|=squeak|=squeaking ~3 breathe ~1 =in",
      "=high =pitched ~3 breathe",
    ],
    when: (f) =>
      f.hasAny([
        "=rest|=resting|=calm|=asleep|=still|=quiet|=constant|=constantly|=sitting",
        "=even ~2 =sleeping|=resting|=calm",
      ]),
  },
  {
    id: "stridor",
    // "no noisy breathing when she's calm": the parent ruled the sign out.
    unless: ["=no|=without|not ~1 =noisy|=noise|=squeaky|=raspy|=harsh|=loud|=rattly ~1 breathe"],
    phrases: [
      "=stridor",
      "whistle ~4 breathe",
      "breathe ~4 whistle",
      "=noise|=sound|=squeak|=squeaking ~3 breathe ~1 =in",
      "=high =pitched ~3 breathe",
      // A croupy cough with noisy breathing, even only when crying, is stridor until a doctor says otherwise.
      "=barky|=barking|=croupy|=croup|=seal ~8 =noisy|=noise|=squeaky|=squeak|=raspy|=harsh|=loud|=rattly ~2 breathe",
      "=noisy|=noise|=squeaky|=squeak|=raspy|=harsh|=loud|=rattly ~2 breathe ~8 =barky|=barking|=croupy|=croup|=seal",
      // "barking like a seal, breathing is ok when shes calm but makes a squeaky noise when she cries"
      "=barky|=barking|=croupy|=croup|=seal ~12 =raspy|=rasping|=harsh|=squeaky|=crowing|=whistly|=wheezy|hoarse ~1 =noise|=noises|=sound|=sounds",
    ],
  },
  {
    id: "fast-breathing",
    phrases: [
      // Newborns normally breathe in bursts, fast for a moment and then slow, especially asleep.
      {
        pattern: "breathe ~3 fast|pant",
        unless: [
          "not ~2 breathe ~3 fast",
          "breathe ~2 =rate",
          "=sometimes|=occasionally|=periodic|=periodically|=bursts",
        ],
      },
      {
        pattern: "fast ~2 breathe",
        unless: [
          "not ~2 fast ~2 breathe",
          "breathe ~2 =rate",
          "=sometimes|=occasionally|=periodic|=periodically|=bursts",
        ],
      },
      "pant",
      "=tachypnea",
    ],
    when: (f) => !periodicBreathing(f),
  },
  {
    id: "wheezing",
    phrases: [{ pattern: "wheeze", unless: ["not ~2 wheeze"] }],
  },
  {
    id: "respiratory-illness-high-risk",
    // A young baby who only sounds snuffly is breathing through a small nose, which is common in
    // the first weeks; a stuffy or runny nose, a cough or a cold told as a fact is a cold.
    phrases: COLD_SIGNS,
    when: (f) =>
      (f.ageMonths !== null && f.ageMonths < 3) ||
      f.hasAny([
        "=preemie|=premie|=premature|=prem|=preterm|=nicu|=preemies",
        "=born ~2 =early",
        "=heart|=lung|=lungs|=chd|=cardiac ~3 =condition|=disease|=defect|=problem|=problems",
      ]),
  },
  {
    id: "cold-with-complications",
    phrases: COLD_PHRASES,
    // "coughs it forward and carries on eating" is a gag on food, not a cold.
    unless: GAG_CLEARED,
    // The fever criterion is for babies (the source is about colds in babies); in older children a
    // low fever with a cold is routine unless it lasts (fever-lasting). With no age known, the
    // message must speak of a baby: "she has 38.5 with a cold" alone is not a baby's fever.
    when: (f) =>
      (f.feverReported &&
        (f.ageMonths === null ? f.has("baby") && !f.has("child") : f.ageMonths < 12)) ||
      f.hasAny([
        "=ear|=ears ~3 =pulling|=pulls|=tugging|=tugs|=pain|=hurts|=hurting|=ache",
        "=pulling|=pulls|=tugging|=tugs|=grabbing|=rubbing ~3 =ear|=ears",
        "=earache",
        "eyes ~3 red|=sticky|=goopy|=crusty|pus",
        "red|=sticky|=goopy|=crusty ~2 eyes",
        "=fewer|=less ~2 =wetdiaper|pee",
        "cough ~4 not ~2 =go|=stop|=going",
        // The whoop after a coughing fit (whooping cough).
        "=whoop|=whooping|=whoops|=whooped",
      ]) ||
      (f.has("cough") && f.maxDurationHours !== null && f.maxDurationHours >= 240),
  },
];
