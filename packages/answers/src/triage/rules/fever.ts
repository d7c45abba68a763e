import type { Facts } from "../facts.js";
import { phraseHolds, type PhraseSpec, type RedFlagRule } from "../rule.js";
import { some } from "./danger-shared.js";
import { FONTANELLE_BULGING, FONTANELLE_ONLY_CRYING, UNWELL_SIGN } from "./body-concepts.js";

const VACCINE = /\b(?:jabs?|shots?|vaccin\w*|immuni[sz]ations?|injections?)\b/;
/**
 * The vaccines set aside by the parent: given weeks ago ("had her jabs 3 weeks ago", "shots last
 * month"), or ruled out ("so it's not that", "it isn't the jabs").
 */
const VACCINES_RULED_OUT =
  /\b(?:jabs?|shots?|vaccin\w*|immuni[sz]ations?|injections?) (?:\w+ ){0,3}(?:(?:(?:\d+|a|one|two|three|four|five|six|several|few|a few|couple of|a couple of) (?:weeks?|months?) ago)|last (?:week|month))\b|\b(?:so|which means|meaning) (?:it s|its|it is|it isnt|it isn t|it cant|it can t|cant|can t) (?:not |be |not be )?(?:that|them|it|those|the jabs|the vaccines?)\b|\b(?:not|isnt|isn t|cant be|can t be|wasnt|wasn t) (?:from |because of |due to |caused by )?(?:the |her |his |their )?(?:jabs?|shots?|vaccines?|vaccinations?|immuni[sz]ations?)\b/;
/** A fever within a day or two of vaccines ("after his 8 week jabs"), which many babies have. */
export const afterVaccines = (f: Facts) =>
  f.says(VACCINE) &&
  !f.says(VACCINES_RULED_OUT) &&
  (f.maxDurationHours === null || f.maxDurationHours <= 48);
/** The fever has gone ("it's gone now", "came down"), said of the temperature. */
const FEVER_GONE =
  /\b(?:temp|temperature|fever|it|its)\b(?: \w+){0,2} (?:has |had |is |s )?(?:gone|went away|come down|came down|back to normal|normal now|settled|broke|disappeared)\b/;
/** Under 3 months, only a fever after vaccines that has already gone is left to the doctor's call. */
export const settledVaccineFever = (f: Facts) => afterVaccines(f) && f.says(FEVER_GONE);

/** An antibiotic by its family name or a common brand. */
const ANTIBIOTIC =
  /\b(?:antibiotics?|amoxi\w*|amoxil|augmentin|co ?amoxiclav|penicillin|azithromycin|clarithromycin|cefalexin|cephalexin|erythromycin|flucloxacillin|trimethoprim|abx)\b/;
/** Two days or more into the course: "day 3 of", "2 days of", "48 hours", "since Monday". */
const TWO_DAYS_ON =
  /\bday (?:[2-9]|two|three|four|five|six|seven)\b|\b(?:[2-9]|two|three|four|five|six|seven|a couple of|couple of|few) days?\b|\b(?:48|72) ?(?:hours|hrs|h)\b|\bsince (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|last week)\b|\bstarted (?:\w+ ){0,4}(?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/;

const FEVER_RASH: PhraseSpec = { pattern: "rash|hives|spots", unless: ["not ~2 rash|spots|hives"] };
const FEVER_WARNING_SIGNS: readonly PhraseSpec[] = [
  { pattern: "vomit|diarrhea", unless: ["not ~2 vomit|diarrhea"] },
  "very ~2 sick|=ill|=unwell|=poorly|fussy|=irritable",
  "=looks|=seems ~2 sick|=ill|=unwell|=awful|=terrible",
  "headache",
  "inconsolable",
];
/** The MMR (or MMRV, chickenpox) vaccine named: "had the MMR", "her measles jab". */
const MMR_GIVEN =
  /\b(?:mmrv?|(?:measles|chickenpox|varicella) (?:jabs?|shots?|vaccines?|vaccinations?|injections?))\b/;
/** About a week or so before: "last week", "10 days ago", "a week and a half". */
const WEEK_OR_SO_AGO =
  /\b(?:last week|(?:a|one) week ago|(?:a|one) week and a (?:half|bit)|(?:[5-9]|1[0-4]|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen) days? (?:ago|since|after|later|back)|(?:over|about|nearly|just over) a week (?:ago|since|after|later))\b/;
/**
 * A mild fever and a faint rash about a week to 12 days after the MMR are its common reaction
 * (knowledge entry health-mmr-vaccine): the rash alone is not the fever-with-warning-signs call;
 * a rash that does not fade, vomiting or a child who seems very unwell still is.
 */
const expectedMmrRash = (f: Facts) => f.says(MMR_GIVEN) && f.says(WEEK_OR_SO_AGO);

export const feverRules: readonly RedFlagRule[] = [
  {
    // A fever that outlasts 2 days of an antibiotic: the infection may need another look.
    id: "fever-on-antibiotics",
    educational: true,
    pastOnly: true,
    when: (f) =>
      f.feverReported &&
      f.says(ANTIBIOTIC) &&
      (f.says(TWO_DAYS_ON) || (f.maxDurationHours !== null && f.maxDurationHours >= 48)),
  },
  {
    id: "fever-under-3-months",
    age: { below: 3, unknownAge: "skip" },
    when: (f) => f.feverReported && !settledVaccineFever(f),
  },
  {
    id: "fever-after-vaccines-young",
    age: { below: 3, unknownAge: "skip" },
    when: (f) => f.feverReported && settledVaccineFever(f),
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
    // Meningitis does not always come with a fever the parent has measured: a stiff neck with a
    // bad headache, vomiting or a dislike of light counts as well.
    when: (f) =>
      f.feverReported ||
      f.hasAny([
        "=bad|=terrible|=awful|=really|=severe|=worst|=splitting ~2 =headache|=head ~1 =ache",
        "vomit",
        "=light|=lights ~3 =hurts|=hurt|=bothers|=bothering|=sensitive|=cant|=stand",
        "=photophobia",
      ]),
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
    // Any fever at 3 to 6 months is talked through with a doctor within a day.
    id: "fever-3-to-6-months-mild",
    age: { atLeast: 3, below: 6, unknownAge: "skip" },
    educational: true,
    when: (f) => f.feverReported && !afterVaccines(f),
  },
  {
    id: "bulging-fontanelle",
    educational: true,
    when: (f) =>
      f.says(FONTANELLE_BULGING) &&
      (f.feverReported || f.says(UNWELL_SIGN)) &&
      !f.says(FONTANELLE_ONLY_CRYING),
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
    when: (f) =>
      f.feverReported &&
      (some(f, FEVER_WARNING_SIGNS) || (phraseHolds(f, FEVER_RASH) && !expectedMmrRash(f))),
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
