import type { Facts } from "../facts.js";
import type { RedFlagRule } from "../rule.js";

/**
 * Infections a parent describes by their signs, not their names: Kawasaki disease, a urine
 * infection, eczema herpeticum, a newborn's sticky eye and an older child's pus-filled eye. Protocol
 * signs in fever.md, skin-infection.md, newborn.md and eye-injury.md.
 */

const FEVER_WORD =
  /\b(?:fever\w*|temps?|temperature|high temp|burning up|(?:3[89]|4[01])(?:\.\d)? ?(?:c|degrees)?|10[0-5](?:\.\d)? ?(?:f|degrees)?)\b/;
/** "day 5 of fever", "five days now", "since Monday… 6 days". */
const FIVE_DAYS =
  /\bday (?:5|five|6|six|7|seven|8|eight|9|nine|10|ten)\b|\b(?:5|five|6|six|7|seven|8|eight|9|nine|10|ten)(?:th)? days?\b|\b(?:a|one|over a) week\b/;
const KAWASAKI_SIGN =
  /\b(?:eyes? (?:\w+ ){0,3}(?:red|bloodshot|pink)|(?:red|bloodshot|pink) (?:\w+ ){0,1}eyes?|lips? (?:\w+ ){0,3}(?:cracked|cracking|peeling|bright red|very red|red and|swollen|bleeding)|(?:cracked|peeling|bright red) lips?|strawberry tongue|tongue (?:\w+ ){0,3}(?:bright red|strawberry)|(?:hands|feet|fingers|toes|palms|soles) (?:\w+ ){0,4}(?:swollen|puffy|red|peeling)|(?:swollen|puffy|peeling) (?:\w+ ){0,1}(?:hands|feet|fingers|toes|fingertips)|(?:gland|lump) (?:\w+ ){0,3}neck|neck (?:\w+ ){0,2}(?:gland|lump))\b/;

const PAINFUL_PEE =
  /\b(?:cries|crying|cry|screams|screaming|hurts?|hurting|stings?|stinging|burns?|burning|pain\w*|sore|winces|whimpers) (?:\w+ ){0,3}(?:when|while|as|after) (?:she |he |they |it |i )?(?:wees?|weeing|pees?|peeing|urinat\w*|goes for a wee|does a wee|does a pee|pees?)\b|\b(?:wee|pee|urine|weeing|peeing|wees|pees) (?:\w+ ){0,3}(?:hurts?|stings?|burns?|painful)\b|\b(?:weeing|peeing|wees|pees|wee|pee) (?:\w+ ){0,6}(?:and|but) (?:\w+ ){0,2}(?:it|that) (?:\w+ )?(?:hurts?|stings?|burns?)\b/;
const SMELLY_PEE =
  /\b(?:wee|pee|urine|nappies|nappy|diapers?) (?:\w+ ){0,3}(?:smells?|smelly|stinks?|stinky|whiffy|strong|cloudy|fishy|pongs?)\b|\b(?:smelly|stinky|strong smelling|cloudy|fishy) (?:wee|pee|urine|nappies|diapers)\b/;
/** Fear of the potty in training: a sting told then is not an infection on its own. */
const POTTY_FEAR =
  /\b(?:potty|toilet) (?:training|scared|afraid|refus\w*)|\bscared (?:of|to) (?:the )?(?:potty|toilet)\b/;
/** Going much more often: "keeps running to the toilet", "needs a wee every 10 minutes". */
const PEES_OFTEN =
  /\b(?:keeps?|kept|keep on) (?:\w+ ){0,2}(?:running|going|dashing|rushing|asking to go) (?:\w+ ){0,2}(?:toilet|loo|potty|bathroom|for a wee|for a pee)\b|\b(?:wee|pee|weeing|peeing|toilet|loo) (?:\w+ ){0,3}(?:every|all the time|constantly|so often|loads)\b|\bneeds? (?:a |to )?(?:wee|pee) (?:\w+ ){0,2}(?:every|all the time|constantly)\b/;

const ECZEMA = /\beczema\b|\batopic\b/;
const HERPETIC =
  /\b(?:tiny |little |small )?blisters?\b|\bpunched out\b|\bround (?:\w+ )?sores\b|\bcrater\w*|\bclusters? of\b|\bcold sores?\b/;
const SUDDEN_OR_UNWELL =
  /\b(?:suddenly|sudden|spread\w*|fever\w*|temps?|temperature|miserable|unwell|quickly|fast|overnight|burst|loads|all over|really poorly|poorly|lethargic|weepy|weeping|crusty|grizzly|not (?:herself|himself)|off (?:her|his) food)\b/;

const EYE = /\beyes?\b|\beyelids?\b|\blids?\b/;
const EYE_DISCHARGE =
  /\b(?:goo|gunk|gunky|goopy|gooey|sticky|pus|discharge|yellow|green|crust\w*|mucky|weeping|oozing)\b/;
const LIDS_SWOLLEN =
  /\b(?:swollen|swelling|puffy|puffed)\b|\bred (?:and )?(?:swollen|puffy|lids?|eyelids?)\b/;

/** Pus-like discharge past the newborn weeks (eye-injury.md, eye-pus-discharge). */
const EYE_GUNK =
  /\b(?:goo|gunk|gunky|goopy|gooey|gloopy|sticky|pus|pussy|discharge|crust\w*|mucky|weeping|oozing|stuck (?:shut|together)|glued (?:shut|together))\b/;
const EYE_PINK = /\b(?:pink|red|redness|bloodshot|sore|itchy|swollen|puffy)\b/;
// Yellow gunk or crust alone is often sleep or a blocked tear duct: it needs a pink eye beside it.
const EYE_PUS =
  /\b(?:pus|pussy|green(?:ish|y)?(?: \w+)? (?:goo|gunk|stuff|discharge|gloop|pus|crust\w*)|stuck (?:shut|together)|glued (?:shut|together)|(?:goo|gunk|discharge|pus) (?:\w+ )?(?:keeps|comes) (?:coming )?back)\b/;
/** A blocked tear duct waters and gets sticky with a white eye; it is home care. */
const TEAR_DUCT =
  /\btear ducts?\b|\b(?:white|whites)(?: part)? (?:of (?:his|her|the) eyes? )?(?:is|are|look|looks) (?:fine|white|normal|clear)\b|\b(?:white|whites|white part|eyes?|eyeballs?) (?:of (?:his|her|the) eyes? )?(?:isnt|arent|is not|are not|not|doesnt look|dont look|never) (?:\w+ )?(?:red|pink|bloodshot)\b/;

/** White patches, spots or a coating in the mouth (oral thrush, thrush.md). */
const MOUTH = /\b(?:mouth|tongue|cheeks?|gums?|lips?|palate|roof of (?:his|her|the) mouth)\b/;
const WHITE_PATCH =
  /\b(?:white|creamy|cottage cheese|curd\w*)(?: \w+){0,2} (?:patch\w*|spots?|coating|coated|stuff|film|bits|marks|layer|dots)\b|\b(?:tongue|mouth|cheeks?) (?:\w+ ){0,3}(?:white|coated)\b|\bwhite (?:tongue|mouth)\b/;
/** They stay when wiped, bleed when wiped, or the baby is sore at feeds: not a milk coating. */
const STAYS_WHEN_WIPED =
  /\b(?:not|dont|doesnt|wont|cant|cannot|isnt|never) (?:\w+ ){0,3}(?:wipe|rub|come|scrape|brush|clean|wash|budge)\w*(?: \w+){0,2}(?: off| away)?\b|\b(?:bleed\w*|red (?:underneath|under|spots)) (?:\w+ ){0,4}(?:wipe|rub)\w*|\b(?:wipe|rub)\w* (?:\w+ ){0,4}bleed\w*/;
const SORE_AT_FEEDS =
  /\b(?:fuss\w*|pull\w* (?:off|away)|unlatch\w*|keeps? coming off|comes? off|crying|cries|screams?|refus\w*|wont (?:feed|take|latch)|not feeding|fighting|sore) (?:\w+ ){0,4}(?:breast|boob|bottle|feeds?|feeding|nursing|latch\w*)\b/;
/** "Wipes off", "comes off": a milk coating. */
const WIPES_OFF =
  /\b(?<!(?:not|dont|doesnt|wont|cant|never) (?:\w+ )?)(?:wipes?|rubs?|comes?|came|wiped|rubbed) (?:it )?(?:off|away)\b/;

const says = (f: Facts, re: RegExp) => f.says(re);

export const infectionRules: readonly RedFlagRule[] = [
  {
    // White patches in the mouth that stay when wiped or make feeds sore: oral thrush.
    id: "oral-thrush",
    educational: true,
    pastOnly: true,
    when: (f) =>
      says(f, MOUTH) &&
      says(f, WHITE_PATCH) &&
      // The name alone ("white patches in her mouth, thrush?") asks what it is: the answer explains.
      (says(f, STAYS_WHEN_WIPED) || (says(f, SORE_AT_FEEDS) && !says(f, WIPES_OFF))),
  },
  {
    id: "kawasaki-signs",
    educational: true,
    pastOnly: true,
    when: (f) =>
      says(f, FEVER_WORD) &&
      (says(f, FIVE_DAYS) || (f.maxDurationHours ?? 0) >= 120) &&
      says(f, KAWASAKI_SIGN),
  },
  {
    id: "uti-signs",
    educational: true,
    pastOnly: true,
    when: (f) =>
      (!says(f, POTTY_FEAR) || f.feverReported || says(f, PEES_OFTEN)) &&
      (says(f, PAINFUL_PEE) || (says(f, SMELLY_PEE) && (f.feverReported || says(f, FEVER_WORD)))),
  },
  {
    id: "eczema-herpeticum",
    educational: true,
    pastOnly: true,
    when: (f) => says(f, ECZEMA) && says(f, HERPETIC) && says(f, SUDDEN_OR_UNWELL),
  },
  {
    id: "newborn-eye-discharge",
    educational: true,
    age: { below: 1, unknownAge: "skip" },
    when: (f) => says(f, EYE) && says(f, EYE_DISCHARGE) && says(f, LIDS_SWOLLEN),
  },
  {
    // Past the newborn weeks: pus-like discharge with a pink eye, or plain pus (conjunctivitis).
    id: "eye-pus-discharge",
    educational: true,
    pastOnly: true,
    age: { atLeast: 1, unknownAge: "match" },
    when: (f) =>
      says(f, EYE) &&
      ((says(f, EYE_GUNK) && (says(f, EYE_PINK) || f.feverReported || says(f, FEVER_WORD))) ||
        says(f, EYE_PUS)) &&
      !says(f, TEAR_DUCT),
  },
];
