import type { Facts } from "../facts.js";
import type { RedFlagRule } from "../rule.js";
import { PALE_THING } from "./danger-shared.js";

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
      // The negation must be the fading's own: "not itchy, fades with the glass" blanches.
      "not ^3 fade ~8 rash|spots|=bruises|=marks|glass|press",
      "rash|spots|=bruises|=marks|glass|press ~8 not ^3 fade",
      "not ^3 =away ~6 press|glass",
      "press|glass ~6 not ^3 =away",
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
      { pattern: "very ~1 pale", unless: PALE_THING },
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

/** A patch the child already had: a rash, eczema, a spot, sore or small wound. */
const SKIN_PATCH =
  "(?:nappy rash|diaper rash|rash|eczema|patch(?:es)?|spots?|sores?|cuts?|graze[sd]?|scrapes?|bites?|blisters?|pimples?|wound|boil)";
/** What infection does to it: weeping, oozing, pus, golden or yellow crusts. */
const INFECTED_LOOK =
  "(?:weep(?:y|ing|s)?|ooz(?:y|ing|es)|pus(?:sy)?|pus filled|infected|golden|honey(?: colou?red)?|yellow(?:ish)? (?:crusts?|scabs?|stuff|fluid|liquid|bits|heads?|spots)|(?:gone|going|turned|looks?) yellow|crust(?:y|ed|ing|s)?)";
const PATCH_THEN_LOOK = new RegExp(`\\b${SKIN_PATCH}\\b(?: \\w+){0,8} ${INFECTED_LOOK}\\b`);
// Said first, the look must be the patch's own ("weepy crusted sores"), not the child's colour
// ("looks yellow and has a rash" is a jaundiced baby with a rash).
const LOOK_THEN_PATCH = new RegExp(
  `\\b${INFECTED_LOOK.replace("|(?:gone|going|turned|looks?) yellow", "")}(?: \\w+){0,4} ${SKIN_PATCH}\\b`,
);
/** A crust is infection's only with something wet or yellow beside it: dry, crusty eczema is eczema. */
const CRUST_ONLY = /\bcrust/;
const WET_OR_YELLOW = /\b(?:weep\w*|ooz\w*|pus\w*|wet|yellow\w*|golden|honey|infected)\b/;
/** Asked about, not reported: "can eczema get infected", "how do I stop it getting infected". */
const INFECTION_ASKED =
  /\b(?:can|could|does|do|will|would|how (?:do|can|would|to)|what if|ways? to|stop \w+ (?:getting|going)|keep \w+ from)\b(?: \w+){0,5} (?:get|getting|gets|become|go|turn|being)? ?(?:infected|weepy|crusty)\b/;
/** The child in tears ("she's weepy and clingy"), cradle cap's yellow scales, chickenpox healing. */
const NOT_SKIN_INFECTION =
  /\b(?:she|he|shes|hes|they|theyre|baby|toddler|i|im) (?:is |s |has been |been |seems |gets |got |am )?(?:a bit |so |very |really |quite )?(?:weepy|teary)\b|\bcradle cap\b|\bchicken ?pox\b/;

/** A rash, eczema, sore or small wound that has gone weepy, crusted or has pus (skin-infection.md). */
export const infectedSkinPatch = (f: Facts) =>
  (f.says(PATCH_THEN_LOOK) || f.says(LOOK_THEN_PATCH)) &&
  (!f.says(CRUST_ONLY) || f.says(WET_OR_YELLOW)) &&
  !f.says(INFECTION_ASKED) &&
  !f.says(NOT_SKIN_INFECTION);

export const infectedSkinRules: readonly RedFlagRule[] = [
  { id: "infected-skin-patch", educational: true, pastOnly: true, when: infectedSkinPatch },
];
