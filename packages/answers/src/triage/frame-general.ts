/**
 * Everyday questions that ask ABOUT a symptom or a danger in general: "At what age do
 * breath-holding spells stop?", "How big a clot is too big?", "Can a fever of 104 cause brain
 * damage?", "Do I need a carbon monoxide alarm?". They name alarm words without reporting them;
 * with no child of their own named and nothing reported as having happened, they get the
 * information answer (with its red-flag list), not an alarm. Read by `frame.ts`.
 */

/** Conditions a question names as what it asks about ("is wheezing with a cold asthma?"). */
const CONDITION =
  "(?:asthma|croup|colic|reflux|eczema|an allergy|allergy|a seizure|a fit|seizures|meningitis|sepsis|a concussion|concussion|a uti|a urine infection|an infection|jaundice|thrush|tongue tie|hand foot and mouth|chickenpox|measles|whooping cough|bronchiolitis|rsv|the flu|flu|covid|a virus|viral|teething)";

/**
 * The frames of a question about something in general (read on cleaned, lower-case text). They
 * open the message: "deep cut on her knee, the edges don't close, do we need stitches?" reports
 * first and asks after.
 */
const OPENING = String.raw`^\W*(?:(?:hi|hello|hey|ok|okay|so|and|also|quick question|question|random question|just wondering|i was wondering|i wonder|wondering|curious)\W+)*`;
const IN_GENERAL = new RegExp(
  `${OPENING}(?:${[
    // Ages and timings: "at what age do…", "what age do febrile seizures happen", "when does
    // periodic breathing stop", "when is a limp an emergency".
    String.raw`\b(?:at |by |from )?what age (?:do|does|is|are|will|would|should|can|could|did)\b`,
    String.raw`\bhow old (?:do|does|are|should|must) (?:babies|toddlers|children|kids|they|you)\b`,
    String.raw`\bwhen (?:do|does|will|would|should|can) (?!(?:i|we|you)\b)(?:\w+ ){1,5}(?:stop|start|end|begin|happen|occur|appear|go away|disappear|pass|settle|improve|outgrow|grow out|peak|close|fade|clear|resolve|heal)\w*\b`,
    String.raw`\bwhen (?:is|are) (?:a|an|it|they) (?:\w+ ){0,4}(?:an emergency|serious|dangerous|a worry|a concern|worrying|urgent)\b`,
    // Thresholds: "how long without a wet nappy is too long", "how big a clot is too big", "how hot
    // does a car get", "how long before a twisted testicle is damaged".
    String.raw`\bhow (?:long|big|much|many|high|low|hot|cold|fast|soon|quickly|often|late|early|far|deep|bad|small|large) (?:\w+ ){0,6}(?:is|are) too \w+\b`,
    String.raw`\bhow (?:long|big|much|many|high|low|hot|cold|fast|soon|quickly|often|late|early|far|deep) (?:does|do|can|should|will|would|is|are) (?:a|an|the|babies|toddlers|children|kids|it|they) (?:\w+ ){0,4}(?:get|need|take|last|be|go|stay|have|happen|damaged|safe)\b`,
    String.raw`\bhow (?:long|soon|quickly|fast) (?:before|until|till) (?:a|an|the|it|they)\b`,
    // Definitions and meanings: "what is PURPLE crying", "what does a sunken soft spot mean".
    String.raw`what (?:is|are|s) (?:a |an )?(?!(?:wrong|happening|going|up|the matter|this|that|it|he|she|they|my|our|his|her)\b)\w+`,
    String.raw`\bwhat (?:does|do) (?:a |an |the )?(?:\w+ ){1,5}mean\b`,
    // Causes: "can a fever of 104 cause brain damage", "does FPIES cause hives".
    String.raw`\b(?:can|could|does|do|will|would|might|may) (?!(?:i|we|you|he|she|it|this|that|they)\b)(?:\w+ ){1,6}(?:cause|lead to|trigger)\b`,
    // Needs: "do I need a carbon monoxide alarm", "does a cut lip need stitches".
    String.raw`\b(?:do|does) (?:i|we|you|a|an|babies|toddlers|children|kids|newborns|people) (?:\w+ ){0,5}need\b`,
    // People in general: "do people recover from postpartum psychosis", "do babies grow out of it".
    String.raw`\b(?:do|does|can|will|would|should|are|is) (?:most |all |some |many )?(?:people|women|mums|moms|mothers|dads|fathers|parents|babies|toddlers|children|kids|newborns|infants)\b`,
    // "Are blue lips in a baby normal?", "is swallowing a magnet dangerous?", "is wheezing with a
    // cold asthma?" (an emergency asked about by name stays: "is green vomit an emergency?").
    String.raw`(?:is|are) (?:\w+ ){1,7}(?:normal|common|usual|dangerous|harmful|serious|toxic|poisonous|contagious|hereditary|a worry|a concern|worrying|${CONDITION})\s*(?:\?|$|in (?:a |an )?(?:\w+ )?(?:baby|babies|toddlers?|child|children|kids|newborns?|pregnancy))`,
    // "What pain relief after a burn?", "what do I do first for a burn or scald?"
    String.raw`what (?:\w+ ){0,4}(?:for|after) (?:a|an) \w+`,
  ].join("|")})`,
);

/**
 * Something reported as having happened, or going on, to a real child: with it, a general frame
 * is not enough ("when does the bleeding stop, he fell off the bed").
 */
const REPORTED =
  /\b(?:stopped|went|turned|turning|fell|fallen|swallowed|ate|drank|choked|chewed|bit (?:his|her|their|into|through|on|off|the|my|him|a)|licked|burned|burnt|scalded|cut (?:his|her|their|himself|herself|itself|open|it)|hit|banged|bumped|collapsed|seized|fitted|happened|started|keeps|kept|won t|wont|cant|isnt|hasnt|is having|has had|has got|hes|shes|he s|she s|he is|she is|theyre)\b/;

/** A question about something in general, with nothing reported (the child may be named or not). */
export function asksInGeneral(lowerText: string): boolean {
  const text = lowerText.replace(/[-–]/g, " ");
  return IN_GENERAL.test(text) && !REPORTED.test(text);
}

/**
 * Questions about a situation that has not happened, even about one's own child: how to stop it
 * happening again, whether a window screen stops a fall, whether bouncing can cause harm, whether
 * vapes are dangerous if he chews one. Information, unless something is reported as happening now.
 */
const AGAIN =
  /\b(?:stop|prevent|avoid|keep) (?:it|this|that|them) (?:from )?(?:happening|recurring|occurring|coming back) again\b/;
// The others open the message ("my 5 week old has a fever, can teething cause that?" reports first).
const ABOUT_A_SITUATION = new RegExp(
  `${OPENING}(?:${[
    // "Will a window screen stop my toddler falling?", "does a stair gate prevent falls?"
    String.raw`\b(?:will|would|does|do|can|could|is|are) (?:a|an|the|some|window|stair|baby|safety) (?:\w+ ){0,3}(?:stop|prevent|keep|protect) (?:\w+ ){0,4}(?:from )?(?:\w+ing|falls?|burns?|choking|drowning)\b`,
    // "Can bouncing my baby on my knee cause shaken baby syndrome?"
    String.raw`\b(?:can|could|does|do|will|might|may) (?:\w+ing) (?:\w+ ){0,6}(?:cause|lead to|give)\b`,
    // "Are vapes dangerous if my toddler chews one?": a present-tense "if", not a reported event.
    String.raw`\b(?:is|are) (?:\w+ ){1,4}(?:dangerous|harmful|toxic|poisonous|safe|bad|ok|okay) if (?:\w+ ){1,3}(?:\w+s|gets|puts|touches)\b`,
  ].join("|")})`,
);

/** A present state that may be the danger itself ("is struggling to breathe", "still coughing"). */
const GOING_ON =
  /\b(?:is|are|has|have|got|hes|shes|he s|she s|theyre|isnt|cant|wont|still|keeps|now|swallowed|ate|drank|chewed|licked|fell|was|were)\b/;

export function asksAboutASituation(lowerText: string): boolean {
  const text = lowerText.replace(/[-–]/g, " ");
  // What the rest of the message says: "she choked on a grape, how do I stop it happening again"
  // tells an episode that is over; "…and is struggling to breathe" does not.
  const again = AGAIN.exec(text);
  if (again) return !/\b(?:is|are|isnt|cant|wont|still|keeps|now)\b/.test(without(text, again));
  const m = ABOUT_A_SITUATION.exec(text);
  return m !== null && !GOING_ON.test(without(text, m));
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

/** "When is a limp an emergency?": the word names what is asked about, not a call for help. */
export const EMERGENCY_ASKED_ABOUT =
  /\bwhen (?:is|are) (?:a|an) (?:\w+ ){0,4}an? emergency\b|\bwhat counts as an? emergency\b/g;
