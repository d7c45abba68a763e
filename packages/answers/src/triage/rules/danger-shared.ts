import type { Facts } from "../facts.js";
import { phraseHolds, type PhraseSpec } from "../rule.js";

/**
 * The danger lexicon of the safety net (safety-net.ts): alarm concepts written broadly, so that an
 * emergency phrased in a way no specific rule foresaw still escalates. A "strong" concept is an alarm
 * by itself (not breathing, a colour change, a fit, a dangerous swallow…); a "moderate" one counts
 * together with another concept or with a parent's alarm ("help", "scared"). What to tell the parent
 * is in the protocol signs `danger-<id>` (emergency) and `danger-<id>-urgent` (packages/answers/protocols).
 */
// This file holds the concepts' shape and the phrase pieces and advice they share; the concepts
// themselves are in danger-strong.ts and danger-moderate.ts, joined in danger-lexicon.ts.
export interface DangerConcept {
  id: string;
  strength: "strong" | "moderate";
  /** Any one of these phrases shows the concept (head words; see pattern.ts). */
  phrases?: readonly PhraseSpec[];
  /** A further condition; with phrases, both must hold. */
  when?: (facts: Facts) => boolean;
}

export const TOXIC =
  "medicine|chemical|battery|magnet|=syrup|=alcohol|=vodka|=wine|=beer|=gin|=rum|=whisky|=whiskey|=liquor|=antifreeze|=screenwash|=turps|=turpentine|=acetone|=varnish|=dettol|=domestos|=descaler|=limescale|=caustic|=pellets|=pellet|=superglue|=glue|=liquitab|=liquitabs|=tabs|=ecig|=juul|=tobacco|=thc|=cannabis|=weed|=marijuana|=edible|=edibles|=nicotine|=vape|=pouches";
export const INGEST_VERB =
  "swallow|eat|drink|chew|lick|=bit|=bite|=biting|=bitten|=sucked|=sucking|=mouthed|=tasted|=sipped|=gulped|=downed|=inhaled|=snorted|=nibbled|=nibbling|=nibble|=munched|=munching|=chomped|=chomping|=crunched|=crunching|=gobbled|=scoffed|=necked|=sucking";
export const PLANT =
  "=berries|=berry|=mushroom|=mushrooms|=toadstool|=toadstools|=plant|=plants|=leaves|=leaf|=flower|=flowers|=seeds";
/** Plants poisonous enough that a few berries or leaves need help now, named by the parent. */
export const NAMED_TOXIC_PLANT =
  "=yew|=foxglove|=foxgloves|=laburnum|=nightshade|=oleander|=belladonna|=hemlock|=monkshood|=aconite|=toxicplant|=lilies|=daffodil|=daffodils|=dieffenbachia|=wisteria|=rhododendron|=azalea|=hydrangea|=oleander|=toadstool|=toadstools|=fungus|=fungi";
/** Plants whose names are also first names ("Holly", "Ivy", "Lily"): they count with the part eaten. */
const PLANT_NAME_ALSO_A_NAME =
  "=holly|=ivy|=mistletoe|=yew|=rowan|=privet|=laurel|=lily|=rhubarb|=castor|=potato|=tomato|=elder|=snowberry";
const PLANT_PART =
  "=berries|=berry|=leaves|=leaf|=flower|=flowers|=bulb|=bulbs|=seeds|=beans|=plant|=pollen|=stalk|=stalks";
export const PLANT_WITH_PART: readonly string[] = [
  `${PLANT_NAME_ALSO_A_NAME} ~1 ${PLANT_PART}`,
  `${PLANT_PART} ~3 =off|=from|=of|=on ~2 ${PLANT_NAME_ALSO_A_NAME}`,
];
export const PLANT_RISK =
  "=wild|=unknown|=poisonous|=garden|=random|=weird|=strange|=outside|=park|=some";
/** Outdoors, where a child picks a berry, leaf or mushroom nobody can name. */
export const PLANT_PLACE =
  "=garden|=lawn|=grass|=yard|=backyard|=hedge|=hedges|=hedgerow|=bush|=bushes|=shrub|=shrubs|=woods|=wood|=forest|=field|=path|=walk|=outside|=park|=playground|=ground|=verge|=allotment|=houseplant|=houseplants|=planter";
export const SMALL_OBJECT =
  "=coin|=coins|=penny|=pennies|=pound|=lego|=bead|=beads|=marble|=marbles|=screw|=earring|=button|=pin|=tack|=stone|=pebble|=toy|=cap|=clip|=ring|=bolt|=nail|=needle|=glass|=piece|=bit|=part|=something|=object";

/** Foods that most often block a child's airway, and the small things children put in their mouths. */
export const CHOKE_ITEM = `=grape|=grapes|=sausage|=hotdog|=nut|=nuts|=peanut|=peanuts|=popcorn|=candy|=sweet|=sweets|=lolly|=gobstopper|=apple|=carrot|=cherry|=tomato|=cheese|=meat|=chicken|=steak|=marshmallow|=chunk|=food|=balloon|${SMALL_OBJECT.replace("=something|", "")}`;

/** A question about whether the child may or should eat or drink something ("can she eat berries"). */
export const MAY_EAT =
  "=can|=could|=should|=when|=how|=safe|=ok|=okay|=allowed|=start|=give|=giving|=offer|=offering|=introduce|=let ~4 swallow|eat|drink|chew|lick";

/** A knock to the head in everyday words: "banged his head", "head smacked the floor". */
const KNOCK =
  "=bang|=banged|=banging|=bangs|=bumped|=bumping|=knocked|=smacked|=whacked|=cracked|=conked|=thumped";
/**
 * Head banging or rocking told as a habit at bedtime ("bangs his head against the cot when he's
 * going to sleep", "keeps head-banging to get himself off"): a common way of self-soothing, not a
 * knock. Only the present and habitual forms: "banged his head on the cot" is a knock.
 */
const SELF_SOOTHING_BANG = [
  "=bangs|=banging|=headbangs|=headbanging|=rocks|=rocking ~10 =sleep|=asleep|=bedtime|=naptime|=nap|=naps|=settle|=settles|=settling|=soothe|=soothes|=soothing|=rhythmically|=rhythmic",
  "=sleep|=asleep|=bedtime|=naptime|=settle|=settles|=settling ~10 =bangs|=banging|=headbangs|=headbanging",
];
export const HEAD_KNOCK: readonly PhraseSpec[] = [
  { pattern: `${KNOCK} ~3 head`, unless: SELF_SOOTHING_BANG },
  { pattern: `head ~3 ${KNOCK}`, unless: SELF_SOOTHING_BANG },
  // "headbutted the coffee table", "ran straight into the door frame".
  "=headbutted|=headbutt|=headbutting|=faceplanted|=faceplant",
  "=ran|=walked|=crashed|=smashed|=run|=walking|=running ~2 =into ~3 =door|=doorframe|=wall|=table|=corner|=post|=pole|=cupboard|=fireplace|=radiator",
];
/** "came off the top bunk", "rolled off the bed": a fall told without the word. */
export const COME_OFF =
  "=came|=come|=rolled|=tumbled|=toppled|=slid|=flew ~1 =off|=out ~3 =bunk|=bed|=bunkbed|=sofa|=couch|=chair|=table|=trampoline|=slide|=swing|=wall|=bike|=scooter|=frame|=top|=highchair|=counter|=changing";

/**
 * Something that comes away from the child's body, not the child falling: "when does the cord stump
 * fall off", "the scab fell off", "her hair is falling out", "will it fall off on its own".
 */
export const FALLS_AWAY: readonly string[] = [
  "=stump|=stumps|=cord|=umbilical|=navel|=bellybutton|=scab|=scabs|=tooth|=teeth|=hair|=nail|=nails|=toenail|=fingernail|=crust|=crusts|=clamp|=peg|=eyelashes|=lashes ~1 fall =off|=out",
  "=does|=will|=should|=would|=until|=till|=til|=before ~1 =it ~1 fall =off|=out",
];

export const HEAD_EVENT: readonly PhraseSpec[] = [
  {
    pattern: "fall",
    unless: [
      ...FALLS_AWAY,
      "fall ~1 sleepy|=back|=apart|=behind",
      "=dropped ~2 =nap|=naps|feed|=bottle|=pacifier|=dummy|=toy|=toys|=phone|=food|weight",
      // "flings his arms out like he's falling": the startle reflex, told by what it looks like.
      "=like|=if ~2 =falling|=dropping",
    ],
  },
  "hit ~3 head",
  "head ~3 hit",
  "head ~2 =injury|=injured|=knock|=knocked|=smash|=smashed",
  ...HEAD_KNOCK,
  COME_OFF,
];
export const HEAD_SIGN = [
  "vomit",
  "drowsy|lethargic|confused|unresponsive",
  "very|=unusually|=extra|=weirdly ~1 sleepy",
  "sleepy ~3 not ~2 wake",
  "=fluid|=clear|=runny|=watery|blood|=liquid ~5 =nose|=ear|=ears",
  "=nose|=ear|=ears ~4 =fluid|=clear|=runny|=watery|blood",
  "not ~2 =right|=himself|=herself|=normal",
  "=acting|=being|=seems|=looks ~2 =weird|=strange|=odd|=funny|=off|=dazed|=spaced|=vacant",
  "=wobbly|=dizzy|=unsteady|=stumbling|=balance|=cross|=crossed|=squint",
  "pupil",
  "=dent|=soft ~1 =spot",
  "not ~2 =move|=moving|=feel|=feeling ~3 neck|=legs|=arms|=leg|=arm",
];

/**
 * Drinking as a sign of hydration ("still drinking, calpol brings it down") and a medicine named as
 * the treatment ("calpol brings it down", "nurofen helps"): not a swallow of the medicine.
 */
export const HYDRATION_OR_TREATMENT = [
  "=still|=barely|=hardly|=is|=hes|=shes ~1 =drinking|=eating|=feeding",
  "=eating ~1 =and ~1 =drinking",
  "=drinking|=eating ~1 =well|=fine|=ok|=okay|=normally|=plenty|=less|=more|=lots|=loads|=much",
  "medicine ~2 =brings|=bringing|=brought|=helps|=helped|=helping|=works|=worked|=working|=knocks|=knocked|=keeps|=kept|=controls|=settles|=settled|=lowers|=lowered|=wears",
];

export const NOT_THEIR_OWN = [
  "=get|=make|=getting|=help|=how|=want|=wont|refuse|=trick ~4 =to ~1 swallow|eat|drink|=take|chew",
  "=his|=her|=their|=your ~1 medicine",
  "=i|=me|=myself|=mom|=mum ~2 swallow|eat|drink|=take|=took",
];
export const SWALLOWED_TOXIC: readonly PhraseSpec[] = [
  // "I took all my vitamins": the parent took them, not the child.
  {
    pattern:
      "=took|=taken|=swiped|=nicked ~4 =my|=mums|=mommys|=mummys|=moms|=dads|=daddys|=grandmas|=grandads|=nans|=nanas|=grannys|=someones|=adult|=sisters|=brothers ~2 medicine",
    unless: ["=i|=ive|=we|=weve ~1 =took|=taken|=have"],
  },
  {
    pattern:
      "=took|=taken ~3 =some|=handful|=whole|=bunch|=several|=few|=lots|=load|=loads ~3 medicine",
    unless: ["=i|=ive|=we|=weve ~1 =took|=taken|=have"],
  },
  "=overdose|=overdosed",
  "=double ~1 =dose|=dosed|=dosage",
  "=too ~1 =much ~4 medicine",
  "=accidentally|=accidently|=accidentaly|=mistake|=mistakenly|=wrong ~6 medicine|=dose|=dosage",
  "medicine ~5 =twice|=again|=extra ~4 =hour|=hours|=minutes|=mins|=apart",
  {
    pattern: `${INGEST_VERB} ~6 ${TOXIC}`,
    unless: [MAY_EAT, ...NOT_THEIR_OWN, ...HYDRATION_OR_TREATMENT],
  },
  {
    pattern: `${TOXIC} ~6 ${INGEST_VERB}`,
    unless: [
      MAY_EAT,
      ...NOT_THEIR_OWN,
      ...HYDRATION_OR_TREATMENT,
      "medicine ~3 =with|=in|=into ~2 =food|=milk|=juice|=water|=yogurt",
    ],
  },
];
/** Signs that a child got at something dangerous, even when nobody saw them swallow it. */
export const TOXIC_CIRCUMSTANCES = [
  "=found|=caught ~6 =with|=holding|=playing|=near|=next|=eating|=chewing|=sucking|=into",
  "=missing",
  "=spilt|=spilled ~3 =on|=over|=in ~2 =him|=her|=them|face|mouth|eyes",
  "not ~2 =sure|=know ~3 =how ~1 =many|=much",
  "=smells|smell ~3 =of|=like",
  "=got|=gotten|=getting|=get ~1 =into|=hold",
  "=some|=bits ~2 =gone",
];
/** A battery, magnet, pill or chemical put in the mouth, nose or ear. */
export const TOXIC_IN_BODY = `=put|=putting|=puts|=had|=has|=stuck|=shoved|=popped|=pushed ~3 medicine|chemical|battery|magnet ~4 mouth|=nose|=ear|=ears|=nostril`;

/** Pale said of a thing, not the child's skin: "her poos have gone really pale", "pale wee". */
export const PALE_THING = [
  "stool|pee|=wee|=wees|diaper|spitup|vomit|=milk ~5 pale",
  "pale ~2 stool|pee|=wee|=wees|diaper|spitup|vomit|=milk",
];

/**
 * Grunting that goes with pushing out a poo ("grunts and strains and goes red before she poops"):
 * a young baby learning to pass stool (infant dyschezia), not grunting to breathe.
 */
export const GRUNT_PUSHING = [
  "grunt ~8 =strain|=strains|=straining|=strained|=push|=pushes|=pushing|=pushed|stool|=bowel|=bowels|=constipated|=constipation",
  "=strain|=strains|=straining|=strained|=push|=pushes|=pushing|stool|=constipated ~8 grunt",
];

/** "No trouble breathing", "can't breathe through her nose": breathing words that are not an alarm. */
export const BREATHING_FINE = [
  "not ~1 =trouble|=difficulty|=difficulties|=problem|=problems|struggle|=hard|=issue|=issues|=noisy|fast|=heavy|=distress ~1 breathe",
  "not ~2 breathe ~1 =problem|=problems|=issue|=issues|=trouble|=difficulty|=difficulties|fast|=hard|=heavy|=noisy",
  "breathe ~2 =through ~3 =nose|nostrils|mouth",
  "breathe ~2 =fine|=normal|=normally|=ok|=okay|=well|=easily",
];

/** The parent's own burn ("a burn on my hand"), not the child's. */
export const OWN_BURN = [
  "=on|burn|=blistered =my =hand|=hands|=arm|=arms|=finger|=fingers|=thumb|=leg|=legs|=face|=wrist|=palm",
  "=i ~2 burn ~1 =my|=myself",
];
/** The body's wider areas, where the size of the burn decides (the protocol's list is the special areas). */
export const WIDE_AREA =
  "=chest|=arm|=arms|=forearm|=leg|=legs|=back|=stomach|=tummy|=belly|=shoulder|=thigh";
/**
 * The burn told as small: "a small scald", "tiny burn", "10p-sized", "the size of a coin", "no
 * bigger than a penny". Only the size: "small blister" beside "skin came off" still counts its own words.
 */
export const SMALL_BURN =
  /\b(?:small|smallish|tiny|little|teeny|minor|1p|2p|5p|10p|20p|penny|coin|pea|dime|nickel|thumbnail|fingernail|fingertip|stamp)(?: ?sized?)? (?:\w+ )?(?:burn|scald|mark|patch|spot|area|blister|red|pink)\w*\b|\b(?:10p|5p|1p|2p|20p|coin|penny|pea|dime|nickel|thumbnail|fingernail|stamp) ?sized?\b|\b(?:size of|smaller than|no bigger than|as big as) (?:a |an |my )?(?:1p|2p|5p|10p|20p|penny|coin|pea|dime|nickel|quarter|thumbnail|fingernail|fingertip|stamp|grape|button)\b/;

/**
 * A burn told as reddened skin that has not blistered ("a bit red, no blister", "red mark, not
 * blistered"): a superficial burn. On a hand, finger, foot or joint the protocol sends a blistered
 * or deep burn to the emergency department; a superficial one there is the call-today burn. Any
 * blister told, or a deep, white, peeling or large burn, is not superficial.
 */
const NO_BLISTER =
  /\b(?:no|not|without|hasnt|hasn t|isnt|isn t|didnt|didn t|never|nor) (?:\w+ ){0,2}blister\w*\b/g;
const DEEPER =
  /\b(?:blister\w*|white|charred|black|leathery|peel\w*|raw|came off|coming off|bubbl\w*|weep\w*|big|large|huge|massive|whole|all over|yet|boiling|electric\w*|chemical|acid|bleach)\b/;
export const superficialBurn = (f: Facts) => {
  const text = f.text.toLowerCase();
  return NO_BLISTER.test(text) && !DEEPER.test(text.replace(NO_BLISTER, " "));
};
/** The hands, feet and joints: special areas for a blistered or deep burn. */
export const HAND_FOOT_SITES =
  "=hand|=hands|=palm|=palms|=finger|=fingers|=fingertip|=fingertips|=thumb|=feet|=foot|=toe|=toes|=joint|=knee|=knees|=elbow|=elbows|=wrist";

/**
 * The sun's sense of "burn": a message about the sun, sunscreen or SPF ("which sunscreen for my 8
 * month old, she burns easily", "worried about burns on holiday") with nothing hot that burns by
 * touch. Sunburn is read by its own rule (teeth-bites-skin.ts); a scald or contact burn beside the
 * sun ("burnt his feet on the hot sand", "the slide burnt her legs") is still a burn.
 */
const SUN_WORDS =
  /\b(?:sun|suns|sunny|sunshine|sunscreens?|suncreams?|sun creams?|sunblock|sun block|spf|uv|uva|uvb|sunhat|sun hat|sunbathing|tanning|heatwave)\b/;
const TOUCH_HEAT =
  /\b(?:stove|oven|hob|cooker|iron|kettle|boiling|scald\w*|steam|hot (?:water|drink|tea|coffee|soup|oil|pan|plate|tap|bath|sand|metal|slide|buckle|pavement|tarmac|car seat)|tea|coffee|soup|pan|saucepan|fire|bonfire|fireworks?|sparklers?|candles?|matches|lighter|radiator|heater|straighteners|curling|toaster|grill|bbq|barbecue|bath|sand|slide|buckle|metal|pavement|tarmac|chemical|bleach|electric\w*|socket)\b/;
export const sunSenseOfBurn = (f: Facts) => f.says(SUN_WORDS) && !f.says(TOUCH_HEAT);

export const HOT_SPILL =
  "hot|=boiling|=scalding|=kettle ~3 =water|=tea|=coffee|=soup|=oil|=noodles|=drink|=milk|=kettle ~6 =spilled|=spilt|=spill|=pulled|=poured|=knocked|=splashed|=over|=on|=down";

/**
 * A parent's plan or wish to end their life, in everyday words: "I just want it all to stop", "I've
 * got all my tablets out".
 */
/** "all over his pyjamas", "all over the floor", "all over her face": where something is, not a wish. */
export const ALL_OVER_A_PLACE =
  "=all =over =his|=her|=the|=my|=your|=their|=its|=him|=me|=us|=them|=everything|=everywhere|=floor|=carpet|=bed|=cot|=crib|=sheets|=clothes|=face|=body|=hands|=place|=house|=kitchen";
/** "a faint rash", "a faint pink mark", "a faint line": faint said of what is seen, not of a child who faints. */
export const FAINT_OF_A_MARK =
  "=faint ~2 rash|=pink|=pinky|=red|=reddish|=redness|=purple|=yellow|=yellowish|=blue|=bluish|=line|=lines|=mark|=marks|=spot|=spots|=dot|=dots|=blotch|=blotches|=blotchy|=patch|=patches|=bruise|=bruising|=tinge|=trace|=streak|=streaks|=smell|=scar|=outline|=positive|=stain|=stains|=freckle|=freckles|=birthmark|=colour|=color";
/** Fainting, unless "faint" describes a mark or a colour ("a faint pinky rash"). */
export const FAINT: PhraseSpec = { pattern: "=faint", unless: [FAINT_OF_A_MARK] };

export const PARENT_INTENT: readonly PhraseSpec[] = [
  "=it ~1 =all ~2 =stop|=end",
  // "I want it all to be over", not "picking it, blood all over his pyjamas": "all over" said of a
  // place or a body is where something spilled, and says nothing of the parent.
  { pattern: "=it ~1 =all ~2 =over", unless: [ALL_OVER_A_PLACE] },
  "=everything ~2 =to? =stop|=end ~1 =now|=forever",
  "=all ~1 =my ~2 =tablets|=pills|=meds|=medication ~4 =out|=lined|=ready|=counted|=collected|=saved",
  "=tablets|=pills|=meds ~3 =lined|=counted|=stockpiled|=saved ~2 =up",
  // The parent's own overdose, told with how recent it is: "I've taken all of my sertraline and
  // some co-codamol 20 mins ago" (not "I've taken all my antibiotics, can I breastfeed?").
  {
    pattern:
      "=ive|=i|=just ~2 =taken|=took|=swallowed ~2 =all|=handful|=packet|=packets|=bottle|=box|=loads|=lots|=strip ~2 =of ~1 =my ~12 =ago|=minutes|=mins|=hour|=hours",
    unless: ["=vitamins|=vitamin|=supplements|=prenatal|=prenatals|=folic|=antibiotics|=course"],
  },
  "=ive|=i ~2 =overdosed",
  // The means put by, in ordinary words: "I've got the pills counted out", "a load of my tablets
  // saved", "been stockpiling my meds" (not "counted the pills, 3 are missing": a child's swallow).
  "=tablets|=pills|=meds|=medication|=painkillers ~3 =counted|=lined ~1 =out|=up",
  "=tablets|=pills|=meds|=medication|=painkillers ~2 =saved|=stockpiled|=hoarded",
  "=saving|=stockpiling|=hoarding|=stockpiled|=hoarded ~1 =up? ~2 =tablets|=pills|=meds|=medication|=painkillers",
  // The plan: "thinking about taking them all", "want to take all my tablets", "going to swallow the
  // whole packet"; not a child who might take them, nor pills taken back to the pharmacy.
  {
    pattern:
      "=thinking|=think|=thought|=want|=wanna|=going|=gonna|=planning|=plan|=tempted|=considering|=could|=urge ~3 =take|=taking|=swallow|=swallowing ~1 =them|=those|=these ~1 =all",
    unless: [
      "=he|=she|=hes|=shes|=they|=theyre|=toddler|=child|=kids|=son|=daughter ~2 =going|=gonna|=might|=could|=will|=wants|=tries|=trying|=try",
      "=pharmacy|=chemist|=pharmacist|=dispose|=disposal|=recycle|=recycling|=back",
    ],
  },
  {
    pattern:
      "=thinking|=think|=thought|=want|=wanna|=going|=gonna|=planning|=plan|=tempted|=considering|=could|=urge ~3 =take|=taking|=swallow|=swallowing ~2 =all|=whole|=lot|=entire|=every ~3 =tablets|=tablet|=pills|=pill|=meds|=medication|=painkillers|=packet|=packets|=bottle|=box",
    unless: [
      "=he|=she|=hes|=shes|=they|=theyre|=toddler|=child|=kids|=son|=daughter ~2 =going|=gonna|=might|=could|=will|=wants|=tries|=trying|=try",
      "=pharmacy|=chemist|=pharmacist|=dispose|=disposal|=recycle|=recycling|=back|=wine|=beer|=vitamins|=antibiotics|=course|=dose|=doses",
    ],
  },
  // "thinking of overdosing on my antidepressants": the word for the act, said as a plan.
  {
    pattern:
      "=thinking|=think|=thought|=want|=wanna|=going|=gonna|=planning|=plan|=tempted|=considering|=could|=urge ~3 =overdose|=overdosing",
    unless: [
      "=he|=she|=hes|=shes|=they|=theyre|=toddler|=child|=kids|=son|=daughter|=baby ~3 =overdose|=overdosing",
      "=how|=what|=signs|=symptoms ~3 =overdose",
    ],
  },
  // "they'd all be better without me" (the "off" left out); not a baby who settles better without
  // a parent in the room.
  {
    pattern: "=be ~1 =better ~1 =off? ~1 =without ~1 =me",
    unless: ["=room|=sleep|=sleeps|=settle|=settles|=nap|=naps|=bedtime|=feeds|=feed|=bottle"],
  },
  // "everyone would be better off if I wasn't here", "I wish I wasn't here any more".
  "=better ~1 =off ~4 =if ~1 =i|=im ~2 =wasnt|=werent|=was|=were|=died|=disappeared|=gone|=dead|=left",
  "=wish ~2 =i|=id ~2 =wasnt|=werent|=was|=never|=could|=hadnt ~2 =here|=alive|=around|=born|=disappear|=vanish|=die|=dead",
  "=i ~1 not ~1 =want ~2 wake ~1 =up ~3 =anymore|=again|=tomorrow|=ever|=morning",
  "=no ~1 =point ~2 =living|=going|=carrying|=being|=anymore",
  "=cant ~1 =go ~1 =on ~3 =anymore|=living|=any",
];
/**
 * Beliefs out of touch with reality after a birth (postpartum psychosis): "she isn't really mine",
 * "the baby was swapped", "they're coming for us".
 */
/**
 * A care task the parent fears doing wrong: "scared to hurt her cutting her nails", "I have to
 * hurt him a bit to get the splinter out". Fear of an accident while caring is not a fear of
 * losing control.
 */
export const CARE_TASK_HURT =
  "=nail|=nails|=fingernails|=toenails|=clippers|=clipping|=trimming|=file|=filing|=thermometer|=syringe|=medicine|=haircut|=fringe|=massage|=splinter|=injection|=jab|=jabs|=shots|=vaccine|=vaccines|=drops|=plaster|=bandage|=stitches|=teeth|=toothbrush|=brush|=brushing|=comb|=combing|=hair|=cord|=stump|=bath|=bathing|=swaddle|=swaddling|=burp|=burping|=nappy|=diaper|=feelings|=circumcision|=frenulum|=tongue-tie";

export const PARENT_PSYCHOSIS = [
  "baby|=she|=he|=shes|=hes|=son|=daughter|=twins ~2 =isnt|=not|=wasnt|=arent ~2 =mine|=ours",
  "baby ~3 =swapped|=switched|=replaced",
  "=they|=someone|=somebody|=people ~2 =come|=coming ~1 =for ~1 =us|=me|=her|=him|=baby",
  "=messages|=voices|=signs ~4 =telling|=saying|=say|=says|=tell|=tells|=told ~2 =me|=her|=him|=that|=to",
  // One voice, unowned: "a voice telling me the baby is evil", "a voice in my head says" (not "the
  // voice of the health visitor telling me", "alexa's voice telling me the weather").
  "=a ~1 =voice ~4 =telling|=saying|=says|=tells|=told ~2 =me|=her|=him|=that|=to",
  "=voice|=voices ~1 =in ~1 =my|=her|=his ~1 =head",
];

/** Both orders of two word groups at most `gap` words apart ("lips ~3 blue" and "blue ~3 lips"). */
export function pair(a: string, b: string, gap = 3): string[] {
  return [`${a} ~${gap} ${b}`, `${b} ~${gap} ${a}`];
}

export const some = (f: Facts, specs: readonly PhraseSpec[]) =>
  specs.some((p) => phraseHolds(f, p));

/**
 * A gag that clears itself: the child coughs or brings the food back up and carries on eating. A
 * strong cough is the airway protecting itself; colour change or silence still alarm elsewhere.
 */
/**
 * Choking asked about rather than happening: first aid asked in general ("what do you do if a baby
 * chokes") or a gagging child the parent asks about ("he gags on every piece… is he choking").
 */
export const CHOKE_ASKED: readonly string[] = [
  "=what|=how ~4 =if|=when ~3 choke",
  // A fear for later: "scared she'll choke", "worried he might choke", "nervous about choking".
  "=worried|=worry|=worries|=scared|=afraid|=fear|=frightened|=terrified|=nervous|=anxious|=paranoid ~3 =will|=might|=could|=would|=may|=shell|=itll|=theyll ~1 choke",
  "=worried|=worry|=scared|=afraid|=fear|=frightened|=terrified|=nervous|=anxious|=paranoid ~1 =of|=about ~1 choke",
  "gag ~15 =is|=was|=are ~2 =he|=she|=they|=it|=this|=that ~1 choke",
];
/**
 * "is this a seizure?": the word asked about, not reported; the movements described decide (eyes
 * rolling, stiffness, not responding are their own phrases).
 */
export const SEIZURE_NAMED: PhraseSpec = {
  pattern: "seizure",
  unless: [
    "=is|=could|=might|=was ~2 =this|=it|=that|=these|=those ~2 seizure",
    // "did she have a seizure??", "could he have had a seizure?": asked, as above.
    "=did|=does|=has|=could|=might|=would ~1 =she|=he|=they|=baby ~3 seizure",
  ],
};
export const GAG_CLEARED: readonly string[] = [
  "cough|=coughs|=coughed|=spits|=spat|=brings|=brought|=pushes|=pushed ~3 =forward|=out|=up|=back ~8 =carries|=carried|=carry|=continues|=continued|=goes ~1 =on|=back|eat",
  "=carries|=carried|=carry ~1 =on ~1 eat|feed|=munching|=chewing",
];

/**
 * "Is something wrong?", "could something be wrong with her?": a question about what the parent
 * describes, not the parent's sense that something is wrong ("there's something wrong with him").
 */
const SOMETHING_WRONG_ASKED =
  /(?<!\bthere )\b(?:is|could|can|might|may) (?:there )?(?:\w+ )?something (?:\w+ )?(?:wrong|off)\b/;
export const asksWhetherSomethingWrong = (f: Facts) => f.says(SOMETHING_WRONG_ASKED);

/** The parent asks whether they shook the child: "have I shaken baby'd her?", "could we have shaken him". */
export const ASKS_IF_WE_SHOOK =
  /\b(?:have|did|could|might|would|may|do) (?:i|we) (?:\w+ )?(?:have )?(?:shaken|shook|shake)\b/;
/** The parent tells that they shook the child: "I shook her", "we shook him to wake him". */
export const SAYS_WE_SHOOK =
  /(?<!\b(?:have|did|could|might|would|may|do) )\b(?:i|we|ive|weve|i ve|we ve) (?:\w+ )?(?:shook|shaked|shaking)\b|(?<!\b(?:have|did|could|might|would|may|do) )\b(?:i|we) (?:have|had|did) (?:\w+ )?(?:shaken|shake)\b/;
