import { catalogue, protocol } from "../protocols/load-protocols.js";
import { urgencyOf } from "../protocols/protocol.js";
import { splitFineClauses } from "./clauses.js";
import { buildFacts, type Facts } from "./facts.js";
import { FUTURE_AGAIN } from "./frame.js";
import { signMatch } from "./rule.js";
import { isSmallTalk } from "./small-talk.js";
import type { ChatTurn, RedFlagMatch } from "./types.js";

/**
 * When a message continues the conversation. The old rule read every message of 15 words or fewer
 * together with the last user turns, so "what's a good lasagna recipe?" after an emergency got the
 * same 911 block again. Now a message is a continuation only when it reads like one: it refers back
 * ("he's still…", "and now…", "she's breathing again") or has no subject of its own ("turning blue").
 */
const REFERS_BACK_START =
  /^\s*(?:and|also|plus|now|still|but|then|what about|how about|ok|okay|update|same|again|he|she|hes|shes|he s|she s|they|theyre|it|its|it s|this|that|these|those|him|her|yes|yeah|yep|no|nope|not really|well|actually|oh|now hes|now shes)\b/;
const REFERS_BACK_ANYWHERE =
  /\b(?:still|again|anymore|any more|as well|since then|after that|now (?:he|she|it|they|hes|shes|its)|(?:he|she|it) (?:is|s) now|getting worse|got worse|worse now|better now)\b/;
/** A message this short with no child, age or question of its own is read with what came before. */
const BARE_MAX_WORDS = 6;
const OWN_SUBJECT =
  /\b(?:my|our|baby|babies|toddler|son|daughter|child|kid|newborn|infant|how|what|when|why|where|which|can|should|is it)\b|\d/;

/** A pronoun for the child or the injury, or the way to care: what an off-topic-looking message leans on. */
const POINTS_AT_SITUATION =
  /\b(?:he|she|him|her|his|it|they|them|hospital|ambulance|paramedics?|er|a and e|a ?& ?e|emergency|doctor|gp|nurse|911|999|112|111)\b|\b(?:while|until) (?:we|i)(?: re| are| m| am)? (?:wait|waiting)\b/;

/**
 * A request for a thing of its own ("can you recommend a good netflix series to take my mind off
 * it", "suggest a film"): its "it" is the day's events, not a question about them.
 */
const REQUESTS_A_THING =
  /\b(?:recommend|suggest)\b|\b(?:give|tell|find|send|show) me (?:a|an|some|the best)\b|\bwhat (?:is|s) (?:a|the) (?:good|best)\b/;

/**
 * Danger going on, or back ("still", "again", "worse"); not the body's back or first aid's
 * ("did the back blows and it flew out", "lying on his back").
 */
const PERSISTS =
  /\b(?:still|again|keeps|kept|not stopping|wont stop|worse|getting worse|no better|not better|not improving|(?<!\b(?:on|his|her|their|the|my|your|lower|upper|a) )back(?! (?:blows?|slaps?|thumps?|pats?|blow|of)\b))\b/;
/**
 * The earlier alarm taken back: "false alarm, the bottle was still sealed", "he never actually
 * swallowed any". The message is then read on its own; a sign it reports still counts.
 */
const RETRACTED =
  /\b(?:false alarm|panic over|my mistake|(?:was|were|is) (?:still )?(?:sealed|unopened|empty)|(?:cap|lid|top|seal) (?:was |is )?(?:still )?(?:on|closed|intact|unbroken)|(?:didnt|did not|never|hadnt|had not|hasnt|has not) (?:actually |even |ever )?(?:swallow|drink|drank|eat|ate|get into|got into|open|reach)\w*)\b/;

export function retracted(question: string): boolean {
  const text = question.toLowerCase();
  // "the lid was on but now he's drooling": something new after the retraction keeps the alarm.
  return RETRACTED.test(text) && !/\bbut (?:now|then|hes|shes|he|she|his|her|they)\b/.test(text);
}

/** A report that things got better: the child is breathing, awake, pink, calm again. */
const IMPROVED =
  /\b(?:(?:breathing|crying|awake|responding|pink|moving|talking|eating|drinking|feeding|playing|alert) (?:\w+ ){0,2}(?:again|now|normally|fine|ok|okay|better)|(?:it|its|it s|that|thats|the (?:fit|seizure|convulsion|jerking|shaking|bleeding|choking)) (?:has |had |finally |just |now )?stopped\b(?! (?:breathing|responding|moving|feeding|eating|drinking))|(?:swelling|rash|hives|wheez\w*) (?:has |have |is |are )?(?:gone down|going down|went down|settled|settling|faded|fading|gone|easing|eased|better)|(?:seems?|is|looks?|acting|back to) (?:(?!(?:it|that|this|there|everything)\b)\w+ ){0,1}(?:fine|ok|okay|normal|better|himself|herself|well)(?: now)?|(?:came|come|popped|flew|shot|fell|got it|spat it|spit it) out|coughed (?:it )?up|stopped (?:jerking|shaking|fitting|bleeding|seizing|choking)|(?:fit|seizure|bleeding|choking|jerking|shaking) (?:has |had )?stopped|calmed down|settled|woke up|(?:came|come|coming) (?:round|around)|(?:opened|opening) (?:his|her|their) eyes|breathing (?:on (?:his|her|their) own|by (?:himself|herself|themselves))|(?:hes|shes|he s|she s|theyre|they re|he is|she is|they are) (?:\w+ ){0,1}(?:ok|okay|alright|all right|better|pink|responsive|fine|grand|good|normal)(?: now| again)?|(?:its|it s|it is|the (?:fit|seizure|convulsion|attack) (?:is|has)) (?:all )?(?:over|ended|finished)(?! (?:his|her|the|my|their|him|me|them|body|face|chest|arms?|legs?|back|tummy|head|skin|place))|(?:bleeding|blood|swelling) (?:is |has )?(?:slowing|slowed|easing|eased|going down|less)|colou?r (?:\w+ ){0,2}back|better now|feels better|much better)\b/;

/**
 * A question about what to do in the situation just described ("should I make her throw up?",
 * "can I put butter on it while we wait?", "we're in the car, what do I do if he throws up"), opening
 * the message or one of its sentences: it belongs to the emergency still going on.
 */
const ASKS_WHAT_TO_DO =
  /(?:^|[,.;:!?]|\bthen\b)\s*(?:(?:and|so|ok|okay|but|also|now) )?(?:(?:should|can|could|do|shall|must) (?:i|we)\b|(?:what|how) (?:should|do|can|shall) (?:i|we)\b|is it (?:ok|okay|safe|alright|all right) (?:to|if)\b)|\bwhile (?:we|i)(?: re| are| m| am)? wait/;
/** The child is named anew ("my son", "a 6 month old"): a question of its own. */
const NAMES_A_CHILD =
  /\b(?:my|our|a|an) (?:\w+ )?(?:baby|babies|toddler|son|daughter|child|kid|newborn|infant|boy|girl)\b|\b\d+ ?(?:months?|mo|mos|mths?|weeks?|wks?|years?|yrs?|yo|days?) old\b|\b\d+ ?(?:mo|mos|yo|wk|wks)\b/;

/** Further into the message: asking whether to do something to the child ("…should I put butter on?"). */
const ASKS_TO_TREAT =
  /\b(?:should|can|could|do|shall|must) (?:i|we) (?:\w+ ){0,3}(?:give|put|rub|use|apply|try|wash|rinse|pinch|press|move|pop|burst|cool|ice|wake|lie|lay|sit|keep|hold|carry|turn|roll)\b|\b(?:should|can|do) (?:i|we) (?:\w+ ){0,2}(?:make|let) (?:him|her|them) (?:throw up|vomit|be sick|sleep)\b|\bis it true (?:that )?(?:i|we) should\b/;
/** On the way to help, or waiting for it. */
const EN_ROUTE =
  /\b(?:on (?:the|our) way|in the car|in an? (?:taxi|uber|cab|ambulance)|(?:before|while|until) (?:we|i)(?: re| are| m| am)? (?:wait|head|go|get there|leave|drive|arrive))\b/;

/**
 * About the future, not the emergency now: "how do I stop this happening again once we're home",
 * "when can I try banana again".
 */
const TRY_AGAIN =
  /\bwhen (?:can|could|should|do) (?:i|we|he|she|they) (?:\w+ ){0,4}again\b|\b(?:try|give|offer|have|eat|go) (?:\w+ ){0,3}again\b/;
const TRY_AGAIN_G = new RegExp(TRY_AGAIN.source, "g");
const ASKS_FUTURE =
  /\b(?:prevent\w*|stop (?:it|this|that) (?:from )?happening|happening again|happen again|in (?:the )?future|next time|once (?:we|were|we re) (?:home|back)|when (?:we|were|we re) (?:home|back)|tomorrow|next week|nursery|daycare|school)\b/;

/** Arrived where help is: "we are at the hospital now", "in A&E", "being seen". */
const ARRIVED =
  /\b(?:(?:at|in) (?:the )?(?:hospital|er|ed|a and e|a ?& ?e|emergency(?: room| department)?|urgent care|walk in|childrens ward|ward)|on the (?:\w+ )?ward|arrived|got there|being seen|been seen|seen by)\b/;

/**
 * Help is with the child now: "the ambulance is here", "paramedics are checking him", "the doctor's
 * with her", or already where help is ("we're in A&E"). The emergency card was for getting it.
 */
const HELP_HERE =
  /\b(?:ambulance|ambulance crew|ambo|paramedics?|medics|crew|emts?|first responders?|responders|firefighters|fire (?:brigade|service|department)|doctors?|nurses?)(?: (?:s|is|are|re|has|have|just|now|finally|already))* (?:\w+ )?(?:here|arrived|got here|turned up|pulled up|with (?:him|her|them|us|the baby|my \w+)|checking|looking (?:at|over)|seeing to|assessing|treating|working on|examining|taking (?:him|her|them|us))\b/;

export const helpIsHere = (question: string) => {
  const text = question.toLowerCase().replace(/[’']/g, "");
  return HELP_HERE.test(text) || ARRIVED.test(text);
};

/**
 * Help has been called and is coming: "the ambulance is on its way", "they're coming", "I'm on the
 * phone with 999", "what do I do till they get here". The call line was for getting it.
 */
const HELP_COMING =
  /\b(?:(?:ambulance|ambo|paramedics?|medics|crew|emts?|ems|responders?|help|they|theyre|they re|fire (?:brigade|service|department)|911|999|112|000)(?: (?:s|is|are|re|has|have|been|just|now|already))* (?:\w+ )?(?:coming|on (?:its|their|the|her|his) way|en route|(?:\d+|few|ten|five) (?:mins?|minutes) away|been called)|(?:called|rang|phoned|dialled|dialed|rung) (?:\w+ )?(?:911|999|112|000|an ambulance|the ambulance|emergency services|for an ambulance)|on the (?:phone|line) (?:with|to) (?:911|999|112|000|them|the ambulance|emergency|the dispatcher|dispatch|the call handler)|(?:911|999|112|dispatcher|call handler) (?:is|are|s) on the (?:phone|line)|waiting (?:for|on) (?:the )?(?:ambulance|paramedics|crew|help|them|emts?)|(?:til|till|until|before) (?:they|the ambulance|the paramedics|help|the crew) (?:get here|gets here|arrive|arrives|come|comes|turn up|get to us)|(?:ambulance|ambo|paramedics?|crew|911|999|112|000|dispatcher|call handler|they) (?:says?|said|reckons?|told (?:us|me)) (?:\w+ ){0,3}(?:\d+|a few|few|five|ten|fifteen|twenty) ?(?:mins?|minutes))\b/;

export const helpIsComing = (question: string) =>
  HELP_COMING.test(question.toLowerCase().replace(/[’']/g, ""));

/** Already driving to help: "we're in the car on the way now", "in a taxi to A&E". */
export const enRouteToHelp = (question: string) =>
  EN_ROUTE.test(question.toLowerCase().replace(/[’']/g, ""));

/** On the way to help, waiting for it or already there ("we're in the car on the way"). */
export const onTheWay = (question: string) => {
  const text = question.toLowerCase().replace(/[’']/g, "");
  return EN_ROUTE.test(text) || ARRIVED.test(text);
};

export function asksWhatToDo(question: string, enRouteCounts = true): boolean {
  const text = question.toLowerCase().replace(/[’']/g, "");
  if (ASKS_FUTURE.test(text) || TRY_AGAIN.test(text)) return false;
  return (
    (ASKS_WHAT_TO_DO.test(text) ||
      ASKS_TO_TREAT.test(text) ||
      (enRouteCounts && EN_ROUTE.test(text))) &&
    !NAMES_A_CHILD.test(text)
  );
}

/** The parent marks the message as a new subject. */
const CHANGES_SUBJECT =
  /\b(?:unrelated|not related|different (?:question|topic|subject|thing)|off topic|random (?:question|q)|changing the subject|change of subject|on another note|something else entirely|totally separate|separate question)\b/;

/**
 * A question about looking after the child once the emergency is over: "how do I look after the burn
 * tonight", "what do we watch for the night after a febrile convulsion", "now we're home, can she
 * have a bath". It gets the care answer, not the emergency card again.
 */
const ASKS_ABOUT_CARE =
  /\b(?:how (?:do|should|can|would) (?:i|we) (?:\w+ ){0,2}(?:look after|care for|take care of|clean|dress|bathe|bath|change the dressing|keep (?:it|the \w+) clean|help (?:it|the \w+) heal)|what (?:do|should|can) (?:i|we) (?:\w+ ){0,2}(?:watch|look|keep an eye) (?:out )?for|what (?:to|should i|should we) (?:watch|look) (?:out )?for|what signs (?:do|should) (?:i|we)|aftercare|after care|now (?:that )?(?:we|were|we re|we are) (?:home|back)|once (?:we|were|we re|we are) home|since (?:we|we ve|weve) (?:got|come) (?:home|back)|when can (?:he|she|they) (?:go back|have a bath|eat|sleep))\b/;

export function asksAboutCare(question: string): boolean {
  const text = question.toLowerCase().replace(/[’']/g, "");
  return ASKS_ABOUT_CARE.test(text) && !EN_ROUTE.test(text);
}

/**
 * A parent in crisis telling she is safe for now: "I'm safe for tonight", "my mum's here with me",
 * "I gave the pills to my husband", "put the tablets in her bag". What her protocol says next
 * (talk to your doctor today) follows, not the emergency card again; the child looking well says
 * nothing of this.
 */
const OWN_SAFETY =
  /\b(?:im|i m|i am|i feel|ill be|i ll be|i will be|feeling) (?:\w+ ){0,2}safer?\b(?! to\b)|\b(?:someone|somebody|(?:my )?(?:mum|mom|mother|dad|father|husband|partner|wife|sister|brother|friend|nan|gran)(?: s|s)?) (?:is )?(?:\w+ ){0,2}(?:here|home|with me|staying with me|coming over|on (?:her|his|their) way)\b|\b(?:pills|tablets|meds|medication|medicines) (?:\w+ ){0,4}(?:away|locked|in (?:her|his|their) (?:bag|car|house|pocket))\b|\b(?:gave|given|handed) (?:\w+ ){0,3}(?:pills|tablets|meds|medication|medicines)\b/;

/** A question, or a sentence of one: a question word or verb first, or a question mark. */
const QUESTION =
  /\?|^\s*(?:(?:and|so|ok|okay|but|also|now|right|btw|oh|at|from|by|in|for) )?(?:when|what|whats|how|why|where|which|who|can|could|should|shall|is|are|do|does|will|would|any)\b/;

/**
 * A report of change that goes on to a question of its own ("ok she's fine now, when can I try
 * banana again?", "he's back to normal. how much milk should he have at 9 months"): not whether
 * help is still needed, nor what to do for the child now.
 */
export function asksNewQuestion(question: Facts): boolean {
  const clauses = splitFineClauses(question.text.toLowerCase().replace(/[’']/g, ""));
  return clauses.some(
    (c) =>
      QUESTION.test(c) &&
      !improved(buildFacts(c, question.ageMonths)) &&
      !STILL_NEEDED.test(c) &&
      !asksWhatToDo(c) &&
      !asksAboutCare(c),
  );
}

export const reportsOwnSafety = (question: string) =>
  OWN_SAFETY.test(question.toLowerCase().replace(/[’']/g, " "));

/** How a message stands on its own words: off-topic ("a lasagna recipe"), neutral, or about parenting. */
export type Standing = "off-topic" | "neutral" | "parenting";

/** Words that correct what was told: "sorry I should of said", "forgot to mention", "actually". */
const AGE_PUT_RIGHT =
  /\b(?:sorry|should (?:of|have|ve) said|forgot to (?:say|mention|add)|i meant|meant to say|actually|to be clear|wasnt clear|i mean|correction)\b/;

/** True when the message should be read together with the earlier user turns. */
export function readsAsContinuation(question: string, own: Facts, standing: Standing): boolean {
  if (isSmallTalk(question)) return false;
  const text = own.text.toLowerCase();
  // "Unrelated, but can you help me write an email to my boss": the parent says it is new.
  if (own.says(CHANGES_SUBJECT)) return false;
  // Alone, "can I put butter on it while we wait for the ambulance" names no child and no symptom;
  // it still points back at the situation, unlike a lasagna recipe or "write me a poem about it".
  const pointsAtSituation = POINTS_AT_SITUATION.test(text);
  // "We're in the car on the way to A&E. can you give me a lasagna recipe": being on the way is
  // not itself a question about what to do; the off-topic request is its own.
  if (standing === "off-topic")
    return (
      pointsAtSituation &&
      (asksWhatToDo(text, false) || improved(own) || persists(own) || reportsNewSign(own))
    );
  if (REFERS_BACK_START.test(text) || REFERS_BACK_ANYWHERE.test(text) || improved(own)) return true;
  // "Ambulance is here, quick q can I bring her car seat", "help is coming, what do I do now":
  // help arriving or on its way is the same situation.
  if (helpIsHere(text) || helpIsComing(text)) return true;
  if (reportsOwnSafety(text)) return true;
  // "Sorry, I should have said he's 7 weeks old", "actually it's his baby brother, 6 weeks": an age
  // put right is the same situation told again for that age, which can change what it needs.
  if (own.textAgeMonths !== null && AGE_PUT_RIGHT.test(text)) return true;
  // "What should we watch for tonight?" after an emergency is about that child's care.
  if (asksAboutCare(text)) return true;
  if (asksWhatToDo(text) && POINTS_AT_SITUATION.test(text)) return true;
  if (standing === "neutral" && pointsAtSituation && !REQUESTS_A_THING.test(text)) return true;
  const words = text.split(/\s+/).filter(Boolean).length;
  // A reading is not a subject of its own: "just checked, hes 37.9" is about the child told of before.
  const subject = own.temperaturesC.length > 0 ? text.replace(/\d+(?:[.,]\d+)?/g, " ") : text;
  return words <= BARE_MAX_WORDS && !OWN_SUBJECT.test(subject) && own.textAgeMonths === null;
}

/**
 * "not breathing again", "stopped breathing again": the danger is back, not better. "It stopped, she
 * seems fine now" is not: a fit that stopped is the change for the better.
 */
const NEGATED =
  /\b(?:not|isnt|wasnt|wont|cant|no longer) (?:\w+ ){0,2}(?:breathing|crying|awake|responding|pink|moving|talking|eating|drinking|feeding|playing|alert|fine|ok|okay|normal|better)\b|\b(?:stopped|stops) (?:\w+ ){0,1}(?:breathing|responding|moving|feeding|eating|drinking)\b/;

/**
 * A new sign starting now: "he's started dribbling", "won't take his milk", "now she's wheezing";
 * or something new seen in what the child passed: "now there's jelly in the nappy", "she's done a
 * poo like jam".
 */
const NEW_SIGN =
  /\b(?:started|starting|began|beginning|getting worse|now (?:he|she|hes|shes|they|it|its) (?:\w+ )?(?:is|has|s|keeps|wont|cant|looks|seems)|doesnt want|does not want|wont (?:eat|drink|feed|take|swallow)|refus\w+|dribbl\w*|drool\w*|gagging|retching|(?:hes|shes|he s|she s|he is|she is|theyre|they are|its|it s) (?:\w+ )?(?:vomit\w*|being sick|sick|throwing up|coughing|wheezing|bleeding|swelling|shaking|jerking|twitching|breathing (?:fast|funny|weird|hard|heavy)|struggling|floppy|drowsy|pale|blue|grey|burning)|(?:theres|there is|there s|there was|theres been|there has been|therell be) (?:\w+ ){0,3}(?:blood|bloody|jelly|mucus|slime|bile|pus)|(?:hes|shes|he s|she s|he has|she has|he|she|they|theyve|theyre|baby|lo) (?:\w+ )?(?:done|did|passed|had|has) (?:a |another |some |more )?(?:\w+ ){0,2}(?:poos?|poops?|stools?|nappy|nappies|diaper|diapers|vomit|sick)\b(?: \w+){0,4} (?:jelly|jam|blood|bloody|mucus|slime|black|tar|tarry|red|green))\b/;
export const reportsNewSign = (own: Facts) => !improved(own) && own.says(NEW_SIGN);

export const improved = (own: Facts) => own.says(IMPROVED) && !own.says(NEGATED);
/** "Do we still need to go in?", "should we still call": whether help is still needed, not danger going on. */
const STILL_NEEDED =
  /\b(?:do|does|should|would|must|will|can|shall) (?:we|i|they|you|he|she) (?:\w+ )?still (?:need|have|go|take|call|ring|bring|get|wait|want|come|head)\b|\bstill (?:need|have|got) to (?:go|take|call|ring|bring|be seen|get)\b|\bstill (?:worth|necessary|needed|go|going)\b/;
const STILL_NEEDED_G = new RegExp(STILL_NEEDED.source, "g");
const withoutAskingAboutHelp = (text: string) =>
  text.replace(FUTURE_AGAIN, " ").replace(TRY_AGAIN_G, " ").replace(STILL_NEEDED_G, " ");
export const persists = (own: Facts) =>
  !improved(own) &&
  (PERSISTS.test(withoutAskingAboutHelp(own.text.toLowerCase())) ||
    PERSISTS.test(withoutAskingAboutHelp(own.corrected)));

/**
 * A clause that tells what is over or was done: "the swelling has gone down", "breathing fine now",
 * "gave the epipen", "it stopped after about 2 mins", "do we still need to go in?". Its emergency
 * words are the settled emergency's, not a new danger.
 */
const TREATMENT_GIVEN =
  /\b(?:gave|given|used|did|done|administered|jabbed|injected|put in) (?:\w+ ){0,2}(?:epi ?pen|epipen|adrenaline|epinephrine|auvi ?q|jext|emerade|pen|inhaler|puffs?|cpr|back blows|rescue meds?|buccal|midazolam|diazepam)\b/;
export function settledClause(clause: Facts): boolean {
  const text = clause.text.toLowerCase();
  if (persists(clause) || reportsNewSign(clause)) return false;
  return (
    improved(clause) ||
    TREATMENT_GIVEN.test(text) ||
    (STILL_NEEDED.test(text) && !PERSISTS.test(withoutAskingAboutHelp(text)))
  );
}

/** The last user turns, newest last. */
export function recentUserTurns(history: readonly ChatTurn[] | undefined, count: number): string[] {
  if (!history) return [];
  return history
    .filter((t) => t.role === "user" && typeof t.content === "string" && t.content.trim() !== "")
    .slice(-count)
    .map((t) => t.content);
}

/**
 * The next step of a protocol after a parent reports a change for the better: its "After a change"
 * text, one level down from what was found before (an emergency that settled still needs a doctor
 * now; an urgent problem that settled, within 24 hours).
 */
export function afterChangeMatch(previous: RedFlagMatch, explained = false): RedFlagMatch {
  // A sign whose recovery needs more than its protocol's next step names it in a variant's
  // "State: after a change of …" (stopped breathing, went blue, collapsed: the emergency department
  // now, however well the child looks), unless the episode had a cause its own protocol covers.
  const recovered = explained ? undefined : recoveredVariant(previous.id);
  if (recovered) return signMatch(recovered);
  const p = protocol(previous.protocolId);
  const [action, ...steps] = p.afterChange;
  const emergency = previous.urgency === "emergency";
  // The protocol says when settling is not enough ("go to the emergency department now even if…").
  const disposition =
    (action ? statedLevel(action, emergency) : null) ?? (emergency ? "call-now" : "call-24h");
  return {
    id: `after-change-${p.id}`,
    protocolId: p.id,
    disposition,
    urgency: urgencyOf(disposition) === "emergency" ? "emergency" : "urgent",
    label: `${p.title}: after a change`,
    action: action ?? previous.action,
    whileWaiting: steps,
    sources: [...(p.signs[0]?.sources ?? previous.sources)],
  };
}

/** A spell brought on by crying or holding the breath: the breath-holding answer covers it. */
const BREATH_HOLDING =
  /\bbreath ?holding\b|\bh[eo]ld(?:s|ing)? (?:his|her|their|its|the|a) breath\b|\b(?:cried|crying|cry|screamed|screaming|sobbed|sobbing) (?:so |really |that |too )?hard\b/;

/**
 * Whether an episode that is over had a cause whose own protocol says what comes next: a situation
 * found beside the child's state (choking, water, a fit, a fever: their "After a change"), or a
 * spell brought on by crying. Then a state's "State: after a change of" variant gives way.
 */
export function episodeExplained(flags: readonly RedFlagMatch[], text: string): boolean {
  const signs = catalogue().signs;
  return (
    flags.some((f) => {
      const s = signs.get(f.id);
      return s !== undefined && !s.general && recoveredVariant(f.id) === undefined;
    }) || BREATH_HOLDING.test(text.toLowerCase())
  );
}

let recoveredVariants: Map<string, string> | null = null;

/** The "State: after a change of <id>" variant of a sign, if the catalogue has one. */
function recoveredVariant(id: string): string | undefined {
  if (!recoveredVariants) {
    recoveredVariants = new Map();
    for (const s of catalogue().signs.values())
      for (const of of s.afterChangeOf ?? []) recoveredVariants.set(of, s.id);
  }
  return recoveredVariants.get(id);
}

/**
 * The level an "After a change" line states in its own words, if it names an emergency one. After
 * an emergency, "seen in the emergency department today" is that level too (anaphylaxis settled by
 * an adrenaline pen); after a lesser problem it is read only when it says "now".
 */
function statedLevel(action: string, afterEmergency: boolean): "911" | "er" | null {
  if (/^call 911\b/i.test(action)) return "911";
  if (/\bemergency department now\b/i.test(action)) return "er";
  if (afterEmergency && /\bemergency department today\b/i.test(action)) return "er";
  return null;
}
