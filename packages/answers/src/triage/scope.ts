import type { Facts } from "./facts.js";
import { LEXICON } from "./lexicon.js";
import { OFF_TOPIC_WORDS, SCOPE_WORDS } from "./scope-words.js";

/** Attempts to change the assistant's instructions or role. Treated as off-topic (unless an emergency). */
const INJECTION: readonly RegExp[] = [
  /\b(?:ignore|disregard|forget|override|bypass|skip)\b.{0,40}\b(?:instructions?|rules?|prompts?|guidelines?|directions?|programming|restrictions?|guardrails?|filters?|policies|policy)\b/,
  /\b(?:ignore|disregard|forget) (?:everything|all|anything) (?:above|before|previous|prior|you were told)\b/,
  /\b(?:you are|youre|u r) now\b|\bfrom now on,? (?:you|act|respond|answer)\b/,
  /\bpretend (?:to be|youre|you are|that you|you were)\b|\broleplay as\b|\brole play as\b/,
  /\bact as (?:my|an? (?!(?:good |better |positive )?(?:parent|role model|mom|dad|mum|example|team)))/,
  /\bsystem prompt\b|\bdeveloper mode\b|\bjailbreak\w*|\bdan mode\b|\bdo anything now\b|\bnew instructions\b|\bprompt injection\b/,
  /\b(?:reveal|show|print|repeat|tell me) (?:me )?(?:your|the) (?:system |hidden |initial |original )?(?:prompt|instructions|rules)\b/,
  /\bwhat (?:are|were) your (?:instructions|rules|guidelines)\b|\bwhat model are you\b|\bwho (?:made|built|created|trained) you\b/,
];

// Words that by themselves put a question in scope: the child, the parent, pregnancy and core care.
const STRONG_SCOPE = new Set([
  "baby",
  "babies",
  "babys",
  "infant",
  "infants",
  "newborn",
  "newborns",
  "toddler",
  "toddlers",
  "todler",
  "child",
  "children",
  "childs",
  "kid",
  "kids",
  "kiddo",
  "son",
  "daughter",
  "sons",
  "daughters",
  "preemie",
  "preemies",
  "twins",
  "bub",
  "bubba",
  "lo",
  "bby",
  "mom",
  "moms",
  "mum",
  "mums",
  "mommy",
  "mummy",
  "momma",
  "dad",
  "dads",
  "daddy",
  "parent",
  "parents",
  "parenting",
  "parenthood",
  "nanny",
  "babysitter",
  "daycare",
  "nursery",
  "preschool",
  "pediatrician",
  "paediatrician",
  "peds",
  "midwife",
  "doula",
  "sibling",
  "siblings",
  "pregnant",
  "pregnancy",
  "postpartum",
  "postnatal",
  "prenatal",
  "antenatal",
  "trimester",
  "csection",
  "cesarean",
  "caesarean",
  "ppd",
  "maternity",
  "paternity",
  "lactation",
  "colostrum",
  "mastitis",
  "breastfeed",
  "breastfeeding",
  "breastfed",
  "breastmilk",
  "latch",
  "pumping",
  "formula",
  "solids",
  "puree",
  "purees",
  "weaning",
  "blw",
  "sippy",
  "highchair",
  "pacifier",
  "binky",
  "crib",
  "cot",
  "bassinet",
  "swaddle",
  "swaddling",
  "sids",
  "cosleep",
  "cosleeping",
  "bedshare",
  "bedsharing",
  "milestone",
  "milestones",
  "crawl",
  "crawling",
  "babble",
  "babbling",
  "tantrum",
  "tantrums",
  "potty",
  "teething",
  "teether",
  "colic",
  "colicky",
  "diaper",
  "diapers",
  "nappy",
  "nappies",
  "umbilical",
  "circumcision",
  "cradle",
  "stroller",
  "carseat",
  "babyproof",
  "babyproofing",
  "childproof",
  "onesie",
  "rsv",
  "croup",
  "jaundice",
  "spitup",
  "regression",
  "wakeups",
  "playpen",
  "playard",
  "bouncer",
  "walker",
  "nursing",
  "burp",
  "burping",
]);

// Topics we refuse even when a child is named ("my son's algebra homework"): the request is for the task, not for care.
const STRONG_OFF_TOPIC = new Set([
  "python",
  "javascript",
  "typescript",
  "java",
  "code",
  "coding",
  "sql",
  "regex",
  "excel",
  "spreadsheet",
  "algorithm",
  "compile",
  "homework",
  "essay",
  "algebra",
  "equation",
  "solve",
  "calculus",
  "geometry",
  "bitcoin",
  "crypto",
  "ethereum",
  "stock",
  "stocks",
  "forex",
  "nasdaq",
  "dividend",
  "portfolio",
  "scrape",
  "github",
  "linux",
  "html",
  "css",
]);

// Every red-flag word (symptoms, injuries, body parts) counts as a weak sign of a health question,
// except words too general to say anything about the topic.
const GENERAL_HEADS = new Set([
  "not",
  "stop",
  "very",
  "fast",
  "hot",
  "cold",
  "red",
  "water",
  "press",
  "glass",
  "spread",
  "dry",
  "wet",
  "tight",
  "face",
  "eyes",
  "head",
  "mouth",
  "skin",
  "lips",
]);
const HEALTH_HEADS = new Set(Object.keys(LEXICON).filter((h) => !GENERAL_HEADS.has(h)));

const scopeWords = new Set(SCOPE_WORDS);
const offTopicWords = new Set(OFF_TOPIC_WORDS);

// Greetings, thanks and sign-offs: a parent being polite, not a question from another domain.
const SMALL_TALK_THANKS = new Set([
  "thanks",
  "thank",
  "thx",
  "thanx",
  "thnx",
  "thnks",
  "ty",
  "tysm",
  "cheers",
  "ta",
  "appreciated",
  "appreciate",
  "helpful",
  "helps",
  "helped",
]);
const SMALL_TALK_GOODBYE = new Set(["bye", "goodbye", "goodnight", "night"]);
const SMALL_TALK_CORE = new Set([
  "hi",
  "hii",
  "hiya",
  "hey",
  "heya",
  "hello",
  "helo",
  "hallo",
  "howdy",
  "yo",
  "morning",
  "evening",
  "afternoon",
  "ok",
  "okay",
  "okey",
  "k",
  "kk",
  "great",
  "perfect",
  "brilliant",
  "lovely",
  "awesome",
  "cool",
  ...SMALL_TALK_THANKS,
  ...SMALL_TALK_GOODBYE,
]);
const SMALL_TALK_FILLER = new Set([
  "you",
  "u",
  "so",
  "very",
  "much",
  "a",
  "lot",
  "lots",
  "again",
  "good",
  "great",
  "that",
  "this",
  "it",
  "its",
  "was",
  "is",
  "really",
  "super",
  "thats",
  "there",
  "all",
  "for",
  "the",
  "help",
  "your",
  "ill",
  "will",
  "do",
  "try",
  "got",
  "sounds",
  "makes",
  "sense",
  "nice",
  "oh",
  "ah",
  "right",
  "yes",
  "yeah",
  "yep",
  "no",
  "nope",
  "just",
  "wanted",
  "to",
  "say",
  "and",
  "have",
  "day",
  "chat",
  "later",
  "see",
  "soon",
  "mate",
  "again",
  "amazing",
  "wonderful",
  "fab",
  "fantastic",
  "x",
  "xx",
  "xxx",
  "we",
  "i",
  "me",
  "my",
]);

/** What a greeting, thanks or sign-off is mostly doing; the engine replies in kind. */
export type SmallTalkKind = "thanks" | "goodbye" | "greeting";

/**
 * What a message that is only a greeting, thanks or sign-off ("hi", "thanks so much!", "ok thank
 * you") is doing, or null when it says or asks anything more. Small talk is in scope, with nothing
 * to triage; the engine answers it with a short friendly reply.
 */
export function smallTalkKind(text: string): SmallTalkKind | null {
  const words =
    text
      .toLowerCase()
      .replace(/[’']/g, "")
      .match(/[a-z]+/g) ?? [];
  if (words.length === 0 || words.length > 12) return null;
  if (!words.some((w) => SMALL_TALK_CORE.has(w))) return null;
  if (!words.every((w) => SMALL_TALK_CORE.has(w) || SMALL_TALK_FILLER.has(w))) return null;
  if (words.some((w) => SMALL_TALK_THANKS.has(w))) return "thanks";
  if (words.some((w) => SMALL_TALK_GOODBYE.has(w) || w === "later")) return "goodbye";
  return "greeting";
}

export function isSmallTalk(text: string): boolean {
  return smallTalkKind(text) !== null;
}

// A pet as the subject, with no child in the question: "my cat is not breathing", "dog ate chocolate".
const PET =
  /\b(?:my|our|the|his|her|a|their) (?:\w+ )?(?:dogs?|puppy|puppies|pup|cats?|kitten|kittens|kitty|hamsters?|rabbits?|guinea pigs?|parrots?|budgies?|goldfish|horses?|pets?|gerbils?|ferrets?|tortoises?|turtles?|lizards?|snakes?|rats?|mice)\b/;
const CHILD_REFERENCE = /\b(?:he|she|hes|shes|him|her|his|hers|they|them|their|theyre)\b/;

/** The question is about an animal, not a child (emergency rules are for children). */
export function isAboutPetOnly(facts: Facts): boolean {
  if (!PET.test(facts.text) || facts.textAgeMonths !== null) return false;
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

export function isInjection(cleanText: string): boolean {
  return INJECTION.some((r) => r.test(cleanText));
}

export interface ScopeSignals {
  parenting: number;
  offTopic: number;
}

/** Weighs words of parenting against words of other domains. */
export function scopeSignals(facts: Facts): ScopeSignals {
  let parenting = facts.textAgeMonths !== null ? 3 : 0;
  let offTopic = 0;
  for (const t of facts.tokens) {
    if (STRONG_SCOPE.has(t.raw) || STRONG_SCOPE.has(t.word)) parenting += 3;
    else if (scopeWords.has(t.raw) || scopeWords.has(t.word) || HEALTH_HEADS.has(t.word))
      parenting += 1;
    if (STRONG_OFF_TOPIC.has(t.raw)) offTopic += 4;
    else if (offTopicWords.has(t.raw)) offTopic += 2;
  }
  // Starting solids, and where to get help (A&E, the ER, 111, the GP or health visitor), are parents' questions.
  if (/\bsolid (?:food|foods|feeding)\b|\bstart(?:ing)? solids?\b/.test(facts.text)) parenting += 3;
  if (
    /\ba ?& ?e\b|\ba and e\b|\b(?:the )?er\b|\bemergency (?:room|department)\b|\b111\b|\bgp\b|\bhealth visitor\b|\bwalk[ -]?in (?:centre|center|clinic)\b|\burgent care\b/.test(
      facts.text,
    )
  )
    parenting += 1;
  // An adult's own injury ("a burn on my hand") is not a question about a child.
  if (
    /\b(?:on|burnt|burned|burn|scalded|cut|sprained|broke|broken|hurt|injured) my (?:hand|hands|arm|arms|finger|fingers|thumb|leg|legs|wrist|ankle|knee|foot|toe|toes)\b/.test(
      facts.text,
    )
  )
    offTopic += 2;
  // "he put a crayon in his mouth": a small child putting things where they shouldn't.
  if (
    /\b(?:put|puts|putting|stuck|shoved|pushed|popped) (?:a |an |the |some |his |her )?\w+ (?:in|into|up) (?:his|her|their) (?:mouth|nose|ear|ears)\b/.test(
      facts.text,
    )
  )
    parenting += 3;
  if (
    /\bcar ?seats?\b|\broom ?shar\w*|\bhand,? foot,? (?:and|&|n) mouth\b|\bflat (?:head|spot)\b|\bplagiocephaly\b|\bhead shape\b/.test(
      facts.text,
    )
  )
    parenting += 3;
  return { parenting, offTopic };
}

/**
 * "parenting" when the question is about babies, toddlers, children's care, parenting, or a parent's
 * pregnancy or postpartum health; "off-topic" for other domains, for instructions to change the
 * assistant's rules, and for questions with no sign of either.
 */
export function classifyScope(
  question: Facts,
  conversation: Facts | null,
): "parenting" | "off-topic" {
  if (isInjection(question.text)) return "off-topic";
  if (isSmallTalk(question.text)) return "parenting";
  // A continuation ("and at 6 months?", "can I put butter on it while we wait?") is judged with the
  // conversation it continues: alone it may name no child, or mostly everyday words.
  const s = scopeSignals(conversation ?? question);
  if (s.parenting > s.offTopic) return "parenting";
  return "off-topic";
}
