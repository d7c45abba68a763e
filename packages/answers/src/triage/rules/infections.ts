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
  /\b(?:cries|crying|cry|screams|screaming|hurts?|hurting|stings?|stinging|burns?|burning|pain\w*|sore|winces|whimpers) (?:\w+ ){0,3}(?:when|while|as|after) (?:she |he |they |it |i )?(?:wees?|weeing|pees?|peeing|urinat\w*|goes for a wee|does a wee|does a pee|pees?)\b|\b(?:wee|pee|urine|weeing|peeing) (?:\w+ ){0,3}(?:hurts?|stings?|burns?|painful)\b/;
const SMELLY_PEE =
  /\b(?:wee|pee|urine|nappies|nappy|diapers?) (?:\w+ ){0,3}(?:smells?|smelly|stinks?|stinky|whiffy|strong|cloudy|fishy|pongs?)\b|\b(?:smelly|stinky|strong smelling|cloudy|fishy) (?:wee|pee|urine|nappies|diapers)\b/;
const POTTY_FEAR =
  /\b(?:potty|toilet) (?:training|trained|scared|afraid|refus\w*)|\bscared (?:of|to) (?:the )?(?:potty|toilet)\b/;

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
  /\btear ducts?\b|\b(?:white|whites) (?:of (?:his|her|the) eyes? )?(?:is|are|look|looks) (?:fine|white|normal|clear)\b/;

const says = (f: Facts, re: RegExp) => f.says(re);

export const infectionRules: readonly RedFlagRule[] = [
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
      !says(f, POTTY_FEAR) &&
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
      ((says(f, EYE_GUNK) && says(f, EYE_PINK)) || says(f, EYE_PUS)) &&
      !says(f, TEAR_DUCT),
  },
];
