import type { Facts } from "./facts.js";
import { STRONG_SCOPE } from "./scope-strong-words.js";

/**
 * Messages whose subject is not a child: a pet ("my cat is not breathing") or another adult's own
 * injury ("my husband burned his hand"). Red-flag rules are for children.
 */

// A pet as the subject, with no child in the question: "my cat is not breathing", "dog ate chocolate".
const PET =
  /\b(?:my|our|the|his|her|a|their) (?:\w+ )?(?:dogs?|puppy|puppies|pup|cats?|kitten|kittens|kitty|hamsters?|rabbits?|guinea pigs?|parrots?|budgies?|goldfish|horses?|pets?|gerbils?|ferrets?|tortoises?|turtles?|lizards?|snakes?|rats?|mice)\b/;
/** The pet did the harm ("bitten by our cat on the hand"): someone, the child asked about, was hurt. */
const HURT_BY_PET =
  /\b(?:bitten|scratched|nipped|clawed|attacked|mauled|jumped on|knocked over) by\b/;
const CHILD_REFERENCE = /\b(?:he|she|hes|shes|him|her|his|hers|they|them|their|theyre)\b/;

/** The question is about an animal, not a child (emergency rules are for children). */
export function isAboutPetOnly(facts: Facts): boolean {
  if (!PET.test(facts.text) || facts.textAgeMonths !== null) return false;
  // "My dog was bitten by a fox" is still the pet's.
  const lower = facts.text.toLowerCase();
  const hurt = HURT_BY_PET.exec(lower);
  if (hurt && !PET.test(lower.slice(0, hurt.index))) return false;
  if (facts.tokens.some((t) => t.word === "baby" || t.word === "child" || STRONG_SCOPE.has(t.raw)))
    return false;
  return !CHILD_REFERENCE.test(facts.text.replace(PET, " "));
}

// Another adult hurt their own body: "my husband burned his hand", "my wife cut her finger". The
// possessive agrees with the adult and follows the injury at once; "my mum says her lips are blue"
// does not match, since a child may be the one meant.
const HURT_OWN =
  "(?:accidentally |just |has |had |badly )?(?:burned|burnt|scalded|cut|sliced|nicked|hurt|twisted|sprained|broke|banged|bumped|hit|trapped|caught|jammed|stubbed|grazed|scraped|bit|pulled|strained) ";
const BODY =
  "(?:own )?(?:\\w+ )?(?:hand|hands|finger|fingers|thumb|arm|arms|leg|legs|foot|feet|face|head|back|wrist|ankle|knee|eye|toe|toes|chest|mouth|tongue|lip|shoulder|elbow|neck)\\b";
const ADULT_HURT_OWN = [
  // The parent's own: "I cut myself shaving", "I've burnt my hand on the oven".
  new RegExp(`\\bi (?:ve |have |just |think i )?${HURT_OWN}(?:myself|my ${BODY})`),
  new RegExp(
    `\\bmy (?:husband|hubby|boyfriend|fiance|dad|father|grandad|granddad|grandpa|grandfather|brother in law|father in law|uncle) ${HURT_OWN}his ${BODY}`,
  ),
  new RegExp(
    `\\bmy (?:wife|girlfriend|fiancee|mum|mom|mother|grandma|grandmother|granny|nan|nana|sister in law|mother in law|aunt|auntie) ${HURT_OWN}her ${BODY}`,
  ),
  new RegExp(
    `\\bmy (?:partner|friend|neighbou?r|colleague|coworker|boss|flatmate|roommate|nanny|childminder|babysitter) ${HURT_OWN}(?:his|her|their) ${BODY}`,
  ),
];
const CHILD_NOUN =
  /\b(?:baby|babies|babys|bub|bubba|newborn|infant|toddler|son|daughter|child|childs|kid|kids|boy|girl|lo|little one|twins?)\b/;

/** The message is about another adult's own injury, not a child's (red flags are for children). */
export function isAboutAnotherAdultOnly(facts: Facts): boolean {
  const text = facts.text.toLowerCase();
  if (facts.textAgeMonths !== null || CHILD_NOUN.test(text)) return false;
  return ADULT_HURT_OWN.some((re) => re.test(text));
}
