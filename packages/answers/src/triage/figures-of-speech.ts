import { withoutPretendPlay } from "./pretend-play.js";

/**
 * Figures of speech, pretend play and denials, rewritten before the red flags are read, so that the words of a
 * crisis are read only where they mean one. Each rewrite is narrow: a parent's literal "I want to
 * die" or "I keep thinking of hurting her" is never touched, and a denial removes only its own
 * words, so a real statement elsewhere in the message still alarms.
 *
 * The text is cleaned (lower case, apostrophes dropped: "i'm" → "im", "don't" → "dont").
 */

/**
 * The parent's feeling after reading or watching something: "now I'm paranoid" dates the worry,
 * not something happening to the child (the feeling word is kept as $1).
 */
export const PARENT_FEELING_NOW =
  /\b(?:and )?now (?:im|i am|i m|i feel|i keep|i cant stop|were|we are|we re) (?:so |really |totally |a bit |completely |super )?(paranoid|worried|scared|terrified|anxious|nervous|panicking|panicky|freaked|freaking|obsessed|worrying|thinking)\b/g;

/** Death and killing as exaggeration: "wanted to die of embarrassment", "dying to know". */
const IDIOMS: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\b(?:want|wanted|wanting|wanna|wants|could|couldve|could have|could of|nearly|almost|literally|just about|practically) (?:to |have )?(?:die|died|dying) (?:of|from|with) (?:the )?(?:embarrassment|shame|mortification|cringe|laughter|laughing)\b/g,
    " embarrassed ",
  ],
  [/\bdie of (?:embarrassment|shame)\b|\bdied (?:a little )?inside\b/g, " embarrassed "],
  [/\bdying (?:to|for) (?:know|hear|see|try|go|get|find|have|a)\b/g, " keen "],
  // Drowning as plenty: food "drowned in syrup", a parent "drowning in laundry". The topping or the
  // pile must be named, and the thing drowned is never a child ("drowned her in the bath" stays).
  [
    /\bdrown(?:ed|s|ing)? (?:his|her|their|my|our|the|everything|it|all|them) (?!(?:baby|babies|son|daughter|child|kid|kids|twins?|toddler|brother|sister|little|newborn|dog|cat|puppy|kitten)\b)(?:\w+ ){0,2}in (?:syrup|maple syrup|ketchup|sauce|gravy|butter|cream|custard|honey|chocolate|cheese|mayo|mayonnaise|dressing|vinegar|salt|sugar|sprinkles)\b/g,
    " covered in topping ",
  ],
  [
    /\b(?:im|i am|were|we are|ive been|weve been|i feel like im|feel like im) (?:\w+ )?drowning in (?:nappies|diapers|laundry|washing|housework|paperwork|work|bills|toys|dishes|admin|emails|stuff|chores|appointments)\b/g,
    " overwhelmed ",
  ],
  [PARENT_FEELING_NOW, " $1 "],
  // Deep sleep in words of death: "dead to the world", "sleeps like the dead". Not "out cold",
  // which after a knock is a child knocked out.
  [
    /\b(?:dead to the world|(?:sleeps?|sleeping|slept) like (?:the dead|a log|a rock)|out like a light)\b/g,
    " soundasleep ",
  ],
  // A breathing monitor's alarm is what the device reported, not what the parent saw: "the monitor
  // went off for no breathing but he was fine". What the parent then found is read as told ("the
  // alarm went off, he was blue and floppy").
  [
    /\b(?:monitor|alarm|sensor|owlet|angelcare|snuza|sock|mat|pad)s? (?:\w+ ){0,3}?(?:went off|goes off|going off|go off|keeps going off|alarmed|alarms|alarming|beeped|beeps|beeping|sounded|sounds|says|said|showed|shows|detected|detects|flagged|flags)(?: (?:for|saying|with|because of|that|to say|as if))?(?: (?:he|she|they|baby|the baby))?(?: (?:was|wasnt|is|isnt|had|has|were|werent))? (?:no|not|stopped|low) (?:breath\w*|movement|oxygen|o2)(?: detected| movement)?\b/g,
    " monitoralarm ",
  ],
  [
    /\b(?:(?:is|are|was|were|its|thats|thats been|has been|have been) (?:\w+ )?killing (?:me|us)|(?:nearly|almost|practically) killed (?:me|us))\b/g,
    " exhausting ",
  ],
];

/**
 * The parent's own tiredness: "I'm so tired I feel sick", "we're exhausted", "dead on my feet".
 * It is the parent's, not a child who is unusually sleepy (a red flag in a baby).
 */
const PARENT_TIRED = new RegExp(
  [
    String.raw`\b(?:i|im|i am|ive been|i have been|i was|i feel|i m|im feeling|i am feeling|we|were|we are|weve been|we have been|we re) (?:(?:so|soo|really|very|completely|totally|utterly|absolutely|just|beyond|super|extremely|incredibly|bone|dead|dog|physically|mentally|constantly|always) )*(?:tired|exhausted|knackered|shattered|drained|sleepy|worn out|wiped out|sleep deprived|run down|burnt out|burned out)\b`,
    String.raw`\bdead on (?:my|our) feet\b|\b(?:dead|dog|bone) tired\b|\brunning on (?:empty|fumes|no sleep)\b`,
  ].join("|"),
  "g",
);

/**
 * "Wanted to die" said of a moment of public embarrassment ("my 2 yo lay down in the supermarket
 * and I wanted to die", "everyone was staring, I wanted the ground to swallow me"). Only the past
 * tense, only in a sentence that tells the embarrassment, and only when the message says nothing of
 * despair ("…I wanted to die, I think about dying every day"): "I want to die" stays a crisis.
 */
const WANTED_TO_DIE =
  /\b(?:i )?(?:just |literally |honestly |seriously )?(?:wanted|could have|couldve|could of) (?:to )?(?:die|died|curl up and die|the (?:ground|floor|earth) to (?:swallow|open up)(?: \w+)?(?: up)?)\b/g;
const EMBARRASSING =
  /\bin public\b|\bin front of\b|\bembarrass\w*|\bmortif\w*|\bhumiliat\w*|\bcring\w*|\bashamed\b|\bawkward\b|\beveryone (?:was |were )?(?:\w+ )?(?:staring|looking|watching)|\bpeople (?:were |was )?(?:\w+ )?(?:staring|looking|watching|judging)|\bthe looks\b|\bin (?:the )?(?:middle of )?(?:the |a )?(?:supermarket|shop|store|grocery|groceries|mall|restaurant|cafe|cinema|church|park|playground|street|queue|checkout|library|museum|bus|train|plane|airport|class|party|wedding|pub|doctors surgery|waiting room)\b/;

/** Despair said anywhere in the message: then "I wanted to die" is not read as a figure of speech. */
const DESPAIR =
  /\b(?:every ?day|every night|all the time|any ?more|cant cope|cant go on|cant do this|hopeless|worthless|suicid\w*|end it|ending it|end my life|kill myself|killing myself|hurt myself|hurting myself|dying|not be here|better off|still want|want to die|wanna die|always)\b/;

/**
 * A parent who says the danger is absent: "no thoughts of hurting myself or her", "I'm not
 * suicidal", "I'd never hurt him". Only the denial is rewritten; what else the message says counts.
 */
/** The writer as the subject of what follows: "I", "I'd", "I'll", "I'm" (apostrophes dropped). */
const WRITER = String.raw`(?:i|id|ill|im|i d|i ll|i m)(?: (?:would|will|could|am))?`;
/** A "won't" of the writer's own, with its emphasis: "wouldn't ever", "am not going to". */
const NEGATED_WILL = String.raw`(?: (?:honestly|really|definitely|absolutely|certainly|ever))? (?:wouldnt|would not|wont|will not|couldnt|could not|would never|will never|could never|never|not going to|not gonna|not planning to|not planning on)(?: ever)?`;
const OBJECT = String.raw`(?:myself|my ?self|me|her|him|them|the baby|my baby|baby|my (?:son|daughter|child|kids?|little one|lo)|anyone|any ?one|my life|it all|things)`;
const DENIED_HARM = new RegExp(
  [
    String.raw`\b(?:no|not any|not having any|not having|never had any|never had|never have|dont have any|dont have|do not have any|do not have|havent had any|havent had|havent got|have not had|i have no|ive no|ive got no|without any|zero) (?:real |actual |scary |bad |dark |harmful |intrusive |suicidal )?(?:thoughts?|urges?|plans?|intentions?|desires?|wish|feelings?|ideas?) (?:of|about|to) (?:\w+ )?(?:hurting|harming|killing|ending|hurt|harm|kill|end|suicide|self ?harm\w*|dying|die)\b(?: ${OBJECT})?(?:,? (?:or|and|nor) (?:\w+ )?${OBJECT})*`,
    String.raw`\bno (?:suicidal|self ?harm\w*|harmful|dark) (?:thoughts?|feelings?|urges?|ideation|plans?)\b`,
    String.raw`\b(?:im |i m |i am |and |but )?(?:not|never|definitely not|not at all|not feeling|never been|never felt) suicidal\b`,
    String.raw`\b(?:i ?d|i would|i will|i ?ll|i could) never (?:ever )?(?:hurt|harm|kill) ${OBJECT}(?:,? (?:or|and|nor) ${OBJECT})*`,
    String.raw`\b(?:never|not once|have never|havent ever|have not ever|not) (?:had |have )?(?:thought|thinking|considered) (?:about |of )?(?:hurting|harming|killing|ending) ${OBJECT}(?:,? (?:or|and|nor) ${OBJECT})*`,
    // The parent's own "won't": "no I wouldn't hurt myself or him", "I'm not going to do anything
    // to myself", "I won't do anything stupid". The subject is the writer; "he won't hurt…" is not.
    String.raw`\b(?:(?:no,? )?${WRITER}|no)${NEGATED_WILL} (?:hurt|harm|kill|do anything (?:to|stupid|silly)|do something (?:stupid|silly)|act on (?:it|them|those thoughts|the thoughts))\b(?: ${OBJECT})?(?:,? (?:or|and|nor) (?:\w+ )?${OBJECT})*`,
  ].join("|"),
  "g",
);

/**
 * A denial the parent herself doubts is not one: "I'm not sure I wouldn't hurt her", "I can't
 * promise I won't hurt him", "I don't think I'd never…". It says she might: read it that way, so the
 * harm that follows alarms (and the denial above never sees it).
 */
const DOUBTED_DENIAL = new RegExp(
  String.raw`\b(?:cant|cannot|can not|couldnt|could not) (?:promise|say|guarantee|swear|be sure)|\b(?:not|never) (?:\w+ )?(?:sure|certain|confident)|\bunsure|\b(?:dont|do not) (?:really )?(?:know|think)|\bno idea`,
  "g",
);
const DOUBTED_DENIAL_WITH_HARM = new RegExp(
  String.raw`(?:${DOUBTED_DENIAL.source})(?: (?:that|if|whether))? (?:${WRITER})${NEGATED_WILL} (?=(?:hurt|harm|kill|do anything|do something|shake|smother)\b)`,
  "g",
);

/**
 * "Limp" as a way of walking, not a floppy child: a limp that has lasted days ("he's been limp for
 * 2 days") or told with legs, walking or standing ("limp since Monday, won't put weight on it") is
 * read as limping. A child who went limp, or any word of illness or alertness, keeps the word.
 */
const LIMP_LASTED =
  /\blimp (?:for|since|over) (?:the )?(?:\w+ ){0,2}(?:days?|weeks?|yesterday|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|last week)\b/;
const GAIT_WORDS =
  /\b(?:walk\w*|legs?|foot|feet|ankles?|knees?|hips?|thighs?|shins?|weight|stand\w*|toes?|steps?|hobbl\w*|toddling|running|run)\b/;
const LIMP_AS_FLOPPY =
  /\b(?:went|gone|goes|go|going|turned|turns|all|completely|totally|suddenly|floppy) limp\b|\b(?:floppy|unresponsive|wake|waking|woken|rous\w*|drowsy|sleepy|lethargic|feed\w*|eating|fever|temp|temperature|hot|pale|grey|gray|blue|breath\w*|vomit\w*|sick|lifeless|ragdoll|collapsed|faint\w*|fit|fits|fitting|seizure|respond\w*|water|pool|bath|choked|choking)\b/;

/** A baby too young to walk: "limp" is floppy ("my 4 month old has been limp for 2 days"). */
const NOT_WALKING_YET =
  /\b(?:baby|babies|newborn|infant|[1-8] ?(?:months?|mo|mos|mths?|m)\b|\d+ ?(?:weeks?|wks?|days?) old)\b/;

function limpAsGait(s: string): string {
  if (!/\blimp\b/.test(s) || LIMP_AS_FLOPPY.test(s) || NOT_WALKING_YET.test(s)) return s;
  return LIMP_LASTED.test(s) || GAIT_WORDS.test(s) ? s.replace(/\blimp\b/g, "limping") : s;
}

/** The message with its figures of speech, the parent's tiredness and denials of harm in plain words. */
export function plainSpeech(cleanText: string): string {
  let s = withoutPretendPlay(cleanText)
    .replace(DOUBTED_DENIAL_WITH_HARM, " i might ")
    .replace(DENIED_HARM, " deniesharm ");
  for (const [pattern, replacement] of IDIOMS) s = s.replace(pattern, replacement);
  if (!DESPAIR.test(s))
    s = s
      .split(/(?<=[.!?;])/)
      .map((sentence) =>
        EMBARRASSING.test(sentence) ? sentence.replace(WANTED_TO_DIE, " embarrassed ") : sentence,
      )
      .join("");
  return limpAsGait(s.replace(PARENT_TIRED, " exhausted "));
}
