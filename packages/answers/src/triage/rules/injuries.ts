import type { Facts } from "../facts.js";
import { phraseHolds, type PhraseSpec, type RedFlagRule } from "../rule.js";
import { OWN_BURN } from "./danger-lexicon.js";
import { isDoseSlip } from "./exposures.js";
import { CHOKE_ASKED, COME_OFF, GAG_CLEARED, HEAD_KNOCK } from "./danger-shared.js";

const FALL_EVENT: PhraseSpec = {
  pattern: "fall",
  unless: [
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

const INGEST =
  "swallow|eat|drink|chew|lick|=sucked|=sucking|=mouthed|=ingest|=consumed|=tasted|=sipped|=inhaled";
const TOXIC = "medicine|chemical|=syrup";
const BATTERY_MAGNET = "battery|magnet";
const RECREATIONAL =
  "=thc|=cannabis|=weed|=marijuana|=edible|=edibles|=nicotine|=vape|=vapes|=pouches|=snus";
/** Things a button battery comes out of: "swallowed something from the tv remote". */
const BATTERY_DEVICE =
  "=remote|=remotes|=fob|=keyfob|=calculator|=scales|=thermometer|=hearing|=watch|=candle|=candles|=tealight|=greeting|=card|=torch|=flashlight";
const INGESTED_PAST =
  "=ate|=swallowed|=swallowd|=drank|=chewed|=eaten|=licked|=sucked|=ingested|=swalowed|=swollowed";

/** "stopped after pinching for 10 minutes": pressure worked. */
const STOPPED_BY_PRESSURE = [
  "=it|=nose|=bleeding|=nosebleed|=blood|=finally|=then|=has|=had|=and|=which =stopped|=stops ~3 =after|=with|=when|=by ~3 =pinching|=pinched|=pressing|=pressure|=squeezing",
  "=pinching|=pinched|=pressing|=pressure ~10 =it|=bleeding|=nosebleed|=blood|=finally|=then|=has|=had|=and|=which =stopped",
];

const SMALL_OBJECT =
  "=coin|=coins|=penny|=pennies|=dime|=quarter|=lego|=legos|=bead|=beads|=marble|=marbles|=screw|=earring|=button|=pin|=pins|=tack|=rock|=stone|=pebble|=toy|=cap|=crayon|=clip|=ring|=bolt|=nail|=needle|=glass";

const BURN_EVENT: PhraseSpec[] = [
  {
    pattern: "burn",
    unless: [
      "=sunburn|=sunburnt|=heartburn|=razor",
      "=like ~2 burn",
      "burn ~1 =calories|=energy|=toast|=food",
      // "it burns when she pees" is a urine infection sign.
      "burn ~4 =pee|=pees|=peeing|=wee|=wees|=weeing|=urinating|=toilet",
    ],
  },
  "hot|=boiling|=scalding ~2 =coffee|=tea|=water|=soup|=oil|=noodles|=drink|=liquid|=milk|=pan|=pot|=kettle ~6 =spilled|=spill|=pulled|=poured|=knocked|=splashed|=over|=on|blister",
  "=spilled|=pulled|=knocked|=splashed|=poured ~5 hot|=boiling ~2 =coffee|=tea|=water|=soup|=oil|=noodles|=drink|=liquid|=milk",
  // Tea, coffee and a kettle are hot unless said otherwise: "pulled my tea over herself".
  {
    pattern:
      "=spilled|=spilt|=pulled|=knocked|=tipped|=splashed|=poured|=grabbed ~5 =coffee|=tea|=cuppa|=kettle|=noodles|=soup ~6 =over|=on|=down|=onto|=herself|=himself|=arm|=hand|=chest|=front|=face|=leg",
    unless: ["=iced|=cold|=lukewarm"],
  },
  "blister ~6 hot|=stove|=oven|=iron|=curling|=straighteners|=straightener|=tongs|=toaster|=hob|=cooker|=candle|=lighter|=coffee|=tea|=radiator|=heater|=fireplace|=kettle",
  "=stove|=oven|=iron|=curling|=straighteners|=straightener|=tongs|=toaster|=hob|=cooker|=candle|=lighter|=radiator|=heater|=fireplace|=kettle|=grill|=bbq ~12 blister",
  // "touched my coffee cup, splashed on her arm… a blister": a hot drink told by its cup and the blister.
  "=coffee|=tea|=cuppa|=mug ~12 blister",
  "=electrocuted|=electrocution",
  // The classic toddler scald: a hot container pulled or knocked down onto the child.
  "=pulled|=knocked|=tipped|=yanked|=grabbed|=tugged ~4 =kettle|=pan|=saucepan|=pot|=teapot|=mug|=cup|=cafetiere|=urn|=slowcooker|=fryer ~8 =down|=over|=onto|=on",
];

const NOSEBLEED =
  /\b(?:nosebleeds?|nose bleeds?|nose (?:is |has been |keeps |wont stop )?bleeding|bleeding (?:from|out of) (?:his |her |the |their )?nose|blood (?:pouring |coming |running )?(?:from|out of) (?:his |her |the |their )?nose)\b/;
/** Still going despite pinching, or pouring. */
const NOSEBLEED_GOING_ON =
  /\b(?:(?:wont|will not|doesnt|isnt|not) (?:\w+ ){0,2}stop\w*|still (?:\w+ ){0,2}(?:going|bleeding|pouring|coming|running|dripping)|pouring|gushing|(?:pinch\w*|press\w*|squeez\w*) (?:\w+ ){0,6}(?:still|keeps?|wont|not stopping|no use|not working|doesnt work))\b/;

/** "for 25 minutes", "half an hour": how long a bleed has gone on, in minutes (0 when not said). */
function bleedingMinutes(text: string): number {
  let most = 0;
  for (const m of text.matchAll(/(\d+) ?(?:min|mins|minutes)\b/g))
    most = Math.max(most, Number(m[1]));
  if (/\b(?:half an hour|an hour|over an hour|\d+ hours?)\b/.test(text)) most = Math.max(most, 30);
  return most;
}

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
 * Big blisters after heat, whatever the words for the burn: "ran the bath… bright red with big
 * blisters". Any burn with large blisters on a child is for the emergency department.
 */
const BIG_BLISTERS = /\b(?:big|large|huge|massive|giant|bubbly|fluid filled) (?:\w+ )?blisters?\b/;
const HEAT =
  /\b(?:bath|bathwater|shower|hot tap|tap|water|hot|boiling|scald\w*|kettle|stove|hob|oven|iron|radiator|fire|steam|tea|coffee|soup)\b/;
const bigBlistersFromHeat = (f: Facts) => f.says(BIG_BLISTERS) && f.says(HEAT);

/** "poured on him", not "on his forearm": the splash named only by the child. */
const ON_THE_CHILD =
  /\bon (?:him|her|them)\b(?! (?:\w+ )?(?:forearm|forearms|shin|shins|calf|thigh|toe|toes|ankle|shoulder|cheek|wrist|finger|thumb)\b)/;

const hasBurn = (f: Facts) =>
  (BURN_EVENT.some((p) => phraseHolds(f, p)) || bigBlistersFromHeat(f)) && !f.hasAny(OWN_BURN);
const headInjury = (f: Facts) => HEAD_EVENT.some((p) => phraseHolds(f, p));
const fall = (f: Facts) => phraseHolds(f, FALL_EVENT) || f.has(COME_OFF);

export const injuryRules: readonly RedFlagRule[] = [
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
        f.hasAny([
          "=huge|=massive|=enormous|=giant ~3 =lump|=bump|=swelling|=egg|=bruise|=cut",
          "=golf ~1 =ball",
          "=egg ~1 =size|=sized",
        ])) ||
      (headInjury(f) && lumpOver5cm(f.text)) ||
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
  {
    id: "battery-or-magnet",
    phrases: [
      `${INGEST} ~6 ${BATTERY_MAGNET}`,
      `${BATTERY_MAGNET} ~10 ${INGEST}`,
      `=got|=gotten|=get|=getting ~1 =into|=in|=at|=hold ~4 ${BATTERY_MAGNET}`,
      `=put|=putting|=puts|=had|=has|=stuck|=shoved|=popped ~3 ${BATTERY_MAGNET} ~4 =mouth|=nose|=ear|=ears|=nostril`,
      `${BATTERY_MAGNET} ~6 =missing|=gone`,
      `${INGEST} ~4 =something|=thing|=bit|=part|=piece ~4 =from|=off|=out|=inside ~5 ${BATTERY_DEVICE}`,
      `=back ~2 =off ~4 ${BATTERY_DEVICE} ~8 ${INGEST}`,
      `${BATTERY_MAGNET} ~8 not ~2 =find|=found`,
      `=found ~6 =with|=chewing|=sucking|=holding ~4 ${BATTERY_MAGNET}`,
    ],
    unless: [
      `=i|=me|=myself|=mom|=mum ~2 swallow|eat|drink ~4 ${BATTERY_MAGNET}`,
      "=can|=could|=should|=safe|=ok|=okay ~4 swallow|eat|chew|lick ~6 battery|magnet",
    ],
    educational: true,
  },
  {
    id: "poisoning",
    phrases: [
      `${INGEST} ~6 ${TOXIC}`,
      `chemical ~10 ${INGEST}`,
      `medicine ~4 ${INGESTED_PAST}`,
      `=got|=gotten|=get|=getting ~1 =into|=in|=at ~4 ${TOXIC}`,
      `=put|=putting|=puts|=had|=has|=stuck|=shoved ~3 ${TOXIC} ~4 =mouth|=nose|=ear`,
      // "got drain cleaner in her mouth", "some bleach on his face": a chemical in the mouth or eyes.
      `=got|=gotten|=get|=getting|=some ~3 chemical ~10 =mouth|=eye|=eyes|=face|=lips|=tongue`,
      "=overdose|=overdosed",
      // Cannabis edibles and nicotine, eaten in either order ("his THC gummies … she ate some").
      `${RECREATIONAL} ~12 ${INGESTED_PAST}`,
      `${INGEST} ~6 ${RECREATIONAL}`,
      // "got into my handbag … not sure how many are missing": pills unaccounted for.
      "=pills|=tablets|=capsules|=tabs|=gummies|=vitamins ~8 =missing",
      "=open|=opened ~8 =how ~1 =many ~3 =missing|=gone",
      "=got|=gotten|=getting ~1 =into ~3 =handbag|=bag|=purse|=medicine|=cabinet|=cupboard ~15 =missing|=open|=opened",
      "=double ~1 =dose|=dosed|=dosage",
      "=too ~1 =much ~4 medicine",
      "=wrong ~1 medicine|=dose",
      "=accidentally|=accidently|=mistake|=mistakenly|=accidentaly ~6 medicine|=dose|=dosage",
      "baby|child|=he|=she|=hes|=shes ~4 drink|=into ~4 =alcohol|=wine|=beer|=vodka|=whiskey|=whisky|=liquor|=rum|=gin|=tequila",
    ],
    unless: [
      // The parent's own medicine ("I took my tablets"); "I think he swallowed…" is the child.
      `=i|=me|=myself|=mom|=mum ~1 swallow|eat|drink|=take|=took|=taking ~4 ${TOXIC}`,
      "not ~2 swallow|eat|drink|=take ~3 medicine",
      "=to ~1 swallow|eat|drink|=take ~3 medicine",
      "=refuses|=refusing|refuse|=spits|=hates ~3 medicine",
      "eat|drink ~2 =after|=before|=while|=with ~3 medicine",
      "medicine ~3 =with|=in|=into ~2 =food|=milk|=juice|=water|=yogurt|=applesauce",
    ],
    // A parent's single dosing slip in a well child is poison-control advice (exposures.ts).
    when: (f) => !isDoseSlip(f),
    educational: true,
  },
  {
    id: "swallowed-object",
    phrases: [`swallow ~4 ${SMALL_OBJECT}`, `${SMALL_OBJECT} ~6 swallow`],
    educational: true,
  },
  {
    id: "choking",
    phrases: [
      {
        pattern: "choke",
        // Sputtering on a fast milk flow is common; real choking brings the signs other rules catch
        // (can't breathe, turning blue), so these stay routine on their own.
        unless: [
          "gag ~4 not ~2 choke",
          "not ~1 choke ~3 gag",
          "not ~1 choke ~2 =anymore",
          "choke ~3 =little|=bit|=sometimes|=occasionally|=slightly",
          ...GAG_CLEARED,
          ...CHOKE_ASKED,
          "choke ~4 =milk|=bottle|=letdown|=flow|=formula|=spit|spitup|=saliva|=drool",
        ],
      },
      "=something ~2 =stuck ~3 throat",
      "=stuck ~2 =in ~2 throat",
      "not ~2 cough ~3 cry|breathe",
      "not ~1 =sound|=sounds|=noise ~3 =coming|=come|=out",
    ],
    educational: true,
  },
  {
    id: "near-drowning",
    phrases: [
      {
        pattern: "drown",
        // "dry drowning", "secondary drowning": names parents ask about after a splash, not a submersion.
        unless: ["not ~2 drown", "=dry|=secondary|=delayed ~1 drown"],
      },
      { pattern: "underwater", unless: ["=swim ~2 =lessons|=class", "=hold ~3 =breath"] },
      "=facedown ~5 water",
      "water ~5 =facedown",
      "=floating ~4 water",
      "fall ~2 =into|=in ~2 =pool|=pond|=lake|=river|=sea|=ocean|=canal|=hottub|=jacuzzi",
      "=pulled|=fished|=dragged|=lifted|=grabbed ~4 =out ~3 =pool|=pond|=lake|=river|=sea|=ocean|=canal|=hottub|=jacuzzi",
      "=found ~4 =in|=at ~2 =the ~1 water ~3 unresponsive|not|=floating|=facedown",
    ],
    educational: true,
  },
  {
    id: "severe-bleeding",
    phrases: [
      {
        pattern:
          "blood ~3 =lot|=alot|=everywhere|=heavily|=badly|=gushing|=spurting|=pouring|=soaked|=soaking|=loads|=tons|=profusely",
        unless: ["not ~2 blood ~3 =lot|=alot|=much", "=little ~3 blood"],
      },
      "blood ~3 not ~2 stop",
      "=nosebleed|=nosebleeds ~6 not ~2 stop",
      // Pinched for minutes: an alarm while it goes on, not once it "stopped after pinching".
      {
        pattern: "=pinching|=pinched|=pressing ~8 =nose ~6 =minutes|=mins|=min",
        unless: STOPPED_BY_PRESSURE,
      },
      {
        pattern:
          "=nosebleed|=nosebleeds|=nose ~10 =pinching|=pinched|=pressing|=pressure ~6 =minutes|=mins|=min",
        unless: STOPPED_BY_PRESSURE,
      },
      "not ~2 stop ~8 =pinching|=pinched|=pressing|=pressure",
      "=pinching|=pinched|=pressing|=pressure ~12 not ~2 stop",
      "blood ~3 =nonstop",
      "blood ~3 =pumping|=squirting|=spraying|=pulsing|=streaming",
      "=pumping|=squirting|=spraying|=spurting|=gushing|=pouring ~3 =out|blood",
      // "soaking through nappies" is wee (a thirsty child weeing loads), not blood.
      {
        pattern:
          "=soaked|=soaking|=drenched ~4 =towel|=cloth|=bandage|=flannel|=tissue|=through|=plaster",
        unless: ["=soaking|=soaked|=drenched ~4 =nappies|=nappy|=diapers|=diaper"],
      },
      "=towel|=cloth|=bandage|=flannel|=tissues ~4 =soaked|=soaking|=drenched",
      "=nonstop ~3 blood",
      "not ~2 stop ~2 blood",
      "=gushing|=spurting",
      "=cut ~1 =off",
      // Bleeding that firm pressure has not stopped: "pressing a towel on it for 15 minutes and it's
      // still coming through", "still bleeding after 20 minutes", "soaked through the cloth".
      "=pressing|=pressure|=pressed|=holding|=held ~12 =still ~3 blood|=coming|=soaking|=seeping|=oozing",
      "=still ~1 blood ~4 =after ~3 =minutes|=mins|=min|=hour|=hours",
      "blood|=coming|=soaking|=soaked ~2 =through ~3 =towel|=towels|=cloth|=bandage|=gauze|=tissue|=tissues|=plaster|=nappy|=dressing",
    ],
  },
  {
    id: "nosebleed-wont-stop",
    when: (f) =>
      f.says(NOSEBLEED) &&
      !f.says(/\b(?:stopped|has stopped|its stopped)\b/) &&
      (f.says(NOSEBLEED_GOING_ON) || bleedingMinutes(f.text) >= 20),
    educational: true,
    pastOnly: true,
  },
  {
    id: "serious-burn",
    when: (f) =>
      hasBurn(f) &&
      (f.hasAny([
        "=big|=large|=huge|=massive|=bigger ~2 blister|burn",
        "=white|=charred|=black|=leathery",
        "skin ~3 =came|=coming|=peeled|=peeling|=off|=raw|=away|=sliding|=slipping",
        "chemical",
        "=electrical|=electrocuted|=electrocution|shock|=charger|=cable|=socket|=plug|=outlet",
        "=smoke|=fire",
        "=hand|=hands|=palm|=palms|face|lips|mouth|=nose|eyes|=ear|=ears|=finger|=fingers|=thumb|neck|=feet|=foot|=genitals|=genital|=groin|=privates|=penis|=vagina|=joint|=knee|=knees|=elbow|=elbows|=wrist|=chest|=arm|=arms|=leg|=legs|=back|=stomach|=tummy|=belly",
        // A hot drink or pan poured over the child covers more skin than it seems.
        "=over|=onto|=on ~1 =himself|=herself|=themselves",
        "=over|=onto ~1 =him|=her|=them",
        "=all ~1 =over",
        "=down ~2 =front|=chest",
      ]) ||
        // "on her" is the child's body, unless a small part follows ("splashed on her forearm").
        f.says(ON_THE_CHILD)),
    educational: true,
  },
  {
    id: "burn",
    when: hasBurn,
    educational: true,
  },
  {
    id: "smoke-inhalation",
    phrases: [
      "=smoke ~3 =inhaled|=inhalation|=breathed|=breathing|breathe|=lungs",
      "=inhaled|=breathed|breathe ~3 =smoke|=fumes",
      "=house|=apartment|=kitchen ~1 =fire",
      "=fire ~4 =house|=kitchen|=room|=flat|=home|=apartment|=bedroom|=building|=lounge",
      "=soot|=sooty|=black ~4 =nose|=nostrils|mouth|face",
      "=smoke|=smoky ~8 cough|hoarse|wheeze|breathe",
      "=carbon ~1 =monoxide",
    ],
    educational: true,
  },
  {
    id: "electric-shock",
    phrases: [
      "=electrocuted|=electrocution",
      "shock ~4 =outlet|=socket|=plug|=wire|=wires|=cord|cord|=cable|=electricity|=charger|=electric|=electrical",
      "=outlet|=socket|=plug|=wire|=electricity ~4 shock",
    ],
    educational: true,
  },
];
