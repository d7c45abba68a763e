/**
 * Sign concepts written as regular expressions over the cleaned text (lower case, apostrophes
 * dropped: "can't" → "cant"), for the protocols whose signs are a body part together with what is
 * wrong with it: a concept names the body part in parents' words (US and UK), another what is
 * wrong, and a matcher combines them, so "his balls are swollen" and "one testicle is red" are the
 * same sign without a rule for each sentence.
 */
import type { Facts } from "../facts.js";

/** Any word of a list, as a whole word. */
export const words = (list: string): string => `(?:${list})`;

/** "can't / won't / unable to / refuses to / struggling to / hurts to", before a verb. */
export const CANNOT =
  "(?:cant|cannot|can not|wont|will not|unable to|not able to|refus\\w* to|struggl\\w* to|trouble|difficult\\w*|hard to|hurts? to|painful to|pain when|scared to|doesnt|does not|not)";

// Tummy and bowel.
export const TUMMY = "(?:tummy|tum|stomach|belly|abdomen|abdominal|gut)";
export const BOUTS = new RegExp(
  "\\b(?:comes? and goes?|coming and going|on and off|off and on|in (?:bouts|waves|fits|spells)|bouts? of|waves? of|(?:screaming|crying|pain) (?:episodes|fits|attacks|spells)|episodes? of|(?:fits|attacks|spells|bursts|episodes) of (?:screaming|crying|pain|agony|sobbing)|every (?:\\d+|few|couple of|ten|fifteen|twenty|thirty|5|10|15|20|30) ?(?:min|mins|minutes)|every (?:half (?:an )?hour|half hour|quarter (?:of an )?hour|hour or so|(?:\\d+|few|couple of) (?:min|mins|minutes) or so)|then (?:is |hes |shes |seems )?(?:fine|ok|okay|calm|quiet|settles|stops|normal)|then (?:goes|went) (?:quiet|pale|floppy|sleepy)|keeps? (?:screaming|crying out|doubling)|stops? and starts?)\\b",
);
export const COLICKY_PAIN = new RegExp(
  `\\b(?:scream\\w*|shriek\\w*|agony|doubl\\w* (?:over|up)|(?:pulls?|pulling|draws?|drawing|brings?|bringing|pulled|drew|tucks?|tucking|curls?|curling) (?:up )?(?:his |her |their |both )?(?:legs|knees)|knees? (?:up )?to (?:his |her |their )?chest|(?:his|her|their|with) (?:legs|knees) (?:drawn |pulled |tucked |brought )?up|in (?:so much |terrible |severe |a lot of |awful )?pain|crying in pain|(?:holding|holds|clutching|clutches|grabbing|grabs|gripping) (?:his |her |their |onto (?:his |her |their )?)?${TUMMY}|${TUMMY} (?:pain|ache|cramps?))\\b`,
);
export const BLOODY_STOOL = new RegExp(
  "\\b(?:(?:red ?)?currant jelly|jelly(?: like)? (?:poo|poop|pooh|stool|stools)|(?:blood|bloody|red jelly|mucus|slime|mucous)\\b(?: \\w+){0,4} (?:poo|poop|pooh|poos|poops|stool|stools|nappy|nappies|diaper|diapers|motion|bum)|(?:poo|poop|pooh|poos|stool|stools|nappy|diaper|motion)s?\\b(?: \\w+){0,4} (?:blood|bloody|red jelly|jelly|mucus|slime|purple))\\b",
);
export const DROWSY_OR_PALE =
  /\b(?:floppy|limp|pale|grey|gray|sleepy|drowsy|lethargic|listless|hard to wake|wont wake|not waking)\b/;
/** A baby's ordinary colic or wind, not bouts of pain from a blocked bowel. */
export const COLIC_CONTEXT =
  /\b(?:colic|colicky|wind|windy|gas|gassy|trapped wind|witching hour|every (?:evening|night))\b/;
export const SEVERE_TUMMY = new RegExp(
  `\\b(?:(?:severe|terrible|really bad|very bad|constant|excruciating|awful|unbearable|agonising|agonizing) ${TUMMY} (?:pain|ache|cramps?)|${TUMMY} (?:is |looks |feels |has gone |got )?(?:very |really |so |all )?(?:swollen|swolen|distended|rock hard|hard and swollen|swollen and hard|hard)|(?:pain|hurts?|sore) (?:\\w+ ){0,3}(?:lower |bottom )?right (?:side|of (?:his|her|the) ${TUMMY}))\\b`,
);
export const TUMMY_WORD = new RegExp(`\\b${TUMMY}\\b|\\bbelly button\\b`);
/** Pain told as having moved low on the right ("the pain has moved to the lower right"): a tummy pain even when the tummy is not named again. */
export const PAIN_MOVED_LOW_RIGHT =
  /\b(?:pain|ache|hurting|soreness|sore bit)\b(?: \w+){0,3} (?:moved|moving|shifted|gone|spread|travelled|traveled|settled)(?: \w+){0,3} (?:lower|bottom|low|down)(?: on the| on his| on her)? right\b/;
/** Pain low on the right, or pain that movement brings out: the pattern of appendicitis. */
export const LOW_RIGHT_OR_MOVEMENT =
  /\b(?:(?:scream\w*|cr(?:y|ies|ying)|hurts?|yelp\w*|wince\w*|winces|flinch\w*|pain\w*|agony) (?:\w+ ){0,8}(?:over (?:\w+ ){0,2}bumps?|bumpy|speed bumps?|every bump|when (?:\w+ ){0,2}(?:touch|press|push)\w*)|(?:touch|press|push)\w* (?:\w+ ){0,3}(?:he|she|they) (?:scream\w*|cr(?:y|ies)|yelp\w*|flinch\w*)|(?:wont|cant|doesnt want to|refuses to|wouldnt) walk (?:properly|straight|upright|normally)|leaning (?:over|forward)|hunched over|bent double|lower right|bottom right|right lower|low (?:down )?on the right|right (?:hand )?side (?:\w+ ){0,2}low|down (?:\w+ ){0,2}right side|walk\w* (?:\w+ ){0,2}(?:bent|hunched|doubled)|bent over|(?:wont|cant|refuses to|doesnt want to|wouldnt) (?:\w+ ){0,1}jump|hurts? (?:\w+ ){0,3}(?:to walk|when (?:\w+ )?(?:walks|walking|jumps|jumping|moves|moving|coughs|coughing)))\b/;

// Genitals.
export const TESTIS =
  /\b(?:testicles?|testis|testes|testical|testicals|scrotum|scrotal|ballsack|ball sack|nutsack|(?:his|my sons?|my boys?|the babys?|babys) (?:\w+ ){0,2}(?:balls?|nuts|sack)|(?:one|left|right|either|other) (?:of his )?(?:ball|balls|nut|nuts)|(?:pain|hurts?|swollen|swelling|sore|lump) (?:\w+ ){0,2}(?:in|on) (?:one|his|the|a) ball)\b/;
export const GENITAL_OTHER =
  /\b(?:willy|willie|penis|peepee|pee pee|winkle|todger|foreskin|vulva|vagina|labia|front bottom|privates|private parts|private area)\b/;
export const GENITAL_PAIN =
  /\b(?:pain\w*|hurt\w*|sore|agony|scream\w*|tender|twisted|bruised|purple|blue|black|dark red|hard lump|swollen|swolen|swelling|swelled|puffy|red|enlarged|bigger|higher|raised)\b/;
export const SUDDEN =
  /\b(?:sudden\w*|all of a sudden|out of nowhere|started|woke up|vomit\w*|sick)\b/;
export const GENITAL_LONGSTANDING =
  /\b(?:since birth|since he was born|undescended|hydrocele|always been|for months|been like that)\b/;

// Throat and airway.
export const DROOL =
  /\b(?:drool\w*|dribbl\w*|slobber\w*|spit (?:is )?(?:pouring|running|dripping)|saliva (?:pouring|running|dripping))\b/;
export const SWALLOW_TROUBLE = new RegExp(
  `\\b(?:${CANNOT} (?:\\w+ ){0,2}swallow\\w*|swallowing (?:is |seems )?(?:hard|difficult|painful|sore|hurts)|swallow (?:her|his|their) (?:own )?(?:spit|saliva))\\b`,
);
export const MUFFLED =
  /\b(?:muffled|hot potato|voice (?:sounds? |is |has gone )?(?:strange|funny|weird|different|muffled|gone|hoarse|croaky)|lost (?:his|her) voice)\b/;
export const LEANS_FORWARD =
  /\b(?:lean\w* forward|sit\w* (?:up )?forward|tripod|chin (?:out|forward|pushed)|(?:wont|cant|refuses to) lie (?:down|flat)|sits? bolt upright)\b/;
export const BREATHING_HARD =
  /\b(?:(?:noisy|squeaky|raspy|harsh|hard|heavy|struggl\w*|trouble|difficult\w*|laboured|labored|rattly|wheezy) (?:\w+ ){0,2}breath\w*|breath\w* (?:\w+ ){0,2}(?:noisy|squeaky|raspy|harsh|hard|fast|funny|weird|strange))\b/;
export const FEEDING_CONTEXT =
  /\b(?:puree\w*|solids|weaning|textures?|lump(?:s|y)|finger foods?|blw|baby led)\b/;
export const SORE_THROAT =
  /\b(?:sore throat|throat (?:is |feels |looks )?(?:really |so |very )?(?:hurts?|hurting|sore|pain\w*|ache\w*|red|swollen|raw|killing)|strep|tonsil\w*|quinsy)\b/;
export const NOT_DRINKING = new RegExp(
  `\\b(?:${CANNOT} (?:\\w+ ){0,2}(?:drink\\w*|take (?:any )?(?:fluids|liquids|milk|water|a bottle))|no (?:drinks|fluids)|(?:cant|wont|cannot) open (?:his|her|their) mouth)\\b`,
);

// Wounds.
export const WOUND =
  /\b(?:cut|cuts|gash\w*|lacerat\w*|slice\w*|sliced|wound|puncture\w*|stabbed|impaled|split (?:his|her|their|the) (?:lip|chin|head|eyebrow|forehead|knee))\b/;
export const NEEDS_CLOSING =
  /\b(?:gap\w*|wide open|split open|edges? (?:\w+ ){0,3}(?:apart|open|dont (?:meet|close|come together)|wont (?:close|stay)|separated)|(?:deep|big|large|long|nasty|bad|huge|open) (?:cut|gash|wound|slice)|(?:need|needs|needing|require\w*|get|getting) (?:\w+ ){0,2}(?:stitches|stiches|stitchs|sutures|stitched|glued|steri ?strips|butterfly)|stitches|can see (?:the )?(?:fat|bone|white|inside|flesh|yellow)|flap of skin|glass (?:\w+ ){0,3}in (?:it|the cut|the wound)|rusty)\b/;
/** Tissue under the skin seen in a wound: "can see white stuff inside", "you can see fat". */
export const DEEP_TISSUE_SEEN =
  /\b(?:(?:can|could) see (?:\w+ ){0,3}(?:fat|fatty|bone|bones|white|yellow|yellowy|inside|flesh|muscle|tissue|tendons?)|(?:white|yellow|yellowy|yellowish|fatty) (?:\w+ )?(?:stuff|bits?|tissue|layer|fat|cord|string|thing) (?:\w+ ){0,2}(?:inside|showing|visible|in it|in there|underneath)|(?:bone|bones|fat|tendons?) (?:is |are )?(?:showing|visible|exposed|poking out)|(?:exposed|visible) (?:bone|fat|tendons?)|down to the bone)\b/;
/** Bone, fat or tendon said not to show: "no bone showing", "can't see any bone", "not to the bone". */
const DEEP_TISSUE_DENIED =
  /\b(?:no|cant see|cannot see|couldnt see|cant see any|without) (?:any )?(?:bone|bones|fat|tendons?)(?: (?:showing|visible|exposed))?\b|\b(?:bone|bones|fat|tendons?) (?:isnt|is not|not|arent|wasnt) (?:\w+ )?(?:showing|visible|exposed|out)\b|\bnot (?:down )?to the bone\b/g;
/** Bone, fat or tendon seen inside an injury, once what the parent says does not show is set aside. */
export const deepTissueSeen = (f: Facts) =>
  [f.text, f.corrected].some((t) => DEEP_TISSUE_SEEN.test(t.replace(DEEP_TISSUE_DENIED, " ")));
/** An injury that left the skin open without a cutting word: split, torn or ripped open, crushed. */
export const OPEN_INJURY =
  /\b(?:split (?:\w+ ){0,2}open|(?:torn|ripped|burst|busted|bust) (?:\w+ ){0,2}open|crushed|squashed|smashed)\b/;
/** A wound that gapes or is deep, in the parent's words. */
export const GAPING_OR_DEEP =
  /\b(?:gap\w*|wide open|split (?:\w+ ){0,2}open|edges? (?:\w+ ){0,3}(?:apart|open|dont (?:meet|close|come together))|deep|(?:big|large|nasty|huge|open) (?:cut|gash|wound|slice|bite|hole|tear)|gash\w*|torn open|ripped open|flap(?: of skin)?|skin (?:\w+ ){0,3}hanging (?:open|off|loose|down)|hanging (?:open|off))\b/;
/** Parts of the face where a gaping wound scars and a bite infects. */
export const FACE_PART =
  /\b(?:face|cheek|cheeks|chin|lip|lips|forehead|eyebrow|brow|nose|jaw|temple)\b/;
// "bit" as a noun ("pinched the soft bit and leaned him forward", "a little bit", "her front bit")
// is not a bite.
export const BITE =
  /\b(?:(?:(?<!\b(?:the|a|soft|little|tiny|wee|this|that|each|one|top|bottom|front|back|private|girly|sore|red|fleshy|hard|squishy|other|every) )bit|bitten|nipped|attacked) (?:\w+ ){0,2}(?:him|her|them|my (?:son|daughter|baby|toddler|child|kid|boy|girl)s?|the baby|his|her)|bitten by|(?:dog|dogs|cat|cats|puppy|animal) bite|(?:dog|dogs|cat|cats|puppy|animal) (?:\w+ )?(?:bit|attacked))\b/;
export const SKIN_BROKEN =
  /\b(?:broke|broken|through|bleed\w*|blood|puncture\w*|deep|teeth marks|holes?)\b/;

// Limbs.
export const LIMB =
  /\b(?:arm|arms|leg|legs|wrist|ankle|elbow|knee|shoulder|collarbone|collar bone|finger|fingers|toe|toes|hand|foot|thigh|shin|forearm|bone|hip)\b/;
export const INJURY =
  /\b(?:fell|fall|falls|fallen|falling|trapped|slammed|landed|twisted|hit|crash\w*|trampoline|slide|stairs|pulled|yanked|tugged|jerked|swung|swinging|lifted (?:\w+ )?by|tripped|jumped|knocked|banged|caught|dropped|accident|injur\w*|hurt (?:his|her|their))\b/;
export const DEFORMED =
  /\b(?:bent|crooked|wonky|(?:funny|odd|strange|weird|wrong|awkward|unnatural) angle|out of shape|misshapen|deformed|looks? (?:wrong|odd|weird|broken|dislocated)|looks? like (?:a |an )?(?:\w+ )?(?:fork|s|z|step|banana)|at an angle|dislocated|bone (?:\w+ ){0,3}(?:sticking|poking|coming) (?:out|through))\b/;
export const NOT_USING = new RegExp(
  `\\b(?:${CANNOT}|stopped|keeps? (?:it|his arm|her arm) still) (?:\\w+ ){0,2}(?:use|using|move|moving|lift|bend|straighten|put (?:any )?weight on|stand(?:ing)? on|walk(?:ing)? on|bear weight|weight ?bear|walk|walking|crawl|crawling)\\b|\\b(?:limping|limps|hobbling)\\b|\\bholding (?:his|her) arm\\b`,
);
export const LIMB_SWOLLEN =
  /\b(?:swollen|swolen|swelling|swelled|puffy|lump|bruised)\b(?: \w+){0,4} (?:hurts?|pain|cries|screams|tender)|\b(?:hurts?|pain|cries|screams) (?:\w+ ){0,4}(?:swollen|swelling)\b/;

// Eyes.
export const EYE = /\b(?:eye|eyes|eyeball|eyelid)\b/;
export const EYE_CHEMICAL =
  /\b(?:bleach|chemical|cleaner|detergent|pod|tablet|tab|acid|oven|dishwasher|laundry|sanitiser|sanitizer|hand gel|perfume|aftershave|nail polish|spray)\b/;
export const EYE_SERIOUS =
  // Jelly or fluid leaking from an injured eye: it may be pierced.
  /\b(?:(?:clear |jelly |gel |thick )?(?:goo|gooey|jelly|gel|fluid|liquid)(?: \w+){0,3} (?:leak\w*|coming out|oozing|ooze|pouring|dripping)|(?:leak\w*|oozing|dripping) (?:\w+ ){0,3}(?:goo|jelly|gel|fluid|liquid)|(?:sees?|seeing|vision) (?:\w+ ){0,2}(?:double|blurr\w*|two of)|double vision|blurr\w* vision|(?:stuck|embedded|sticking out|poking out) (?:\w+ ){0,3}eye|eye (?:\w+ ){0,3}(?:stuck|embedded)|blood (?:\w+ ){0,3}(?:in|inside) (?:his |her |the |their )?eyes?|(?:cant|cannot|can not|not able to) see|vision|blind|cut (?:on |to )?(?:his |her |the )?eye(?:ball)?|eye (?:\w+ ){0,12}bleeding|bleeding (?:from |in )?(?:his |her |the )?eye)\b/;
export const EYE_HURT =
  /\b(?:poked|poke|pokes|scratch\w*|hit|whacked|smacked|jabbed|stabbed|punched|thrown|threw|caught|went in|got (?:\w+ ){0,2}in)\b/;
export const EYE_SIGN =
  /\b(?:watering|watery|tears? streaming|wont open|cant open|keeps? (?:it |her eye |his eye )?(?:shut|closed)|squint\w*|red|pain\w*|hurts?|sore|light|rubbing)\b/;

// Ears.
export const EAR_PAIN =
  /\b(?:earache|ear ache|ear pain|ears? (?:\w+ ){0,2}(?:hurts?|hurting|sore|painful|aches?|aching)|(?:pain|hurts?|sore|aches?) (?:\w+ ){0,2}(?:in|inside) (?:his |her |my |their |the )?ears?|screams? (?:\w+ ){0,3}(?:holding|clutching|grabbing) (?:his |her |their )?ears?)\b/;
/**
 * The parent's own guess of an ear infection, not yet seen by a doctor ("has an ear infection I
 * think", "pretty sure she's got another ear infection"): the ear needs checking within a day, and
 * leftover antibiotics are no substitute.
 */
export const EAR_INFECTION_SUSPECTED =
  /\b(?:(?:i )?think|suspect|pretty sure|probably|maybe|might (?:have|be)|could (?:have|be)|looks like|sounds like|seems like) (?:\w+ ){0,3}(?:an? |another )?ear infection\b|\bear infection,? (?:i think|i reckon|i suspect|probably|maybe|again)\b/;
/** Pulling, tugging or rubbing at an ear: pain when it comes with a fever. */
export const EAR_PULL =
  /\b(?:pull\w*|tugg?\w*|rubb?\w*|grabb?\w*|hitting|batting|holding|scratching) (?:at )?(?:his |her |their |the |one |both |its )?(?:left |right |sore |bad )?ears?\b|\bears? (?:pulling|tugging|rubbing)\b/;
export const EAR_DISCHARGE =
  /\b(?:(?:pus|fluid|gunk|goo|liquid|discharge|yellow|green|smelly|gooey|oozing)\b(?: \w+){0,4} (?:from|out of|coming out of|leaking from) (?:his |her |the |their |one )?ears?|ears? (?:\w+ ){0,2}(?:leaking|draining|oozing|discharg\w*|weeping|running)|ears?\b(?: \w+){0,8} (?:pus|fluid|gunk|goo|liquid|discharge|(?:yellow|green|smelly|brown|bloody) (?:stuff|gunk|goo|liquid|fluid)) (?:\w+ ){0,2}(?:coming out|leaking|oozing|draining|dripping))\b/;
export const BEHIND_EAR =
  /\b(?:behind (?:his |her |the |their )?ears? (?:\w+ ){0,3}(?:red|swollen|swolen|swelling|tender|sore|hot)|ears? (?:is |are )?(?:sticking|sticks|pushed|poking) (?:out|forward))\b/;
export const EAR_FLIGHT = /\b(?:plane|flight|flying|airplane|aeroplane|take ?off|landing)\b/;

// Tummy emergencies: pain that stays, with a tummy the child guards.
export const TUMMY_GUARDED = new RegExp(
  `\\b(?:(?:wont|doesnt|will not|cant|wouldnt) let (?:me|us|anyone|the doctor) (?:\\w+ ){0,2}(?:touch|near|press|feel)|scream\\w* (?:\\w+ ){0,2}when (?:i|you|we) (?:touch|press|feel)|hurts? (?:\\w+ ){0,2}when (?:i|you|we) (?:touch|press)|(?:hard|rigid|swollen|distended|tight) (?:\\w+ ){0,1}${TUMMY}|${TUMMY}\\b(?: \\w+){0,4} (?:hard|rigid|swollen|distended|tender|rock hard)|lying (?:very |really )?still|wont move|curled up in a ball)\\b`,
);
export const PAIN_LASTS =
  /\b(?:constant\w*|non ?stop|wont go away|not going away|hasnt (?:gone|eased|stopped)|all (?:day|night|morning)|since (?:last night|yesterday|this morning|lunch|breakfast)|for (?:\d+|a few|several|many|hours|two|three|four|five|six) (?:hours|hrs)|getting worse|worse and worse)\b/;
export const PAIN = /\b(?:pain\w*|hurt\w*|sore|ache\w*|agony|cramp\w*|scream\w*)\b/;

// A hernia that has become stuck.
export const HERNIA_LUMP = new RegExp(
  `\\b(?:hernia|(?:lump|bulge|swelling|bump)\\b(?: \\w+){0,6} (?:groin|scrotum|belly button|tummy button|navel)|(?:groin|belly button|tummy button|navel)\\b(?: \\w+){0,4} (?:lump|bulge|swelling|bump))\\b`,
);
export const HERNIA_STUCK =
  /\b(?:wont (?:go|pop|push|slip) (?:back|in)|not (?:going|popping|pushing) (?:back|in)|doesnt (?:go|pop) (?:back|in)|cant (?:push|get) it back|stuck out|stayed out|(?:hard|firm|red|purple|dark|tender)\b)/;
/** Comes and goes in a quiet child: a hernia to mention to the doctor, not a stuck one. */
export const HERNIA_REDUCES =
  /\b(?:goes back (?:in )?(?:by itself|on its own|when)|pops (?:out|back) when)\b/;

/** "usually goes back in… but now it's hard": the lump has changed since it used to reduce. */
export const HERNIA_CHANGED =
  /\b(?:but|and) now\b|\bnow (?:its|it s|it is|it has|it wont|it stays)\b/;

// Blood.
export const HEAVY_BLOOD =
  /\b(?:clots?|clotted|full of (?:\w+ ){0,2}blood|(?:lots|loads|lot|tons) of (?:\w+ ){0,1}blood|mostly blood|pure blood|all blood|just blood|black (?:and )?(?:tarry|sticky)|tarry|like tar|pool of blood|soaked (?:in|with) blood)\b/;
/**
 * Foods and medicines that colour poo, wee or sick red or black: named beside "blood", they are the
 * likely cause ("blood in his poo… oh wait, he had beetroot") and the question is answered, not alarmed.
 */
export const RED_FOOD =
  "=beetroot|=beetroots|=beet|=beets|=dragonfruit|=pitaya|=cranberries|=cranberry|=strawberries|=raspberries|=watermelon|=cherries|=pomegranate|=ribena|=jello|=kool|=colouring|=coloring|=dye|=bismuth|=pepto";
export const STOOL_WORD =
  /\b(?:poo|poop|pooh|poos|poops|stool|stools|nappy|nappies|diaper|diapers|bum|bottom|motion|motions|diarrh\w*)\b/;
export const VOMIT_WORD =
  /\b(?:vomit\w*|(?:his|her|the|their|in) sick|sicked|sicking|been sick|being sick|was sick|threw up|throw up|throwing up|thrown up|puke\w*|spew\w*)\b/;
export const BLOOD_IN_VOMIT = new RegExp(
  `(?:${VOMIT_WORD.source})(?: \\w+){0,5} (?:blood|bloody)\\b|\\b(?:blood|bloody)\\b(?: \\w+){0,4} (?:${VOMIT_WORD.source})`,
);
export const SMALL_AMOUNT =
  /\b(?:streak\w*|speck\w*|fleck\w*|tiny|teaspoon|trace|little bit|bit of|few spots|after (?:\w+ ){0,3}(?:cough\w*|nosebleed|nose bleed))\b/;

// Young babies bringing back their feeds.
export const MOST_FEEDS =
  /\b(?:most|every|all|each|nearly (?:all|every)|almost (?:all|every)|half) (?:of )?(?:his |her |their |the )?(?:single |last |recent )?(?:feeds?|feedings?|bottles?|milk|meals?)\b|\b(?:cant|not|wont) (?:keep|kept|keeping) (?:\w+ ){0,2}(?:down)\b/;
export const SPIT_UP_ONLY = /\b(?:spit\w* up|spits|spitting|posset\w*|dribbl\w*|reflux)\b/;

// Soft spot.
export const FONTANELLE_BULGING =
  /\b(?:(?:bulg\w*|swollen|raised|puffy|tense|tight|domed|sticking up|pushing up|poking up|popping up|puffed up)\b(?: \w+){0,3} (?:fontanelle|fontanel|soft spot)|(?:fontanelle|fontanel|soft spot)\b(?: \w+){0,4} (?:bulg\w*|swollen|raised|puffy|tense|tight|domed|sticking (?:up|out)|pushing (?:up|out)|poking (?:up|out)|popping (?:up|out)|puffed (?:up|out)))\b/;
export const FONTANELLE_ONLY_CRYING =
  /\bwhen (?:he|she|they|baby|the baby) (?:is )?(?:cries|crying|strains|straining|screams|poos|pushes|coughs)\b/;
export const UNWELL_SIGN =
  /\b(?:fever|temp|temperature|vomit\w*|sick|scream\w*|irritable|inconsolable|drowsy|sleepy|floppy|lethargic|high pitched|not feeding|wont feed|off (?:his|her) feeds)\b/;

// Eyes: what only an injury to the eyeball itself shows.
export const EYE_INSIDE_INJURY =
  // A sharp thing that went into the eye may have pierced it (t7-011 "a stick went in my sons eye").
  /\b(?:(?:stick|twig|branch|pencil|pen|scissors|knife|fork|skewer|dart|wire|nail|needle|pin|toothpick|glass) (?:\w+ ){0,3}(?:went|gone|stuck|stabbed|jabbed|speared) (?:\w+ ){0,2}(?:in|into) (?:\w+ ){0,2}eyes?|blood (?:\w+ ){0,3}(?:coloured|colored|iris|pupil|front of (?:his |her |the )?eye)|(?:coloured|colored) (?:bit|part)\b(?: \w+){0,4} (?:blood|red|bleeding)|eye (?:\w+ ){0,3}(?:funny|odd|strange|weird|different|wrong) shape|(?:pupil|pupils) (?:\w+ ){0,3}(?:odd|funny|strange|different|oval|teardrop|misshapen)|misshapen|eyeball (?:\w+ ){0,3}(?:cut|bleeding|leaking))\b/;
export const EYE_BLOW =
  /\b(?:ran into|walked into|banged|bumped|knocked|dropped|fell on|landed on|elbowed|kicked|head ?butted|threw|flicked|sprayed|squirted)\b/;
