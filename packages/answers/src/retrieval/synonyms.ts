/**
 * What parents type → the words our entries use. Each rule adds its terms to the query (the typed
 * words stay too), so "poop" also finds "stool" and "spit up" also finds "reflux". Patterns run on
 * lower-cased text with apostrophes removed; keep them to whole words.
 */
/**
 * Trying for, or thinking of, another pregnancy ("trying for another baby", "pregnant again"). Not
 * "can I get pregnant while breastfeeding": that is contraception after the birth.
 */
export const NEXT_PREGNANCY =
  /\b(?:try(?:ing)?|tried|ttc) for (?:another|a second|a third|our second|our next|the next|baby (?:number )?(?:two|2|three|3)|number (?:two|2|three|3))\b|\bpregnant again\b|\b(?:another|next|second|third) pregnancy\b|\bhav(?:e|ing) (?:another|a second|a third) (?:baby|one|child)\b|\bspac(?:e|ing) (?:\w+ )?(?:pregnancies|babies|births)\b/;

export const SYNONYMS: ReadonlyArray<readonly [RegExp, string]> = [
  // Digestion and diapers
  [
    /\b(?:poop|poops|pooped|pooed|pooping|poo|poos|pooh|bm|bms|bowel movements?|number two)\b/,
    "stool bowel poop",
  ],
  [
    /\b(?:spit ?up|spits up|spitting up|spat up|spitup|posset|possetting|brings? up (?:\w+ )?milk|bringing up (?:\w+ )?milk|brought up (?:\w+ )?milk)\b/,
    "reflux spitup spit",
  ],
  [
    // "was sick once", "been sick everywhere": the UK way of saying vomited, not being ill.
    /\b(?:throw(?:s|ing)? up|threw up|puk(?:e|es|ed|ing)|barf(?:s|ed|ing)?|sick up|vomm?it(?:s|ed|ing)?|(?:was|been|being|got) sick (?:once|twice|again|everywhere|all over|after|on|in the))\b/,
    "vomit vomiting",
  ],
  [/\b(?:runny poo|watery (?:poop|stool)s?|the runs|loose (?:poop|stool)s?)\b/, "diarrhea"],
  [/\bdiarrhoea\b/, "diarrhea"],
  [
    /\b(?:cant|not|hasnt|havent|didnt|wont|no) (?:had a |done a |been for a )?(?:poop|poo|pooed|pooped|pood)s?\b|\bhard (?:poop|stool)s?\b|\bstraining\b|\bstrain(?:s|ed)?\b(?=.*\bpoo)|\bbacked up\b|\bconstipated\b|\b(?:pellets?|pebbles?|little balls)\b/,
    "constipation",
  ],
  [
    /\b(?:tummy|belly|stomach) (?:ache|pain|hurts?)\b|\bgassy\b|\bwind\b|\bgas\b/,
    "gas tummy colic",
  ],
  [/\bnapp(?:y|ies)\b/, "diaper"],
  [/\bpee\b|\bwee\b|\bwees\b|\bpeeing\b|\burine\b/, "urine wet diapers pee"],
  // Feeding
  [/\bhow (?:much|many|often)\b/, "amounts"],
  // Units as typed ("4oz", "5 oz") are written out in the entries.
  [/(?:\b|\d)ozs?\b/, "ounces"],
  [
    /\b(?:boob|boobs|breastie|nursing|nurse|bf|bfing|ebf|chestfeeding)\b/,
    "breastfeeding breast milk",
  ],
  [/\b(?:ff|formula fed|bottle fed|bottlefed)\b/, "formula bottle"],
  [/\b(?:weaning|solid foods?|solids|purees?|baby food|blw)\b/, "solids solid foods starting"],
  // A baby born early: "preemie" is what parents type, "premature" what the entries say.
  // …also when the parent says how early ("born 8 weeks early", "came six weeks early").
  [
    /\b(?:preemies?|premies?|prems?|preterm|(?:born|came|arrived|delivered) (?:(?:at )?\w+ (?:weeks?|wks?) )?(?:early|prematurely|premature))\b/,
    "premature",
  ],
  [/\bsippy\b/, "cup sippy"],
  [/\b(?:cows milk|whole milk|dairy)\b/, "cow milk"],
  [/\b(?:gagging|gags|gagged)\b/, "gag choking"],
  [/\b(?:pump|pumping|pumped|expressing|expressed)\b/, "pumping breast milk"],
  [/\blow supply\b|\bnot enough milk\b|\bmilk supply\b/, "milk supply breastfeeding"],
  // Sleep
  [/\b(?:binky|binkies|dummy|dummies|paci|pacis|soother|soothers|nuk)\b/, "pacifier"],
  [/\b(?:cot|cots|bassinet|bassinette|moses basket|pack ?n ?play|playard)\b/, "crib"],
  [
    /\b(?:co ?sleep(?:ing)?|bed ?shar(?:e|ing)|sleep(?:ing)? in (?:our|my) bed)\b/,
    "bed sharing cosleeping",
  ],
  // "a glass of wine", "a couple of beers": what the entries call drinking alcohol.
  [
    /\b(?:wine|beers?|pints?|prosecco|gin|vodka|cocktails?|booze|tipsy|drunk|hungover|a drink|(?:few|couple of|couple|two|2) drinks)\b/,
    "alcohol drinking drank",
  ],
  [/\bsttn\b|\bsleep through the night\b|\bsleeping through\b/, "sleep through night"],
  [/\bcry it out\b|\bcio\b|\bferber\b/, "sleep training"],
  [/\bnap(?:s|ping|time)?\b/, "sleep naps"],
  [/\bsids\b|\bcot death\b|\bcrib death\b/, "sids sudden infant death safe sleep"],
  [/\bswaddl(?:e|ing|ed)\b|\bsleep sack\b|\bsleepsack\b/, "swaddle swaddling"],
  [/\bwont (?:go to )?sleep\b|\bfighting sleep\b|\bfights sleep\b/, "sleep settle bedtime"],
  // Health
  [
    /\b(?:feverish|hot to touch|burning up|high temp|running a temp)\b|\btemp(?:erature)? (?:of )?(?:9[89]|10[0-6])/,
    "fever temperature",
  ],
  // A child's reading given as a number ("has 38.6", "39 degrees", "temp of 39", "101.5"): the
  // typed text arrives split ("38 6", "39 c"). Without this, "a temperature of 38.6 but running
  // around" found the bath-temperature answer (38 °C) and "has 38.6" found nothing. A bath, a
  // room, milk or the weather at that number is not a fever, and a question naming a medicine is
  // answered by that medicine's article.
  [
    /^(?!.*\b(?:bath|baths|bathwater|water|room|nursery|bedroom|milk|bottles?|formula|outside|weather|heatwave|car|oven|fridge|freezer|wash|washing|tylenol|paracetamol|calpol|panadol|acetaminophen|motrin|advil|nurofen|ibuprofen|medicines?|meds|doses?)\b).*(?:\btemp(?:erature)? (?:of |is |was |at )?(?:3[89]|4[01]|99|10[0-6])\b|\b(?:3[89]|4[01]|99|10[0-6]) \d ?[cf]?\b(?! (?:weeks?|months?|years?|days?|cm|kg|ml|mm|oz|lbs?)\b)|\b(?:3[89]|4[01]) ?(?:c|degrees?|celsius)\b|\b(?:99|10[0-6]) ?(?:f|degrees?|fahrenheit)\b)/,
    "fever temperature",
  ],
  [/\btemp\b/, "temperature"],
  [
    /\bteething pain\b|\bsore gums\b|\bgive\b.*\bteething\b|\bteething\b.*\b(?:relief|help|give)\b/,
    "teething remedies relief",
  ],
  [/\b(?:tylenol|paracetamol|calpol|panadol)\b/, "acetaminophen"],
  [/\b(?:motrin|advil|nurofen)\b/, "ibuprofen"],
  [
    /\b(?:fever (?:medicine|meds?|reducers?)|pain ?(?:killers?|relievers?|relief medicine))\b/,
    "acetaminophen ibuprofen",
  ],
  // "how much Calpol", "how many ml of Tylenol": the reviewed dose tables, not the general article.
  [
    /^(?=.*\b(?:how much|how many|dosage|doses?|ml|mls|mg)\b)(?=.*\b(?:tylenol|paracetamol|calpol|panadol|acetaminophen|motrin|advil|nurofen|ibuprofen|fever (?:medicine|meds?|reducers?)|pain ?(?:killers?|relievers?))\b)/,
    "dose dosage",
  ],
  [/\b(?:jabs?|shots?|injections?|immuni[sz]ations?|vaccinations?|vax|vaxx)\b/, "vaccines vaccine"],
  [
    /\b(?:snot|snotty|runny nose|stuffy|stuffed up|congested|blocked nose)\b/,
    "cold congestion nose",
  ],
  // "Has a cold" is the illness, not cold sores or cold hands.
  [
    /\b(?:a|the|his|her|bad|horrible|awful|heavy|chesty|head|another|first) cold\b|\bcolds\b/,
    "common cold colds",
  ],
  [/\bear ?ache\b|\bpulling (?:at )?(?:his|her|their)? ?ears?\b|\botitis\b/, "ear infection"],
  [/\bpink ?eye\b|\bgoopy eyes?\b|\bsticky eyes?\b/, "pink eye conjunctivitis"],
  [/\bhfm\b|\bhand foot (?:and )?mouth\b/, "hand foot mouth"],
  [/\bnappy rash\b|\bdiaper rash\b|\bred bum\b|\bred bottom\b/, "diaper rash"],
  // A child's genitals in the family words parents use ("her front bit", "his willy", "down
  // there"); a girl's ("front bottom", "foof", or any of them with "she", "her", "daughter" or
  // "girl" in the message) are the vulva and vagina the entries name.
  [
    /\b(?:front bits?|front bottom|privates|private parts|private area|down there|lady bits|willy|winkie|wee wee|todger|foof|fanny|tuppence|minnie|noo ?noo|vulva|labia)\b/,
    "genitals genital",
  ],
  [
    /\b(?:front bottom|foof|fanny|tuppence|minnie|noo ?noo|lady bits|vulva|labia)\b|^(?=.*\b(?:she|shes|her|daughters?|girls?|dd)\b).*\b(?:front bits?|privates|private parts|private area|down there)\b/,
    "vaginal vagina",
  ],
  [/\bcradle cap\b/, "cradle cap"],
  [/\bitchy skin\b|\batopic\b/, "eczema"],
  [/\byellow (?:skin|eyes)\b|\byellowish\b/, "jaundice"],
  [/\bteeth(?:ing)? coming\b|\bcutting (?:a )?teeth\b|\bnew tooth\b|\bteethin\b/, "teething"],
  [/\bbronchiolitis\b/, "rsv bronchiolitis"],
  [
    /\b(?:loud|noisy|noises?|snor(?:e|es|ing)|grunt(?:s|ing)?|rattl(?:e|y|ing))\b.*\bbreath|\bbreath\w*\b.*\b(?:loud|noisy|noises?)\b|\bsnor(?:e|es|ing)\b/,
    "noisy breathing noises",
  ],
  [
    /\b(?:blue|bluish|blueish|purple|dusky) (?:baby|babies|skin|lips?|tinge|colou?r|hands?|feet|face)\b|\b(?:turn(?:s|ed|ing)?|looks?|looking|went|goes|going) (?:a bit |slightly )?(?:blue|bluish|purple)\b/,
    "bluish blue",
  ],
  [
    /\ba (?:and )?e\b|\ber\b|\bemergency (?:room|department|dept)\b|\bcasualty\b|\b(?:111|911|999)\b/,
    "emergency department hospital",
  ],
  [/\bdehydrat(?:ed|ion)\b|\bnot drinking\b/, "dehydration"],
  [/\bmeds?\b|\bmedicine\b|\bmedication\b/, "medicine"],
  // Development and behaviour
  [/\bmeltdowns?\b|\bfreak(?:s|ing)? out\b|\bscreaming fits?\b/, "tantrums"],
  // A spell told in its steps ("cried hard, then went silent, turned blue… went limp") is a
  // breath-holding spell, which is what the parent is asking about.
  [
    /\b(?:cry\w*|cried|scream\w*|sob\w*|tantrum\w*|meltdown)\b(?: \w+){0,8} (?:went|goes|turned|turns|go|gone) (?:silent|quiet|blue|purple|limp|floppy)\b/,
    "breath holding spell",
  ],
  // Blue-grey patches on the lower back or bottom are the birthmark mistaken for bruising.
  [
    /\b(?:blu(?:e|ish) ?gr[ae]y|gr[ae]y(?:ish)? ?blu(?:e|ish)|slate)\b(?: \w+){0,6} (?:lower back|bottom|bum|buttocks?|base of (?:his|her|the) spine)\b/,
    "birthmark blue grey patch",
  ],
  // Misbehaving is behaviour: "what misbehaviour is time-out for" asks what the entries call behaviour.
  [/\bmisbehav(?:e|es|ed|ing|iours?|iors?)\b/, "behaviour behavior"],
  [/\bpotty\b|\btoilet train(?:ing)?\b/, "potty training toilet"],
  // Wetting again after being dry ("started wetting again", "wets herself again") is a potty
  // accident or regression, not a wet-nappy count (the bed, "wetting the bed again", stays bedwetting).
  [
    /\bwet(?:s|ting)? (?:(?:him|her|them)sel(?:f|ves) |(?:his|her|their) (?:pants|knickers|trousers) )?again\b|\bwet(?:s|ting)? (?:him|her|them)sel(?:f|ves)\b/,
    "accidents regression",
  ],
  [
    /\b(?:should|be) (?:he|she|they|my baby|baby)? ?(?:be )?doing\b|\bdevelopment(?:al)? (?:check|stage)s?\b/,
    "milestones development",
  ],
  [/\bflat (?:head|spot)\b|\bplagiocephaly\b|\bhead shape\b/, "flat head plagiocephaly head shape"],
  [/\bnot talking\b|\bno words\b|\blate talker\b/, "speech delay talking words"],
  // Sounds a child cannot say yet, or speech others cannot follow: speech clarity.
  [
    /\b(?:say|says|saying|pronounc\w*|make|makes|making) (?:the |his |her |their |certain |some |any |all )?(?:\w+ (?:and |or )?){0,4}sounds?\b|\b(?:people|others|strangers|no ?one|nobody|adults|family|teachers?|anyone|we) (?:\w+ )?(?:cant|cannot|can not|dont|do not|struggle to|have trouble|never) (?:really )?understand(?:ing)? (?:him|her|them|what (?:he|she|they) (?:says?|said))\b|\b(?:hard|difficult) to understand\b(?= (?:him|her|them|when|what)\b|$)|\bunclear speech\b|\blisp\w*|\bmispronounc\w*/,
    "speech clarity sounds",
  ],
  // "Still not walking" is a question about walking (its own article), not every milestone page.
  [/\bnot (?:yet )?walking\b/, "first steps late walker"],
  [/\bnot (?:yet )?crawling\b/, "crawling"],
  [/\bdelay(?:ed)?\b/, "milestones delay development"],
  [/\bclingy\b|\bcries when i leave\b/, "separation anxiety"],
  // Upset whenever the parent leaves, however it is said: "screams if I even leave the room to
  // pee", "cries as soon as we walk out", "can't leave the room", "won't let me out of her sight".
  [
    /\b(?:cr(?:y|ies|ying)|scream(?:s|ing)?|wail(?:s|ing)?|sob(?:s|bing)?|howls?|panics?|upset|loses it|melts? down)\b(?:\s+\w+){0,3}?\s+(?:when|if|whenever|as soon as|every time|the second|the minute)\s+(?:\w+\s+){0,2}?(?:i|we|mum|mom|dad|mummy|mommy|daddy)\s+(?:\w+\s+)?(?:leaves?|walks? (?:out|away)|steps? out|goes out|go out|is out of sight|am out of sight|drops? (?:him|her|them) off)\b|\b(?:cant|cannot|can not) (?:even )?(?:leave|walk out of|step out of|go out of) (?:the room|him|her|them|my sight)\b|\b(?:wont|doesnt|will not) let (?:me|us) (?:\w+ )?(?:out of (?:his|her|their) sight|leave)\b|\bfollows? me (?:everywhere|round|around)\b/,
    "separation anxiety",
  ],
  // Stopping a habit: "when should we ditch the dummy", "how do I get rid of the bottle".
  [
    /\b(?:ditch(?:es|ed|ing)?|get(?:ting)? rid of|kick(?:ing)? the habit|wean (?:him|her|them) off)\b/,
    "stop",
  ],
  [
    /\bhits (?:me|us|other|his|her|kids)\b|\bhitting\b|\bkicking\b|\bpush(?:es|ed|ing)? (?:other )?(?:kids|children|babies|toddlers)\b/,
    "hitting aggression",
  ],
  // Hurting a brother or sister is sibling rivalry ("keeps hitting his baby sister").
  [
    /\b(?:hit\w*|push\w*|bit|bites|biting|kick\w*|pinch\w*|hurt\w*|rough|smack\w*|scratch\w*|slap\w*|thump\w*|mean|jealous) (?:\w+ ){0,2}(?:sister|brother|sibling|twin)s?\b/,
    "siblings sibling",
  ],
  // How a child holds a pencil is a pre-writing (fine motor) skill, whatever the setting.
  [
    /\b(?:hold|holds|holding|grip|grips|gripping|grasp\w*) (?:a |the |his |her |their )?(?:pencil|pen|crayon)s?\b|\bpencil (?:grip|grasp|hold)\b/,
    "pencil grip writing",
  ],
  [/\bscreens?\b|\bipad\b|\btablet\b|\btv\b|\bphone\b/, "screen time"],
  // Care and safety
  [/\bcar ?seat\b|\bcarseat\b|\bbooster\b/, "car seat"],
  [/\bbath(?:e|ing|time)?\b|\bwash(?:ing)? (?:my )?baby\b/, "bathing bath"],
  [/\bbelly ?button\b|\bcord stump\b|\bumbilical\b/, "umbilical cord"],
  [/\bfinger ?nails?\b|\bnails?\b/, "nails"],
  [
    /\b(?:fell|falls?|fallen|falling|tumbled|toppled)\b(?! (?:asleep|to sleep))|\broll(?:s|ed)? off\b/,
    "falls fall",
  ],
  [/\bbaby ?proof(?:ing)?\b|\bchild ?proof(?:ing)?\b/, "babyproofing"],
  [/\bsunscreen\b|\bsun ?cream\b|\bsun ?block\b|\bspf\b/, "sun sunscreen"],
  // Swim aids as parents name them: the entries say "armbands" and "inflatables".
  [/\b(?:floaties|water ?wings|arm ?bands|puddle ?jumpers?|swim ?vests?)\b/, "armbands inflatable"],
  // A baby sleeping bag is what the entries call a sleep sack or wearable blanket.
  [/\b(?:baby )?sleeping ?bags?\b|\bsleep ?bags?\b|\bgro ?bags?\b/, "sleep sack wearable blanket"],
  // Burning in the sun, as a worry or a tendency ("she burns easily", "burnt in the sun").
  [
    /\bsun ?burn\w*|\bburn\w* (?:\w+ ){0,2}in the sun\b|\bburns? (?:so |really |very )?(?:easily|quickly)\b/,
    "sunburn sun sunscreen",
  ],
  // Parents
  [
    /\bbaby blues\b|\bppd\b|\bpnd\b|\bpostnatal depression\b|\bcant stop crying\b|\bdepressed\b/,
    "postpartum depression",
  ],
  [/\bppa\b|\banxious\b|\banxiety\b/, "anxiety"],
  // Another pregnancy is the parent's: how long to wait, not the baby's sibling.
  [NEXT_PREGNANCY, "pregnancy spacing pregnant"],
  [
    /\b(?:so|really|very|always|constantly|completely) (?:tired|exhausted|drained)\b|\bexhausted\b|\bbarely (?:think|function|cope|functioning|coping)\b|\bsleep deprived\b/,
    "sleep deprivation exhausted tired parents",
  ],
  [
    /\bsince (?:the |my |our )?baby\b|\bsince (?:giving birth|i gave birth|delivery)\b|\bafter (?:the )?birth\b/,
    "postpartum",
  ],
  [
    /\bi (?:feel|am|m|keep|cant stop)\b.*\b(?:sad|overwhelmed|crying|cry|hopeless|empty|numb|low|down)\b/,
    "postpartum depression mood",
  ],
  [
    /\bmyself\b|\bme time\b|\bself ?care\b|\btime for me\b|\bburn(?:ed|t)? out\b/,
    "self care parents",
  ],
  [/\bask(?:ing)? for help\b|\bneed (?:some )?help\b|\bsupport\b|\boverwhelmed\b/, "support help"],
  // Words parents join that the entries write apart.
  [/\bbreastmilk\b/, "breast milk"],
  // …and words they write apart that an entry joins: "time out" is a timeout, not time.
  [/\btime[ -]?outs?\b/, "timeout"],
  // What a child eats only, or refuses: picky eating, not what a toddler should eat.
  [
    /\b(?:eats?|eating|lives? on|living on) (?:nothing|only|literally nothing|basically nothing)\b|\bonly (?:eats?|wants?)\b|\b(?:refuses?|wont eat|won t eat) (?:\w+ )?(?:veg|vegetables|everything|anything|food|dinner)\b|\bfussy eat\w*|\bpicky\b/,
    "picky eating",
  ],
  // What to put on a child: dressing, not "wear" alone.
  [/\b(?:wear|wearing|outfits?|layers?|dress (?:him|her|them|my|the))\b/, "dress dressing clothes"],
  // Leaving bed at night is a bedtime battle.
  [
    /\b(?:get\w* out of (?:\w+ )?bed|keeps? coming out|com\w* out of (?:\w+ )?(?:room|bed)|wont stay in (?:\w+ )?bed|won t stay in (?:\w+ )?bed)\b/,
    "bedtime battles",
  ],
  // British words for things the entries name in American English.
  [/\b(?:duvets?|quilts?|comforters?|eiderdowns?)\b/, "blanket blankets bedding"],
  [/\b(?:pushchairs?|buggy|buggies|prams?)\b/, "stroller"],
  [
    /\b(?:at|to|from|starts?|started|starting|leave \w+ at|drop \w+ (?:off )?at) nursery\b|\bnursery (?:drop ?offs?|pick ?ups?|staff|workers?|teachers?|key ?workers?)\b/,
    "daycare",
  ],
  [/\bpoorly\b/, "sick"],
  [/\b(?:gp|health visitor|hv)\b/, "doctor pediatrician"],
  // British spellings the entries (written in US spelling) do not use.
  [/\bcolou?rs?\b|\bcolour(?:ed|ing)\b/, "color"],
  [/\bmum\b|\bmummy\b|\bmama\b|\bmommy\b/, "mom parent"],
];

/**
 * Phrases that give a word a different sense: [pattern, words to search instead, typed words the
 * phrase replaces]. "Trips over" is about falling, not travel; the typed word is left out of the
 * search so entries about its usual sense do not win on it.
 */
export const SENSES: ReadonlyArray<readonly [RegExp, string, string]> = [
  // Death, killing and madness as exaggeration ("dying to go to the park", "these tantrums are
  // killing me", "nearly died laughing", "driving me up the wall"): the words name nothing the
  // parent asks about, so they are not searched. Triage reads the same figures (figures-of-speech.ts).
  [
    /\bdying (?:to|for)\b|\b(?:killing|kill|killed) (?:me|us)\b|\b(?:die|died|dying|dead) (?:of |from |with )?(?:laughing|laughter|embarrassment|shame|boredom)\b|\bdied (?:a little )?inside\b|\bdriving (?:me|us) (?:up the wall|round the bend|around the bend|crazy|mad|nuts|insane|bananas)\b/,
    "",
    "dying died die dead kill killing killed driving wall bend crazy mad nuts insane bananas",
  ],
  // The parent's readiness ("want to be prepared", "just want to be ready", "just in case"): the
  // words name no subject (not food prep, not potty-training readiness).
  [
    /\b(?:be|being|feel|get|stay|am|im|are|were|keep|keeping) (?:\w+ ){0,2}?(?:prepared|ready)\b(?! (?:for|to|with)\b)|\b(?:just )?in case\b/,
    "",
    "prepared ready case",
  ],
  // Deep sleep said in words of death ("dead to the world", "sleeps like a log"): sleep, not death
  // nor the world (triage reads the same figure, figures-of-speech.ts).
  [
    /\bdead to the world\b|\b(?:sleeps?|sleeping|slept) like (?:the dead|a log|a rock|a baby)\b|\bout like a light\b/,
    "sleep sleeping",
    "dead world log rock light",
  ],
  // Pretend play ("keeps pretending to choke as a joke", "playing doctors, says he's dying"): the
  // play is the subject, not the danger acted (triage reads the same, pretend-play.ts).
  [
    /\b(?:pretend\w*|make ?believe|as a joke|for a joke|for a laugh|play(?:s|ing|ed)? (?:at )?(?:doctors?|hospitals?|dead|ambulances?|nurses?))\b(?=.*\b(?:chok\w*|cough\w*|dying|dead|die|dies|ambulance|hospital|doctors?)\b)|\b(?:chok\w*|cough\w*|dying|dead|die|dies|ambulance) (?:\w+ ){0,6}(?:as a joke|for a joke|for a laugh)\b/,
    "pretend play",
    "choke chokes choking choked cough coughing dying dead die dies ambulance hospital doctors doctor",
  ],
  // A fit thrown ("threw a fit", "pitching a hissy fit") is a tantrum.
  [
    /\b(?:threw|throw|throws|throwing|thrown|pitched|pitching|pitch|has|had|having) (?:a )?(?:\w+ )?(?:hissy |screaming |total |massive |huge )?fits?\b(?<!\b(?:has|had|having) (?:a )?(?:febrile )?fits?)/,
    "tantrums tantrum",
    "threw throw throws throwing thrown fit fits",
  ],
  // "Fit" as British English for a seizure ("what if he has a fit", "a febrile fit"), not a tantrum
  // thrown ("threw a fit") nor a car seat or gate that fits.
  [
    /(?<!\b(?:threw|throw|throws|throwing|pitched|pitching|pitch|hissy|screaming|total|massive|huge) )\b(?:having|has|had|have|another|first|febrile|a) (?:febrile )?fits?\b|\bfitting\b(?= (?:again|for|and|now|when|with (?:a )?(?:fever|temperature)))/,
    "seizure seizures",
    "fit fits fitting",
  ],
  // A what-to-do question about a danger ("what should I do if she ever chokes", "what to do if he
  // stops breathing") asks for the first-aid steps, not prevention.
  [
    /\b(?:what (?:\w+ ){0,2}do if|what to do (?:if|when)|how (?:do|would|should|can) (?:i|we|you) (?:help|treat))\b(?=.*\b(?:chok\w*|stop\w* breathing|not breathing|burn\w*|scald\w*|bleed\w*|cut|cuts|drown\w*|unconscious|collaps\w*|swallow\w*|poison\w*)\b)/,
    "first aid",
    "",
  ],
  [
    /\b(?:what (?:\w+ ){0,2}do if|what to do (?:if|when))\b(?=.*\b(?:stop\w* breathing|not breathing|isnt breathing|unconscious|unresponsive)\b)/,
    "cpr",
    "",
  ],
  // How warm a room should be, not a child's temperature (fever): "what temp should her room be".
  [
    /\broom (?:temp|temperature)\b|^(?=.*\b(?:room|nursery|bedroom)\b)(?=.*\btemp(?:erature)?\b)(?!.*\b(?:fever|feverish|thermometer|9[5-9](?:\.\d)?|10[0-6](?:\.\d)?|3[5-9](?:\.\d)?)\b)/,
    "room temperature overheating",
    "temp temperature",
  ],
  // Hot weather: "it's boiling here", "so hot this week", a heatwave — not hot water or a hot child.
  [
    /\b(?:boiling|roasting|baking|sweltering|scorching)(?: hot)? (?:here|out|outside|today|this week|at the moment|lately|weather)\b|\b(?:its|it is|so|really|very|too) (?:\w+ )?(?:hot|boiling|warm) (?:here|out|outside|today|this week|at the moment|lately|where we (?:are|live))\b|\bheat ?waves?\b|\bhot (?:weather|days?|spell|summer|climate|country)\b|\bso hot\b/,
    "hot weather heat",
    "boiling roasting baking sweltering scorching",
  ],
  // Water to drink (a cup, sips, how much): not bath water, pools or water safety.
  [
    /\b(?:give|giving|have|drink|drinking|offer|offering|need|needs|sips?|sip of|cup of|bottle of|some|extra|any|much) (?:\w+ ){0,3}?water\b(?! (?:safety|temperature|temp|bath|play|wings))|\bwater\b.*\b(?:to drink|drink|thirsty|hydrated)\b/,
    "drink",
    "",
  ],
  // A child who throws herself on the floor or down is having a tantrum, not throwing things.
  [
    /\bthrow(?:s|ing)? (?:herself|himself|themselves|themself|themselfs) (?:on|onto|to|down|at)\b|\bthrew (?:herself|himself|themselves) (?:on|onto|to|down|at)\b/,
    "tantrums tantrum",
    "throw throws throwing threw",
  ],
  // Exercise, not a job: "when can I start working out again"; but "work out how/what/the
  // age…" is figuring something out ("how do you work out adjusted age for a preemie").
  [
    /\bwork(?:ing|s)? ?out\b(?! (?:how|what|when|which|why|if|whether|the|his|her|their|my|your|a|an|corrected|adjusted|age|much|many)\b)|\bworkouts?\b/,
    "exercise",
    "working work workout workouts",
  ],
  // A smack, tap or slap on the hand or bottom is physical punishment, not a tap, a hand or a bum.
  [
    /\b(?:tap|taps|smack|smacks|smacking|slap|slaps|slapping|swat|swats|whack|spank|spanking|hit|hitting|pop) (?:\w+ )?(?:on (?:the |his |her |their )?)(?:hand|hands|bum|bottom|butt|legs?|wrist)\b|\bspank(?:s|ed|ing)?\b/,
    "spanking smacking physical punishment",
    "tap taps hand hands bum bottom butt",
  ],
  // Second-hand things to buy are used ones, not secondhand smoke.
  [/^(?!.*\b(?:smok\w*|vap\w*|cigarettes?)\b).*\bsecond ?hand\b/, "used", "second hand secondhand"],
  // Where something happens is its setting, not its subject: "bites other kids at nursery" is about
  // biting. "Going to nursery with…", "ready for nursery" and "in the nursery" (a baby's room) keep it.
  [
    /\bat (?:the )?(?:nursery|daycare|day care|playgroup|preschool|creche|childcare)\b(?! (?:fees|costs?|places?|ratios?))|\bin (?:daycare|day care|preschool|creche|childcare)\b/,
    "",
    "nursery daycare playgroup preschool creche childcare",
  ],
  // Packing for a trip is a checklist, not a pack 'n play.
  [
    /\bpack(?:ing)? (?:for|a bag|the car|list)\b|\b(?:what|things) (?:\w+ ){0,3}(?:to|should i|do i need to) pack\b|\bpacking\b/,
    "packing travel",
    "pack",
  ],
  [
    /\btrip(?:s|ped|ping)? (?:over|up)\b|\bstumbl(?:e|es|ed|ing)\b/,
    "clumsy falling balance walking",
    "trip trips tripped tripping",
  ],
  // Sleeping "on her side" is a sleep position, not side-lying breastfeeding or side effects.
  [
    /\b(?:sleep\w*|lay\w*|lie|lying|put\w*|nap\w*) (?:\w+ )?(?:on )?(?:(?:his|her|their|the|its) )?(?:side|tummy|stomach|front|belly)\b|\b(?:side|tummy|stomach) sleep\w*\b/,
    "sleep position back sids",
    "side",
  ],
  // A child who bites people bites in frustration: not nail biting, nor an animal's or insect's bite.
  [
    /\b(?:bit|bites|biting|bitten) (?:\w+ )?(?:other|another|kids?|child|children|toddlers?|bab(?:y|ies)|me|us|people|friends?|siblings?|brother|sister|classmates?|playmates?)\b/,
    "biter toddler",
    "",
  ],
  // Baby powder is talc on the skin, not formula powder.
  [/\b(?:baby|talcum|talc) powder\b|\btalc\b/, "talc", "powder"],
  // Telling lies is honesty, not lying down (behaviour-lying answers it): "lies to me", "my 4
  // year old lies all the time", "she keeps lying" (not "she lies on her back").
  [
    /\b(?:lies|lying|lied|lie|fibs?|fibbing) (?:about|to (?:me|us|you|him|her|them|his|her|their))\b|\b(?:old|yo|he|she|son|daughter|kid|child|toddler|preschooler) (?:keeps |always |often |constantly )?(?:lies|lied|fibs|lying)\b(?! (?:on|down|in|flat|awake|still|there|back|asleep|quietly)\b)|\btell(?:s|ing)? (?:me |us )?(?:lies|fibs|porkies)\b|\b(?:liar|fibber)\b/,
    "honesty",
    "lies lying lied lie fib fibs fibbing tell tells telling",
  ],
  [
    /\bcold (?:hands?|feet|fingers|toes|nose|night|nights|weather|room|house)\b|\b(?:hands?|feet|fingers|toes) (?:are |is |feel |feels |always |very |so |really )*cold\b/,
    "chilly warm layers dressing",
    "",
  ],
];
