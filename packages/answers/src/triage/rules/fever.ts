import type { RedFlagRule } from "../rule.js";
import { SRC } from "../sources.js";

const TRUST = "If you are worried, trust your instinct and get help: you know your child best.";

export const feverRules: readonly RedFlagRule[] = [
  {
    id: "fever-under-3-months",
    label: "Fever of 100.4 °F (38 °C) or more in a baby under 3 months",
    urgency: "emergency",
    action:
      "Call 911 or go to the emergency department now (unless your pediatrician can see your baby right away): a fever of 100.4 °F (38 °C) or more in a baby under 3 months must be checked immediately.",
    whileWaiting: [
      "Phone your pediatrician on the way if you can, but don't wait at home for a call back.",
      "Don't give fever medicine unless a doctor tells you to: doctors need to see the real fever.",
      "Keep offering breast milk or formula if your baby will feed.",
      "Dress your baby in one light layer; don't bundle them up and don't cool them with cold water.",
      "Bring the thermometer reading and the time you took it.",
    ],
    sources: [
      SRC.hcFeverWhenToCall,
      SRC.webmdFeverBabies,
      SRC.mayoFeverMinute,
      SRC.nhsOxFeverUnder3,
      SRC.nhsScotFeverUnder3,
    ],
    age: { below: 3, unknownAge: "skip" },
    when: (f) => f.feverReported,
  },
  {
    id: "cold-baby-under-3-months",
    label: "Temperature below 36 °C (96.8 °F) in a young baby",
    urgency: "emergency",
    action:
      "Call 911 or go to the emergency department now: a young baby whose temperature is below 36 °C (96.8 °F) can be seriously ill.",
    whileWaiting: [
      "Hold your baby skin to skin and cover you both with a blanket while you wait.",
      "Keep offering feeds if your baby is awake enough to feed.",
      "Don't use a hot water bottle or heating pad on your baby's skin.",
      TRUST,
    ],
    sources: [SRC.nhsFeverProfessional, SRC.nhsOxFeverUnder3],
    age: { below: 3, unknownAge: "match" },
    when: (f) => f.minTemperatureC !== null && f.minTemperatureC < 36,
  },
  {
    id: "fever-stiff-neck",
    label: "Fever with a stiff neck",
    urgency: "emergency",
    action:
      "Call 911 or go to the emergency department now: a fever with a stiff neck needs to be checked immediately.",
    whileWaiting: [
      "Keep your child lying down comfortably and don't force their head forward.",
      "Look at their skin for any rash that doesn't fade when you press a glass on it, and tell the doctors.",
      "Bring a list of any medicines and doses you have already given.",
    ],
    sources: [SRC.hcFeverWhenToCall, SRC.nhsRashes],
    phrases: [
      "stiff ~2 neck",
      "neck ~3 stiff",
      "not ~3 =bend|=move|=turn ~3 neck",
      "neck ~3 =hurts|=pain|=sore",
    ],
    when: (f) => f.feverReported,
  },
  {
    id: "fever-104",
    label: "Fever of 104 °F (40 °C) or higher",
    urgency: "urgent",
    action:
      "Call your pediatrician now: a temperature of 104 °F (40 °C) or higher should be checked by a doctor today.",
    whileWaiting: [
      "Offer fluids often (breast milk, formula, or water for children over 6 months).",
      "Dress your child in light clothing and keep the room comfortably cool.",
      "Go to the emergency department or call 911 if your child is hard to wake, has trouble breathing, or has a rash that doesn't fade under a glass.",
    ],
    sources: [SRC.hcFeverWhenToCall, SRC.webmdCallPediatrician],
    when: (f) => f.maxTemperatureC !== null && f.maxTemperatureC >= 40,
  },
  {
    id: "fever-lasting",
    label: "Fever lasting more than a day under age 2, or 2–3 days or more",
    urgency: "urgent",
    action:
      "Call your pediatrician today: a fever that lasts more than 24 hours in a child under 2, or more than 2–3 days at any age, should be checked.",
    whileWaiting: [
      "Write down the temperatures and the times you measured them.",
      "Keep your child drinking and count their wet diapers.",
      "Get help right away if your child becomes hard to wake, breathes with difficulty, or has a rash that doesn't fade when pressed.",
    ],
    sources: [SRC.hcFeverWhenToCall, SRC.webmdCallPediatrician],
    when: (f) =>
      f.feverReported &&
      f.maxDurationHours !== null &&
      (f.maxDurationHours >= 48 ||
        (f.maxDurationHours >= 24 && f.ageMonths !== null && f.ageMonths < 24)),
  },
  {
    id: "fever-with-warning-signs",
    label: "Fever with a rash, repeated vomiting or diarrhea, or a child who seems very ill",
    urgency: "urgent",
    action:
      "Call your pediatrician now: a fever together with a rash, vomiting, diarrhea or a child who seems very unwell needs a doctor's check today.",
    whileWaiting: [
      "Press a clear glass on any rash: if the spots don't fade, call 911.",
      "Offer small sips of fluid often.",
      "Call 911 if your child becomes floppy, hard to wake, or struggles to breathe.",
      TRUST,
    ],
    sources: [SRC.hcFeverWhenToCall, SRC.nhsRashes],
    phrases: [
      { pattern: "rash|hives|spots", unless: ["not ~2 rash|spots|hives"] },
      { pattern: "vomit|diarrhea", unless: ["not ~2 vomit|diarrhea"] },
      "very ~2 sick|=ill|=unwell|=poorly|fussy|=irritable",
      "=looks|=seems ~2 sick|=ill|=unwell|=awful|=terrible",
      "headache",
      "inconsolable",
    ],
    when: (f) => f.feverReported,
  },
  {
    id: "fever-after-heat",
    label: "Fever after being somewhere very hot, such as a hot car",
    urgency: "urgent",
    action:
      "Call your pediatrician now, or 911 if your child is drowsy or confused: a child who overheated (for example in a hot car) needs to be checked.",
    whileWaiting: [
      "Move your child somewhere cool and shaded and take off extra layers.",
      "Offer cool fluids if your child is awake and able to drink.",
      "Call 911 at once if your child is drowsy, confused, floppy or vomiting.",
    ],
    sources: [SRC.hcFeverWhenToCall],
    phrases: [
      "hot ~2 =car",
      "=car ~4 hot|=heat|=sun",
      "=heatstroke",
      "=heat =stroke",
      "=overheated|=overheating",
    ],
    educational: true,
  },
  {
    id: "teething-with-fever",
    label: "A 'teething' baby with a real fever or diarrhea",
    urgency: "urgent",
    action:
      "Call your pediatrician today: teething does not cause a true fever (100.4 °F / 38 °C or more) or diarrhea, so your baby may be ill with something else.",
    whileWaiting: [
      "Check the temperature with a thermometer rather than by touch.",
      "Keep offering feeds and watch the number of wet diapers.",
      "Skip numbing gels and homeopathic teething tablets; a chilled (not frozen) teething ring is safer.",
    ],
    sources: [SRC.mayoTeething, SRC.nhsTeething],
    phrases: ["teething|teeth|tooth"],
    when: (f) => f.feverReported || (f.has("diarrhea") && !f.has("not ~2 diarrhea")),
    educational: true,
  },
];
