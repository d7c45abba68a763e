/**
 * Everyday questions that ask ABOUT a symptom or a danger in general: "At what age do
 * breath-holding spells stop?", "How big a clot is too big?", "Can a fever of 104 cause brain
 * damage?", "Do I need a carbon monoxide alarm?". They name alarm words without reporting them;
 * with no child of their own named and nothing reported as having happened, they get the
 * information answer (with its red-flag list), not an alarm. Read by `frame.ts`.
 */

import { A_CHILD, CHILDREN } from "./child-in-general.js";

/** Conditions a question names as what it asks about ("is wheezing with a cold asthma?"). */
const CONDITION =
  "(?:asthma|croup|colic|reflux|eczema|an allergy|allergy|a seizure|a fit|seizures|meningitis|sepsis|a concussion|concussion|a uti|a urine infection|an infection|jaundice|thrush|tongue tie|hand foot and mouth|chickenpox|measles|whooping cough|bronchiolitis|rsv|the flu|flu|covid|a virus|viral|teething)";

/**
 * The frames of a question about something in general (read on cleaned, lower-case text). They
 * open the message: "deep cut on her knee, the edges don't close, do we need stitches?" reports
 * first and asks after.
 */
const OPENING = String.raw`^\W*(?:(?:hi|hello|hey|ok|okay|so|and|also|quick question|question|random question|just wondering|i was wondering|i wonder|wondering|curious)\W+)*`;
/**
 * Each frame with the most words the question may add after it: the thing asked about ("do I
 * need | a carbon monoxide alarm with a baby"), never a report run on ("when does periodic
 * breathing stop | swollen tongue after first taste of peanut").
 */
const frame = (source: string, most: number): readonly [RegExp, number] =>
  [new RegExp(`${OPENING}(?:${source})`), most] as const;
const IN_GENERAL = [
  // Ages and timings: "at what age do…", "what age do febrile seizures happen", "when does
  // periodic breathing stop", "when is a limp an emergency".
  frame(
    String.raw`\b(?:at |by |from )?what age (?:do|does|is|are|will|would|should|can|could|did)\b`,
    6,
  ),
  frame(String.raw`\bhow old (?:do|does|are|should|must) (?:${CHILDREN}|they|you)\b`, 6),
  frame(
    String.raw`\bwhen (?:do|does|will|would|should|can) (?!(?:i|we|you|it|this|that|these|those|they)\b)(?:\w+ ){1,5}(?:stop|start|end|begin|happen|occur|appear|go away|disappear|pass|settle|improve|outgrow|grow out|peak|close|fade|clear|resolve|heal)\w*\b`,
    3,
  ),
  frame(
    String.raw`\bwhen (?:is|are) (?:a|an|it|they) (?:\w+ ){0,4}(?:an emergency|serious|dangerous|a worry|a concern|worrying|urgent)\b`,
    3,
  ),
  // Thresholds: "how long without a wet nappy is too long", "how big a clot is too big", "how hot
  // does a car get", "how long before a twisted testicle is damaged".
  frame(
    String.raw`\bhow (?:long|big|much|many|high|low|hot|cold|fast|soon|quickly|often|late|early|far|deep|bad|small|large) (?:\w+ ){1,6}(?:is|are) too \w+\b`,
    3,
  ),
  frame(
    String.raw`\bhow (?:long|big|much|many|high|low|hot|cold|fast|soon|late|early|far|deep) is too \w+ (?:without|for|to|before|after|in|with)\b`,
    5,
  ),
  frame(
    String.raw`\bhow (?:long|big|much|many|high|low|hot|cold|fast|soon|quickly|often|late|early|far|deep) (?:does|do|can|should|will|would|is|are) (?:a|an|the|${CHILDREN}|it|they) (?:\w+ ){0,4}(?:get|need|take|last|be|go|stay|have|happen|damaged|safe)\b`,
    3,
  ),
  frame(
    String.raw`\bhow (?:long|soon|quickly|fast) (?:before|until|till) (?:a|an|the|it|they) (?:\w+ ){0,4}(?:is|are|gets?|becomes?|goes|go|needs?|can|should|will) \w+\b`,
    3,
  ),
  // Definitions and meanings: "what is PURPLE crying", "what does a sunken soft spot mean".
  frame(
    String.raw`what (?:is|are|s) (?:a |an )?(?!(?:wrong|happening|going|up|the|best|this|that|it|he|she|they|my|our|his|her|your)\b)\w+(?: \w+){0,5}\W*$`,
    0,
  ),
  frame(
    String.raw`\bwhat (?:does|do) (?:a |an |the )?(?!(?:it|this|that)\b)(?:\w+ ){1,5}mean\W*$`,
    0,
  ),
  // Causes: "can a fever of 104 cause brain damage", "does FPIES cause hives".
  frame(
    String.raw`\b(?:can|could|does|do|will|would|might|may) (?!(?:i|we|you|he|she|it|this|that|they)\b)(?:\w+ ){1,6}(?:cause|lead to|trigger)\b(?! (?:this|that|it|these|those|him|her|them)\b)`,
    5,
  ),
  // Needs: "do I need a carbon monoxide alarm", "does a cut lip need stitches".
  frame(
    String.raw`\b(?:do|does) (?:i|we|you) (?:\w+ ){0,2}need\b(?! to (?:worry|be worried|panic|go|call|ring|phone|take|bring|see|get)\b)`,
    8,
  ),
  frame(String.raw`\b(?:do|does) (?:a|an|${CHILDREN}|people) (?:\w+ ){0,5}need\b`, 3),
  // People in general: "do people recover from postpartum psychosis", "do babies grow out of it".
  frame(
    String.raw`\b(?:do|does|can|will|would|should|are|is) (?:most |all |some |many )?(?:people|women|mums|moms|mothers|dads|fathers|parents|${CHILDREN})\b`,
    6,
  ),
  // "Can a baby have a fever from teething?", "can a toddler get concussion from a short fall?"
  frame(
    String.raw`\b(?:can|could|do|does|will|would|should|might) ${A_CHILD} (?:\w+ )?(?:have|get|be|take|eat|drink|go|sleep|use|catch|develop)\b`,
    5,
  ),
  // "Are blue lips in a baby normal?", "is swallowing a magnet dangerous?", "is wheezing with a
  // cold asthma?" (an emergency asked about by name stays: "is green vomit an emergency?").
  frame(
    String.raw`(?:is|are) (?:\w+ ){1,7}(?:normal|common|usual|dangerous|harmful|serious|toxic|poisonous|contagious|hereditary|genetic|inherited|inheritable|heritable|in the genes|passed down|passed on|a worry|a concern|worrying|${CONDITION})\s*(?:\?|$|in (?:a |an )?(?:\w+ )?(?:baby|babies|toddlers?|child|children|kids|newborns?|pregnancy))`,
    3,
  ),
  // Heredity: "do febrile convulsions run in families", "can you inherit febrile seizures", "is
  // it in the genes". Asks about a family's risk, not about a child now.
  frame(
    String.raw`\b(?:do|does|can|could|will|would|might|is|are) (?:\w+ ){1,6}(?:run|runs|running|common) in (?:the |our |my |your )?famil(?:y|ies)\b`,
    3,
  ),
  frame(
    String.raw`\b(?:can|could|do|does|will|would|might) (?:you|they|kids|children|babies|a child|a baby|people|siblings|brothers and sisters) (?:\w+ )?(?:inherit|pass on|pass down|be born with)\b`,
    5,
  ),
  // "What pain relief after a burn?", "what do I do first for a burn or scald?"
  frame(String.raw`what (?:\w+ ){0,4}(?:for|after) (?:a|an) \w+`, 4),
];

/**
 * Something reported as having happened, or going on, to a real child: with it, a general frame
 * is not enough ("when does the bleeding stop, he fell off the bed").
 */
const REPORTED =
  /\b(?:stopped|went|turned|turning|fell|fallen|swallowed|ate|drank|choked|chewed|bit (?:his|her|their|into|through|on|off|the|my|him|a)|licked|burned|burnt|scalded|cut (?:his|her|their|himself|herself|itself|open|it)|hit|banged|bumped|collapsed|seized|fitted|happened|started|keeps|kept|won t|wont|cant|isnt|hasnt|is having|has had|has got|hes|shes|he s|she s|he is|she is|theyre)\b/;

/**
 * What the rest of the message tells, beyond the frame ("how long is too long for a seizure, its
 * been 6 minutes", "do I need to worry baby having a sezure", "how long is too long newborn threw up
 * green stuff twice"): a verb in the past or in -ing, a state, a negation, a person, a child as
 * the subject, a figure or a plea makes it a report. A frame's object is a noun phrase ("a carbon
 * monoxide alarm with a baby", "brain damage", "stitches").
 */
const TOLD =
  /(?<![\w-])(?:(?<!\b(?:from|after|before|during|of|for|about|by|without|with|while|breath|head|thumb|bed|sleep|teeth|tooth|hair|nose|nail|co|spoon|breast|bottle|tube|potty|toilet|finger|dummy|pacifier|cluster|tummy|night|people|crowd|tongue|lip|ear|eye|baby led|sun|water|swimming) )\w+ing|\w+ed|is|are|was|were|has|have|had|its|it s|been|now|still|not|no|cant|wont|isnt|dont|doesnt|didnt|aint|he|she|hes|shes|they|theyre|him|his|her|hers|i|im|my|our|me|got|get|gets|ate|drank|fell|bit|hit|threw|swallowd|gave|took|put|left|found|made|came|ran|born|keep|keeps|help|what|theres|there s|smells|seems|looks|feels|\d+)(?![\w-])|(?<!\b(?:a|an|with|for|in|of|on|to|your|any|every|the|shaken|sick) )\b(?:baby|toddler|newborn|child|kid|son|daughter|infant|lo)\b/;
/** Inside the frame itself, a negation, a person, a figure: "is blue lips and not breathing normal". */
const TOLD_WITHIN =
  /\b(?:not|no|cant|wont|isnt|dont|doesnt|didnt|now|still|he|she|him|his|her|my|our)\b|(?<!\b(?:of|is|at) )\b\d+\b(?! ?(?:weeks?|wks?|months?|mo|years?|yrs?) (?:old )?(?:jabs?|shots?|vaccines?|vaccinations?|immuni[sz]ations?|checks?|check ups?|appointments?)\b)|(?<!\b(?:a|an|with|for|in|of|on|to|your|any|every|young|old|new) )\b(?:baby|toddler|newborn|child|kid|son|daughter|infant|lo)\b/;

/** A question about something in general, with nothing reported (the child may be named or not). */
/** The question words parents mistype most ("wat age", "when dose", "hw long"). */
const FRAME_TYPOS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:wat|wht|whta|waht|wot)\b/g, "what"],
  [/\b(?:dose|doese|dos)\b/g, "does"],
  [/\b(?:wen|whn|wehn)\b/g, "when"],
  [/\b(?:hw|hoe|hiw)\b/g, "how"],
  [/\b(?:shud|shld|shoud)\b/g, "should"],
  [/\b(?:r)\b/g, "are"],
  [/\b(?:normall|nromal|normla)\b/g, "normal"],
];

export function asksInGeneral(typed: string): boolean {
  const lowerText = FRAME_TYPOS.reduce((t, [typo, word]) => t.replace(typo, word), typed);
  if (REPORTED.test(lowerText)) return false;
  const text = lowerText.replace(/[-–]/g, " ");
  return IN_GENERAL.some(([opening, most]) => {
    const m = opening.exec(text);
    if (!m || TOLD_WITHIN.test(m[0])) return false;
    // The rest is read as typed: "breath-holding" is one word, not a verb in -ing.
    const rest = lowerText.slice(m.index + m[0].length);
    // One question, nothing added: "…stop? swollen tongue after first taste of peanut" tells more.
    if (/[?.!;]\W*[a-z0-9]/.test(rest) || TOLD.test(rest)) return false;
    return wordCount(rest) <= most;
  });
}

/**
 * Questions about a situation that has not happened, even about one's own child: whether a window
 * screen stops a fall, whether bouncing can cause harm, whether
 * vapes are dangerous if he chews one. Information, unless something is reported as happening now.
 */
const AGAIN =
  /\b(?:stop|prevent|avoid|keep) (?:it|this|that|them) (?:from )?(?:happening|recurring|occurring|coming back) again\b|\b(?:stop|prevent|avoid|keep) (?:him|her|them) (?:from )?(?:choking|swallowing|eating|falling|getting|doing) (?:\w+ ){0,3}again\b/;
// The others open the message ("my 5 week old has a fever, can teething cause that?" reports first).
const ABOUT_A_SITUATION = new RegExp(
  `${OPENING}(?:${[
    // "Will a window screen stop my toddler falling?", "does a stair gate prevent falls?"
    String.raw`\b(?:will|would|does|do|can|could|is|are) (?:a|an|the|some|window|stair|baby|safety) (?:\w+ ){0,3}?(?:stop|prevent|keep|protect) (?:\w+ ){0,4}?(?:from )?(?:\w+ing|falls?|burns?|choking|drowning)\b`,
    // "Can bouncing my baby on my knee cause shaken baby syndrome?"
    String.raw`\b(?:can|could|does|do|will|might|may) (?:\w+ing) (?:\w+ ){0,6}(?:cause|lead to|give)\b(?! (?:this|that|it|these|those)\b)`,
    // "Are vapes dangerous if my toddler chews one?": a present-tense "if", not a reported event.
    String.raw`\b(?:is|are) (?:\w+ ){1,4}(?:dangerous|harmful|toxic|poisonous|safe|bad|ok|okay) if (?:\w+ ){1,3}(?:\w+s|gets|puts|touches)\b`,
  ].join("|")})`,
);

/** A present state that may be the danger itself ("is struggling to breathe", "still coughing"). */
const GOING_ON =
  /\b(?:blue|grey|gray|limp|floppy|unconscious|back blows|heimlich|cpr|ambulance|hospital|a ?& ?e|er|is|are|has|have|got|hes|shes|he s|she s|theyre|isnt|cant|wont|still|keeps|now|swallowed|ate|drank|chewed|licked|fell|was|were)\b/;

export function asksAboutASituation(lowerText: string): boolean {
  const text = lowerText.replace(/[-–]/g, " ");
  const m = ABOUT_A_SITUATION.exec(text);
  if (m === null || GOING_ON.test(without(text, m))) return false;
  const rest = lowerText.slice(m[0].length);
  return !TOLD.test(rest) && wordCount(rest) <= 4;
}

const wordCount = (text: string) => (text.match(/[a-z0-9]+(?:-[a-z0-9]+)*/g) ?? []).length;

/** A state that may still be going on: "…and is struggling to breathe", "she still has 38.5". */
const STILL_GOING =
  /\b(?:is|are|isnt|cant|wont|not|no|doesnt|wouldnt|couldnt|still|keeps|keep|now|goes|when (?:she|he|they|baby)|every time|has|have|got|feels|looks|seems|hes|shes|he s|she s|theyre|blue|grey|gray|limp|floppy|unconscious|back blows|heimlich|cpr|ambulance|\d+)\b|(?<![\w-])(?!(?:happening|recurring|occurring|coming|during|morning|evening)\b)\w+ing\b/;

/**
 * "She choked on a piece of apple, how do I stop it happening again?": an episode told as over,
 * with a question about the next time. Its flags are those of an episode that settled (triage.ts
 * applies the protocol's "After a change"); nothing may still be going on.
 */
export function asksAfterAnEpisode(lowerText: string): boolean {
  const text = lowerText.replace(/[-–]/g, " ");
  const again = AGAIN.exec(text);
  return again !== null && !STILL_GOING.test(without(text, again));
}

function without(text: string, m: RegExpExecArray): string {
  return `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`;
}

/**
 * A child named in general ("a toddler's sore penis", "hives in toddlers", "for babies"): not a
 * particular child. Set aside before looking for one.
 */
export const GENERAL_CHILD =
  /\b(?:a|an|any|every|each|one|your) (?:\w+ ){0,2}(?:babys|baby s|toddlers|toddler s|childs|child s|kids|kid s|newborns|infants)\b|\b(?:in|for|with|of|about|among|do|are|many|most|all|some|other|young|little|small|older) (?:\w+ ){0,1}(?:toddlers|babies|children|kids|newborns|infants)\b/g;

const EMERGENCY_SERVICE = String.raw`(?:911|999|112|(?:an |the )?ambulance|a ?& ?e|a and e|(?:the )?er|(?:the )?emergency(?: room| department| services| number)?)`;
const OTHER_SERVICE = String.raw`(?:111|(?:the |a |our |my |your )?(?:gp|doctors?|pediatrician|paediatrician|peds?|nurse(?: line)?|helpline|urgent care|walk in(?: centre| center| clinic)?|pharmacist|pharmacy|out of hours|surgery))`;
const CALL = String.raw`(?:call|calling|ring|ringing|phone|phoning|dial|dialling|dialing|go(?:ing)? to|take (?:\w+ )?to|wait(?:ing)? for|see)`;

/**
 * "When is a limp an emergency?", "when is it ok to call 999 vs 111", "911 or the pediatrician
 * for a high fever", "teach my 4 year old to call 999 in an emergency": the words name what is
 * asked about (a choice of service, a lesson), not a call for help. A choice between two
 * emergency routes ("999 or drive to A&E") is not set aside.
 */
export const EMERGENCY_ASKED_ABOUT = new RegExp(
  [
    String.raw`\bwhen (?:is|are) (?:a|an) (?:\w+ ){0,4}an? emergency\b|\bwhat counts as an? emergency\b`,
    String.raw`\b${EMERGENCY_SERVICE} (?:\w+ )?(?:or|vs|versus) (?:just )?(?:${CALL} )?${OTHER_SERVICE}\b`,
    String.raw`\b${OTHER_SERVICE} (?:\w+ )?(?:or|vs|versus) (?:just )?(?:${CALL} )?${EMERGENCY_SERVICE}\b`,
    String.raw`\b(?:when|whether) (?:\w+ ){0,5}${CALL} (?:\w+ )?${EMERGENCY_SERVICE}\b(?: (?:\w+ )?(?:or|vs|versus) (?:just )?(?:${CALL} )?${OTHER_SERVICE}\b)?`,
    String.raw`\b(?:teach|teaching|learn|learning|show|showing|know how) (?:\w+ ){0,6}${CALL} ${EMERGENCY_SERVICE}(?: (?:in|for) (?:an |case of (?:an )?)?emergenc(?:y|ies))?`,
  ].join("|"),
  "g",
);

/**
 * "Baby has a temp of 38", "baby fitting for 10 minutes": a child named without "my" but told
 * about, so a particular child ("is it dangerous if baby has a temp of 38 at 5 weeks").
 */
export const BARE_CHILD_REPORT =
  /(?<!\b(?:a|an|for|in|of|with|to|your|any|every|most|all|some|other|if a|when a|does a|do|can a|should a)\s)\b(?:baby|newborn|toddler|infant|lo|bub|bubba)\s(?:\w+\s)?(?:has|had|is|was|keeps|kept|seems|looks|feels|wont|cant|isnt|doesnt|didnt|hasnt|just|fitting|seizing|choking|vomiting|turning|going|gone|went|turned|stopped|fell|swallowed|ate|drank|bumped|hit)\b/;
