/**
 * How a message is framed, read before its red flags count: a question *about* a symptom ("is it
 * normal…", "what are the signs of…", "how do I prevent…") gets the information answer with its
 * red-flag list unless the message also reports danger happening now; an episode that is over
 * ("last week", "he's fine now") gets a call to the doctor, not an emergency script.
 */

import {
  BARE_CHILD_REPORT,
  EMERGENCY_ASKED_ABOUT,
  GENERAL_CHILD,
  asksAboutASituation,
  asksAfterAnEpisode,
  asksInGeneral,
} from "./frame-general.js";

/** Asks about something rather than reporting it. */
const ASKS_ABOUT =
  /\b(?:is (?:\w+ ){1,4}(?:normal|common|usual)(?=\s*(?:\?|$))|is (?:it|this|that) (?:a thing|normal|common|usual|ok|okay|alright|safe|bad|dangerous|serious|true|a problem|something to worry)|whats (?:normal|expected|usual)|(?:could|can|might|would|will) (?:it|this|that) (?:have )?(?:affected|affect|cause|caused|harmed|harm|damaged|damage)|what is (?:normal|expected|usual)|are (?:they|these|those) normal|(?:can|could|should|may) (?:i|we|you)\b|how (?:\w+ )?(?:do|can|should|would|will) (?:i|we|you)|how to\b|what (?:are|is) (?:the )?(?:early )?(?:signs?|symptoms?|warning signs|red flags)|signs? (?:of|that)|symptoms? of|what causes|why (?:do|does|is|are|would)|when (?:should|do|can|to|is it)|what (?:should|do|can) (?:i|we) do if|prevent\w*|avoid\w*|is there (?:a|any) way|what if|is (?:a |an |some |the )?(?:\w+ ){0,5}(?:normal|common|usual) or\b|how long (?:do|does|can|will|should|would) (?:\w+ ){0,4}(?:last|take|go on|stay|continue)|how (?:common|often) (?:are|is|do|does)|(?:run|runs|running) in (?:the |our |my |your )?famil(?:y|ies)|is (?:it|this|that|they|these) (?:genetic|hereditary|inherited|in the genes)|(?:can|could) (?:you|they|kids|children|babies) inherit|what happens (?:during|in|with|after) (?:a|an)\b|(?:can|could|would|might|is it possible for) (?:a|an|any) (?:\w+ )?(?:baby|toddler|child|kid|newborn|infant)\b|(?:can|could|would|might) (?:\w+ )?(?:babies|toddlers|children|kids|newborns|infants)\b)\b/;

/** "Should she be worried?": asks whether a pattern told is a worry (not a general frame). */
const ASKS_WHETHER_TO_WORRY =
  /\b(?:should|do|does) (?:i|we|she|he|they|you|my \w+) (?:need to )?(?:be )?(?:worried|worry|concerned)\b/;

/**
 * Asks whether what was seen is a named condition: "is that a seizure?", "could this be
 * meningitis?", "does it sound like croup?". The named condition is a question, not a report.
 */
/** Conditions a parent names to ask whether that is what they saw ("seizure??", "is she choking?"). */
const NAMED_CONDITION =
  "(?:seizures?|fits?|fitting|convulsions?|choking|a stroke|stroke|meningitis|sepsis|concussion|croup|asthma|anaphylaxis|an allergic reaction|allergic reaction|appendicitis|apnoea|apnea|dehydrated|dehydration)";
/** The child asked about: "he", "the baby", "my son", "does that mean she…". */
const ASKED_CHILD = String.raw`(?:he|she|they|it|hes|shes|he s|she s|the baby|my baby|baby|(?:my|our|the) (?:little )?(?:son|daughter|boy|girl|newborn|lo))`;
/** Everyday illnesses a parent asks about by name ("does she have a cold or allergies"). */
const COMMON_ILLNESS =
  "cold|colds|flu|virus|bug|tummy bug|something|allergy|allergies|an allergy|reflux|colic|thrush|eczema|hay ?fever";
export const QUESTIONED_CONDITION = new RegExp(
  [
    String.raw`\b(?:is (?:this|that|it) (?:a |an )?|(?:could|can|might|would) (?:this|that|it|these|those) be (?:a |an )?|(?:does|do) (?:this|that|it|these|those) (?:sound|look|seem) like (?:a |an )?|are (?:these|those) (?:a |an )?)(?:[a-z]+ )?[a-z]+(?:\?|,)`,
    String.raw`\b(?:it |this |that |which )?(?:looks?|seems?|sounds?) like (?:a |an )?(?:[a-z]+ )?[a-z]+\?`,
    String.raw`\bis (?:he|she|it|they|the baby|my baby) (?:having )?(?:a |an )?${NAMED_CONDITION}\?`,
    // "does he have a cold?", "could she be getting flu?": the parent asks what the signs told are.
    String.raw`\b(?:does|do|could|might|can|has|have|is) (?:(?:that|this) means? )?${ASKED_CHILD} (?:\w+ )?(?:have|has|got|be getting|be coming down with|getting|coming down with|caught|picked up) (?:a |an )?(?:[a-z]+ )?[a-z]+\?`,
    // Without the question mark ("…, is she getting a cold", "does she have a cold or allergies"):
    // catching something, or having a common illness named, up to a comma, the end or "or …".
    String.raw`\b(?:does|do|could|might|can|has|have|is) (?:(?:that|this) means? )?${ASKED_CHILD} (?:\w+ )?(?:(?:be getting|be coming down with|getting|coming down with|caught|picked up|got) (?:a |an )?(?:[a-z]+ )?[a-z]+|(?:have|has) (?:a |an )?(?:${COMMON_ILLNESS}))(?:,|\s*$| or (?:is it |just )?(?:a |an )?(?:[a-z]+ )?[a-z]+(?:\?|,|\s*$))`,
    String.raw`\b${NAMED_CONDITION}\s*\?`,
  ].join("|"),
  "g",
);

/**
 * Asks whether a thing is poisonous: "is fluoride poisonous?", "are these berries toxic to
 * toddlers?". The word names the question, not the substance; what was swallowed is read on its own.
 */
export const QUESTIONED_TOXICITY =
  /\b(?:is|are|isnt|arent) (?:\w+ ){0,4}(?:poisonous|toxic|a poison|poison)(?: (?:to|for) (?:\w+ )?\w+)?\s*(?:\?|$|,|\.)|\b(?:can|could|does|do|will|would) (?:\w+ ){1,3}(?:poison|be poisonous|be toxic)\b/g;

/** Asks how to recognise or prevent something: information even about one's own child. */
const ASKS_SIGNS_OR_PREVENTION =
  /\b(?:what (?:does|do|would|should) (?:a |an )?(?:\w+ ){0,3}look like|how (?:do|can|would|will|should) (?:i|we|you) (?:know|tell|spot|recogni[sz]e|check)|what (?:are|is) the (?:\w+ )?(?:signs?|symptoms?)|signs? (?:of|that)|symptoms? of|how (?:do|can|should) (?:i|we|you) (?:prevent|avoid|stop \w+ from)|how to (?:prevent|avoid|know|tell|spot)|any tips|tips (?:for|on|to)|how (?:do|can|should) (?:i|we|you) stop (?:my|our|the) (?:\w+ )?(?:baby|toddler|son|daughter|child|kid|boy|girl) (?!bleeding)\w+ing)\b/;

/** "What should I do if she chokes?": a question about a situation, unless an episode is reported. */
const WHAT_IF =
  /\bwhat (?:(?:should|would|do|can) (?:i|we|you|one) do(?: first)?|to do(?: first)?|happens) (?:if|when)\b(?! (?:\w+ ){0,3}(?:is|was|has just|just|isnt|wont|cant|doesnt|stopped|swallowed|fell|ate|drank|choked|turned|went)\b)/;
const REPORTED_EVENT =
  /\b(?:stopped|went|turned|fell|swallowed|ate|drank|choked|started|collapsed|seized|fitted|happened)\b/;

/** A particular child is the subject (as opposed to babies in general). */
const PARTICULAR_CHILD =
  /\b(?:my|our|his|her) (?:\w+ ){0,2}(?:baby|babies|son|sons|daughter|daughters|boy|girl|toddler|child|kid|lo|little one|newborn|infant|twins?|grandson|granddaughter|nephew|niece|bub|bubba)\b|\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) ?(?:day|week|wk|month|mo|mth|year|yr|y)s? ?old\b|\b(?:\d+) ?(?:mo|mos|m|wk|wks|yo|y o)\b|\b(?:he|she|hes|shes|him|theyre)\b|\b(?:babys|baby s|toddlers|toddler s|sons|daughters|childs|the baby|this baby|the toddler|our lo|my lo)\b|\b(?:that|this) (?:\w+ )?(?:fit|fall|bump|episode|attack)\b/;

/**
 * "found her limp in her cot, is that normal?", "is it normal his lips go blue": her or his
 * with no child in general named for it to stand for is the parent's own child.
 */
const CHILD_PRONOUN = /\b(?:her|his)\b/;
const GENERIC_ANTECEDENT =
  /\b(?:a|an|any|every|each|one|your|the average|most|some) (?:\w+ ){0,2}(?:baby|toddler|child|kid|newborn|infant|boy|girl|person|adult|man|woman|mum|mom|dad|parent|teen|teenager)\b|\b(?:babies|toddlers|children|kids|newborns|infants|boys|girls|people|adults|parents|teens|teenagers)\b/;
/** The parent found the child in a state: "found her", "found him", "found them". */
const FOUND_CHILD = /\b(?:found|find|finding) (?:her|him|them|my|our|the baby|baby)\b/;

/** The parent reports on their own body: a pregnant or breastfeeding parent is a particular person too. */
const PARTICULAR_PARENT =
  /\b(?:i feel|i have|i ve got|ive got|i am|im|i m|i can feel|i havent felt|i haven t felt|ive only felt) (?:\w+ ){0,3}(?:pregnant|weeks|temp|temperature|fever|achy|shivery|feel|felt|kicks?|movements?|flu|sore|unwell)\b|\bmy (?:right |left )?(?:boob|boobs|breast|breasts|nipple|nipples|scar|wound|stitches|waters|bump|temp|temperature)\b/;

/** Someone else's child, or a child the parent heard about. */
export const OTHER_CHILD =
  /\b(?:my|our|a|her|his) (?:\w+ )?(?:cousins?|friends?|neighbou?rs?|sisters?|brothers?|nieces?|nephews?|colleagues?|coworkers?|sister in laws?|sil|bils?|mates?)(?: s)? (?:\w+ ){0,2}(?:baby|babies|boy|girl|son|daughter|kid|child|toddler|lo|little one)\b|\b(?:a|one|another|some) (?:\w+ )?(?:boy|girl|baby|child|kid|toddler) (?:on|in|at|from|down|up|across) (?:our|my|the|his|her)\b|\bon the news\b|\bi (?:read|heard|saw) (?:about|that|a|an|on)\b/;
const OTHER_CHILD_G = new RegExp(OTHER_CHILD.source, "g");
/** He, she and theirs: about the other child when no child of the parent's own is named. */
const THIRD_PERSON = /\b(?:he|she|hes|shes|he s|she s|him|his|her|hers|theyre|they|them|their)\b/g;

/** Danger reported as happening now, or asked about with alarm. */
const DANGER_NOW =
  /\b(?:right now|now|currently|at the moment|suddenly|just now|just happened|started|keeps|still|today|tonight|this (?:morning|evening|afternoon)|help|911|999|112|ambulance|emergency|hurry|asap|urgent)\b|!/;
/**
 * "fine now", "back to normal now": reassurance, not danger now. "happened twice now": how many
 * times so far, not something happening now.
 */
const WELL_NOW =
  /\b(?:happened|had (?:it|one|them|this)) (?:\w+ ){0,2}(?:once|twice|\d+ times|three times|four times|a few times|a couple of times|several times|a lot|loads) now\b|\b(?:fine|ok|okay|alright|better|normal|well|himself|herself|good|settled|asleep|calm) now\b|\bnow (?:fine|ok|okay|better|normal|well)\b|\b(?:have|has|got|carry|carries|keep|own) (?:\w+ ){0,3}now\b/g;
/** A pattern that recurs ("every time", "always"), described rather than happening. */
const HABITUAL =
  /\b(?:every time|everytime|always|usually|often|sometimes|tends to|each time|whenever)\b|\bwhen (?:hes|shes|he is|she is|he gets|she gets|they get|theyre|he s|she s) (?:\w+ )?(?:angry|upset|cross|frustrated|mad|crying|told off|told no|in a tantrum|having a tantrum|hurt|scared|shocked)\b|\bwhen (?:he|she|they) (?:\w+ )?(?:cries|cry|screams|scream|tantrums|gets? (?:upset|angry|cross|frustrated|mad|hurt|a fright|told off)|is told (?:off|no)|bumps|falls)\b/;

/**
 * A professional has already seen the child and said what it was ("they said it was a febrile
 * seizure and sent us home", "the doctor already said it's breath-holding spells").
 */
const ASSESSED =
  /\b(?:(?:has|with|known|got|diagnosed) epilepsy|(?:is|known) epileptic|(?:his|her|their) (?:seizure|epilepsy|rescue|emergency care) plan|sent us home|sent (?:him|her|them) home|(?:got|was|were|been|and|then) sent home|discharged|(?:got|was|were|been|had (?:him|her|them)) (?:\w+ )?(?:checked|seen|looked at|assessed|examined)(?: over| out)? (?:at|in|by) (?:the )?(?:a ?& ?e|a and e|er|emergency|hospital|urgent care|walk in|gp|doctors?|pediatrician|paediatrician|minor injuries|paramedics?|nurse|111)|(?:been|was|were|got|is|s) (?:\w+ )?admitted|(?:doctor|doctors|doc|docs|paramedics?|ambulance|crew|hospital|gp|nurse|pediatrician|paediatrician|consultant|they|poison control|poisons? (?:centre|center|line)|111|helpline) (?:\w+ ){0,4}(?:said|says|told us|diagnosed|confirmed)|diagnosed (?:with|as)|(?:weve|we ve|we have|we|just|have) (?:\w+ )?(?:been|got back from|come back from|came back from|back from|were at|went to) (?:to )?(?:the )?(?:a ?& ?e|a and e|er|emergency|hospital|urgent care|walk in|gp|doctors?|pediatrician|paediatrician|minor injuries)|(?:they|doctor|doctors|nurse|hospital|gp|surgeon|surgeons|consultant|paramedics?|a ?& ?e|a and e|er|urgent care) (?:\w+ )?(?:dressed|stitched|glued|bandaged|checked|examined|x ?rayed|scanned|cleaned|fixed|repaired|untwisted|operated|removed|set|reset|took (?:it|them) out|got (?:it|them) out) (?:it|him|her|them|the \w+|on (?:it|him|her|them))|(?:we|i) (?:\w+ )?(?:went|took (?:him|her|them|the baby|baby)) in(?: to (?:be )?(?:checked|seen))?|(?:they|doctors?|the team|nurses?|hospital|paramedics?) (?:\w+ ){0,2}(?:did|done|ran|took|run) (?:\w+ ){0,3}(?:tests?|bloods?|urine|wee sample|pee sample|x ?rays?|scans?|swabs?|obs|observations|lumbar puncture)|(?:tests?|bloods?|results?|x ?rays?|scans?|swabs?) (?:\w+ ){0,3}(?:and )?(?:said|told us|showed|found|came back|were (?:all )?(?:clear|normal|fine|negative|ok|okay)))\b/;

/**
 * Told to get help now ("111 said go to A&E", "the GP sent us to hospital", "they told me to ring
 * 999"): the professional escalated, nothing was cleared.
 */
const SENT_FOR_HELP =
  /\b(?:said|says|told (?:us|me)|advised (?:us|me)?)(?: (?:we|i) should)? (?:to )?(?:go|take (?:him|her|them)|bring (?:him|her|them)|call|ring|phone|dial|get) (?:\w+ ){0,3}(?:a ?& ?e|a and e|er|hospital|emergency|999|911|112|ambulance|straight in)\b|\bsent (?:us|him|her|them) (?:straight )?(?:to|into) (?:the )?(?:a ?& ?e|a and e|er|hospital|emergency)\b|\b(?:calling|sending|called) (?:an |us an )?ambulance\b|\b(?:said|says|say|told (?:us|me)|reckons?) (?:\w+ ){0,4}(?:(?:\d+|a few|few|five|ten|fifteen|twenty) ?(?:mins?|minutes)|on (?:its|their|the) way|(?:be|get) (?:here|there) (?:in|soon|shortly))\b/;

/**
 * Home from the birth ("we got sent home early", "discharged from the maternity ward yesterday"): the
 * newborn's discharge after the birth, not a professional's look at the sign told beside it (a baby
 * yellow on the first day was read as already checked).
 */
const BIRTH_DISCHARGE =
  /\b(?:(?:got|were|was|been|and|then) )?(?:sent (?:us |him |her |them )?home|discharged|let (?:us )?go home)(?: (?:from|by) (?:the )?(?:maternity(?: ward| unit)?|birth(?:ing)? (?:centre|center|unit)|labou?r ward|postnatal ward|midwife led unit|midwives)|(?: (?:from|by) (?:the )?(?:hospital|ward))?(?: (?:really |very |quite )?early| after (?:the |her |his |my )?(?:birth|delivery|c ?section|caesarean|section)| (?:the )?same day| (?:\w+ ){0,2}after (?:he|she|they) (?:was|were) born))\b/g;
const BIRTH_TOLD = /\b(?:born|birth|newborn|delivered|delivery|maternity|days? old|hours old)\b/;
const withoutBirthDischarge = (text: string) =>
  BIRTH_TOLD.test(text) ? text.replace(BIRTH_DISCHARGE, " ") : text;

/** Where the first sign of a professional's assessment starts, or -1. */
export function assessedIndex(lowerText: string): number {
  if (SENT_FOR_HELP.test(lowerText)) return -1;
  const m = ASSESSED.exec(withoutBirthDischarge(lowerText));
  return m ? m.index : -1;
}
/** Something new or continuing after that assessment: "but now she's floppy", "it's back", "worse". */
const SINCE_ASSESSED =
  /\b(?:on|since) day (?:\d+|one|two|three|four)\b|\bbut\b|\band now\b|\bnow (?:she|he|hes|shes|her|his|it|its|they|theyre)\b|\b(?:still|again|worse|started|another|second|keeps|cant|wont|isnt)\b|\b(?:is|are|hes|shes|theyre) (?:\w+ ){0,2}\w+ing\b/;

export interface Frame {
  asksAbout: boolean;
  /** Asks about something in general ("at what age do…", "can X cause Y"), nothing reported. */
  asksInGeneral: boolean;
  /** Tells an episode that is over and asks how to stop it happening again. */
  afterAnEpisode: boolean;
  asksSignsOrPrevention: boolean;
  particularChild: boolean;
  dangerNow: boolean;
  habitual: boolean;
  /** Asks whether what is told is a worry ("should she be worried?"). */
  asksWhetherToWorry: boolean;
  /** Seen by a professional, with nothing new since. */
  assessed: boolean;
  /** The only child told about is another family's ("my friend's little boy… he"). */
  otherChildOnly: boolean;
}

/** "stop it happening again": the future, not something new since the assessment. */
export const FUTURE_AGAIN =
  /\b(?:happen\w*|com\w*|occur\w*) (?:\w+ )?(?:again|back)\b|\b(?:stop|prevent|avoid)\w* (?:it|this|that|them|another|one)\b|\bif (?:it|she|he) (?:\w+ ){0,2}again\b|\b(?:breath\w*|pink|normal|fine|ok|okay|awake|himself|herself|better|crying) again\b/g;

export function readFrame(lowerText: string): Frame {
  const text = lowerText.replace(WELL_NOW, " ");
  return {
    asksAbout: ASKS_ABOUT.test(text),
    asksInGeneral: asksInGeneral(text),
    afterAnEpisode: asksAfterAnEpisode(text),
    asksSignsOrPrevention:
      ASKS_SIGNS_OR_PREVENTION.test(text) ||
      (WHAT_IF.test(text) && !REPORTED_EVENT.test(text)) ||
      asksAboutASituation(text),
    // Another family's child ("my sister's kid had one") or a child in general ("a toddler's",
    // "in toddlers") is not the child asked about.
    particularChild:
      PARTICULAR_CHILD.test(text.replace(OTHER_CHILD_G, " ").replace(GENERAL_CHILD, " ")) ||
      BARE_CHILD_REPORT.test(text.replace(OTHER_CHILD_G, " ")) ||
      FOUND_CHILD.test(text) ||
      (CHILD_PRONOUN.test(text) && !GENERIC_ANTECEDENT.test(text) && !OTHER_CHILD.test(text)) ||
      PARTICULAR_PARENT.test(text),
    dangerNow: DANGER_NOW.test(text.replace(EMERGENCY_ASKED_ABOUT, " ")),
    habitual: HABITUAL.test(text),
    asksWhetherToWorry: ASKS_WHETHER_TO_WORRY.test(text),
    otherChildOnly:
      OTHER_CHILD.test(text) &&
      !PARTICULAR_CHILD.test(text.replace(OTHER_CHILD_G, " ").replace(THIRD_PERSON, " ")) &&
      !BARE_CHILD_REPORT.test(text.replace(OTHER_CHILD_G, " ").replace(THIRD_PERSON, " ")),
    assessed:
      ASSESSED.test(withoutBirthDischarge(text)) &&
      !SENT_FOR_HELP.test(text) &&
      !SINCE_ASSESSED.test(text.replace(FUTURE_AGAIN, " ")),
  };
}

/** A question about babies in general, with nothing happening: information, no alarm. */
export function isGeneralQuestion(frame: Frame): boolean {
  if (frame.dangerNow) return false;
  return (
    frame.asksSignsOrPrevention ||
    ((frame.asksAbout || frame.asksInGeneral) && !frame.particularChild)
  );
}

/** "fine now" and the like, so that a past episode is not read as happening now. */
export function withoutReassurance(lowerText: string): string {
  return lowerText.replace(WELL_NOW, " ");
}
