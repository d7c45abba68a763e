import type { Facts } from "../facts.js";
import { SRC } from "../sources.js";
import type { RiskyRedirect } from "../types.js";

/** A request that would put a child at risk, how to recognise it, and the safe alternative we offer. */
export interface RiskyRule extends RiskyRedirect {
  test(facts: Facts): boolean;
}

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

export const riskyRules: readonly RiskyRule[] = [
  {
    id: "sedating-for-sleep",
    redirect:
      "**Please don't give a baby or toddler medicine to make them sleep.** Antihistamines such as Benadryl (diphenhydramine), melatonin and other sleep aids are not approved for helping young children sleep; they can cause breathing problems, over-sedation or the opposite effect (agitation). Safer ways to help:\n\n- Keep a short, predictable bedtime routine (bath, feed, book, lights out) at the same time every night.\n- Put your child down drowsy but awake in a dark, quiet room.\n- For travel, offer a feed, bottle or pacifier at take-off and landing and bring familiar comfort items.\n- If sleep problems are wearing you down, talk to your pediatrician: they can look for a cause and give safe, age-right advice.",
    sources: [SRC.hcSleep, SRC.aapCrying, SRC.nhsMedicineSafety],
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
    redirect:
      "**Never give alcohol to a baby or child, or rub it on their gums or skin.** Even small amounts can lower a baby's blood sugar and slow their breathing. For sore gums, let your baby chew on a clean, chilled (not frozen) teething ring or rub the gums gently with a clean finger. For a fever, dress them lightly and ask your pediatrician about the right dose of a fever medicine for their age and weight.",
    sources: [SRC.mayoTeething, SRC.nhsTeething, SRC.hcFeverWithoutFear],
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
    redirect:
      "**Please don't give leftover or someone else's antibiotics.** The medicine, dose and length of treatment are chosen for one child and one infection; the wrong antibiotic can hide an illness, cause side effects, and many ear infections and colds don't need antibiotics at all. Call your pediatrician to have your child checked, and take unused medicines to a pharmacy for safe disposal.",
    sources: [SRC.aapEarInfections, SRC.nhsMedicineSafety],
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
    redirect:
      "**Please don't put cereal in your baby's bottle.** It is a choking risk, it can lead to overfeeding, and it doesn't help babies sleep longer. When your baby shows signs of being ready for solids (usually around 6 months: good head control, sitting with support, interest in food), offer cereal or other first foods from a spoon. If your pediatrician suggested thickened feeds for reflux, follow their exact instructions.",
    sources: [SRC.hcStartingSolids, SRC.cdcStartingSolids],
    test: (f) =>
      f.hasAny(["=cereal|=oatmeal|=oats|=rice ~6 feed", "feed ~6 =cereal|=oatmeal|=oats"]) &&
      f.hasAny(["=bottle|=bottles"]),
  },
  {
    id: "honey-under-1",
    redirect:
      "**Don't give honey (even a little, or baked into food) to a baby under 12 months.** Honey can carry spores that cause infant botulism, a rare but serious illness that weakens the muscles and breathing. For a cough in a baby, offer feeds often, use saline drops and gentle suction for a blocked nose, and call your pediatrician if the cough worries you. Honey is fine from the first birthday.",
    sources: [SRC.cdcFoodsToLimit, SRC.cdcStartingSolids],
    test: (f) => f.has("=honey") && !f.has("=honey ~1 =nut") && underOrBaby(12)(f),
  },
  {
    id: "aspirin",
    redirect:
      "**Don't give aspirin (or medicines containing salicylates) to a baby or child unless a doctor prescribes it.** It is linked to Reye's syndrome, a rare but serious illness affecting the liver and brain. For fever or pain, ask your pediatrician or pharmacist about acetaminophen (paracetamol), or ibuprofen from 6 months, dosed by your child's weight.",
    sources: [SRC.nhsReyesPrevention, SRC.hcFeverWithoutFear],
    test: (f) =>
      f.hasAny(["=aspirin|=salicylate|=salicylates|=bonjela|=pepto|=bismol|=excedrin"]) &&
      !aboutParent(f),
  },
  {
    id: "water-under-6-months",
    redirect:
      "**Babies under 6 months shouldn't be given water, even in hot weather.** Breast milk or formula already contains all the water they need, and extra water can fill a small tummy, crowd out nutrition, and in larger amounts upset the salt balance in the blood. On hot days, offer breast milk or formula more often; from 6 months, small sips of water from a cup are fine.",
    sources: [SRC.clevelandWaterForBabies, SRC.cdcStartingSolids],
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
    redirect:
      "**Don't give a child adult medicine or part of an adult dose.** Adult tablets and syrups are far too strong to split safely, and some (such as combination cold medicines or aspirin) are not safe for children at all. Use a children's product with the syringe or cup that comes with it, dosed by your child's weight, and ask your pediatrician or pharmacist for the right amount.",
    sources: [SRC.nhsMedicineSafety, SRC.hcFeverWithoutFear],
    test: (f) =>
      f.hasAny([
        "=adult|=adults|=grown|=grownup",
        "=my ~1 =nyquil|=dayquil|=tylenol|=advil|=ibuprofen|=motrin|=pills|=tablets|=medicine|=meds|=painkillers|medicine",
        "=half ~2 =my|=a|=an ~1 =pill|=tablet|medicine|=adult",
        "=extra ~1 =strength",
        "=regular ~1 =strength",
      ]) &&
      f.hasAny(["medicine", "=give|=giving|=split|=cut|=crush|=dose"]) &&
      (f.textAgeMonths !== null || f.hasAny(["baby|child|=him|=her"])) &&
      !aboutParent(f),
  },
  {
    id: "cough-cold-medicine",
    redirect:
      "**Over-the-counter cough and cold medicines are not recommended for young children, and codeine should never be given to a child.** They don't help much at this age and can cause serious side effects, including slowed breathing. Instead, offer plenty of fluids, use saline drops and gentle suction for a blocked nose, run a cool-mist humidifier, and (from age 1) a small spoon of honey can ease a cough. Call your pediatrician if breathing is fast or hard work.",
    sources: [SRC.mayoColdInBabies, SRC.mayoCroupTreatment],
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
    redirect:
      "**Skip numbing gels (benzocaine or lidocaine, such as Orajel or Anbesol) and homeopathic teething tablets for babies.** Numbing gels can cause a rare but dangerous blood reaction, and some teething tablets have contained harmful amounts of belladonna. Safer comfort: a clean, chilled (not frozen) teething ring, rubbing the gums with a clean finger, or a cold washcloth to chew on. Ask your pediatrician about acetaminophen if your baby is very uncomfortable.",
    sources: [SRC.mayoTeething, SRC.nhsTeething],
    test: (f) =>
      f.hasAny([
        "=orajel|=anbesol|=benzocaine|=lidocaine|=hylands|=homeopathic|=camilia|=bonjela",
        "=numbing ~1 =gel|=gels|=cream|=spray",
        "teething ~1 =gel|=gels|=tablets|=tabs|=drops",
      ]),
  },
  {
    id: "teething-jewellery",
    redirect:
      "**Amber teething necklaces, bracelets and anklets aren't safe for babies.** They can strangle a baby or break into small beads that cause choking, and there is no good evidence that they ease teething pain. Offer a solid, chilled teething ring or rub the gums gently with a clean finger instead.",
    sources: [SRC.mayoTeething, SRC.aapChokingPrevention],
    test: (f) =>
      f.hasAny([
        "=amber",
        "teething ~2 =necklace|=necklaces|=bracelet|=bracelets|=anklet|=jewelry|=jewellery|=beads",
      ]),
  },
  {
    id: "weighted-sleep-products",
    redirect:
      "**Weighted sleep sacks, swaddles and blankets are not safe for babies.** The extra weight can press on a baby's chest and make it harder to breathe or to wake up. Use a light, well-fitting (unweighted) sleep sack, and put your baby to sleep on their back on a firm, flat surface with nothing else in the crib.",
    sources: [SRC.safeToSleepReduceRisk, SRC.nichdReduceSidsRisk, SRC.clevelandSafeSleepAbc],
    test: (f) =>
      f.has(
        "weight|=weighted ~3 sleepy|=sleep|=sack|=sacks|=sleepsack|=blanket|=blankets|=swaddle|=swaddles|=sleeper",
      ),
  },
  {
    id: "unsafe-sleep-products",
    redirect:
      "**For sleep, keep the crib bare: no bumpers, pillows, positioners, wedges or inclined sleepers.** Babies should sleep on their back, on a firm, flat surface (a crib, bassinet or play yard that meets safety standards) with a fitted sheet only. Soft or sloped products have been linked to suffocation deaths. If your baby falls asleep in a swing, car seat or inclined product, move them to a flat crib.",
    sources: [
      SRC.safeToSleepReduceRisk,
      SRC.nichdReduceSidsRisk,
      SRC.mayoSids,
      SRC.clevelandSafeSleepAbc,
    ],
    test: (f) =>
      f.hasAny([
        "=bumper|=bumpers",
        "=inclined|=incline|=wedge|=wedges|=positioner|=positioners|=dockatot|=lounger|=nest",
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
    redirect:
      "**Put your baby to sleep on their back for every nap and every night, until their first birthday.** Sleeping on the tummy or side raises the risk of sudden infant death, and a monitor doesn't prevent it. Once your baby can roll both ways on their own, you can leave them in the position they roll into; keep starting them on their back, with a firm, flat mattress and nothing else in the crib. Give plenty of supervised tummy time while awake instead.",
    sources: [SRC.safeToSleepReduceRisk, SRC.nichdReduceSidsRisk, SRC.mayoSids],
    test: (f) =>
      f.hasAny([
        "sleepy|=sleep|=sleeps|=nap|=naps|=put|=lay|=laying ~4 =on ~2 =tummy|=stomach|=belly|=front|=side",
        "=tummy|=stomach|=belly ~1 =sleeping|=sleeper|=sleep",
      ]) &&
      !f.hasAny([
        "=rolls|=rolled|=rolling|=roll ~4 =tummy|=stomach|=belly|=side|=over",
        "=tummy ~1 =time",
      ]) &&
      underOrBaby(12)(f),
  },
  {
    id: "diluting-formula",
    redirect:
      "**Please don't water down formula or make your own.** Extra water dilutes the nutrition your baby needs and can upset the salt balance in their blood; homemade formulas can miss key nutrients. Always mix formula exactly as the label says. If money is tight, ask your pediatrician or local WIC office about help with formula.",
    sources: [SRC.clevelandWaterForBabies, SRC.mayoFormulaPreparation, SRC.cdcFormulaFeeding],
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
    redirect:
      "**Never leave a baby or toddler alone in or near water, even for a moment.** Babies can drown silently in about 5 cm (2 inches) of water, in seconds. Gather the towel, clothes and everything you need before the bath; if you must leave, wrap your child in a towel and take them with you. Bath seats don't make it safe to step away.",
    sources: [SRC.cdcDrowning, SRC.nhsWaterSafety],
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
    redirect:
      "**Whole cow's milk shouldn't replace breast milk or formula before 12 months.** It doesn't have enough iron and other nutrients for a baby and can cause iron deficiency. Keep breast milk or formula as the main drink until the first birthday; small amounts of dairy in foods such as yogurt or cheese are fine once solids have started.",
    sources: [SRC.cdcStartingSolids, SRC.kidshealthCowMilk],
    test: (f) =>
      f.hasAny(["=cows|=cow|=whole|=regular ~1 feed", "=cows|=cow ~1 =milk"]) &&
      f.hasAny(["=instead|=replace|=switch|=give|=start|=swap"]) &&
      under(12)(f),
  },
];
