import { SENTENCE_STOP } from "./sentence-stop.js";

/**
 * Who each part of a message is about: the child, or the parent's (or a partner's) own body. A
 * mother writes of her caesarean wound, her fever, her breathlessness beside her baby's age; read
 * as one text, her signs became the baby's (a wound infection with 100.9 °F sent the baby to 911).
 * The message is read clause by clause; a clause with no one named keeps the last person named
 * ("…oozing yellow stuff, temp 100.9" is still hers).
 */

/** Where one person's account ends and the next may begin. */
const CLAUSE_END = new RegExp(
  String.raw`(?:${SENTENCE_STOP}|,(?!\d))+|\b(?:and|but|so|then|also|plus|though|although|while)\b`,
);

/** The child, by noun or pronoun (a partner's "she"/"her" is handled through PARTNER). */
const CHILD_NOUN =
  /\b(?:baby|babies|babys|son|sons|daughter|daughters|toddler|newborn|infant|lo|little one|child|childs|kid|kids|boy|girl|bub|bubba|twins?|preemie|\d+ ?(?:yo|mo|m|wk|wks|week|weeks|month|months|year|years|day|days) old)\b/;
const CHILD_PRONOUN = /\b(?:he|she|hes|shes|him|his|her|hers|they|them|their|theyre)\b/;
/** A birth told as a date ("had my baby a week ago", "baby is 10 days old") is the setting, not a report. */
const BIRTH_DATE =
  /\b(?:had|delivered|gave birth to|given birth to) (?:my|the|our|her) (?:baby|son|daughter|twins|little one)\b|\b(?:baby|son|daughter|he|she) (?:is|was) (?:born|delivered)\b|\b(?:baby|son|daughter|newborn|he|she)(?: is| s|s)? (?:only |just )?(?:\d+|a|one|two|three|four|five|six) (?:days?|weeks?|wks?) old\b/g;

/**
 * A partner who may be pregnant or have given birth. Only "she"/"her" can be hers: "my wife says
 * he's not breathing" is the child. Grandparents are not named here: "my mom says it's nothing but
 * his lips look blue" is about the child.
 */
const PARTNER = /\bmy (?:wife|partner|girlfriend|gf|fiancee|missus|other half)\b/;
const PARTNER_PRONOUN = /\b(?:she|shes|her|hers)\b/;

/**
 * The parent's own body, in the first person: "my c section scar", "my chest", "I can't catch my
 * breath", "I feel shivery", "I've got a temp". "my" before a child word ("my son") is the child.
 */
const PARENT_OWN = [
  /\bmy (?:own )?(?:c ?section|csection|c sec|caesarean|cesarean|section|scar|wound|incision|stitches|staples|tear|episiotomy|perineum|chest|heart|breath|breathing|lungs?|calf|calves|legs?|thigh|boobs?|breasts?|nipples?|temp|temperature|fever|bleeding|blood loss|lochia|pads?|vagina|womb|uterus|bump|waters|contractions|vision|eyesight|face|hands|ankles|feet|milk|supply|bp|blood pressure|head|headache)\b/,
  /\bi (?:\w+ ){0,2}(?:cant|can t|cannot|couldnt|couldn t|struggl\w* to|finding it hard to) (?:catch (?:my|a|me) breath|breathe|get (?:my|a) breath|stop (?:shaking|shivering|bleeding))\b/,
  /\b(?:i m|im|i am|i feel|i felt|i ve been|ive been|i keep|i get|i got|i ve got|ive got|i have|i had|i m having|im having|i ve had|ive had|i m getting|im getting)(?: \w+){0,3} (?:breathless|short of breath|out of breath|dizzy|faint|feverish|shivery|shivers|achy|unwell|light ?headed|chest pains?|palpitations|a fever|a temp|a temperature|a high temp|chills|a headache|the worst headache|headaches|bleeding|contractions)\b/,
  /\bwhen i (?:breathe|breath|cough|walk|move|lie down|stand)\b/,
  // A plan told in the first person ("I keep thinking about swallowing the whole packet", "I want
  // to take all my tablets"): the one who would swallow is the parent, not a child who got into
  // medicines. A child named in the clause is read first ("thinking he swallowed one").
  /\bi (?:\w+ ){0,3}(?:thinking|thought|think|want|wanna|going|gonna|planning|plan|tempted|could|might)(?: \w+){0,2} (?:taking|take|swallowing|swallow|overdos\w*)\b/,
  /\b(?:i m|im|i am|i was|i ve been) (?:\d+|a few|two|three) (?:days?|weeks?|wks?) (?:post ?partum|post ?natal|pp|after (?:the |my )?(?:birth|delivery|c ?section|caesarean))\b/,
];

/** A frightened parent ("I can't breathe, I'm panicking") speaks of fear, not of an emergency in her body. */
export const PARENT_PANIC =
  /\bpanic\w*|\bfreak\w* out\b|\b(?:so |really |very )?(?:scared|terrified|frightened|petrified)\b|\banxiety attack\b/;

/** The child has what the parent has: "has one too", "has it as well", "the same". */
const SHARED =
  /\b(?:has|have|got|caught|getting|gets|is|seems)(?: \w+)? (?:it|one|them|the same|same)(?: \w+)? (?:too|as well|also)\b|\b(?:too|as well)\s*[.!?]*\s*$|\bthe same (?:thing|symptoms)\b|\b(?:both|we all|all of us)\b/;

export type Subject = "child" | "parent" | "none";

function subjectOf(clause: string, current: Subject, partnerNamed: boolean): Subject {
  const c = clause.replace(BIRTH_DATE, " ");
  if (CHILD_NOUN.test(c)) return "child";
  if (PARTNER.test(c)) return "parent";
  // After "my wife…", "she"/"her" is the partner until a child is named.
  if (CHILD_PRONOUN.test(c)) {
    const onlyHers = !CHILD_PRONOUN.test(c.replace(new RegExp(PARTNER_PRONOUN.source, "g"), " "));
    return partnerNamed && current === "parent" && onlyHers ? "parent" : "child";
  }
  if (PARENT_OWN.some((re) => re.test(c))) return "parent";
  return current;
}

export interface SubjectSplit {
  /** The clauses about the child, with those that name no one before anyone is named. */
  child: string;
  /** The clauses about the parent's or a partner's own body, with the same unnamed opening. */
  parent: string;
}

/**
 * The message split by whom each clause is about; null when no clause is about the parent's own
 * body (almost every message: then it is read whole, as before). Each side keeps the other's
 * clauses' places as sentence breaks, and its own words and joints as written.
 */
export function splitBySubject(lowerText: string): SubjectSplit | null {
  // Odd indexes are the joints ("and", ","), kept so each side reads as the parent wrote it.
  const parts = lowerText.split(new RegExp(`(${CLAUSE_END.source})`));
  const partnerNamed = PARTNER.test(lowerText);
  const child: string[] = [];
  const parent: string[] = [];
  let current: Subject = "none";
  let parentOnly = false;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (i % 2 === 1 || part.trim() === "") {
      child.push(part);
      parent.push(part);
      continue;
    }
    current = subjectOf(part, current, partnerNamed);
    if (current === "parent") parentOnly = true;
    child.push(current === "parent" ? " . " : part);
    parent.push(current === "child" ? " . " : part);
  }
  // "I've got a fever and the baby has it too": the child shares what the parent has; read whole.
  if (!parentOnly || SHARED.test(child.join(""))) return null;
  return { child: child.join(""), parent: parent.join("") };
}
