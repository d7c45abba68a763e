import type { RedFlagRule } from "../rule.js";

export const feverRules: readonly RedFlagRule[] = [
  {
    id: "fever-under-3-months",
    age: { below: 3, unknownAge: "skip" },
    when: (f) => f.feverReported,
  },
  {
    id: "cold-baby-under-3-months",
    age: { below: 3, unknownAge: "match" },
    when: (f) => f.minTemperatureC !== null && f.minTemperatureC < 36,
  },
  {
    id: "fever-stiff-neck",
    phrases: [
      "stiff ~2 neck",
      "neck ~3 stiff",
      "not ~3 =bend|=move|=turn ~3 neck",
      "neck ~3 =hurts|=pain|=sore",
    ],
    when: (f) => f.feverReported,
  },
  {
    // 3 to 6 months: 39 °C (102 °F) or more, or any fever with poor feeding, needs a call today.
    id: "fever-3-to-6-months",
    age: { atLeast: 3, below: 6, unknownAge: "skip" },
    when: (f) =>
      (f.maxTemperatureC !== null && f.maxTemperatureC >= 39) ||
      (f.feverReported &&
        f.hasAny([
          "not ~3 feed|drink",
          "refuse ~3 feed|drink",
          "=off ~2 =milk|=feeds|=food|=bottle|=bottles",
        ])),
  },
  {
    id: "fever-104",
    when: (f) => f.maxTemperatureC !== null && f.maxTemperatureC >= 40,
  },
  {
    id: "fever-lasting",
    when: (f) =>
      f.feverReported &&
      f.maxDurationHours !== null &&
      (f.maxDurationHours >= 48 ||
        (f.maxDurationHours >= 24 && f.ageMonths !== null && f.ageMonths < 24)),
  },
  {
    id: "fever-with-warning-signs",
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
    phrases: ["teething|teeth|tooth"],
    when: (f) => f.feverReported || (f.has("diarrhea") && !f.has("not ~2 diarrhea")),
    educational: true,
  },
];
