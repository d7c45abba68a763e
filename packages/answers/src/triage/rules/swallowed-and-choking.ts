import type { Facts } from "../facts.js";
import type { RedFlagRule } from "../rule.js";
import { isDoseSlip } from "./exposures.js";
import {
  BREATHING_FINE,
  CHOKE_ASKED,
  GAG_CLEARED,
  HYDRATION_OR_TREATMENT,
} from "./danger-shared.js";

const INGEST =
  "swallow|eat|drink|chew|lick|=sucked|=sucking|=mouthed|=ingest|=consumed|=tasted|=sipped|=inhaled";
const TOXIC = "medicine|chemical|=syrup";
const BATTERY_MAGNET = "battery|magnet";
/** The child's own dose: "his nurofen", "her medicine", "his dose". */
const OWN_DOSE = "=his|=her|=their medicine|=dose|=doses";
/** More than a dose: "the whole bottle", "half the packet", "all of her calpol". */
const MEDICINE_AMOUNT =
  "=whole|=all|=half|=entire|=rest|=lots|=loads|=load|=handful|=bottle|=packet|=box|=pack|=sachets|=several|=few|=some|=more";
const RECREATIONAL =
  "=thc|=cannabis|=weed|=marijuana|=edible|=edibles|=nicotine|=vape|=vapes|=pouches|=snus";
/** Things a button battery comes out of: "swallowed something from the tv remote". */
const BATTERY_DEVICE =
  "=remote|=remotes|=fob|=keyfob|=calculator|=scales|=thermometer|=hearing|=watch|=candle|=candles|=tealight|=greeting|=card|=torch|=flashlight";
const INGESTED_PAST =
  "=ate|=swallowed|=swallowd|=drank|=chewed|=eaten|=licked|=sucked|=ingested|=swalowed|=swollowed";
const SMALL_OBJECT =
  "=coin|=coins|=penny|=pennies|=dime|=quarter|=lego|=legos|=bead|=beads|=marble|=marbles|=screw|=earring|=button|=pin|=pins|=tack|=rock|=stone|=pebble|=toy|=cap|=crayon|=clip|=ring|=bolt|=nail|=needle|=glass";

/** A household chemical got at: "got the bleach open", "found him with the drain cleaner". */
const CHEMICAL_GOT_AT =
  "=got|=gotten|=opened|=open|=found|=grabbed|=reached|=holding|=playing|=into|=spilled|=spilt ~6 chemical";
/** What a caustic does to the mouth: white or red burns, blisters, drooling, can't swallow. */
const MOUTH_BURNT =
  "=drool|=drooling|=dribbling|=blisters|=blistered|=blistering|=white|red|burn|=raw ~4 =lips|=lip|=tongue|mouth|=gums|=chin|=drool|=drooling|=dribbling|swallow";

const MOUTH_BURNT_TOLD =
  "=lips|=lip|=tongue|mouth|=gums ~4 =white|red|burn|=raw|=blisters|=blistered|=blistering|=sore";

/**
 * Everyday products of the bathroom and nursery: a lick or a bit of them is harmless (the
 * information answer), a large amount is for Poison Control, and with signs it is a poisoning.
 */
const EVERYDAY_PRODUCT =
  "=toothpaste|=soap|=shampoo|=conditioner|=bodywash|=suncream|=sunscreen|=sunblock|=lotion|=moisturiser|=moisturizer|=vaseline|=sudocrem|=bepanthen|=chapstick|=lipbalm|=lipstick|=crayon|=crayons|=playdough|=playdoh";
/** A large amount: "a whole tube", "half the bottle", "loads of". */
const LARGE_AMOUNT = [
  `=whole|=half|=entire|=full|=most|=loads|=load|=lots|=handful|=handfuls|=mouthfuls ~4 ${EVERYDAY_PRODUCT}`,
  `=a|=the ~1 =tube|=tub|=bottle|=pot ~1 =of ${EVERYDAY_PRODUCT}`,
];
const PRODUCT_EATEN = [
  `${INGESTED_PAST}|=eating|=drinking|=swallowing ~8 ${EVERYDAY_PRODUCT}`,
  `${EVERYDAY_PRODUCT} ~8 ${INGESTED_PAST}`,
];
/** Signs after a swallow: the poisoning card's own list (vomiting, drooling, coughing, drowsiness, wobbliness). */
const SWALLOW_SIGNS =
  "vomit|=sick|=drool|=drooling|=dribbling|cough|sleepy|=drowsy|=wobbly|=unsteady|=floppy|=limp|=breathing|breathe|=fitting|seizure";
const largeProductSwallow = (f: Facts) => f.hasAny(PRODUCT_EATEN) && f.hasAny(LARGE_AMOUNT);
/** A dose the parent gave that was spat out: not a swallow of someone else's pills. */
const GIVEN_DOSE = [
  "=spat|=spit|=spits|=spitting|=dribbled",
  "=gave|=giving|=give|=given ~6 medicine",
];

/** Things swallowed or stuck: a battery or magnet, medicines and chemicals, small objects, choking. */
export const swallowingRules: readonly RedFlagRule[] = [
  {
    id: "battery-or-magnet",
    phrases: [
      `${INGEST} ~6 ${BATTERY_MAGNET}`,
      `${BATTERY_MAGNET} ~10 ${INGEST}`,
      `=got|=gotten|=get|=getting ~1 =into|=in|=at|=hold ~4 ${BATTERY_MAGNET}`,
      `=put|=putting|=puts|=had|=has|=stuck|=shoved|=popped ~3 ${BATTERY_MAGNET} ~4 =mouth|=nose|=ear|=ears|=nostril`,
      // Missing or gone, not "gone flat" or a cover that has "gone loose".
      {
        pattern: `${BATTERY_MAGNET} ~6 =missing|=gone`,
        unless: ["=gone ~1 =flat|=dead|=loose|=wobbly|=soft|=off|=weak"],
      },
      `${INGEST} ~4 =something|=thing|=bit|=part|=piece ~4 =from|=off|=out|=inside ~5 ${BATTERY_DEVICE}`,
      `=back ~2 =off ~4 ${BATTERY_DEVICE} ~8 ${INGEST}`,
      `${BATTERY_MAGNET} ~8 not ~2 =find|=found`,
      // A battery the parent can't find, told before the question ("can't find one of the little
      // flat batteries… could he have swallowed it?"): a suspected swallow, which is the emergency.
      `=cant|=cannot|=couldnt|not ~2 =find|=found|=locate ~8 ${BATTERY_MAGNET}`,
      `=found ~6 =with|=chewing|=sucking|=holding ~4 ${BATTERY_MAGNET}`,
    ],
    unless: [
      `=i|=me|=myself|=mom|=mum ~2 swallow|eat|drink ~4 ${BATTERY_MAGNET}`,
      // Permission asked ("is it ok to eat…"), not a swallow told in the past ("is it ok if he swallowed a magnet").
      "=can|=could|=should|=safe|=ok|=okay ~4 =swallow|=eat|=chew|=lick|=swallowing|=eating|=chewing|=licking ~6 battery|magnet",
    ],
    educational: true,
  },
  {
    id: "poisoning",
    phrases: [
      // "Drank her calpol", "swallowed his nurofen dose": the child's own dose given, not a
      // poisoning; a sibling's medicine ("her brother's calpol") or an amount still counts.
      { pattern: `${INGEST} ~6 ${TOXIC}`, unless: [OWN_DOSE, ...HYDRATION_OR_TREATMENT] },
      `${INGEST} ~6 ${MEDICINE_AMOUNT} ~4 medicine`,
      `medicine ~8 =whole|=all|=entire|=half ~2 =thing|=lot|=bottle|=packet|=box|=of`,
      `=got|=found|=grabbed|=opened|=reached ~3 =bottle|=packet|=box|=pack ~10 ${INGESTED_PAST}`,
      `chemical ~10 ${INGEST}`,
      // A pod or capsule that burst or leaked in the mouth is a swallow even without the verb
      // ("the washing pod popped in her mouth").
      "chemical|=liquitab|=liquitabs ~4 =burst|=bursted|=popped|=split|=leaked|=leaking|=exploded|=squirted|=broke|=broken|=opened ~4 =mouth|=lips|=tongue|=face",
      "=burst|=bursted|=popped|=split|=leaked|=exploded|=squirted ~4 chemical|=liquitab|=liquitabs ~4 =mouth|=lips|=tongue|=face",
      // A product got at, then a burnt mouth ("got the drain unblocker open… white patches on his
      // lips, drooling"): a caustic swallow told by its signs, without the verb.
      `${CHEMICAL_GOT_AT} ~25 ${MOUTH_BURNT}`,
      `${CHEMICAL_GOT_AT} ~25 ${MOUTH_BURNT_TOLD}`,
      // "a mouthful of paraffin", "took a swig of the lamp oil".
      "=mouthful|=mouthfuls|=swig|=gulp|=sip|=slurp ~3 chemical",
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
      // An adult's pill found loose while the child had something in the mouth, or a bottle open
      // and nobody sure whether any went down: a possible swallow is treated as one.
      "=pill|=pills|=tablet|=tablets|=capsule|=capsules ~14 =something|=anything|=stuff ~3 =mouth",
      "=something|=anything|=stuff ~3 =mouth ~14 =pill|=pills|=tablet|=tablets|=capsule|=capsules",
      { pattern: "medicine ~12 not ~2 =tell|=sure|=know ~4 swallow|eat", unless: GIVEN_DOSE },
      {
        pattern:
          "not ~1 =sure|=tell|=know ~2 =if|=whether ~3 swallow|eat ~4 =any|=some|=one|medicine",
        unless: GIVEN_DOSE,
      },
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
  // A large amount of an everyday product: Poison Control now; with signs, the swallow card.
  {
    id: "danger-dangerous-swallow",
    phrases: [SWALLOW_SIGNS],
    when: largeProductSwallow,
    educational: true,
  },
  {
    id: "danger-dangerous-swallow-urgent",
    when: (f) => largeProductSwallow(f) && !f.has(SWALLOW_SIGNS),
    educational: true,
  },
  {
    id: "swallowed-object",
    phrases: [`swallow ~4 ${SMALL_OBJECT}`, `${SMALL_OBJECT} ~6 swallow`],
    // A fruit stone or pip is food that passes, not an object.
    unless: [
      "=cherry|=plum|=peach|=olive|=olives|=date|=dates|=apricot|=fruit|=grape|=lychee|=mango|=avocado ~1 =stone|=stones|=pit|=pits|=pip|=pips|=seed|=seeds",
    ],
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
          // "chokes a bit", "choked a little" (a hedge), not "choking on a bit of apple" (a
          // quantity, read as "little apple").
          "choke =a =little|=bit",
          "choke ~3 =sometimes|=occasionally|=slightly",
          ...GAG_CLEARED,
          ...CHOKE_ASKED,
          // A sip of water or juice that went down the wrong way, as with milk.
          "choke ~4 =milk|=bottle|=letdown|=flow|=formula|=spit|spitup|=saliva|=drool",
          "choke ~4 =juice|=drink|=squash|=sip|=drinking|=sipping|=gulping",
          "choke ~2 =her|=his|=their ~1 =water",
        ],
      },
      // Whatever was choked on, a wheeze or noisy breathing after it is the airway's.
      "choke ~12 wheeze|=noisy|=stridor|=rattly|=rattling|=whistling",
      "=something ~2 =stuck ~3 throat",
      "=stuck ~2 =in ~2 throat",
      // "can't cough, cry or breathe"; "no cough, breathing fine" is a parent listing what is absent.
      { pattern: "not ~2 cough ~3 cry|breathe", unless: BREATHING_FINE },
      "not ~1 =sound|=sounds|=noise ~3 =coming|=come|=out",
    ],
    educational: true,
  },
];
