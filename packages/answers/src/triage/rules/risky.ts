import { protocol } from "../../protocols/load-protocols.js";
import type { Facts } from "../facts.js";
import type { RiskyRedirect } from "../types.js";
import { hasBurn } from "./burns-and-shocks.js";

/**
 * A request that would put a child at risk and how to recognise it. The firm "don't", the reason and
 * the safe alternatives are the protocol `risky-<id>` (packages/answers/protocols).
 */
export interface RiskyRule {
  id: string;
  test(facts: Facts): boolean;
}

/** The redirect a risky rule leads to, from its protocol. */
export function riskyRedirect(rule: RiskyRule): RiskyRedirect {
  const p = protocol(`risky-${rule.id}`);
  return { id: rule.id, protocolId: p.id, redirect: p.redirect ?? "", sources: [...p.sources] };
}

/** Home remedies put on burns: butter and other fats, toothpaste, ice, flour, egg. */
const BURN_REMEDY =
  "=butter|=margarine|=marge|=lard|=ghee|=mayo|=mayonnaise|=toothpaste|=ice|=flour|=egg|=vinegar";

/** What burns a child's skin when touched. */
const HOT_THING =
  "=oven|=hob|=stove|=cooker|=iron|=radiator|=heater|=kettle|=candle|=straighteners|=straightener|=tongs|=toaster|=fireplace|=fire|=bbq|=grill|=scald|=scalded|=scalding";

const under = (months: number) => (f: Facts) => f.ageMonths !== null && f.ageMonths < months;
/** Under `months`, or no age given but the question is about a baby (not a toddler). */
const underOrBaby = (months: number) => (f: Facts) =>
  f.ageMonths !== null ? f.ageMonths < months : f.has("baby") && !f.has("child");
/** The parent is asking about themselves ("can I take…", "while breastfeeding"). */
const aboutParent = (f: Facts) =>
  f.hasAny([
    "=i|=me|=myself ~2 =take|=took|=taking|drink|=drinking|=have|=had",
    "=while|=when ~2 feed|=pregnant|=pumping",
  ]);

/**
 * A plan to make the child sick ("should i make her sick with salt water", "do i need to make him
 * throw up"): a modal with the parent as subject, or "try to", "how to", "ok to" before it; "can
 * formula make her sick" asks about a cause and is not counted.
 */
const PLANS_TO_MAKE_SICK =
  /\b(?:(?:should|shall|can|could|do|must|will|would) (?:i|we|you)(?: \w+){0,2}|(?:need|have|try|tried|trying|going|want|how|ok|okay|safe|better|best|way|time) to|try and) (?:make|get|force) (?:him|her|them|baby|lo|(?:my|our|the) (?:\w+ ){0,2}\w+) (?:to )?(?:be )?(?:sick|vomit|throw up|puke|bring (?:it|them) (?:back )?up)\b|\binduc\w* (?:vomit\w*|sickness)\b|\bipecac\b/;
/** The means of making a child sick, which count beside a word of being sick ("salt water so she pukes"). */
const EMETIC =
  /\b(?:salt|salty|salted|mustard) water\b|\bfingers? (?:down|in|into|to the back of) (?:his|her|their|the) throat\b/;
const BEING_SICK =
  /\b(?:sick|vomit\w*|puk\w*|throw\w* up|threw up|bring\w* (?:it|them|\w+) (?:back )?up)\b/;

const ACETAMINOPHEN = /\b(?:tylenol|acetaminophen|paracetamol|calpol|panadol|disprol|hedex)\b/;
const IBUPROFEN = /\b(?:ibuprofen|motrin|advil|nurofen|calprofen|brufen)\b/;
/** Asking whether to give more: "can I give another dose", "is it ok to top her up". */
const ASKS_TO_REDOSE =
  /\b(?:can|could|should|shall|may|do) (?:i|we) (?:\w+ ){0,2}(?:give|top|repeat|redose)\b(?: \w+){0,5} (?:another|more|again|second|up|extra)\b|\b(?:ok|okay|safe|alright|fine) to (?:give|top|repeat|redose)\b(?: \w+){0,5} (?:another|more|again|second|up|extra)\b/;
/** How long since the last dose, when under 4 hours: "2 hours ago", "an hour after the last one". */
const UNDER_FOUR_HOURS =
  /\b(?:[1-3](?:\.\d)?|an?|one|two|three|half an?|a couple of|couple of|\d{1,2} ?(?:mins?|minutes)) ?(?:hours?|hrs?|h)?\b(?: and a half)? (?:ago|after (?:the|his|her|their) (?:last|first)|after (?:the )?last|after(?=\s*(?:$|[,.?!]))|since (?:the|his|her|their) last|since (?:i|we) gave)\b/;
/** Another dose of the same fever medicine asked for under 4 hours after the last. */
function doseTooSoon(f: Facts): boolean {
  const both = f.says(ACETAMINOPHEN) && f.says(IBUPROFEN);
  return (
    (f.says(ACETAMINOPHEN) || f.says(IBUPROFEN)) &&
    // Alternating the two medicines is another question (and another answer).
    !both &&
    f.says(ASKS_TO_REDOSE) &&
    f.says(UNDER_FOUR_HOURS)
  );
}

export const riskyRules: readonly RiskyRule[] = [
  {
    id: "making-child-sick",
    test: (f) => f.says(PLANS_TO_MAKE_SICK) || (f.says(EMETIC) && f.says(BEING_SICK)),
  },
  {
    id: "dose-too-soon",
    test: doseTooSoon,
  },
  {
    // "Gonna put butter on it like my gran did": a home remedy about to go on a burn.
    id: "home-remedy-on-burn",
    test: (f) =>
      (hasBurn(f) || f.has(HOT_THING)) &&
      f.hasAny([
        `=put|=putting|=rub|=rubbing|=use|=using|=spread|=apply|=smear ~4 ${BURN_REMEDY}`,
        `${BURN_REMEDY} ~3 =on`,
      ]) &&
      !f.hasAny([
        `not|=never|=without|=instead ~4 ${BURN_REMEDY}`,
        "=ice ~1 =cream|=lolly|=pop|=creams",
      ]),
  },
  {
    id: "sedating-for-sleep",
    test: (f) =>
      !aboutParent(f) &&
      // Melatonin and sleep aids are only ever asked about for sleep; antihistamines only when sleep is the aim.
      (f.hasAny([
        "=melatonin|=unisom|=zzzquil|=sedative|=sedatives|=sedate|=sedating",
        "=sleep ~1 =aid|=aids|=medicine|=meds",
      ]) ||
        (f.hasAny([
          "=benadryl|=diphenhydramine|=dramamine|=gravol|=phenergan|=antihistamine|=antihistamines|=nyquil|=piriton|=hydroxyzine",
        ]) &&
          f.hasAny([
            "sleepy|=sleep|=sleeps|=slept|=nap|=naps|=bedtime|=night|=flight|=plane|=fly|=flying|=drive|=knock|=calm|=settle|drowsy",
          ]))),
  },
  {
    id: "alcohol-for-baby",
    test: (f) =>
      f.hasAny([
        "=whiskey|=whisky|=brandy|=bourbon|=rum|=vodka|=alcohol|=liquor|=scotch|=gin|=wine",
      ]) &&
      f.hasAny([
        "=gums|=gum|teething|=teeth|=rub|=rubbing|sleepy|=sleep|=bottle|=colic|cough|fever|=fussy|=calm",
      ]) &&
      !aboutParent(f),
  },
  {
    id: "leftover-antibiotics",
    test: (f) =>
      f.hasAny([
        "=antibiotic|=antibiotics|=amoxicillin|=amoxil|=amox|=augmentin|=azithromycin|=zithromax|=penicillin|=cephalexin|=keflex|=cefdinir|=omnicef",
      ]) &&
      f.hasAny([
        "=leftover|=leftovers|=left|=old|=expired|=extra|=remaining|=spare|=sisters|=brothers|=siblings|=sister|=brother|=sibling|=his|=her|=my|=someone|=else|=elses|=friends|=saved",
      ]) &&
      f.hasAny(["=give|=giving|=use|=using|=share|=sharing|=start"]),
  },
  {
    id: "cereal-in-bottle",
    test: (f) =>
      f.hasAny(["=cereal|=oatmeal|=oats|=rice ~6 feed", "feed ~6 =cereal|=oatmeal|=oats"]) &&
      f.hasAny(["=bottle|=bottles"]),
  },
  {
    id: "honey-under-1",
    test: (f) => f.has("=honey") && !f.has("=honey ~1 =nut") && underOrBaby(12)(f),
  },
  {
    id: "aspirin",
    test: (f) =>
      f.hasAny(["=aspirin|=salicylate|=salicylates|=bonjela|=pepto|=bismol|=excedrin"]) &&
      !aboutParent(f),
  },
  {
    id: "water-under-6-months",
    test: (f) =>
      f.has("water") &&
      f.hasAny(["=give|=giving|=offer|=offering|drink|=bottle|=sips|=sip|=some|=have"]) &&
      !f.hasAny([
        "=bath|=bathwater|=tub|=pool|=swim|=warm|=temperature|=mix|=mixing|=boil|=boiled",
      ]) &&
      under(6)(f),
  },
  {
    id: "adult-medicine",
    test: (f) =>
      f.hasAny([
        "=adult|=adults|=grown|=grownup",
        "=my ~1 =nyquil|=dayquil|=tylenol|=advil|=ibuprofen|=motrin|=pills|=tablets|=medicine|=meds|=painkillers|medicine",
        "=half ~2 =my|=a|=an ~1 =pill|=tablet|medicine|=adult",
        "=extra ~1 =strength",
        // "half of one of my 500mg tablets": a tablet strength made for adults.
        "=my ~4 =tablets|=tablet|=pills|=pill|=caplets",
        "=regular ~1 =strength",
      ]) &&
      f.hasAny(["medicine", "=give|=giving|=split|=cut|=crush|=dose"]) &&
      (f.textAgeMonths !== null || f.hasAny(["baby|child|=him|=her"])) &&
      !aboutParent(f),
  },
  {
    id: "cough-cold-medicine",
    test: (f) =>
      (f.hasAny(["=codeine|=tramadol|=hydrocodone"]) ||
        (f.hasAny([
          "=robitussin|=delsym|=dimetapp|=nyquil|=dayquil|=mucinex|=triaminic|=sudafed|=decongestant|=decongestants|=dextromethorphan|=benylin",
          "cough ~1 =syrup|=medicine|=medicines|=meds|=suppressant",
          "cold ~1 =medicine|=medicines|=meds",
        ]) &&
          (f.ageMonths !== null ? f.ageMonths < 48 : f.hasAny(["baby", "child"])))) &&
      !aboutParent(f),
  },
  {
    id: "numbing-teething-products",
    test: (f) =>
      f.hasAny([
        "=orajel|=anbesol|=benzocaine|=lidocaine|=hylands|=homeopathic|=camilia|=bonjela",
        "=numbing ~1 =gel|=gels|=cream|=spray",
        "teething ~1 =gel|=gels|=tablets|=tabs|=drops",
      ]),
  },
  {
    id: "teething-jewellery",
    test: (f) =>
      f.hasAny([
        "=amber",
        "teething ~2 =necklace|=necklaces|=bracelet|=bracelets|=anklet|=jewelry|=jewellery|=beads",
      ]),
  },
  {
    id: "weighted-sleep-products",
    test: (f) =>
      f.has(
        "weight|=weighted ~3 sleepy|=sleep|=sack|=sacks|=sleepsack|=blanket|=blankets|=swaddle|=swaddles|=sleeper",
      ),
  },
  {
    id: "unsafe-sleep-products",
    test: (f) =>
      f.hasAny([
        "=bumper|=bumpers",
        "=inclined|=incline|=positioner|=positioners|=dockatot|=lounger|=nest",
        // A sleep wedge, not a "wedge-shaped" red patch on a breast.
        "=sleep|sleepy|=pillow|=foam|=reflux|=anti ~2 =wedge|=wedges",
        "=wedge|=wedges ~3 =pillow|=sleep|=crib|=cot|=mattress|=bed|=moses|=bassinet",
        "=rock ~1 =n|=and ~1 =play",
        "=rocknplay",
      ]) ||
      (f.hasAny(["=car ~1 =seat|=seats", "=carseat|=swing|=bouncer|=rocker|=stroller|=pram"]) &&
        f.hasAny([
          "=overnight",
          "=all ~1 =night",
          "sleepy|=sleep|=sleeps ~4 =in|=on ~2 =car|=carseat|=swing|=bouncer|=rocker ~3 =night|=overnight|=crib|=bed",
        ]) &&
        underOrBaby(12)(f)) ||
      (f.has("=pillow|=pillows|=blanket|=blankets|=duvet|=quilt|=comforter") &&
        f.hasAny([
          "=crib|=cot|=bassinet|=moses",
          "=put|=use|=using|=give|=add ~4 =pillow|=pillows|=blanket|=duvet|=quilt|=comforter",
        ]) &&
        underOrBaby(12)(f)),
  },
  {
    id: "tummy-or-side-sleeping",
    test: (f) =>
      f.hasAny([
        "sleepy|=sleep|=sleeps|=nap|=naps|=put|=putting|=puts|=place|=placing|=lay|=laying ~4 =on ~2 =tummy|=stomach|=belly|=front|=side",
        "=tummy|=stomach|=belly ~1 =sleeping|=sleeper|=sleep",
      ]) &&
      !f.hasAny([
        "=rolls|=rolled|=rolling|=roll ~4 =tummy|=stomach|=belly|=side|=over",
        "=tummy ~1 =time",
        // The pregnant parent lying on her side to feel the baby move.
        "=lay|=laid|=lying|=lie|=layed ~1 =on ~1 =my ~1 =side|=left",
      ]) &&
      underOrBaby(12)(f),
  },
  {
    id: "diluting-formula",
    test: (f) =>
      f.has("=formula") &&
      f.hasAny([
        "=water ~2 =down|=downed",
        "=watered|=dilute|=diluting|=diluted|=stretch|=stretching",
        "=extra|=more ~2 water",
        "=last ~2 =longer|=till|=until",
        "=homemade|=diy|=make ~2 =own",
      ]),
  },
  {
    id: "leaving-child-in-bath",
    test: (f) =>
      f.hasAny(["=bath|=tub|=bathtub|=pool|=paddling"]) &&
      f.hasAny([
        "=leave|=leaving|=left|=grab|=answer|=unattended|=alone",
        "=step ~1 =away",
        "=run ~1 =get",
      ]) &&
      f.hasAny(["=minute|=second|=moment|=sec|=while|=alone|=unattended|=quick|=quickly"]),
  },
  {
    id: "cow-milk-under-1",
    test: (f) =>
      f.hasAny(["=cows|=cow|=whole|=regular ~1 feed", "=cows|=cow ~1 =milk"]) &&
      f.hasAny(["=instead|=replace|=switch|=give|=start|=swap"]) &&
      under(12)(f),
  },
];
