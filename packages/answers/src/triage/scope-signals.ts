import { buildFacts, type Facts } from "./facts.js";
import type { Token } from "./normalize.js";
import { LEXICON } from "./lexicon.js";
import { speaksOfFamilyLife } from "./scope-family-life.js";
import { askedAfterAside } from "./scope-aside.js";
import { namesAdultMatter, namesChildOrBirth } from "./scope-adult-matter.js";
import {
  aboutOwnPursuit,
  childByPronoun,
  pronounForChild,
  speaksOfSomeone,
  teachesTheChild,
} from "./scope-subject.js";
import { asksForWriting } from "./scope-tasks.js";
import { OFF_TOPIC_WORDS, SCOPE_WORDS } from "./scope-words.js";
import { STRONG_OFF_TOPIC, STRONG_SCOPE } from "./scope-strong-words.js";

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
  // Colours say nothing of the topic ("leaves going yellow", "a blue car").
  "yellow",
  "blue",
  "grey",
  "purple",
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
/**
 * Kinds of things: a household product ("oven cleaner", and the class word normalize.ts adds beside
 * one) or a plant ("peace lily" → "peace lily toxicplant"). They name what the thing is, not that a
 * child's care is asked about ("why are my peace lily's leaves yellow?" is about the plant).
 */
const THING_HEADS = new Set(["toxicplant", "chemical"]);

const scopeWords = new Set(SCOPE_WORDS);
const offTopicWords = new Set(OFF_TOPIC_WORDS);

export interface ScopeSignals {
  parenting: number;
  offTopic: number;
  /** A grown-up's own matter with no child in the message (scope-adult-matter.ts). */
  adultMatter: boolean;
}

/** An adult's fitness training: a gym split or routine, building muscle, bulking, lifts. */
const ADULT_TRAINING =
  /\b(?:gym|workout|training|lifting) (?:split|programme|program)\b|\bbuild(?:ing)? (?:muscle|mass)\b|\bbulking\b|\bhypertrophy\b|\bdeadlifts?\b|\bbench press\b|\bsquat rack\b/;

/** Words of the strong list that name the writer's own parents as often as the writer as a parent ("my dad's car"). */
const ADULT_KIN = new Set([
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
]);

/**
 * A grown-up's own matter (money, work, the home, the car, their own health or pastime) with no
 * child in the message: no word of a child's care or health (`childWords`, the writer's own parents
 * left out), no child's age, family-life phrase, pregnancy or birth, and no pronoun that stands for
 * a child. Beside a boss or a partner, "he" or "she" is the child when the message weighs anything
 * for parenting ("do I tell my boss she has hand, foot and mouth").
 */
function adultMatterOnly(facts: Facts, childWords: number, parenting: number): boolean {
  const text = facts.text;
  if (childWords > 0 || !namesAdultMatter(text)) return false;
  if (namesChildOrBirth(text) || speaksOfFamilyLife(text) || pronounForChild(text)) return false;
  return !(speaksOfSomeone(text) && parenting > 0);
}

/** A sign word as typed, not a typo corrected into one ("statins" read as "stairs"). */
const typedSign = (t: Token) =>
  HEALTH_HEADS.has(t.word) && (t.raw === t.word || (LEXICON[t.word] ?? []).includes(t.raw));

/**
 * A comparison of size or look ("a lump like a golf ball", "the size of a grape", "as big as an
 * egg"): its words say how something looks, not what the question is about.
 */
const SIMILE =
  /(?<!\b(?:would|i|id|we|you|they|to|also|really|dont|didnt|do|does|he|she|kids|children|toddlers|babies) )\b(?:like|size of|as big as|bigger than|smaller than) (?:a |an |the )(?:\w+ )?\w+/g;

function simileWords(text: string): Set<string> {
  const found = new Set<string>();
  for (const m of text.toLowerCase().matchAll(SIMILE))
    for (const w of m[0].split(" ").slice(1)) found.add(w);
  return found;
}

/** Weighs words of parenting against words of other domains. */
export function scopeSignals(facts: Facts): ScopeSignals {
  let parenting = 0;
  let offTopic = 0;
  let childWords = 0;
  const compared = simileWords(facts.text);
  for (const t of facts.tokens) {
    if (THING_HEADS.has(t.word)) continue;
    const careWord =
      STRONG_SCOPE.has(t.raw) ||
      STRONG_SCOPE.has(t.word) ||
      scopeWords.has(t.raw) ||
      scopeWords.has(t.word);
    if ((careWord && !ADULT_KIN.has(t.raw)) || typedSign(t)) childWords += 1;
    if (STRONG_SCOPE.has(t.raw) || STRONG_SCOPE.has(t.word)) parenting += 3;
    else if (scopeWords.has(t.raw) || scopeWords.has(t.word) || HEALTH_HEADS.has(t.word))
      parenting += 1;
    if (compared.has(t.raw)) continue;
    if (STRONG_OFF_TOPIC.has(t.raw)) offTopic += 4;
    else if (offTopicWords.has(t.raw)) offTopic += 2;
  }
  // The parent's own training ("a good gym split for building muscle, 4 days a week"), when nothing
  // in the message speaks of a child, a pregnancy or a birth ("4 days" is not a baby's age here).
  if (parenting === 0 && !speaksOfFamilyLife(facts.text) && ADULT_TRAINING.test(facts.text))
    offTopic += 4;
  if (facts.textAgeMonths !== null) parenting += 3;
  if (speaksOfFamilyLife(facts.text)) parenting += 3;
  if (asksForWriting(facts.text)) offTopic += 4;
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
  // The child named only by a pronoun ("a graze on his knee") and a parent teaching their child
  // are parenting; the writer's own sport injury or hobby ("my knee hurts after running", "best
  // way to learn spanish"), when nothing names a child, a family or a pregnancy, is not.
  const pronounChild = childByPronoun(facts.text);
  if (pronounChild) parenting += 2;
  if (teachesTheChild(facts.text)) parenting += 3;
  const namesChild =
    pronounChild ||
    facts.textAgeMonths !== null ||
    speaksOfFamilyLife(facts.text) ||
    facts.tokens.some((t) => STRONG_SCOPE.has(t.raw) || STRONG_SCOPE.has(t.word));
  if (!namesChild && aboutOwnPursuit(facts.text)) offTopic += 4;
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
  // "my 2 year old is finally asleep!! whats a good flour to water ratio…": what is asked after the
  // child is set aside decides; when it names no child and nothing of parenting, it is off-topic.
  const adultMatter = adultMatterOnly(facts, childWords, parenting);
  if (adultMatter) offTopic += parenting + 4;
  const asked = askedAfterAside(facts.text);
  if (
    asked !== null &&
    !pronounForChild(asked) &&
    scopeSignals(buildFacts(asked, null)).parenting === 0
  )
    offTopic += parenting + 4;
  return { parenting, offTopic, adultMatter };
}
