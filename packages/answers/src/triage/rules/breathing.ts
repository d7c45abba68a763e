import type { RedFlagRule } from "../rule.js";
import { SRC } from "../sources.js";

const CALL_WHILE_WAITING_CPR = [
  "Put the phone on speaker and follow the dispatcher's instructions.",
  "Lay your child on their back on a firm, flat surface.",
  "If you are trained in infant or child CPR, start it now and keep going until help takes over; the dispatcher can coach you.",
  "If someone is with you, send them to unlock the door and meet the ambulance.",
];

const COLD_PHRASES = [
  "=a|=has|=have|=got|=with|=bad|head|=chest|=catching|=caught ~1 cold",
  "=stuffy|=congested|=congestion|=snotty|=sniffles|=snuffly|=snot",
  "=runny ~1 =nose",
  "cough",
  "=rsv|=bronchiolitis",
];

export const BLUE_UNLESS = [
  "=hands|=hand|=feet|=foot|=fingers|=toes|=legs|=arms|=eyes|=veins|=vein|spots|=mark|=marks|=patch|=patches|=bruise|=bruises|=dye|stool|=bum|=butt|=back ~4 blue|grey|purple",
  "blue|grey|purple ~2 =eyes|=eyed|=dye|=veins|spots|=mark|=marks|=patch|=patches|=bruise|=toy|=shirt|=light|=colour|=color|stool",
];

export const breathingRules: readonly RedFlagRule[] = [
  {
    id: "not-breathing",
    label: "Not breathing, or breathing that stops or pauses",
    urgency: "emergency",
    action:
      "Call 911 now: a baby or child who is not breathing, or whose breathing stops, needs emergency help immediately.",
    whileWaiting: CALL_WHILE_WAITING_CPR,
    sources: [SRC.nhsHackneySeriouslyIll, SRC.nhsOxFeverUnder3, SRC.hcTroubleBreathing],
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
    ],
  },
  {
    id: "strangulation",
    label: "Something tight around the neck or over the face (strangling, suffocation)",
    urgency: "emergency",
    action:
      "Call 911 now: remove whatever is around your child's neck or over their face at once, then get emergency help even if they seem to recover.",
    whileWaiting: [
      "Cut or loosen the cord, strap or fabric, or pull the bag or cover away, immediately.",
      "If your child is not breathing, start CPR if you are trained and follow the dispatcher's instructions.",
      "Keep your child lying still and watch their breathing until help arrives.",
    ],
    sources: [SRC.nhsHackneySeriouslyIll, SRC.hcTroubleBreathing],
    phrases: [
      "=strangled|=strangling|=strangulation|=strangulated",
      "cord|=string|=strap|=ribbon|=necklace|=rope|=wire|=blind|=straps ~4 =around|=round ~2 neck",
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
    label: "Blue, grey or purple lips, tongue, face or skin",
    urgency: "emergency",
    action:
      "Call 911 now: blue, grey or dusky lips, tongue or face mean your child may not be getting enough oxygen.",
    whileWaiting: [
      "If your child is not breathing, start CPR if you are trained and follow the dispatcher's instructions.",
      "If they are choking and can't cough, cry or breathe, start choking first aid.",
      "Keep your child upright if they are breathing and awake, and stay with them.",
    ],
    sources: [SRC.hcTroubleBreathing, SRC.nhsBabyRash],
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
    label: "Struggling to breathe",
    urgency: "emergency",
    action: "Call 911 now: a child who is struggling to breathe needs emergency help.",
    whileWaiting: [
      "Keep your child calm and upright, in your arms or sitting on your lap; don't lay them flat if they are struggling.",
      "Don't give food or drink.",
      "If they stop breathing, start CPR if you are trained and follow the dispatcher's instructions.",
    ],
    sources: [SRC.hcTroubleBreathing, SRC.nhsOxFeverUnder3, SRC.nhsFeverProfessional],
    phrases: [
      {
        pattern:
          "struggle|=trouble|=difficulty|=difficult|=hard|=work|=working|=effort|=fighting ~2 breathe",
        unless: [
          "not ~1 struggle|=trouble|=difficulty|=difficult|=hard|=problem|=problems ~2 breathe",
        ],
      },
      "ribs|=chest|=stomach|=tummy|=belly|neck|throat|skin ~4 =sucking|=sucks|=pulling|=pulls|=caving|sunken|=retracting|=sinking|=sucked",
      "=retractions|=retracting",
      "nostrils ~3 flare",
      "flare ~3 nostrils|=nose",
      "grunt ~4 breathe",
      "breathe ~4 grunt",
      "very ~1 fast ~2 breathe",
      "breathe ~3 very ~1 fast",
      "=breathless|=winded",
      "not ~2 =catch ~2 breathe",
    ],
  },
  {
    id: "stridor-at-rest",
    label: "Harsh, high-pitched noise breathing in (stridor) even at rest",
    urgency: "emergency",
    action:
      "Call 911 now: a harsh, whistling noise on breathing in while your child is resting means the airway is narrowed.",
    whileWaiting: [
      "Keep your child calm and sitting upright on your lap; crying makes it worse.",
      "Don't try to look down the throat or make them drink.",
      "Bring them out into cool air or a cool room while you wait only if it doesn't delay getting help.",
    ],
    sources: [SRC.mayoCroup, SRC.nhsAllergicReaction],
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
    label: "Harsh, high-pitched noise breathing in (stridor)",
    urgency: "urgent",
    action:
      "Call your pediatrician now: a harsh, high-pitched noise when your child breathes in needs to be checked today.",
    whileWaiting: [
      "Keep your child calm and upright; crying makes the noise worse.",
      "Call 911 if the noise is there while resting, if they struggle to breathe, drool or can't swallow, or their lips turn blue.",
    ],
    sources: [SRC.mayoCroup, SRC.mayoCroupTreatment],
    phrases: [
      "=stridor",
      "whistle ~4 breathe",
      "breathe ~4 whistle",
      "=noise|=sound|=squeak|=squeaking ~3 breathe ~1 =in",
      "=high =pitched ~3 breathe",
      // A croupy cough with noisy breathing, even only when crying, is stridor until a doctor says otherwise.
      "=barky|=barking|=croupy|=croup|=seal ~8 =noisy|=noise|=squeaky|=squeak|=raspy|=harsh|=loud|=rattly ~2 breathe",
      "=noisy|=noise|=squeaky|=squeak|=raspy|=harsh|=loud|=rattly ~2 breathe ~8 =barky|=barking|=croupy|=croup|=seal",
    ],
  },
  {
    id: "fast-breathing",
    label: "Fast breathing",
    urgency: "urgent",
    action:
      "Call your pediatrician now: breathing that is faster than usual should be checked today.",
    whileWaiting: [
      "Count the breaths for a full minute while your child is calm and note the number.",
      "Call 911 if you see the skin pulling in between the ribs, grunting, flaring nostrils, or blue lips, or if your child is too breathless to feed.",
    ],
    sources: [SRC.hcTroubleBreathing, SRC.nhsBronchiolitis],
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
  },
  {
    id: "wheezing",
    label: "Wheezing",
    urgency: "urgent",
    action: "Call your pediatrician now: wheezing in a baby or toddler should be checked today.",
    whileWaiting: [
      "Keep your child upright and calm and offer fluids in small amounts.",
      "Call 911 if they struggle to breathe, can't feed or talk, or their lips turn blue.",
    ],
    sources: [SRC.hcTroubleBreathing, SRC.nhsBronchiolitis],
    phrases: [{ pattern: "wheeze", unless: ["not ~2 wheeze"] }],
  },
  {
    id: "respiratory-illness-high-risk",
    label: "Cold, cough or RSV in a baby under 3 months, born early, or with heart or lung disease",
    urgency: "urgent",
    action:
      "Call your pediatrician today: a cold, cough or RSV in a baby under 3 months, a baby born early, or a baby with heart or lung disease needs an early check.",
    whileWaiting: [
      "Clear a stuffy nose with saline drops and gentle suction before feeds.",
      "Offer smaller, more frequent feeds and count wet diapers.",
      "Call 911 if breathing becomes fast or hard work, pauses, or the lips turn blue.",
    ],
    sources: [SRC.mayoColdInBabies, SRC.aapBronchiolitis, SRC.nhsBronchiolitis, SRC.mayoRsv],
    phrases: COLD_PHRASES,
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
    label: "A cold with fever, ear pain, sticky eyes, a lasting cough or fewer wet diapers",
    urgency: "urgent",
    action:
      "Call your pediatrician today: a cold that comes with a fever, ear pain, red or sticky eyes, a cough that won't go away or fewer wet diapers should be checked.",
    whileWaiting: [
      "Offer fluids often and count wet diapers.",
      "Use saline drops and gentle suction for a blocked nose.",
      "Call 911 if breathing becomes hard work or the lips turn blue.",
    ],
    sources: [SRC.mayoColdInBabies, SRC.aapEarInfections],
    phrases: COLD_PHRASES,
    // The fever criterion is for babies (the source is about colds in babies); in older children a
    // low fever with a cold is routine unless it lasts (fever-lasting).
    when: (f) =>
      (f.feverReported && (f.ageMonths === null || f.ageMonths < 12)) ||
      f.hasAny([
        "=ear|=ears ~3 =pulling|=pulls|=tugging|=tugs|=pain|=hurts|=hurting|=ache",
        "=pulling|=pulls|=tugging|=tugs|=grabbing|=rubbing ~3 =ear|=ears",
        "=earache",
        "eyes ~3 red|=sticky|=goopy|=crusty|pus",
        "red|=sticky|=goopy|=crusty ~2 eyes",
        "=fewer|=less ~2 =wetdiaper|pee",
        "cough ~4 not ~2 =go|=stop|=going",
      ]) ||
      (f.has("cough") && f.maxDurationHours !== null && f.maxDurationHours >= 240),
  },
];
