import type { Facts } from "../facts.js";
import type { RedFlagRule } from "../rule.js";
import { CHILD_BREAST } from "./pregnancy.js";

// Teeth and mouth (protocol dental-injury).
const TOOTH = /\b(?:tooth|teeth|incisors?|toothy)\b/;
/** The tooth itself was knocked out, pushed into the gum or moved. */
const TOOTH_DISPLACED =
  /\b(?:knock\w* (?:\w+ ){0,4}(?:out|loose|back|in|crooked|wonky)|(?:tooth|teeth) (?:\w+ ){0,4}(?:knocked|pushed|shoved|jammed|forced|gone|went|moved|bent|came|come|popped|fell) (?:\w+ ){0,2}(?:out|up|back|in|into|crooked|wonky|sideways)|(?:pushed|shoved|jammed|forced|gone|went|driven) (?:\w+ ){0,3}(?:up|back)? ?into (?:\w+ ){0,2}gums?|(?:up|back) (?:in|into) (?:\w+ ){0,2}gums?|(?:cant|can hardly|can barely|hardly) see (?:it|the tooth|his tooth|her tooth)|(?:pushed|shoved|knocked) (?:back|in|up)|(?:tooth|teeth) (?:\w+ ){0,3}(?:crooked|wonky|sideways))\b/;
/** The tooth came out whole: knocked out, found, in the parent's hand ("knocked loose" is how a knocked-out tooth is normalised). */
const TOOTH_OUT =
  /\b(?:knock\w* (?:\w+ ){0,4}(?:out|loose)|(?:tooth|teeth) (?:\w+ ){0,4}(?:knocked|came|come|popped|fell|fallen|flew|fly|shot) (?:\w+ ){0,2}out|(?:in my hand|on the (?:floor|ground|pavement|sidewalk|grass|pitch|court|field))|(?:found|have|got|picked up|holding) (?:the|his|her) tooth)\b/;
/** The parent names a permanent tooth ("his adult tooth", "her new big front tooth", "the grown up one"). */
const PERMANENT_TOOTH =
  /\b(?:adult|permanent|grown ?up|second|big) (?:\w+ ){0,2}(?:tooth|teeth|one|incisors?)\b/;
/** A tooth coming in, or a wobbly one that fell out by itself: no injury. */
const LOST_NATURALLY =
  /\b(?:teething|coming (?:in|through)|by (?:itself|its own)|on its own|naturally|tooth fairy)\b/;
/**
 * A blow to the mouth, as opposed to a tooth that falls out by itself ("about to fall out" is the
 * tooth; "fell out of the trolley" is the child).
 */
const MOUTH_BLOW =
  /\b(?:(?:fell|falls?|fallen|falling)(?! out\b(?! of\b))|tripped|slipped|bashed|banged|hit|knocked|smacked|whacked|face ?planted|ran into|walked into|crashed|collided|landed|headbutt\w*|head butt\w*)\b/;
const TOOTH_DAMAGE =
  /\b(?:loose|wobbl\w*|crooked|wonky|broken|broke|chipped|cracked|snapped|knocked|bleeding gum|pink (?:spot|dot)|red (?:spot|dot))\b/;
/** Something held in the mouth driven into the palate or throat by a fall. */
const OBJECT_IN_MOUTH_FALL =
  /\b(?:(?:pencil|pen|stick|toothbrush|lolly|lollipop|chopstick|spoon|fork|straw|crayon|toy) in (?:his|her|their) mouth\b(?: \w+){0,4} (?:fell|fall|tripped|slipped|ran into)|(?:fell|fall|tripped|slipped|ran)\b(?: \w+){0,6} (?:with|holding) (?:a |the |his |her )?(?:pencil|pen|stick|toothbrush|lolly|lollipop|lolly stick|chopstick|spoon|fork|straw|toy|crayon)\b(?: \w+){0,3} (?:in|into) (?:his |her |their |the )?mouth|(?:pencil|pen|stick|toothbrush|lolly|lollipop|chopstick|spoon|fork|straw|crayon) (?:\w+ ){0,4}(?:stabbed|jabbed|poked|went|rammed|pierced|hit|cut) (?:\w+ ){0,3}(?:back of (?:his |her |the )?(?:throat|mouth)|roof of (?:his |her |the )?mouth|throat|palate))\b/;
const LIP_OR_TONGUE_THROUGH =
  /\b(?:(?:lip|tongue) (?:\w+ ){0,3}(?:split|cut|torn|bitten) (?:right |all the way |clean )?(?:through|in half|open)|(?:through|right through) (?:his |her |the )?(?:lip|tongue)|(?:gaping|deep|big) (?:cut|gash|split) (?:\w+ ){0,2}(?:lip|tongue))\b/;

// Bites (protocol bites): an animal, or another person, bit the child.
const ANIMAL =
  "(?:dog|dogs|puppy|pup|cat|cats|kitten|hamster|rabbit|bunny|ferret|fox|rat|mouse|monkey|horse|pony|bat|squirrel|guinea pig|animal|pet|parrot|bird|snake|staffie|staffy|terrier|labrador|collie|spaniel|husky|alsatian)";
const PERSON =
  "(?:boy|girl|kid|child|toddler|baby|cousin|brother|sister|sibling|twin|friend|someone|somebody|another (?:child|kid|boy|girl|toddler))";
const BITTEN = new RegExp(
  `\\b(?:${ANIMAL}\\b(?: \\w+){0,5} (?:bit|bitten|bites|nipped|nips|snapped at|sank its teeth|attacked|mauled|went for)|(?:bit|bitten|nipped|attacked|mauled) by (?:a |an |the |our |their |his |her |my |next doors |neighbours |neighbors )?(?:\\w+ ){0,2}(?:${ANIMAL}|${PERSON})|${ANIMAL} bite|human bite|${PERSON}\\b(?: \\w+){0,4} (?:bit|has bitten|bitten) (?:him|her|them|my|our)|(?:cat|kitten) (?:\\w+ ){0,2}scratch\\w*|bite (?:\\w+ ){0,4}from (?:a |an |the |our |their |his |her |my |next doors |neighbours |neighbors )?(?:\\w+ )?${ANIMAL})\\b`,
);
const BITE_SERIOUS =
  /\b(?:punctur\w*|holes?|broke (?:the |his |her )?skin|broken skin|through the skin|bleed\w*|blood|teeth marks|tooth marks|deep|cut|gash|torn|tore|rip\w*|face|cheek|lip|lips|nose|eye|eyelid|head|scalp|neck|ear|hand|hands|finger|fingers|thumb|genital\w*|privates|stray|wild|fox|bat|rabies|squirrel|monkey)\b/;

// Skin infection (protocols skin-infection, bites).
const INFLAMED = /\b(?:red|redder|redness|swollen|swelling|hot|warm|inflamed|angry)\b/g;
const SPREADING =
  /\b(?:spreading|spread|spreads|getting (?:bigger|worse|redder|larger|wider)|growing|bigger than (?:it was|yesterday|this morning)|red (?:line|lines|streak|streaks)|streak\w*|tracking|pus|oozing pus)\b/;
/** A red line running from a wound up a limb (infection spreading along the lymph vessels). */
const RED_STREAK =
  /\bred (?:line|lines|streak|streaks|track)\b(?: \w+){0,3} (?:up|along|from|going|spreading|running|towards)\b/;
const LESION =
  /\b(?:bite|bites|sting|stung|graze|cut|scratch|splinter|spot|pimple|boil|lump|area|patch|wound|eczema|skin|blister|scab|insect|mosquito|midge|eyelid|eye lid|round (?:his|her|the) eye|around (?:his|her|the) eye|leg|arm|hand|foot|finger|toe|cheek)\b/;
const EYELID_SWOLLEN =
  /\b(?:(?:eyelid|eye lid|eye)\b(?: \w+){0,4} (?:swollen|puffy|swelled) (?:\w+ ){0,3}(?:shut|closed|red|hot|warm)|(?:swollen|puffy) (?:\w+ ){0,3}(?:red|hot|warm) (?:\w+ ){0,2}eyelid|(?:red|hot) (?:and )?swollen (?:eyelid|eye lid|eye)|(?:eyelid|eye lid|eye)\b(?: \w+){0,3} (?:red|hot) and (?:swollen|puffy))\b/;

/** Two or more of red, swollen, hot: an inflamed patch rather than a red mark. */
function inflamed(f: Facts): boolean {
  const found = new Set<string>();
  for (const m of f.text.matchAll(INFLAMED)) found.add(m[0]!.replace(/(?:ness|er|ing)$/, ""));
  return found.size >= 2;
}

// Sunburn (protocol burns).
const SUNBURN =
  /\b(?:sunburn\w*|sun burn\w*|burn\w* (?:\w+ ){0,2}in the sun|sun ?blisters?|too much sun|(?:in|from|out in) the (?:hot )?sun\b(?: \w+){0,8} (?:blister\w*|burn\w*|red raw|peeling))\b/;
const SUNBURN_SERIOUS =
  /\b(?:blister\w*|fever|temp|temperature|chills|shiver\w*|vomit\w*|being sick|headache|drowsy|floppy|whole (?:back|body|face)|all over|across (?:his|her|their) (?:back|shoulders|chest))\b/;

/**
 * Sunburn as a tendency, a worry or a product question, not a burn now: "she burns easily", "tends
 * to burn", "worried about burns", "so he doesn't burn", "which sunscreen"; unless a burn now is
 * told beside it ("got burnt today and blistered").
 */
const SUN_PREVENTION =
  /\b(?:burns? (?:so |really |very )?(?:easily|quickly|fast|straight away)|(?:always|tends? to|prone to|likely to|could|might|will|would|can) (?:get )?(?:sun)?burn\w*|worr\w* (?:about|that|she|he|shell|hell|it)\b(?: \w+){0,5} (?:sun)?burn\w*|(?:prevent\w*|avoid\w*|protect\w*|stop\w*|without|doesnt|dont|wont|not) (?:\w+ ){0,4}(?:sun)?burn\w*|(?:which|what|best|good|recommend\w*|safest|safe) (?:\w+ ){0,3}(?:sunscreens?|suncreams?|sun creams?|sunblock|spf))\b/;
const SUNBURN_NOW =
  /\b(?:got (?:a |badly |really )?(?:sun)?burn\w*|(?:is|was|s|are|were|been) (?:badly |really |a bit |quite )?(?:sun)?burnt|(?:has|had|have) (?:a |bad )?sunburn|blister\w*|peeling|red raw)\b/;
const sunburnAsked = (f: Facts) => f.says(SUN_PREVENTION) && !f.says(SUNBURN_NOW);

/**
 * Mouth and tooth injuries, bites, spreading skin infection and sunburn: signs that need a doctor
 * or dentist today. All are void for a general question or a past episode.
 */
export const teethBitesSkinRules: readonly RedFlagRule[] = [
  {
    id: "mouth-injury-serious",
    educational: true,
    pastOnly: true,
    when: (f) => f.says(OBJECT_IN_MOUTH_FALL) || f.says(LIP_OR_TONGUE_THROUGH),
  },
  {
    // A knocked-out adult tooth is saved only if it goes back within the hour: the emergency
    // department or an emergency dentist now (tf5-022, t7-067 were a call to the dentist).
    id: "permanent-tooth-knocked-out",
    educational: true,
    pastOnly: true,
    when: (f) =>
      f.says(TOOTH) &&
      f.says(TOOTH_OUT) &&
      (f.says(MOUTH_BLOW) || f.says(/\bknock/)) &&
      (f.says(PERMANENT_TOOTH) || (f.ageMonths !== null && f.ageMonths >= 96)) &&
      !f.says(/\b(?:baby|milk) (?:\w+ )?(?:tooth|teeth)\b/) &&
      !f.says(LOST_NATURALLY),
  },
  {
    id: "tooth-knocked-out-or-pushed-in",
    educational: true,
    pastOnly: true,
    when: (f) =>
      f.says(TOOTH) &&
      !f.says(LOST_NATURALLY) &&
      ((f.says(TOOTH_DISPLACED) && (f.says(MOUTH_BLOW) || f.says(/\bknock/))) ||
        (f.says(MOUTH_BLOW) && f.says(TOOTH_DAMAGE) && !f.says(LOST_NATURALLY))),
  },
  {
    id: "bite-infected",
    educational: true,
    pastOnly: true,
    when: (f) => f.says(BITTEN) && inflamed(f) && (f.says(SPREADING) || f.feverReported),
  },
  {
    id: "bite-broke-skin",
    educational: true,
    pastOnly: true,
    when: (f) => f.says(BITTEN) && f.says(BITE_SERIOUS),
  },
  {
    id: "spreading-skin-infection",
    educational: true,
    pastOnly: true,
    when: (f) =>
      ((inflamed(f) || f.says(/\binfect\w*|\bredness\b/)) &&
        f.says(LESION) &&
        (f.says(SPREADING) || f.feverReported)) ||
      (f.says(RED_STREAK) && f.says(LESION)) ||
      // A baby's own breast that is red, hot and swollen is an infection of the skin and breast
      // tissue, not the mother's mastitis (pregnancy.ts).
      (f.says(CHILD_BREAST) && inflamed(f) && f.says(/\b(?:red|redness|hot|warm)\b/)) ||
      (f.says(EYELID_SWOLLEN) && (f.feverReported || f.says(/\b(?:hot|warm)\b/))) ||
      // Impetigo: crusted, honey-coloured sores that spread.
      (f.says(/\b(?:crust\w*|honey (?:colou?red|like|yellow)|golden)\b/) &&
        f.says(/\b(?:sores?|scabs?|spots|blisters?|patches)\b/) &&
        f.says(SPREADING)),
  },
  {
    id: "sunburn-blistering",
    educational: true,
    pastOnly: true,
    when: (f) =>
      f.says(SUNBURN) &&
      !f.says(/\b(?:prevent\w*|avoid\w*)\b/) &&
      !sunburnAsked(f) &&
      (f.says(SUNBURN_SERIOUS) || (f.ageMonths !== null && f.ageMonths < 12)),
  },
];
