import { SRC } from "../sources.js";
import {
  WORSE_CALL_911,
  TRUST,
  SMALL_OBJECT,
  HEAD_EVENT,
  type DangerConcept,
} from "./danger-shared.js";

/** Concepts that alarm only together with another concept or a parent's alarm. */
export const MODERATE_CONCEPTS: readonly DangerConcept[] = [
  {
    id: "breathing-odd",
    strength: "moderate",
    label: "Breathing that seems wrong",
    phrases: [
      {
        pattern:
          "breathe ~3 =weird|=funny|=strange|=odd|=wrong|=badly|=noisy|=loud|=heavy|=shallow|=irregular|=rattly|=raspy|fast|=quick|=quickly",
        unless: ["breathe ~2 =through ~2 mouth|=nose"],
      },
      "=rattle|=rattling|=rattly ~3 =chest|breathe",
      "grunt",
      "wheeze",
      "=barky|=barking|=croupy|=croup",
      "cough ~3 not ~2 stop",
    ],
    emergencyAction:
      "Call 911 now: breathing that looks like hard work, with the other signs you describe, needs emergency help.",
    urgentAction:
      "Call your pediatrician now: breathing that seems wrong to you should be checked today.",
    whileWaiting: [
      WORSE_CALL_911,
      "Keep your child upright and calm and count their breaths for a minute.",
      TRUST,
    ],
    sources: [SRC.hcTroubleBreathing, SRC.nhsBronchiolitis],
  },
  {
    id: "drowsy-or-odd",
    strength: "moderate",
    label: "Unusually sleepy, confused or not themselves",
    phrases: [
      "drowsy|lethargic|confused",
      {
        pattern: "very ~1 sleepy",
        unless: ["sleepy ~3 =cue|=cues|=signs|=through|=thru|=night|=nap|=naps"],
      },
      "=unusually|=abnormally|=extremely|=weirdly ~1 sleepy",
      "=dazed|=zoned|=glazed|=vacant|=spaced",
      "=out ~1 =of ~1 =it",
      "not ~1 =himself|=herself|=themselves",
      "not ~2 =acting ~1 =right|=normal|=like",
      "=acting ~1 =weird|=strange|=odd|=funny|=off",
      "=just ~1 not ~1 =right",
      "=something ~2 =wrong|=off",
      "=looks|=seems|=looking ~2 very? =sick|=ill|=unwell|=poorly|=awful|=terrible",
    ],
    emergencyAction:
      "Call 911 now: a child who is unusually drowsy or confused, with the other signs you describe, needs emergency help.",
    urgentAction:
      "Call your pediatrician now: a child who is unusually sleepy, confused or not themselves should be checked today.",
    whileWaiting: [
      WORSE_CALL_911,
      "Wake your child gently every so often and check they respond to you.",
      TRUST,
    ],
    sources: [SRC.nhsOxFeverUnder3, SRC.hcFeverWhenToCall],
  },
  {
    id: "pale-or-cold",
    strength: "moderate",
    label: "Pale, clammy, blotchy or cold",
    phrases: [
      "pale|mottled|=clammy",
      {
        pattern: "chilly",
        unless: [
          "=hands|=feet|=fingers|=toes|=nose|=room|=nursery|=outside|=weather ~3 chilly",
          "chilly ~3 =hands|=feet|=room|=outside|=weather",
        ],
      },
    ],
    emergencyAction:
      "Call 911 now: pale, blotchy or cold skin with the other signs you describe can mean a serious illness.",
    urgentAction:
      "Call your pediatrician now: a child who looks pale, blotchy or clammy should be checked today.",
    whileWaiting: [WORSE_CALL_911, "Keep your child warm and stay with them.", TRUST],
    sources: [SRC.nhsBabyRash, SRC.nhsFrimleyFeverOver3],
  },
  {
    id: "feeding-stopped",
    strength: "moderate",
    label: "Not feeding or drinking, or fewer wet diapers",
    phrases: [
      "not ~3 feed|drink",
      "refuse ~3 feed|drink",
      "=stopped ~2 =feeding|=drinking",
      "=half ~3 =normal|=usual|=normally|=usually",
      "not ~3 pee|=wetdiaper",
      "=drydiaper",
    ],
    emergencyAction:
      "Call 911 or go to the emergency department now: a baby who is not feeding, with the other signs you describe, needs to be seen straight away.",
    urgentAction:
      "Call your pediatrician now: a child who is feeding or drinking much less than usual should be checked today.",
    whileWaiting: [
      WORSE_CALL_911,
      "Offer small amounts of milk or fluid often and count wet diapers.",
      TRUST,
    ],
    sources: [SRC.webmdCallPediatrician, SRC.nhsDiarrhoeaVomitingSheet],
  },
  {
    id: "vomiting-repeated",
    strength: "moderate",
    label: "Vomiting again and again",
    phrases: [
      "vomit ~4 =times|=again|=repeatedly|=everything|=nonstop|=constantly|=every|=all|=3|=4|=5|=6|=three|=four|=five|=six",
    ],
    emergencyAction:
      "Call 911 or go to the emergency department now: repeated vomiting with the other signs you describe needs to be seen straight away.",
    urgentAction: "Call your pediatrician now: vomiting again and again should be checked today.",
    whileWaiting: [WORSE_CALL_911, "Offer small sips of fluid often.", TRUST],
    sources: [SRC.nhsDiarrhoeaVomitingSheet, SRC.nhsWhat018DiarrhoeaVomiting],
  },
  {
    id: "cry-abnormal",
    strength: "moderate",
    label: "A weak, high-pitched or unsettlable cry",
    phrases: [
      "=high ~1 =pitched",
      "weak ~2 cry",
      "cry ~2 weak",
      "moan",
      "cry ~3 =weird|=strange|=different|=odd",
    ],
    emergencyAction:
      "Call 911 or go to the emergency department now: a weak or high-pitched cry with the other signs you describe can mean a serious illness.",
    urgentAction:
      "Call your pediatrician now: a cry that sounds weak, high-pitched or different should be checked today.",
    whileWaiting: [WORSE_CALL_911, TRUST],
    sources: [SRC.nhsFeverProfessional, SRC.nhsFrimleyFeverOver3],
  },
  {
    id: "fever",
    strength: "moderate",
    label: "A fever",
    when: (f) =>
      f.feverReported || f.hasAny(["very|=feels|=feel|=felt|=burning ~1 hot", "hot ~2 =touch"]),
    emergencyAction:
      "Call 911 or go to the emergency department now: a fever with the other signs you describe needs to be seen straight away.",
    urgentAction:
      "Call your pediatrician now: a fever with the other signs you describe should be checked today.",
    whileWaiting: [WORSE_CALL_911, "Offer fluids often and dress your child lightly.", TRUST],
    sources: [SRC.hcFeverWhenToCall, SRC.nhsFrimleyFeverOver3],
  },
  {
    id: "injury",
    strength: "moderate",
    label: "A fall, a knock, a burn or a swallowed object",
    phrases: [...HEAD_EVENT, "burn", `swallow ~4 ${SMALL_OBJECT}`],
    emergencyAction:
      "Call 911 or go to the emergency department now: an injury with the other signs you describe needs an urgent check.",
    urgentAction:
      "Call your pediatrician now: after this injury your child should be checked today.",
    whileWaiting: [WORSE_CALL_911, "Keep your child still and watch them closely.", TRUST],
    sources: [SRC.nhsHeadInjury, SRC.nhsBurns],
  },
];
