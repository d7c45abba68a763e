import type { Facts } from "../facts.js";
import { phraseHolds, type PhraseSpec, type RedFlagRule } from "../rule.js";
import { SRC } from "../sources.js";
import { OWN_BURN } from "./danger-lexicon.js";

const FALL_EVENT: PhraseSpec = {
  pattern: "fall",
  unless: [
    "fall ~1 sleepy|=back|=apart|=behind",
    "=in ~1 =the ~1 fall",
    "=dropped ~2 =nap|=naps|=feed|=feeds|=feeding|=bottle|=pacifier|=binky|=dummy|=toy|=toys|=phone|=food|=spoon|=cup|=sippy|weight|=percentile|=percentiles",
  ],
};

const HEAD_EVENT: PhraseSpec[] = [
  FALL_EVENT,
  "hit ~3 head",
  "head ~3 hit",
  "head ~2 =injury|=injured|=trauma|=knock|=knocked",
  "=concussion|=concussed",
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
const INGESTED_PAST =
  "=ate|=swallowed|=swallowd|=drank|=chewed|=eaten|=licked|=sucked|=ingested|=swalowed|=swollowed";

const SMALL_OBJECT =
  "=coin|=coins|=penny|=pennies|=dime|=quarter|=lego|=legos|=bead|=beads|=marble|=marbles|=screw|=earring|=button|=pin|=pins|=tack|=rock|=stone|=pebble|=toy|=cap|=crayon|=clip|=ring|=bolt|=nail|=needle|=glass";

const BURN_EVENT: PhraseSpec[] = [
  {
    pattern: "burn",
    unless: [
      "=sunburn|=sunburnt|=heartburn|=razor",
      "=like ~2 burn",
      "burn ~1 =calories|=energy|=toast|=food",
    ],
  },
  "hot|=boiling|=scalding ~2 =coffee|=tea|=water|=soup|=oil|=noodles|=drink|=liquid|=milk|=pan|=pot|=kettle ~6 =spilled|=spill|=pulled|=poured|=knocked|=splashed|=over|=on|blister",
  "=spilled|=pulled|=knocked|=splashed|=poured ~5 hot|=boiling ~2 =coffee|=tea|=water|=soup|=oil|=noodles|=drink|=liquid|=milk",
  "blister ~6 hot|=stove|=oven|=iron|=curling|=coffee|=tea|=radiator|=heater|=fireplace|=kettle",
  "=stove|=oven|=iron|=curling|=radiator|=heater|=fireplace|=kettle|=grill|=bbq ~6 blister",
  "=electrocuted|=electrocution",
];

/** "a 6 cm lump", "bump 2 inches across": the NHS treats a bump or cut over 5 cm on the head as high impact. */
function lumpOver5cm(text: string): boolean {
  for (const m of text.matchAll(/(\d+(?:\.\d+)?) ?(cm|centimet(?:er|re)s?|inch(?:es)?|in)\b/g)) {
    const cm = m[2]!.startsWith("c") ? Number(m[1]) : Number(m[1]) * 2.54;
    if (cm >= 5) return true;
  }
  return false;
}

/** "fell 4 feet", "fell about 1.5 m": higher than about a metre. */
function fallHeightOver1m(text: string): boolean {
  for (const m of text.matchAll(/(\d+(?:\.\d+)?) ?(feet|foot|ft|m|metres?|meters?)\b/g)) {
    const metres = m[2]!.startsWith("f") ? Number(m[1]) * 0.3048 : Number(m[1]);
    if (metres >= 1) return true;
  }
  return false;
}

const hasBurn = (f: Facts) => BURN_EVENT.some((p) => phraseHolds(f, p)) && !f.hasAny(OWN_BURN);
const headInjury = (f: Facts) => HEAD_EVENT.some((p) => phraseHolds(f, p));
const fall = (f: Facts) => phraseHolds(f, FALL_EVENT);

export const injuryRules: readonly RedFlagRule[] = [
  {
    id: "head-injury-warning-signs",
    label:
      "Head injury with vomiting, drowsiness, a seizure, unequal pupils or other warning signs",
    urgency: "emergency",
    action:
      "Call 911 or go to the emergency department now: after a fall or a knock to the head, vomiting, drowsiness, a seizure, unequal pupils or fluid from the ears or nose are signs of a serious head injury.",
    whileWaiting: [
      "Keep your child still and lying down; if they might have hurt their neck, don't move them unless they are in danger.",
      "If they are vomiting or very drowsy, lay them on their side and stay with them.",
      "Don't give anything to eat or drink, or any medicine, until a doctor has seen them.",
      "Note the time of the injury and any changes you see.",
    ],
    sources: [SRC.nhsHeadInjury, SRC.webmdHeadInjury],
    when: (f) => headInjury(f) && f.hasAny(HEAD_SIGNS),
    educational: true,
  },
  {
    id: "high-impact-fall",
    label:
      "High-impact fall or accident (from above the child's height, down stairs, a changing table, a car crash)",
    urgency: "emergency",
    action:
      "Call 911 or go to the emergency department now: a fall from higher than your child's own height, down stairs or from a changing table, or a road accident needs an urgent check even if they seem fine.",
    whileWaiting: [
      "Don't move your child if they might have hurt their neck or back, unless they are in danger where they are.",
      "Keep them warm and still, and watch their breathing and how alert they are.",
      "Don't give anything to eat or drink until a doctor has seen them.",
    ],
    sources: [SRC.nhsHeadInjury, SRC.webmdHeadInjury],
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
    id: "fall-young-baby",
    label: "A fall in a baby under 1 year",
    urgency: "urgent",
    action:
      "Call your pediatrician now: babies under 1 year should be checked by a doctor after a fall, even if they seem fine.",
    whileWaiting: [
      "Watch your baby closely for the next 48 hours.",
      "Call 911 if they vomit, become drowsy or hard to wake, have a seizure, seem floppy, or one pupil looks bigger than the other.",
    ],
    sources: [SRC.nhsHeadInjury, SRC.webmdHeadInjury],
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
    label: "Swallowed (or may have swallowed) a button battery or magnets",
    urgency: "emergency",
    action:
      "Call 911 or go to the emergency department now: a swallowed button battery can burn through the food pipe within hours, and swallowed magnets can tear the bowel; your child needs an X-ray straight away, even if they seem fine.",
    whileWaiting: [
      "Don't wait for symptoms: go now, even if your child is eating, playing and seems well.",
      "Don't make your child vomit and don't give them anything to eat or drink.",
      "Take the device, the battery packaging or a matching magnet with you, and tell the staff if any batteries or magnets are missing.",
      "A battery pushed into the nose or an ear needs the emergency department too: it can burn there as well.",
    ],
    sources: [SRC.nhsAlderHeySwallowed, SRC.nhsWhat018SwallowedObject],
    phrases: [
      `${INGEST} ~6 ${BATTERY_MAGNET}`,
      `${BATTERY_MAGNET} ~10 ${INGEST}`,
      `=got|=gotten|=get|=getting ~1 =into|=in|=at|=hold ~4 ${BATTERY_MAGNET}`,
      `=put|=putting|=puts|=had|=has|=stuck|=shoved|=popped ~3 ${BATTERY_MAGNET} ~4 =mouth|=nose|=ear|=ears|=nostril`,
      `${BATTERY_MAGNET} ~6 =missing|=gone`,
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
    label: "Swallowed (or may have swallowed) medicine or household chemicals",
    urgency: "emergency",
    action:
      "Call 911 (or Poison Control at 1-800-222-1222 if your child is awake and breathing normally) now: medicines and household chemicals can cause serious harm within hours.",
    whileWaiting: [
      "Don't make your child vomit and don't give them anything to eat or drink unless poison control tells you to.",
      "Take the container or packet with you so doctors know exactly what it was.",
      "Wipe out any remaining tablets or liquid from your child's mouth.",
    ],
    sources: [SRC.nhsMedicineSafety, SRC.whattoexpectBabyproofing, SRC.aapChokingPrevention],
    phrases: [
      `${INGEST} ~6 ${TOXIC}`,
      `chemical ~10 ${INGEST}`,
      `medicine ~4 ${INGESTED_PAST}`,
      `=got|=gotten|=get|=getting ~1 =into|=in|=at ~4 ${TOXIC}`,
      `=put|=putting|=puts|=had|=has|=stuck|=shoved ~3 ${TOXIC} ~4 =mouth|=nose|=ear`,
      "=overdose|=overdosed",
      "=double ~1 =dose|=dosed|=dosage",
      "=too ~1 =much ~4 medicine",
      "=wrong ~1 medicine|=dose",
      "=accidentally|=accidently|=mistake|=mistakenly|=accidentaly ~6 medicine|=dose|=dosage",
      "baby|child|=he|=she|=hes|=shes ~4 drink|=into ~4 =alcohol|=wine|=beer|=vodka|=whiskey|=whisky|=liquor|=rum|=gin|=tequila",
    ],
    unless: [
      `=i|=me|=myself|=mom|=mum ~2 swallow|eat|drink|=take|=took|=taking ~4 ${TOXIC}`,
      "not ~2 swallow|eat|drink|=take ~3 medicine",
      "=to ~1 swallow|eat|drink|=take ~3 medicine",
      "=refuses|=refusing|refuse|=spits|=hates ~3 medicine",
      "eat|drink ~2 =after|=before|=while|=with ~3 medicine",
      "medicine ~3 =with|=in|=into ~2 =food|=milk|=juice|=water|=yogurt|=applesauce",
    ],
    educational: true,
  },
  {
    id: "swallowed-object",
    label: "Swallowed a coin or small object",
    urgency: "urgent",
    action:
      "Call your pediatrician now: a swallowed coin or small object may need an X-ray, and anything that could be a button battery or magnet needs the emergency department straight away.",
    whileWaiting: [
      "Don't try to make your child vomit and don't reach blindly into their mouth.",
      "Call 911 if they drool, can't swallow, gag, vomit, cough a lot or have trouble breathing.",
      "Look for any missing batteries or magnets nearby, and bring any packaging.",
    ],
    sources: [SRC.aapChokingPrevention, SRC.webmdChokingPrevention],
    phrases: [`swallow ~4 ${SMALL_OBJECT}`, `${SMALL_OBJECT} ~6 swallow`],
    educational: true,
  },
  {
    id: "choking",
    label: "Choking",
    urgency: "emergency",
    action:
      "Call 911 now and start choking first aid: a child who is choking and can't cough, cry or breathe needs help in seconds.",
    whileWaiting: [
      "If your child is coughing hard, let them keep coughing; don't slap their back while they can still cough.",
      "Baby under 1 year who can't cough, cry or breathe: lay them face down along your forearm, head lower than chest, and give 5 firm back blows between the shoulder blades; then turn them face up and give 5 chest thrusts with two fingers in the middle of the chest. Repeat until the object comes out.",
      "Child over 1 year who can't cough or breathe: stand behind them and give quick inward and upward thrusts just above the belly button (abdominal thrusts).",
      "Don't sweep blindly with your finger; only remove an object you can see and easily reach.",
      "If your child stops responding, start CPR and follow the dispatcher's instructions.",
    ],
    sources: [SRC.aapChokingPrevention, SRC.webmdChokingPrevention],
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
    label: "Pulled from water after being under or face down",
    urgency: "emergency",
    action:
      "Call 911 now: any child pulled from water after being under or face down needs an emergency check, even if they seem to recover.",
    whileWaiting: [
      "If your child isn't breathing, start CPR if you are trained and follow the dispatcher's instructions.",
      "If they are breathing, take off wet clothes, wrap them in a dry blanket and lay them on their side.",
      "Watch their breathing closely: coughing, fast breathing or sleepiness in the hours after can be serious.",
    ],
    sources: [SRC.cdcDrowning, SRC.nhsWaterSafety],
    phrases: [
      { pattern: "drown", unless: ["not ~2 drown"] },
      { pattern: "underwater", unless: ["=swim ~2 =lessons|=class", "=hold ~3 =breath"] },
      "=facedown ~5 water",
      "water ~5 =facedown",
      "=floating ~4 water",
      "fall ~2 =into|=in ~2 =pool|=pond|=lake|=river|=sea|=ocean|=canal|=hottub|=jacuzzi",
      "=found ~4 =in|=at ~2 =the ~1 water ~3 unresponsive|not|=floating|=facedown",
    ],
    educational: true,
  },
  {
    id: "severe-bleeding",
    label: "Severe bleeding",
    urgency: "emergency",
    action:
      "Call 911 now and press firmly on the wound: bleeding that is heavy, spurting or won't stop needs emergency help.",
    whileWaiting: [
      "Press firmly on the wound with a clean cloth or gauze and keep pressing without lifting to check.",
      "If blood soaks through, put more cloth on top and keep pressing; don't remove the first layer.",
      "Raise the injured arm or leg if you can, and keep your child lying down and warm.",
      "Don't pull out anything stuck in the wound; press around it instead.",
    ],
    sources: [SRC.kidshealthCuts],
    phrases: [
      {
        pattern:
          "blood ~3 =lot|=alot|=everywhere|=heavily|=badly|=gushing|=spurting|=pouring|=soaked|=soaking|=loads|=tons|=profusely",
        unless: ["not ~2 blood ~3 =lot|=alot|=much", "=little ~3 blood"],
      },
      "blood ~3 not ~2 stop",
      "blood ~3 =nonstop",
      "=nonstop ~3 blood",
      "not ~2 stop ~2 blood",
      "=deep ~2 cut",
      "cut ~3 =deep|=gaping|=bone",
      "=gushing|=spurting",
      "=cut ~1 =off",
    ],
  },
  {
    id: "serious-burn",
    label: "Serious burn or scald",
    urgency: "emergency",
    action:
      "Call 911 or go to the emergency department now: a burn that is large, deep (white or charred), on the face, neck, hands, feet, genitals or a joint, or caused by chemicals, electricity or smoke needs emergency care.",
    whileWaiting: [
      "Cool the burn under cool (not ice-cold) running water for 20 minutes; keep the rest of your child warm.",
      "Take off clothing and jewellery near the burn unless it is stuck to the skin.",
      "Cover the burn loosely with cling film or a clean, non-fluffy cloth.",
      "Don't put ice, butter, creams or ointments on it, and don't pop blisters.",
    ],
    sources: [SRC.nhsBurns, SRC.nhsNorfolkBurns],
    when: (f) =>
      hasBurn(f) &&
      f.hasAny([
        "=big|=large|=huge|=massive|=bigger ~2 blister|burn",
        "=white|=charred|=black|=leathery",
        "skin ~3 =came|=coming|=peeled|=peeling|=off|=raw",
        "chemical",
        "=electrical|=electrocuted|=electrocution|shock|=charger|=cable|=socket|=plug|=outlet",
        "=smoke|=fire",
        "=hand|=hands|=palm|=palms|face|lips|mouth|=nose|eyes|=ear|=ears|=finger|=fingers|=thumb|neck|=feet|=foot|=genitals|=genital|=groin|=privates|=penis|=vagina|=joint|=knee|=knees|=elbow|=elbows|=wrist|=chest|=arm|=leg|=back|=stomach|=tummy|=belly",
      ]),
    educational: true,
  },
  {
    id: "burn",
    label: "A burn or scald in a young child",
    urgency: "urgent",
    action:
      "Get medical advice today: any burn in a child under 5 should be seen by a doctor, nurse or pediatrician.",
    whileWaiting: [
      "Cool the burn under cool running water for 20 minutes.",
      "Cover it loosely with cling film or a clean, non-fluffy cloth.",
      "Don't put ice, butter, creams or ointments on it, and don't pop blisters.",
    ],
    sources: [SRC.nhsBurns, SRC.nhsNorfolkBurns],
    when: hasBurn,
    educational: true,
  },
  {
    id: "smoke-inhalation",
    label: "Breathed in smoke",
    urgency: "emergency",
    action:
      "Call 911 now: a child who has breathed in smoke from a fire needs an emergency check, even if they seem well at first.",
    whileWaiting: [
      "Get your child into fresh air, away from the smoke.",
      "If they aren't breathing, start CPR if you are trained and follow the dispatcher's instructions.",
      "Watch for coughing, a hoarse voice, fast breathing or drowsiness and tell the dispatcher.",
    ],
    sources: [SRC.nhsBurns, SRC.nhsNorfolkBurns],
    phrases: [
      "=smoke ~3 =inhaled|=inhalation|=breathed|=breathing|breathe|=lungs",
      "=inhaled|=breathed|breathe ~3 =smoke|=fumes",
      "=house|=apartment|=kitchen ~1 =fire",
      "=carbon ~1 =monoxide",
    ],
    educational: true,
  },
  {
    id: "electric-shock",
    label: "Electric shock",
    urgency: "emergency",
    action:
      "Call 911 now: a child who has had an electric shock needs an emergency check, even if they seem fine.",
    whileWaiting: [
      "Switch off the power before you touch your child if they are still in contact with the source.",
      "If they aren't breathing, start CPR if you are trained and follow the dispatcher's instructions.",
      "Cool any burn under cool running water and cover it loosely.",
    ],
    sources: [SRC.nhsBurns, SRC.nhsNorfolkBurns],
    phrases: [
      "=electrocuted|=electrocution",
      "shock ~4 =outlet|=socket|=plug|=wire|=wires|=cord|cord|=cable|=electricity|=charger|=electric|=electrical",
      "=outlet|=socket|=plug|=wire|=electricity ~4 shock",
    ],
    educational: true,
  },
];
