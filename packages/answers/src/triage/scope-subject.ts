/**
 * Who a message is about when its words do not say "baby" or "toddler": a child named only by a
 * pronoun ("nosebleed after he picked his nose", "a graze on her knee"), or the adult who writes,
 * about their own body or pastime ("my knee hurts after running", "best way to learn spanish").
 * Scope words weigh the domain; these weigh the subject, which the domain words cannot tell: a
 * knee, a swelling or "learning" belong to parenting only when the one they belong to is a child.
 * The text is cleaned (lower case, no apostrophes).
 */

/** Anyone but the child a pronoun could stand for: another adult or a pet ("my husbands knee"). */
const OTHER_PERSON =
  /\b(?:husband|hubby|wife|partner|boyfriend|girlfriend|bf|gf|fiance|fiancee|ex|boss|colleague|coworker|friend|flatmate|roommate|neighbou?r|uncle|aunt|auntie|grandad|granddad|grandpa|grandfather|grandma|grandmother|granny|nan|nana|in law|father|mother|my brother|my sister|man|woman|guy|lady|teacher|doctor|dog|puppy|cat|kitten|pet|horse|rabbit|hamster)s?\b/;

/** A child named by a pronoun: "he", "she", "his", "her", "him". */
const THIRD_PERSON = /\b(?:he|she|hes|shes|him|his|her)\b/;

/** The body, where a child's knocks, nosebleeds and grazes happen. */
const BODY_PART =
  /\b(?:nose|nostrils?|knees?|elbows?|chin|forehead|head|ears?|eyes?|eyelids?|lips?|mouth|tongue|gums?|teeth|tooth|cheeks?|neck|arms?|hands?|fingers?|thumbs?|nails?|legs?|shins?|ankles?|feet|foot|toes?|tummy|belly|bum|bottom|back|chest|skin|scalp|hair)\b/;

/** Whether the message speaks of someone as "he", "she", "him" or "her", whoever it is. */
export function speaksOfSomeone(cleanText: string): boolean {
  return THIRD_PERSON.test(cleanText);
}

/** Whether a pronoun stands for someone, and no other adult or animal is named: the child. */
export function pronounForChild(cleanText: string): boolean {
  return THIRD_PERSON.test(cleanText) && !OTHER_PERSON.test(cleanText);
}

/** Whether a pronoun, and no other adult or animal, is who has the body part told of. */
export function childByPronoun(cleanText: string): boolean {
  return THIRD_PERSON.test(cleanText) && BODY_PART.test(cleanText) && !OTHER_PERSON.test(cleanText);
}

/**
 * "Teach him to…", "how do I teach my 4 year old…": a parent teaching their child is parenting,
 * whatever is taught (a pet being taught is the pet rule's, in engine/pet-question.ts).
 */
const TEACHING_THE_CHILD =
  /\b(?:teach|teaching|explain|explaining|talk|talking) (?:to )?(?:him|her|them|(?:my|our|the) (?:\w+ )?(?:kids?|children|child|son|daughter|boy|girl|toddler|little one|\d+ ?(?:yo|year old|yr old)))\b/;

export function teachesTheChild(cleanText: string): boolean {
  return TEACHING_THE_CHILD.test(cleanText) && !OTHER_PERSON.test(cleanText);
}

/** Words that make the adult's own body a parent's question: pregnancy, the birth, feeding a baby. */
const PARENT_BODY =
  /\b(?:pregnan\w*|postpartum|postnatal|post natal|antenatal|prenatal|trimester|birth|born|labou?r|deliver\w*|c ?section|caesarean|cesarean|epidural|stitches|tear|episiotomy|breast\w*|nipples?|nurs\w*|pump\w*|lactat\w*|milk|feeds?|feeding|mastitis|pelvic floor|diastasis|carrying|lifting (?:him|her|the)|pushchair|pram|buggy|stroller|car ?seat|cot|crib)\b/;

/**
 * A grown-up's own body part, hurt or aching: the writer's ("my knee hurts", "i twisted my ankle")
 * or another adult's ("my husbands knee is swollen"); "his knee" with no adult named is a child's,
 * which the caller has already counted.
 */
const MY_BODY_HURT =
  /\b(?:(?:my|his|her|their|\w+s) (?:knees?|ankles?|hips?|shins?|hamstrings?|quads?|calf|calves|groin|shoulders?|elbows?|wrists?|achilles|it band|lower back|back|neck|feet|foot|toes?|legs?|arms?)\b[^.?!]{0,30}\b(?:hurts?|hurting|aches?|aching|sore|pain|painful|twinges?|clicks?|clicking|swollen|swelling|stiff|tight|pulled|strained|injured|injury)|i (?:\w+ )?(?:twisted|sprained|pulled|strained|tore|torn|injured|hurt|jarred|tweaked|rolled|dislocated|broke) my (?:knees?|ankles?|hips?|hamstrings?|quads?|calf|groin|shoulders?|elbows?|wrists?|achilles|back|neck|foot|toes?|legs?|arms?))\b/;

/** The writer's own sport or training: where the ache came from, or what they ask to do about it. */
const OWN_SPORT =
  /\b(?:(?:when|while|after|before|from) (?:i (?:go )?)?(?:running|run|jogging|jog|a run|my run|lifting|squatting|squats|cycling|hiking|climbing|skiing|football|tennis|squash|golf|netball|basketball|rugby|yoga|pilates|crossfit|spinning|the gym|training|my workout|a workout|leg day)|(?:my|a) (?:runs?|workouts?|gym|training|marathon|half marathon|5k|10k|parkrun)|at the gym|i (?:\w+ )?(?:run|ran|jog|jogged|lift|squat|cycle|hike|train)|running|jogging|stretches|stretching|physio\w*|ice or heat|heat or ice)\b/;

/**
 * The writer learning something for themself: a language, an instrument, to drive. Care skills
 * (CPR, first aid, baby massage) are learnt for the child and are not counted.
 */
const OWN_LEARNING =
  /\b(?:(?:how (?:do|can|should) i|how to|best way to|easiest way to|fastest way to|quickest way to|tips (?:to|for)|i want to|i wanna|i need to|should i) (?:\w+ )?(?:learn|learning|study|revise|practi[sc]e|get better at|improve my|brush up on)|learn(?:ing)? (?:a )?(?:new |second |foreign )?languages?|(?:learn|learning|study|studying) (?:\w+ )?(?:spanish|french|german|italian|mandarin|chinese|japanese|korean|arabic|portuguese|russian|hindi|urdu|polish|dutch|welsh|irish|latin|greek|guitar|piano|violin|drums|ukulele|to drive|driving|to code|coding|maths|math|chess|photography))\b/;
/** Training for the writer's own race or sport ("train for a half marathon", "eat before a long run"). */
const OWN_TRAINING =
  /\b(?:(?:train|training|prepare|fuel|eat|carb load) (?:for|before|after) (?:a|an|my|the|this) (?:\w+ )?(?:marathon|half marathon|long run|run|race|5k|10k|parkrun|triathlon|ironman|sportive|match|tournament|hike)|(?:my|a faster|a better) (?:5k|10k|marathon|parkrun|pace|race) (?:time|pb|pr)|(?:my|a) (?:pb|pr) (?:at|in|for))\b/;
const CARE_SKILL =
  /\b(?:cpr|first aid|heimlich|resuscitat\w*|back blows|choking|massage|swaddl\w*|sign language|signing)\b/;

/**
 * Whether the message is about the writer's own body or pastime: an ache from their sport, a
 * language they want to learn. Callers first check that no child, family or pregnancy is named.
 */
export function aboutOwnPursuit(cleanText: string): boolean {
  if (PARENT_BODY.test(cleanText)) return false;
  const ownInjury = MY_BODY_HURT.test(cleanText) && OWN_SPORT.test(cleanText);
  const ownLearning = OWN_LEARNING.test(cleanText) && !CARE_SKILL.test(cleanText);
  return ownInjury || ownLearning || OWN_TRAINING.test(cleanText);
}
