import type { PhraseSpec } from "../rule.js";
import { BLUE_STAINED, BLUE_UNLESS, blueOnlyAtEdges, coldLips } from "./breathing.js";
import {
  CHOKE_ASKED,
  SMALL_OBJECT,
  CHOKE_ITEM,
  BREATHING_FINE,
  pair,
  some,
  type DangerConcept,
  GAG_CLEARED,
  GRUNT_PUSHING,
} from "./danger-shared.js";

/** Strong alarm concepts of the airway and colour: not breathing, a colour change, choking, a stuck object, water, suffocation. */
export const BREATHING: DangerConcept = {
  id: "breathing",
  strength: "strong",
  phrases: [
    { pattern: "not|stop ~3 breathe", unless: BREATHING_FINE },
    "gasp",
    "=fighting|=struggling|=gulping|=sucking|=desperate ~2 =for ~1 =air|breathe",
    {
      pattern: "not ~3 =get|=getting|=catch|=catching ~2 =air|breathe|=breath",
      unless: BREATHING_FINE,
    },
    "=air ~2 not ~2 =get|=going|=getting",
    "ribs|skin|=chest|neck|=tummy|=belly|throat ~4 =goes|=going|=went|=pulls|=pulling|=sucks|=sucking|=sinks|=sinking|=caves|=caving|=dips|=dipping ~1 =in|=inward|=inwards|=under",
    "=in ~2 =under|=between|=below ~2 ribs",
    // "pulling in at his neck and between his ribs when he breathes".
    "=pulling|=sucking|=sinking|=caving|=drawing|=sucks|=pulls ~1 =in ~6 ribs|neck|=chest|=tummy|=belly|throat|=collarbone|=collarbones ~6 breathe",
    "=head ~2 =bobbing",
    "breathe ~3 =blue|=stopped|=pausing|=pauses|=gaps",
    ...pair(
      "breathe|=breath|=air",
      "=fighting|=gulping|=heaving|=labouring|=laboring|=desperate|=gasps|=gulps|=straining",
    ),
    ...pair(
      "=tummy|=belly|=stomach|=chest|ribs|neck",
      "=heaving|=sucking|=caving|=sinking|=pulling|=retracting|=seesawing",
      2,
    ),
    ...pair(
      "breathe",
      "=really|=very|=so|=super ~1 =shallow|=fast|=quick|=hard|=heavy|=laboured|=labored",
      3,
    ),
    {
      pattern: "struggle|=trouble|=difficulty|=difficult|=hard|=work|=working|=effort ~2 breathe",
      unless: BREATHING_FINE,
    },
    { pattern: "grunt ~4 breathe|=every", unless: GRUNT_PUSHING },
    "nostrils|=nose ~3 flare",
    "flare ~3 nostrils|=nose",
    "breathe ~3 fast ~8 not ~3 feed|=talk|cry|drink",
    "=breathless|=winded",
    "=squeaky|=squeak|=squeaking|=whistling|whistle|=noise|=stridor ~4 breathe ~8 =rest|=resting|=calm|=asleep|=still|=sitting|=even",
    "breathe ~4 =squeaky|=squeak|=whistling|whistle|=noise ~8 =rest|=resting|=calm|=asleep|=still|=sitting|=even",
  ],
};

export const COLOUR_CHANGE: DangerConcept = {
  id: "colour-change",
  strength: "strong",
  when: (f) => !blueOnlyAtEdges(f) && !coldLips(f) && !f.hasAny(BLUE_STAINED),
  phrases: [
    {
      pattern:
        "=turning|=turned|=turn|=turns|=went|=gone|=going|=goes|=changed|=changing|=change|=changes|=funny|=weird|=strange|=odd|=bad|=awful|=horrible|=scary ~3 =colour|=color|=colours|=colors|=shade",
      unless: [
        "eyes|=hair|stool|diaper|pee|vomit|spitup|=snot|=mucus|=toy|=toys|=walls|=room|=paint|=crayon|=crayons|=bruise|=bruises|=mark|=marks|=patch|=spot|=birthmark|=teeth|=tooth|=nails|=nail|=poo|=poop|=wee ~5 =colour|=color|=colours|=colors",
        "=colour|=color|=colours|=colors ~4 eyes|=hair|stool|diaper|pee|vomit|spitup|=snot|=mucus|=poo|=poop|=wee|=teeth|=nails|=mark|=marks|=patch|=spot|=birthmark|=bruise",
      ],
    },
    "=colour|=color ~2 =drained|=draining",
    "=white|pale|=dark|=darker|=dusky ~2 lips|=lip",
    "lips ~3 =white|=dark|=darker",
    {
      pattern:
        "blue|grey|purple ~3 lips|face|tongue|mouth|=gums|skin|=body|=all|=around|=round|=chest",
      unless: ["purple ~2 cry", "cry ~2 purple", "=baby ~1 blue ~2 eyes"],
    },
    "lips|face|tongue|mouth|=gums ~4 blue|grey|purple",
    // No "white" (a white tongue is thrush) and no gums (a bluish bump over a coming tooth is an eruption cyst).
    ...pair("lips|tongue|=fingernails|=nails", "blue|grey|purple|=dusky|=bluish|=greyish", 3),
    "=dusky|=ashen|=cyanosis|=cyanotic",
    // A colour named with another sign of a very ill child: "really drowsy and grey", "floppy and blue".
    {
      pattern:
        "drowsy|floppy|lethargic|unresponsive|pale|chilly|weak|sleepy|limp|=cold|=clammy|=quiet|=sweaty|=breathless ~2 =and|=or|=going|=gone|=looks ~1 grey|blue|purple",
      unless: [...BLUE_UNLESS, "purple ~2 cry", "cry ~2 purple", "blue|grey ~1 eyes|=eyed"],
    },
    {
      pattern:
        "=turning|=turned|=turn|=turns|=went|=gone|=going|=goes|=go|=looks|=looking|=look|=looked|=getting|=got|=is|=was|=seems|=hes|=shes ~2 blue|grey|purple",
      unless: [...BLUE_UNLESS, "purple ~2 cry", "cry ~2 purple"],
    },
  ],
};

/** A piece of food or a small thing was eaten, swallowed or went down the wrong way. */
const FOOD_WENT_DOWN: readonly string[] = [
  `swallow|eat|=bit ~5 ${CHOKE_ITEM}`,
  `${CHOKE_ITEM} ~6 swallow|=down`,
  "=down ~2 =wrong",
];
/**
 * The warning printed on a packet ("silica gel, DO NOT EAT", "label says do not swallow") is not a
 * child who cannot eat or swallow.
 */
const PRINTED_WARNING: readonly string[] = [
  "=do not eat|swallow|=ingest",
  "=says|=said|=reads|=printed|=label|=labelled|=labeled|=packet|=warning ~2 not eat|swallow|=ingest",
];
/** Drooling or unable to swallow: something may be stuck in the food pipe. */
const CANT_SWALLOW: readonly PhraseSpec[] = [
  "=drool|=drooling|=dribbling|=dribble",
  { pattern: "not ~3 swallow", unless: PRINTED_WARNING },
];

export const OBJECT_STUCK: DangerConcept = {
  id: "object-stuck",
  strength: "strong",
  when: (f) =>
    (f.hasAny([
      `swallow|eat|=bit|=put ~5 ${SMALL_OBJECT}`,
      `${SMALL_OBJECT} ~6 swallow`,
      "=stuck|=lodged ~3 throat|=chest|=windpipe|=airway",
    ]) &&
      some(f, [
        "=drool|=drooling|=dribbling|=dribble|=dribbles",
        { pattern: "not ~3 swallow|eat|drink|feed", unless: PRINTED_WARNING },
        "gag|vomit|cough|choke",
        "=chest|throat ~3 =pain|=hurts|=sore",
        "not ~2 breathe",
        "=wheezing|wheeze|=noisy",
      ])) ||
    // A piece of food that went down and stays there: "grape went down wrong, she's gagging and
    // drooling", "eating apple and now can't swallow her spit". Gagging alone is weaning.
    (f.hasAny(FOOD_WENT_DOWN) &&
      some(f, [...CANT_SWALLOW, ...(f.has("=down ~2 =wrong") ? ["gag"] : [])]) &&
      !f.has("=teething|=teeth|=tooth")),
};

/**
 * Cannot cough, cry, breathe or speak ("can't cough", "can't even cry", "isn't able to talk"), or
 * makes no sound; not "won't stop crying" (the words are adjacent: a skipped optional slot would
 * widen the gap).
 */
const AIRWAY_SOUND = "cough|breathe|cry|=talk|=speak";
const SILENT: readonly string[] = [
  `not ${AIRWAY_SOUND}`,
  `not =even|=really|=properly|=barely ${AIRWAY_SOUND}`,
  `not =able =to ${AIRWAY_SOUND}`,
  "not ~2 =sound|=noise|=noises",
];

export const CHOKING: DangerConcept = {
  id: "choking",
  strength: "strong",
  phrases: [
    {
      pattern: "choke",
      unless: [
        "not ~1 choke ~3 gag",
        "gag ~4 not ~2 choke",
        "choke ~3 =little|=bit|=sometimes|=occasionally|=slightly",
        ...GAG_CLEARED,
        ...CHOKE_ASKED,
        // A sip of water or juice that went down the wrong way, as with milk.
        "choke ~4 =milk|=bottle|=letdown|=flow|=formula|=spit|spitup|=saliva|=drool",
        "choke ~4 =juice|=drink|=squash|=sip|=drinking|=sipping|=gulping",
        "choke ~2 =her|=his|=their ~1 =water",
      ],
    },
    // A gag or cough, then silence; "coughing all day and now she can't stop crying" is not.
    ...SILENT.map((silent) => ({
      pattern: `gag|cough ~6 ${silent}`,
      // "no trouble breathing", "no noisy breathing": a sign ruled out, not a silent child.
      unless: [
        "=no|=without ~1 =noisy|=trouble|=problem|=problems|=difficulty|=issues|=struggle|=struggling|=fast|=hard ~1 breathe",
      ],
    })),
    // "grape!! she can't cough or make any noise": a silent, blocked airway. The "not" stands right
    // before the cough or cry: "the toy broke and he won't stop crying" is a child crying hard.
    ...SILENT.flatMap((silent) => [
      { pattern: `${CHOKE_ITEM} ~10 ${silent}`, unless: [...BREATHING_FINE] },
      { pattern: `${silent} ~10 ${CHOKE_ITEM}`, unless: [...BREATHING_FINE] },
    ]),
    "=stuck|=lodged ~3 throat|=windpipe|=airway",
    "=something ~3 =stuck|=lodged",
    "gag|choke ~6 =colour|=color|blue|grey|purple|pale",
    "=inhaled ~3 =piece|=bit|=food|=peanut|=nut|=grape|=popcorn|=bead|=toy|=lego",
  ],
};

export const WATER: DangerConcept = {
  id: "water",
  strength: "strong",
  phrases: [
    {
      pattern: "drown",
      // "dry drowning", "secondary drowning": names parents ask about after a splash, not a submersion.
      unless: ["not ~2 drown", "=dry|=secondary|=delayed ~1 drown"],
    },
    { pattern: "underwater", unless: ["=swim ~2 =lessons|=class", "=hold ~3 =breath"] },
    "=facedown ~5 water|=found",
    "=pulled|=fished|=lifted|=dragged|=grabbed|=got ~4 =out ~3 water",
    "=found ~4 =in ~2 water",
    "water ~4 =inhaled|=lungs",
    "=inhaled|=breathed ~3 water",
    "=floating ~4 water",
  ],
};

export const SUFFOCATION: DangerConcept = {
  id: "suffocation",
  strength: "strong",
  phrases: [
    "=bag|=blanket|=pillow|=cushion|=duvet|=wrap ~4 =over|=covering|=round|=around ~2 face|head|mouth|=nose",
    "=strangled|=strangling|=suffocated|=suffocating|=smothered|=asphyxiated",
    "cord|=string|=strap|=ribbon|=necklace|=rope|=wire|=blind|=straps ~4 =around|=round ~2 neck",
    "=wedged|=trapped|=stuck ~4 =between|=under|=behind ~3 =mattress|=cushion|=cushions|=wall|=bed|=crib|=cot|=couch|=sofa|=headboard",
  ],
};
