import type { RedFlagRule } from "../rule.js";

/**
 * A child who MAY have swallowed an adult's medicine: pills unaccounted for, a pack with gaps, a
 * bottle found open, a count that comes up short, "might have had one". Some adult tablets (for
 * the heart or blood pressure, diabetes, strong pain, low mood) can harm a toddler in one dose, and
 * the signs can come hours later, so a child who "looks fine" is not the all-clear: the uncertain
 * swallow is treated as a swallow (Poison Control or the ER now).
 */

/** A gap where a tablet was: "2 empty spaces", "a missing bubble", "one pocket popped". */
const GAP =
  "=empty|=missing|=popped|=punched|=gone ~3 =space|=spaces|=slot|=slots|=gap|=gaps|=hole|=holes|=bubble|=bubbles|=pocket|=pockets|=blister|=blisters";
/** A pack or container a tablet comes in. */
const PACK =
  "=blister|=blisters|=strip|=strips|=foil|=packet|=pack|=box|=bottle|=tub|=pot|=organiser|=organizer|=dosette|=container|=jar";
/** A container left open or spilled. */
const LEFT_OPEN =
  "=open|=opened|=undone|=spilled|=spilt|=scattered|=everywhere|=floor|=chewed|=lid|=cap|=top";
/** Uncertainty about the swallow itself ("might have", "not sure if", "could he have"). */
const MAYBE = "=might|=may|=could|=possibly|=maybe|=think|=worried|=scared|=afraid|=wonder";
const TOOK = "swallow|eat|chew|lick|=taken|=took|=had|=got|=get|=grabbed|=popped";

/** The parent's own dose ("I might have taken my tablets twice"). */
const PARENT_TOOK = "=i|=me|=myself ~2 swallow|=take|=took|=taken ~6 medicine|=twice|=double";

export const POSSIBLE_MEDICINE_SWALLOW: RedFlagRule = {
  id: "poisoning-possible",
  phrases: [
    // A pack with gaps: "the blister strip has 2 empty spaces", "two gaps in grandma's heart pills".
    `medicine ~25 ${GAP}`,
    `${GAP} ~12 medicine`,
    `medicine ~12 ${PACK} ~6 =empty|=missing|=popped|=short|=gaps|=gap`,
    `medicine ~20 =gap|=gaps|=space|=spaces|=hole|=holes ~4 ${PACK}`,
    // A count that comes up short: "I counted and one is missing", "there's one less than there should be".
    "=counted|=count|=counting|=recounted ~20 =missing|=short|=fewer|=less|=gone|=unaccounted",
    "medicine ~10 =missing|=unaccounted",
    "=missing|=unaccounted ~3 medicine",
    // Found open near the child: "found the bottle of tablets open", "pills all over the floor".
    `=found|=caught|=discovered|=saw|=spotted ~10 medicine ~10 ${LEFT_OPEN}`,
    `=found|=caught|=discovered|=spotted ~8 ${PACK} ~3 =of? medicine ~8 ${LEFT_OPEN}`,
    `=found|=caught|=discovered|=spotted ~8 ${LEFT_OPEN} ~8 medicine`,
    `medicine ~6 =all ~2 =over ~3 =floor|=carpet|=bed`,
    // "She might have had one of my pills", "could he have swallowed a tablet", "not sure if he took any".
    { pattern: `${MAYBE} ~5 ${TOOK} ~8 medicine`, unless: [PARENT_TOOK] },
    {
      pattern: `not ~1 =sure|=tell|=know|=certain ~3 =if|=whether ~4 ${TOOK} ~6 =any|=some|=one|=them|=it|medicine`,
      unless: [PARENT_TOOK],
    },
  ],
  unless: [
    // A dose the parent gave: the dosing-slip cards, not a child who helped themselves.
    "=gave|=give|=given|=giving|=dose|=doses|=dosing ~6 medicine",
    // A missed dose of one's own course, and questions about keeping medicines.
    "=missed|=missing|=forgot ~3 =a|=one|=her|=his|=my ~2 =dose|=doses",
    // The child could not have reached it: "she was asleep in her cot the whole time".
    "=asleep|=sleeping|=napping|=cot|=crib|=upstairs|=nursery ~8 =whole|=entire ~1 =time",
    "=missing ~2 =a|=the|=its ~2 =lid|=cap|=top|=label|=leaflet|=spoon|=syringe",
    "=store|=storing|=expired|=expiry|=expire|=childproof|=babyproof|=lock|=locked",
  ],
  educational: true,
};
