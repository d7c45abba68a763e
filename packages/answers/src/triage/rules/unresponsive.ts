import type { Facts } from "../facts.js";
import { phraseHolds, type PhraseSpec, type RedFlagRule } from "../rule.js";

// "doesn't wake for night feeds anymore", "should I wake him to feed": normal sleep, not a red flag.
/** "Limp" as a limping walk or a limb hanging limp, not a floppy child; shared with the danger concepts. */
export const LIMP_UNLESS = [
  "=a ~1 =limp",
  "=walk|=walks|=walking|=walked ~3 =limp",
  "=limp ~2 =leg|=foot|=ankle|=knee",
  // "her arm is hanging limp": a limb injury, not a floppy child ("went limp in my arms" is the
  // child).
  "=his|=her|=their|=the ~1 =arm|=arms|=leg|=legs|=hand|=wrist|=foot ~4 =limp",
  "=limp ~2 =his|=her|=their ~1 =arm|=arms|=hand|=wrist",
];

export const WAKE_UNLESS = [
  "sleepy ~2 =through|=thru",
  "=through|=thru ~2 =the? =night",
  "=night ~1 feed",
  "=should|=do|=must|=need ~4 wake",
  "wake ~3 =at =night",
  "wake ~2 =up ~2 =early|=crying|=screaming|=happy",
  "not ~2 wake ~3 =anymore",
  "not ~2 wake ~3 =any ~1 =more",
  // A night terror or sleepwalking: screaming, thrashing or walking about "but not awake" is the
  // sleep state itself, not a child who can't be roused ("after the night terror I can't wake
  // him" still counts).
  "=terror|=terrors|=sleepwalking|=sleepwalks|=sleepwalk|=sleepwalked|=sleepwalker ~12 not ~3 =awake",
  "not ~3 =awake ~12 =terror|=terrors|=sleepwalking|=sleepwalks|=sleepwalk|=sleepwalked",
];

/** Signs of a floppy or unresponsive child other than being hard to wake. */
const UNRESPONSIVE_SIGNS: readonly PhraseSpec[] = [
  {
    pattern: "floppy",
    unless: [
      "floppy ~3 head|neck ~3 =control|=hold|=holding|=support|=lag|=wobbly",
      "head|neck ~3 floppy",
      "=floppy ~1 =ears|=ear|=hat|=toy|=bunny",
    ],
  },
  { pattern: "=limp|=limply", unless: LIMP_UNLESS },
  "unresponsive",
  "lethargic",
  {
    pattern: "not ~2 =moving|=move|=moved",
    unless: [
      "=arm|=arms|=leg|=legs|=hand|=hands|=foot|=feet|=neck|=head|=finger|=fingers|=womb|=belly|=bump|=kicks|=kicking|=bowels|=poop|stool|=forward|=along|=house|=cribs|=room|=rooms|=bed|=floor|=daycare",
      // "I haven't felt him move": a baby in the womb (reduced fetal movements).
      "=felt|=feel|=feeling ~3 =move|=moving|=moved",
      "=pregnant",
    ],
  },
  {
    pattern: "not ~2 respond",
    unless: [
      "not ~2 respond ~3 =name|=names|=voice|=sounds|=sound|=noise|=noises|=music|=talking|=called|=call|=calling|=smile|=smiles|=games|=words|=instructions|=no|=toys|=toy|=objects|=things|=books",
    ],
  },
];

const HARD_TO_WAKE: readonly PhraseSpec[] = [
  {
    pattern: "not|=hard|=difficult|=impossible|=struggling|=trying ~3 wake",
    unless: WAKE_UNLESS,
  },
  "not ~2 =stay|=keep|=staying ~2 wake",
  "=hardly|=barely ~2 wake|respond",
  // Tried and failed: "can't wake her for her night feed at all, even when I undress her" is a
  // baby who can't be roused, whatever feed it was.
  {
    pattern: "not ^3 wake ~8 =at ~1 =all|=even",
    unless: ["=anymore", "=any ~1 =more", "=should|=do|=must|=need ~4 wake"],
  },
  { pattern: "not ~3 wake ~3 feed", unless: WAKE_UNLESS },
];

/**
 * Not woken for a feed in deep sleep, at night, after the newborn weeks, with nothing else
 * wrong told: "at all" and "properly" keep the alarm, as does any age under 2 months or unknown.
 */
export const sleepsThroughAFeed = (f: Facts) =>
  f.ageMonths !== null &&
  f.ageMonths >= 2 &&
  f.has("not ^3 wake ~5 feed") &&
  f.has(
    "=soundasleep|=asleep|=night|=nights|=overnight|=deeply|=soundly|=sleeps|=sleeping|=slept|=sleeper|=through|=thru",
  ) &&
  !f.hasAny([
    "=at ~1 =all",
    "=properly",
    "=even ~3 =shake|=shook|=shaking|=undress|=undressed",
    "floppy|=limp|unresponsive|lethargic|respond|=rouse|=rousable|=lifeless|grey|blue|pale|breathe|fever",
  ]);

export const unresponsiveRules: readonly RedFlagRule[] = [
  {
    id: "unresponsive-or-floppy",
    phrases: [...UNRESPONSIVE_SIGNS, ...HARD_TO_WAKE],
    // A baby past the newborn weeks who sleeps through a night feed is asleep, not unrousable
    // ("dead to the world at night, I can't wake him for a feed at 3 months"); any other sign of
    // the rule still counts.
    when: (f) => UNRESPONSIVE_SIGNS.some((p) => phraseHolds(f, p)) || !sleepsThroughAFeed(f),
  },
];
