import { settledVaccineFever } from "./fever.js";
import { BREATHING_FINE, FAINT, some, type DangerConcept } from "./danger-shared.js";

/** Strong alarm concepts of illness: an allergy with breathing trouble, a young baby with a fever or cold, green vomit, a rash that does not fade, a stiff neck with fever. */
export const ALLERGIC_BREATHING: DangerConcept = {
  id: "allergic-breathing",
  strength: "strong",
  when: (f) =>
    f.hasAny([
      "allergic|hives",
      "swell ~3 lips|face|tongue|eyes|throat|mouth",
      "lips|face|tongue|eyes|throat ~3 swell",
      "=after ~4 eat|=trying|=tried|=first|=sting|=stung",
      "=peanut|=peanuts|=egg|=eggs|=sesame|=nuts|=nut|=bee|=wasp|=sting|=stung",
    ]) &&
    some(f, [
      {
        pattern: "breathe ~2 =hard|=trouble|struggle|=noisy|=funny|=weird|=difficult|=badly|fast",
        unless: BREATHING_FINE,
      },
      {
        pattern: "=noisy|=wheezy|=loud|=funny|=weird|fast|=heavy|=rattly|=raspy ~2 breathe",
        unless: BREATHING_FINE,
      },
      { pattern: "not|=hard|=trouble|=difficulty|struggle ~3 breathe", unless: BREATHING_FINE },
      { pattern: "wheeze|hoarse|=stridor", unless: ["not ~2 wheeze|hoarse|=stridor"] },
      "=voice ~3 =hoarse|=croaky|=funny|=weird|=different|=changed",
      { pattern: "throat|tongue ~3 swell|tight", unless: ["not ~3 swell|tight"] },
      { pattern: "swell ~3 throat|tongue", unless: ["not ~1 swell"] },
      "tongue|throat ~3 =huge|=massive|=enormous|=big|=fat|=thick|=puffy",
      "cough ~3 =loads|=lot|=alot|not ~2 stop|=nonstop",
      "floppy|pale|unresponsive|=collapsed|=fainted",
      FAINT,
      "=drool|=drooling",
    ]),
};

export const YOUNG_BABY_FEVER_OR_COLD: DangerConcept = {
  id: "young-baby-fever-or-cold",
  strength: "strong",
  when: (f) =>
    f.ageMonths !== null &&
    f.ageMonths < 3 &&
    ((f.feverReported && !settledVaccineFever(f)) ||
      (f.minTemperatureC !== null && f.minTemperatureC < 36)),
};

export const GREEN_VOMIT: DangerConcept = {
  id: "green-vomit",
  strength: "strong",
  phrases: [
    {
      pattern: "green|=bile|=bilious ~4 vomit|spitup|=sick",
      unless: ["green ~1 stool|diaper|=poo|=poop|=snot|=mucus"],
    },
    {
      pattern: "vomit|spitup|=sick ~4 green|=bile|=bilious",
      unless: ["green ~1 stool|diaper|=poo|=poop|=snot|=mucus"],
    },
  ],
};

export const RASH_NOT_FADING: DangerConcept = {
  id: "rash-not-fading",
  strength: "strong",
  when: (f) =>
    (f.hasAny([
      "not ^3 fade|=away|=disappear|=go ~8 rash|spots|=bruises|=marks|glass|press",
      "rash|spots|=bruises|=marks|glass|press ~8 not ^3 fade|=away|=disappear|=go",
    ]) &&
      (f.has("glass|press") || f.feverReported)) ||
    (f.feverReported &&
      f.hasAny([
        "purple|=dark ~2 spots|rash|=blotches|=bruises|=dots",
        "spots|rash|=dots ~3 purple",
        "=pinprick|=pinpricks",
        "rash|spots ~4 =like ~2 =bruises|=bruise|=bruising",
      ])),
};

export const STIFF_NECK_FEVER: DangerConcept = {
  id: "stiff-neck-fever",
  strength: "strong",
  phrases: [
    "stiff ~2 neck",
    "neck ~3 stiff",
    "not ~3 =bend|=move|=turn ~3 neck|head",
    "neck ~3 =hurts|=pain|=sore",
    "not ~3 =touch|=put|=get|=bring ~2 =chin ~3 =chest",
    "=bend|=move|=moving|=turn|=touch|=lift ~3 neck|head ~6 cry|scream|=pain|=hurts",
    "cry|scream ~6 =bend|=move|=moving|=turn|=touch|=lift ~3 neck|head",
  ],
  when: (f) => f.feverReported,
};
