import { NEXT_PREGNANCY } from "../retrieval/synonyms.js";

/**
 * Whom a question is about: the child, or the parent (their body, mood, work, relationship).
 * Entries of the `parents` folder answer the second kind; the rest answer the first.
 */
export type Subject = "child" | "parent" | null;

const PARENT =
  /\b(?:postpartum|post partum|pp|myself|after (?:birth|giving birth|delivery|my c ?section|having (?:a|the|my|our) baby)|since (?:having|i had) (?:a|the|my|our)? ?baby|(?:lose|losing|lost) (?:the |my )?(?:baby )?weight|baby weight|my (?:weight|diet|calories)|(?:working|work) out(?! (?:how|what|when|which|why|if|whether|the|his|her|their|my|your|a|an|corrected|adjusted|age|much|many)\b)|i (?:feel|am|have been|keep|cant stop|cant sleep|cant cope)|im (?:so |really |always )?(?:tired|exhausted|sad|anxious|lonely|overwhelmed|depressed|struggling|feeling|touched)|feeling|to feel|feel (?:so |really )?(?:anxious|sad|low|down|lonely|overwhelmed|guilty|angry|depressed|tired|exhausted|touched out)|touched out|my (?:body|breasts?|boobs?|nipples?|period|periods|mood|stitches|scar|c ?section|partner|husband|wife|marriage|relationship|job|work|boss|pelvic|bladder|hair (?:is )?(?:falling|thinning|loss))|(?:dad|mum|mom|father|mother) here|ask(?:ing)? for help|bonding with|me time|self care|(?:mum|mom|mother|dad|father|parent) (?:guilt|burnout|rage)|i (?:get|getting|catch up on) (?:more |some |any |enough )?sleep|(?:should|can|do|could) i (?:sleep|nap|rest) when|so (?:i|we) can (?:sleep|nap|rest))\b/;
const CHILD =
  /\b(?:baby|babys|babies|toddler|toddlers|newborn|infant|son|daughter|he|she|him|her|his|little one|lo|kid|child|\d+ ?(?:month|mo|week|wk|year|yr) old)\b/;

/**
 * The parent's own next pregnancy, and their guilt (about work, childcare, feeding), are the
 * parent's subject however the child is named beside them ("mine is 6 months old").
 */
const PARENT_LIFE = /\b(?:guilt|guilty)\b|\b(?:get|gets|getting|got|fall|falling) pregnant\b/;

export function questionSubject(question: string): Subject {
  const text = question
    .toLowerCase()
    .replace(/[’'`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ");
  if (PARENT.test(text) || PARENT_LIFE.test(text) || NEXT_PREGNANCY.test(text)) return "parent";
  if (CHILD.test(text)) return "child";
  return null;
}
