import type { RedFlagRule } from "../rule.js";
import { SRC } from "../sources.js";

const FLUIDS_WAITING = [
  "Offer small sips of fluid often: breast milk or formula for babies, or an oral rehydration solution if your pediatrician suggests it.",
  "Count wet diapers and note the time of the last one.",
  "Call 911 if your child becomes floppy, very drowsy or hard to wake, or stops passing urine altogether.",
];

export const feedingRules: readonly RedFlagRule[] = [
  {
    id: "green-vomit",
    label: "Green (bile-coloured) vomit",
    urgency: "emergency",
    action:
      "Call 911 or go to the emergency department now: green vomit can mean a blocked bowel and needs to be checked immediately.",
    whileWaiting: [
      "Don't give anything more to eat or drink until a doctor has seen your child.",
      "Keep your child on their side if they are sleepy, so they don't breathe in vomit.",
      "Note how many times they have vomited and whether their tummy looks swollen.",
    ],
    sources: [SRC.nhsBabyVomiting, SRC.nhsWhat018DiarrhoeaVomiting, SRC.webmdDiarrhea],
    phrases: [
      { pattern: "green ~3 vomit|spitup", unless: ["green ~1 stool|diaper"] },
      { pattern: "vomit|spitup ~4 green", unless: ["green ~1 stool|diaper"] },
      "=bile|=bilious",
    ],
  },
  {
    id: "blood-in-vomit",
    label: "Blood in vomit or spit-up",
    urgency: "emergency",
    action:
      "Call 911 or go to the emergency department now: vomit or spit-up with blood (red, or like coffee grounds) needs to be checked right away.",
    whileWaiting: [
      "Keep a sample or a photo of the vomit to show the doctors.",
      "Don't give anything more to eat or drink until a doctor has seen your child.",
      "If you are breastfeeding and have cracked or bleeding nipples, tell the doctors: swallowed blood can look like this.",
    ],
    sources: [SRC.nhsBabyVomiting, SRC.mayoInfantReflux, SRC.nhsWhat018DiarrhoeaVomiting],
    phrases: [
      { pattern: "blood ~3 vomit|spitup", unless: ["not ~2 blood"] },
      { pattern: "vomit|spitup ~4 blood", unless: ["not ~2 blood"] },
      "=coffee ~1 =grounds",
    ],
  },
  {
    id: "blood-in-stool",
    label: "Blood in the stool",
    urgency: "urgent",
    action: "Call your pediatrician today: blood in your child's poop needs to be checked.",
    whileWaiting: [
      "Keep the diaper or take a photo to show the doctor.",
      "Note any fever, vomiting or tummy pain.",
      "Call 911 if there is a lot of blood, or your child becomes pale, floppy or very drowsy.",
    ],
    sources: [SRC.webmdDiarrhea, SRC.mayoInfantReflux],
    phrases: [
      { pattern: "blood ~6 stool|diaper|diarrhea|=wetdiaper", unless: ["not ~2 blood"] },
      { pattern: "stool|diaper|diarrhea ~4 blood", unless: ["not ~2 blood"] },
      "red ~1 =streaks|=specks|=streak ~3 stool|diaper",
    ],
  },
  {
    id: "dehydration",
    label: "Signs of dehydration",
    urgency: "urgent",
    action:
      "Call your pediatrician now: these are signs of dehydration, and your child needs to be checked today.",
    whileWaiting: FLUIDS_WAITING,
    sources: [
      SRC.nhsWyBabyVomiting,
      SRC.nhsDiarrhoeaVomitingSheet,
      SRC.webmdFeverBabies,
      SRC.webmdDiarrhea,
    ],
    phrases: [
      { pattern: "dehydrated", unless: ["not ~2 dehydrated"] },
      "sunken ~3 fontanelle|eyes",
      "fontanelle|eyes ~3 sunken",
      "not ~2 tears",
      "dry ~2 lips|mouth|tongue",
      "not ~3 pee|=wetdiaper",
      "=drydiaper",
      "=fewer|=less ~2 =wetdiaper|pee",
      "=only ~3 =wetdiaper|=wetdiapers",
      "pee ~3 =less|=fewer|=barely|=hardly",
    ],
    educational: true,
  },
  {
    id: "not-keeping-fluids-down",
    label: "Can't keep fluids down, or has stopped drinking or feeding",
    urgency: "urgent",
    action:
      "Call your pediatrician now: a child who can't keep fluids down or has stopped drinking or feeding can become dehydrated quickly.",
    whileWaiting: FLUIDS_WAITING,
    sources: [SRC.webmdCallPediatrician, SRC.nhsDiarrhoeaVomitingSheet, SRC.nhsFeverProfessional],
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
    label: "Forceful (projectile) vomiting after feeds",
    urgency: "urgent",
    action:
      "Call your pediatrician today: forceful, projectile vomiting after feeds needs a check for a narrowing at the stomach outlet (pyloric stenosis).",
    whileWaiting: [
      "Note how often it happens and whether your baby seems hungry straight after.",
      "Count wet diapers; fewer than usual means your baby is losing too much fluid.",
      "Call 911 if your baby becomes floppy or very sleepy, or the vomit is green.",
    ],
    sources: [SRC.webmdPyloricStenosis, SRC.nhsBabyVomiting, SRC.mayoInfantReflux],
    phrases: [
      "projectile ~2 vomit|spitup",
      "vomit|spitup ~3 projectile",
      "vomit|spitup ~5 =across ~2 =room",
    ],
  },
  {
    id: "vomiting-first-month",
    label: "True vomiting (not spit-up) in the first month",
    urgency: "urgent",
    action:
      "Call your pediatrician today: real vomiting in a baby under 1 month old should be checked.",
    whileWaiting: FLUIDS_WAITING,
    sources: [SRC.hcSpittingUp, SRC.nhsBabyVomiting],
    phrases: [{ pattern: "vomit", unless: ["not ~2 vomit"] }],
    age: { below: 1, unknownAge: "skip" },
  },
  {
    id: "poor-weight-gain",
    label: "Not gaining weight, or losing weight",
    urgency: "urgent",
    action:
      "Call your pediatrician soon (today if your baby is also vomiting or feeding poorly): a baby who isn't gaining weight needs a check.",
    whileWaiting: [
      "Keep a simple log of feeds, wet diapers and dirty diapers to bring to the appointment.",
      "Call 911 if your baby becomes floppy or hard to wake.",
    ],
    sources: [SRC.webmdPyloricStenosis, SRC.hcSpittingUp, SRC.mayoInfantReflux],
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
    ],
  },
  {
    id: "diarrhea-young-baby",
    label: "Diarrhea in a baby under 6 months",
    urgency: "urgent",
    action:
      "Call your pediatrician today: diarrhea in a baby under 6 months can quickly lead to dehydration.",
    whileWaiting: FLUIDS_WAITING,
    sources: [SRC.webmdDiarrhea],
    phrases: [
      { pattern: "diarrhea", unless: ["not ~2 diarrhea"] },
      "=watery ~2 stool",
      "=explosive ~2 =watery",
    ],
    age: { below: 6, unknownAge: "skip" },
  },
  {
    id: "vomiting-diarrhea-weak-or-confused",
    label: "Vomiting or diarrhea with a child too weak to stand, confused or hard to rouse",
    urgency: "emergency",
    action:
      "Call 911 now: a child with vomiting or diarrhea who is too weak to stand, confused or hard to rouse is seriously dehydrated or ill.",
    whileWaiting: [
      "Lay your child on their side and stay with them.",
      "Give small sips of fluid only if they are awake enough to swallow safely.",
      "Bring a note of how many times they have vomited or had diarrhea, and when they last peed.",
    ],
    sources: [SRC.webmdDiarrhea, SRC.nhsDiarrhoeaVomitingSheet],
    phrases: ["weak ~3 =stand|=walk|=move|=sit|=cry", "confused"],
    when: (f) => f.hasAny(["vomit", "diarrhea", "fever", "=sick", "=bug"]),
  },
];
