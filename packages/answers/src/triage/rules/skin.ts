import type { RedFlagRule } from "../rule.js";

export const skinRules: readonly RedFlagRule[] = [
  {
    id: "infected-cord-stump",
    phrases: [
      // "cord stump still on, the skin around it has gone red": the sign can come a clause later.
      "cord ~12 pus|smell|swell|=swollen|=hot|red|=infected|=infection|=spreading",
      "pus|smell|swell|=swollen|red|=infected|=infection ~5 cord",
      "cord ~4 blood ~3 not ~2 stop",
    ],
    unless: ["=vocal|=power|=blind|=blinds|=extension|=phone|=charger|=cords"],
  },
  {
    id: "cord-infection-spreading",
    phrases: [
      // "redness spreading out across his tummy", "smells bad and he feels hot": past the stump itself.
      "cord ~12 red ~6 =spreading|=spread|=spreads ~6 =tummy|=belly|=stomach|=skin|=across|=out",
      "cord ~12 red|pus|smell|=infected ~12 =fever|fever|=hot|=temperature|=temp",
    ],
    unless: ["=vocal|=power|=blind|=blinds|=extension|=phone|=charger|=cords"],
  },
  {
    id: "non-blanching-rash",
    phrases: [
      "not ~3 fade ~8 rash|spots|=bruises|=marks|glass|press",
      "rash|spots|=bruises|=marks|glass|press ~8 not ~3 fade",
      "not ~3 =away ~6 press|glass",
      "press|glass ~6 not ~3 =away",
      "=petechiae|=petechial|=purpura|=purpuric",
      "purple ~2 spots|rash|=blotches|=bruises",
      "=dark ~1 red ~2 spots|rash|=blotches",
      "spots|rash|=bruises ~3 purple",
      "=pinpoint ~2 red? spots|rash",
      "rash|spots|=marks ~4 =like ~2 =bruises|=bruise|=bruising",
      "=unexplained ~1 =bruises|=bruising ~8 fever",
    ],
  },
  {
    id: "pale-mottled-or-cold",
    // Lacy mottling in the cold that goes when warm is normal baby skin (cutis marmorata).
    unless: [
      "=lacy",
      "=goes|=go|=went|=disappears|=fades ~2 =away ~4 =warm|=warmed|=warms|=warmer",
    ],
    phrases: [
      "=mottled|=mottling|=marbled",
      "=blotchy ~6 chilly|cold|pale|grey|sleepy|floppy|=limp|lethargic|unresponsive|drowsy|fever",
      "chilly|cold|pale|grey|sleepy|floppy|lethargic|drowsy ~6 =blotchy",
      "very ~1 pale",
      "pale ~5 floppy|=limp|chilly|cold|=clammy|lethargic|unresponsive|drowsy|=sweaty",
      "floppy|=limp|chilly|lethargic|unresponsive|drowsy ~5 pale",
      {
        pattern: "chilly",
        unless: [
          "=hands|=hand|=feet|=foot|=fingers|=toes|=nose|=ears|=room|=nursery|=house|=outside|=weather ~3 chilly",
          "chilly ~3 =hands|=feet|=fingers|=toes|=nose|=room|=nursery|=outside|=weather",
        ],
      },
      "skin ~3 =cold ~3 =touch",
    ],
  },
];
