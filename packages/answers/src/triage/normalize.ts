import { plainSpeech } from "./figures-of-speech.js";
import { createCorrector, type Corrector } from "./fuzzy.js";
import { PROTECTED_WORDS } from "./protected-words.js";
import { RAW_WORDS } from "./raw-words.js";
import { buildVocabulary } from "./vocabulary.js";

/** One word of the question after cleaning and typo correction. */
export interface Token {
  /** Head word after correction ("brething" → "breathe"); other words as typed, lower case. */
  word: string;
  /** The word as typed (lower case, apostrophes removed). */
  raw: string;
  /** The known spelling the typo corrector chose ("droppde" → "dropped"), else the word as typed. */
  spelling: string;
  /** Clause number: sentences, commas and "but" start a new clause (negation never crosses one). */
  clause: number;
}

const PART =
  "(?:umbilical )?cord(?: stump)?|stumps?|belly ?button|navel|scabs?|tooth|teeth|hair|crusts?|clamp|plasters?|band ?aids?|eyelash(?:es)?|lashes";
const COMES_AWAY =
  "(?:(?:still|keeps|kept|keep|always|often|constantly|has|hasnt|hasn t|havent|haven t|have|not|isnt|is|was|already|finally|just|yet|nearly|almost|half|partly|partially|had|hadnt|didnt|did|doesnt|does|wont|will|should|shouldnt|gonna|going to|about to|started to|starting to|begun to|begin to|beginning to|due to|meant to|supposed to|to) ){0,3}(?:fall|falls|fell|fallen|falling|come|comes|came|coming) (?:off|out)\\b";
/** A part of the body or a dressing, or "it" just after one, coming away by itself. */
const PART_COMES_AWAY = new RegExp(
  `\\b(${PART})(?: (?:on|in|of|from|at) (?:his|her|their|the|my|a|an) \\w+)? ${COMES_AWAY}|(?<=\\b(?:${PART})\\b(?: \\w+){0,8} )(it|its|it s) ${COMES_AWAY}`,
  "g",
);

/**
 * Multi-word slang rewritten before tokenising, so that rules see one word for one idea
 * ("$&" keeps the original words too, when a rule may need them: "melatonin gummies").
 * Order matters: longer phrases first.
 */
const PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  // A sign asked and answered no ("drooling? no", "fast breathing? nope") is a sign denied
  // (denial.ts): the "no" goes before the short clause it answers.
  [
    /(^ ?|[.!?;,:] ?)((?:[a-z0-9]+ ){0,4}[a-z0-9]+) ?\?+ ?(?:no|nope|none|nah)\b(?! (?:idea|clue|way)\b)/g,
    "$1 no $2 . ",
  ],
  [
    /\b(?:threw|throw|throwing|thrown|throws|threw-up|trew|thew|chucked|chucking|chuck) ?up\b/g,
    " vomit ",
  ],
  [/\bbeen sick\b|\bbeing sick\b|\bis sick everywhere\b|\bsick(?:ed|ing|s)? ?up\b/g, " vomit "],
  // UK "was sick once after", "was sick twice", "was sick all over the car": vomited, not ill.
  [
    /\b(?:was|were|got) sick (?=(?:once|twice|again|\d+ times?|(?:two|three|four|five|a few|several) times|after|afterwards|everywhere|all over|on (?:me|him|her|the)|in the (?:car|bed|cot|crib))\b)/g,
    " vomit ",
  ],
  [/\bnon[ -]?stop\b/g, " nonstop "],
  // A part that comes away by itself is the subject of "fall off": "the cord stump still hasn't
  // fallen off", "her scab came off", "his tooth is so wobbly it's about to fall out". Not a child
  // who fell.
  [PART_COMES_AWAY, " $1$2 detached "],
  [
    /\bfebrile (?:fit|fits|convulsions?)\b|\b(?:having|had|has|have) (?:a |an |another |his |her |their )?(?:first |1st |big |febrile )(?:fit|fits)\b|\b(?:hes|shes|he s|she s|started|starts|still|keeps|kept) fitting\b/g,
    " seizure ",
  ],
  [/\b(?:spit|spits|spitting|spat|spitted)[ -]?ups?\b/g, " spitup "],
  [
    /\b(?:got|has|have|had|with|running|runs|run) a (?:high |bit of a |slight |little |small )?temp(?:erature)?\b(?! of\b| is\b| was\b| \d)/g,
    " fever ",
  ],
  // "temp on and off for 3 days", "temps since monday", "her temp keeps spiking": the UK word for a
  // fever that comes and goes ("room temp", "bath temp" are not the child's).
  [
    /(?<!\b(?:room|bath|water|milk|bottle|formula|nursery|oven|fridge|freezer|food|normal|body|average|core|ambient|the right|right) )\btemp(?:erature)?s?\b(?= (?:(?:\w+ )?on and off|off and on|for (?:a |the )?(?:\d|few|couple|two|three|four|five|six|seven|several|days|weeks|nights|past|last|over)|since|every|all (?:day|night|week)|coming and going|(?:that |which )?(?:keeps|kept|comes|came|spik\w*|goes|went) (?:up|and|back|on|in|down|coming|spik\w*|going|high)|up and down|again|back|started|(?:still )?(?:hasnt|not|wont|isnt) (?:gone|going|come|coming|broken|breaking|settled|settling|dropped|dropping)))/g,
    " fever ",
  ],
  [
    /\bburning up\b|\bburning hot\b|\brunning a temp(?:erature)?\b|\bhigh temp(?:erature)?\b/g,
    " fever ",
  ],
  // "knocked out his front tooth", "a knocked-out tooth", "her tooth got knocked out" are a dental
  // injury, not a child knocked unconscious.
  [
    /\bknock(?:ed|s)?[ -]out\b(?= (?:(?:his|her|their|a|an|the|my|your|one|two|both|front|baby|top|bottom|milk|adult|permanent|grown|new|big|upper|lower|second|first|whole) )*(?:teeth|tooth|teef|incisors?)\b)|(?<=\b(?:teeth|tooth|teef|incisors?) (?:\w+ ){0,3})knocked[ -]out\b/g,
    " knocked loose ",
  ],
  [/\b(?:passed|passing|blacked|knocked) out\b/g, " unconscious "],
  // "it knocked him out", "lost consciousness": the same sign in other words; "out cold" only
  // after a fall or a blow in the same sentence ("out cold after a big day" is asleep).
  [
    /\bknocked (?:him|her|them) (?:out|unconscious)\b|\b(?:lost|losing|lose|loses) consciousness\b|(?<=\b(?:fell|falls?|fallen|hit|banged|bumped|knocked|smacked|crashed|landed)\b[^.?!]*)\b(?:was|is|went|been|got|lay|lying) out cold\b/g,
    " unconscious ",
  ],
  [/\bsoft ?spot\b|\bmolera\b/g, " fontanelle "],
  // Things named after fire are not a fire: "came out like a fire hose", "the fire engine toy",
  // "the fire alarm test" (smoke and a real fire are told in their own words).
  [
    /\bfire[ -]?(hose|hoses|hydrant|hydrants|engine|engines|truck|trucks|station|fighter|fighters|man|men|drill|alarm|alarms|brigade)\b/g,
    " fire$1 ",
  ],
  // A vaccine named after its disease is not the disease: "the whooping cough vaccine", "flu jab",
  // "fever after the MenB jabs", "vaccine for measles".
  [
    /\b(?:whooping cough|pertussis|flu|influenza|measles|mmr|mumps|rubella|chicken ?pox|varicella|meningitis|men ?[abcwy]+|meningococcal|pneumococcal|rsv|rotavirus|covid(?: 19)?|polio|tetanus|diphtheria|hib|hep(?:atitis)? ?b|bcg|tb|6 in 1|4 in 1|dtap|tdap|hpv)[ -](?:vaccines?|vaccinations?|jabs?|shots?|boosters?|immuni[sz]ations?)\b|\b(?:vaccines?|vaccinations?|jabs?|shots?|boosters?|immuni[sz]ations?) (?:for|against) (?:whooping cough|pertussis|flu|influenza|measles|mumps|chicken ?pox|meningitis|rsv|rotavirus|covid|polio|tetanus)\b/g,
    " vaccine ",
  ],
  // A cold bath or cold flannel is something used, not a cold the child has.
  [
    /\bcold (?=(?:baths?|bathwater|showers?|flannels?|compress(?:es)?|cloths?|washcloths?|sponges?|towels?|packs?|water bath)\b)/g,
    " cool ",
  ],
  [/\bbelly ?button\b|\btummy ?button\b/g, " bellybutton "],
  [
    /\bhaving (?:a|another) fit\b|\bhad (?:a|another) fit\b|\b(?:is|was|been|keeps) fitting\b/g,
    " seizure ",
  ],
  [
    /\b(?:went|goes|go|slipped|slid|gone|was|been|fell|face|head) under(?: the)? ?(?:water)?\b|\bunder (?:the )?water\b/g,
    " underwater ",
  ],
  [/\bface ?down\b|\bface first\b/g, " facedown "],
  // Swelling in everyday size words: "her lips are massive", "face has blown up", "a fat lip",
  // "eyes puffed up like balloons". Big eyes are only big ("her eyes are huge"): puffy words only.
  [
    /\b(?:lips?|face|tongue|mouth|cheeks?)\b (?:(?:is|are|s|look|looks|looking|have|has|got|gotten|gone|went|go|goes|getting|became|become|all|so|really|very|now|just|completely|totally|proper|like|twice|double|a|bit|little|slightly|tad|kinda|quite|rather|pretty) ){0,3}(?:massive|huge|enormous|ginormous|gigantic|giant|humongous|fat|puffy|puffed|blown|ballooned|ballooning|balloons?)\b|\b(?:lips?|tongue) (?:(?:is|are|s|look|looks|looking|have|has|got|gone|went|go|goes|getting|all|so|really|very|now|just|twice|double) ){0,3}(?:big|bigger)\b|\b(?:eyes?|eyelids?) (?:(?:is|are|s|look|looks|looking|have|has|got|gone|went|getting|all|so|really|very|now|just|completely|totally|a|bit|little|slightly|quite) ){0,3}(?:puffy|puffed|blown|ballooned|ballooning|balloons?)\b/g,
    " $& swollen ",
  ],
  [
    /\b(?:massive|huge|enormous|giant|fat|puffy|puffed up|blown up) (?:lips?|face|tongue)\b|\b(?:puffy|puffed up) (?:eyes?|eyelids?)\b/g,
    " swollen $& ",
  ],
  // Glands and tonsils swell with a sore throat ("swollen glands", "tonsils are swollen"): the swelling
  // is theirs, not the throat's or the face's that an allergic reaction closes.
  [
    /\bswollen (?:neck )?(?:glands?|tonsils?|lymph nodes?|nodes?)\b|\b(?:glands?|tonsils?|lymph nodes?) (?:in (?:his|her|the) neck )?(?:(?:are|is|r|look|looks|feel|feels|all|so|really|very|a|bit|little|quite|up|and) ){0,3}(?:swollen|swelled|up|puffy|big|huge|enlarged)\b/g,
    " glands enlarged ",
  ],
  // The weather is not the child's skin: "it's freezing out", "cold outside today", "below freezing".
  [
    /\b(?:it ?s|it is|it was|its been|it has been) (?:so |really |absolutely |bloody |super |very |proper |properly |quite |pretty |rather )?(?:freezing|cold|chilly|icy|frosty|bitter)(?: cold)?\b(?! to (?:the )?touch)|\b(?:freezing|cold|chilly|icy|frosty|bitter)(?: cold)? (?:out|outside|out there|outdoors|today|tonight|this (?:morning|evening|week|winter)|at the moment|weather|day|days|night|nights|morning|mornings|snap|spell|temps|temperatures|wind|winds|climate|winter|winters)\b|\bbelow freezing\b/g,
    " coldweather ",
  ],
  [/\b(?:ice|stone|freezing) cold\b|\bcold to (?:the )?touch\b|\bcold and clammy\b/g, " chilly "],
  [
    /(?<!\b(?:a|little|tiny|wee|quite a) )\bbit into\b|(?<!\b(?:a|little|tiny|wee|quite a) )\bbit (?:on|off)\b|\bbitten into\b/g,
    " chewed ",
  ],
  // Coming off the breast or bottle mid-feed ("keeps falling off after a minute", "slips off the
  // nipple") is a feed, not a fall: before "slipped off" is read as one.
  [
    /\b(?:fall|falls|falling|fell|fallen|slips?|slipping|slipped|comes?|coming|came|pops?|popping|popped) off (?:the |my |her |his )?(?:breast|boob|nipple|bottle|teat)s?\b|(?<=\b(?:feed|feeds|feeding|fed|latch\w*|nurs\w*|breastfe\w*|bottles?|boobs?|breasts?|nipples?|suck\w*)\b[^.?!]*)\b(?:keeps?|kept) (?:falling|slipping|coming|popping) off\b(?! (?:the |a |his |her |my )?(?:bed|sofa|couch|chair|table|changing|changer|swing|bike|step|steps|stairs|slide|trampoline|counter|worktop))/g,
    " unlatching ",
  ],
  [/\brolled off\b|\brolled out of\b|\bslipped off\b|\btoppled off\b/g, " fell off "],
  [
    /\b(?:lamp|baby|mineral|tea ?tree|eucalyptus|wintergreen|essential) oils?\b|\blighter fluid\b|\b(?:tiki |garden |patio )?(?:torch|lamp|lantern|citronella|heater|stove|camping|bbq|barbecue) (?:oil|oils|fuel|fluid)\b|\blighter (?:fuel|refill|gas)\b|\b(?:heating|paraffin|kerosene|kerosine) oil\b|\bnail polish(?: remover)?\b|\bhand sanitiz(?:er|ers)\b|\bwasher fluid\b|\bwindshield fluid\b|\bdrain cleaner\b|\boven cleaner\b|\bweed killer\b|\brat poison\b|\b(?:laundry|dishwasher|tide|detergent) (?:pods?|tablets?|liquid|soap|capsules?)\b|\bdish ?washer (?:pods?|tablets?|liquid|soap|detergent)\b|\bcleaning (?:product|products|spray|liquid|fluid|solution)\b|\bmothballs?\b|\b(?:white|methylated) spirits?\b|\bmeths\b|\bwashing[ -]?up (?:tablets?|pods?)\b|\bfabric (?:softener|conditioner)\b|\btoilet (?:cleaner|duck|bleach|blocks?|gel)\b|\b(?:windscreen|windshield|screen) ?wash\b|\bdescaler\b|\blimescale remover\b|\b(?:bathroom|kitchen|surface|multi[ -]?surface|oven) (?:cleaner|spray)\b|\bdisinfectant\b|\bhand gel\b|\bsteriliz(?:ing|er) (?:fluid|tablets?)\b|\bsteralis(?:ing|er) (?:fluid|tablets?)\b|\bsterilis(?:ing|er) (?:fluid|tablets?)\b|\bmilton\b|\b(?:laundry|dishwasher|washing) tabs?\b|\bpaint thinners?\b|\bturps\b|\bturpentine\b|\b(?:e|vape) ?(?:liquid|juice)\b|\bliquid nicotine\b|\bsuper ?glue\b|\bcar (?:coolant|antifreeze)\b|\bbug spray\b/g,
    " $& chemical ",
  ],
  // Soaps for hands, dishes and the bath: swallowing some is for Poison Control (the swallow
  // card), not the household-chemical emergency; dishwasher and laundry products stay chemicals.
  [
    /\b(?:dish|hand|liquid|castile|baby) soaps?\b|\bwashing[ -]?up (?:liquid|liquids|soap)\b|\bdish ?washing (?:liquid|soap)\b|\bdish (?:liquid|detergent)\b|\bfairy liquid\b|\bbubble ?baths?\b|\bbath (?:foam|bubbles|soap)\b|\bshower gel\b|\bbody ?wash\b|\bhand ?wash\b/g,
    " $& mildsoap ",
  ],
  [
    /\bbutton (?:cell|battery|batteries)\b|\bcoin (?:cell|battery|batteries)\b|\blithium (?:cell|battery|batteries)\b|\bwatch batter(?:y|ies)\b/g,
    " battery ",
  ],
  [
    /\b(?:vitamin|melatonin|weed|thc|cbd|edible|pot|cannabis) gumm(?:y|ies)\b|\bgumm(?:y|ies) vitamins?\b|\biron (?:pills?|tablets?|supplements?)\b|\b(?:heart|blood pressure|bp|sleeping|diet|birth control|thyroid) (?:pills?|tablets?|meds|medicine|medication)\b/g,
    " $& medicine ",
  ],
  [
    /\bcar (?:crash|accident|wreck)\b|\bhit by (?:a )?car\b|\bhit by (?:a )?(?:truck|vehicle|bike)\b|\b(?<!toy )car (?:was |got )?(?:smashed|wrecked|totalled|totaled|written off)\b|\b(?:got|were|was) (?:hit|t ?boned) (?:at|on|in|by) (?:a |the )?(?:junction|crossroads|intersection|roundabout|lights|motorway|highway|freeway|side)\b|\broad traffic (?:accident|collision)\b|\bcrashed (?:the|our|my|into)\b/g,
    " caraccident ",
  ],
  [/\belectric(?:al)? shock\b|\belectric(?:al)? burn\b|\bgot (?:a )?shock\b/g, " electrocuted "],
  [/\b(?:wet|pee|peed|wee) (?:diaper|diapers|nappy|nappies)\b/g, " wetdiaper "],
  [/\bdry (?:diaper|diapers|nappy|nappies)\b/g, " drydiaper "],
  // Quantities are not verbs or objects: "a bit of whisky" is not a bite, "bite-sized" not a bite,
  // and "a few of the pills" is "a few pills" (the object stays near its verb).
  [/\b(?:a |quite a )?(?:little |tiny |wee |small )?bit of\b/g, " little "],
  [/\bbite[ -]?siz(?:ed|e)\b|\bbitesize\b/g, " small "],
  // Harmless senses of alarm words: "a choking hazard" when shopping, a "non-toxic" crayon.
  [/\bchok\w* (?:hazards?|risks?|dangers?)\b/g, " chokehazard "],
  [/\bnon ?-? ?toxic\b|\bnot toxic\b/g, " nontoxic "],
  // A hedge is one word, so "lips have gone a bit dark" keeps "lips" near "dark".
  [
    /\b(?:a (?:little |tiny |wee )?bit|kind of|kinda|sort of|sorta|a tad|ever so slightly)\b(?! (?:of|off|from|out|into|on)\b)/g,
    " slightly ",
  ],
  [
    /\b(a few|a couple|a handful|handful|some|one|two|three|four|several|half|a bunch|a mouthful|mouthful|most|loads|lots|a load) of (?:the|those|these)\b/g,
    " $1 ",
  ],
  // "I think he swallowed…", "I saw her eat…": the parent perceives; the child is the one acting.
  [
    /\bi (?=(?:think|thought|guess|reckon|believe|suspect|bet|assume|saw|seen|noticed|found|caught|heard|watched|spotted|know|realised|realized)\b)/g,
    " ",
  ],
  // "Keeps wanting to fall asleep", "fell asleep on the sofa": sleep, not a fall (a message-wide
  // "fall … asleep" look-alike voided a real fall told beside it, tf5-007).
  [/\b(?:fall|falls|falling|fell|fallen) (back )?asleep\b/g, " nodding $1asleep "],
  // "He just told me he swallowed…", "she said to me she ate…": the parent is told; the child
  // acted (else "me … swallowed" reads as the parent's own swallow).
  [
    /\b(?:told|tells|telling|tell|said to|says to|saying to|admitted to|showed|shows) me (?:that )?(?=(?:he|she|they|hes|shes|he s|she s|theyve|theyd|hed|shed)\b)/g,
    " ",
  ],
  // Any household product, named by what it is or by where it is kept: "washing powder", "the blue
  // stuff from under the sink", "the green spray bottle".
  [
    /\b(?:washing|laundry) (?:powder|liquid|gel|detergent|capsules?|tabs?)\b|\bdishwasher (?:salt|rinse aid|powder|gel)\b|\brinse aid\b|\bbleach\w*\b|\b(?:furniture|shoe|silver|metal|floor|wood) (?:polish|cleaner|wax)\b|\bair fresheners?\b|\breed diffusers?\b|\bdiffuser (?:oil|liquid)\b|\b(?:fly|wasp|ant|roach|cockroach|bug|flea) (?:spray|killer|powder|bait|gel|treatment)\b|\bslug (?:pellets?|bait|killer)\b|\brat (?:bait|killer)\b|\bfire ?lighters?\b|\bpool (?:chemicals?|chlorine|tablets?|shock)\b|\bchlorine (?:tablets?|granules|bleach)?\b|\bcaustic soda\b|\bpaint stripper\b|\bhair (?:dye|relaxer|removal cream)\b|\bnail glue\b|\b(?:engine|motor) oil\b|\bbrake fluid\b|\bdiesel\b|\bbattery acid\b|\bdrain (?:unblocker|opener)\b|\boven spray\b|\bdescaling (?:liquid|tablets?)\b|\bcleaning (?:stuff|tablets?|wipes?)\b/g,
    " $& chemical ",
  ],
  [
    /\b(?:stuff|liquid|something|bottle|products?|cleaners?|spray|sprays|tablets?|tabs?|powder) (?:\w+ ){0,2}(?:from |under |in |out of |of |beside )(?:the |our |my )?(?:kitchen |bathroom |utility |cleaning )?(?:sink|cupboard under the sink|cleaning cupboard|garage|shed|utility room)\b|\b(?:spray|squirty|squeezy|trigger) bottle\b|\b(?:stuff|liquid|spray|bottle|something|gel|powder|tablets?) (?:\w+ ){0,3}(?:to|for) (?:clean|cleaning|wash|washing|unblock|unblocking|descale|descaling|polish|polishing|disinfect|disinfecting|kill|killing)\b/g,
    " chemical $& ",
  ],
  // Poisonous plants called by their common names, and wild fungi ("lords and ladies").
  [
    /\blords and ladies\b|\bcuckoo ?pint\b|\bdeadly nightshade\b|\bpeace lil(?:y|ies)\b/g,
    " $& toxicplant ",
  ],
  [/\bcan ?not\b|\bcan't\b/g, " cant "],
  [/\bwill not\b/g, " wont "],
  [/\bdoes not\b/g, " doesnt "],
  [/\bdid not\b/g, " didnt "],
  [/\bis not\b/g, " isnt "],
  [/\bhas not\b/g, " hasnt "],
  [/\bhave not\b/g, " havent "],
  [/\bcould not\b/g, " couldnt "],
  [/\bwould not\b/g, " wouldnt "],
];

const CLAUSE_BREAK = /^(?:[.!?;,:]|but|though|although|however|except)$/;

const corrector: Corrector = createCorrector(buildVocabulary(RAW_WORDS), PROTECTED_WORDS);

/**
 * Two-word slang checked after typo correction, so "thre up" or "spittin up" still read as one idea.
 * (The regular spellings are already rewritten by PHRASES.)
 */
const MERGES: ReadonlyArray<readonly [ReadonlySet<string>, ReadonlySet<string>, string]> = [
  [
    new Set(["threw", "throw", "throwing", "thrown", "throws", "sicked", "sicking"]),
    new Set(["up"]),
    "vomit",
  ],
  [new Set(["spit", "spits", "spitting"]), new Set(["up", "ups"]), "spitup"],
  [new Set(["passed", "blacked", "knocked"]), new Set(["out"]), "unconscious"],
  [new Set(["soft"]), new Set(["spot"]), "fontanelle"],
  [new Set(["belly"]), new Set(["button"]), "bellybutton"],
  [new Set(["wet"]), new Set(["diaper", "diapers", "nappy", "nappies"]), "wetdiaper"],
  [new Set(["dry"]), new Set(["diaper", "diapers", "nappy", "nappies"]), "drydiaper"],
  [new Set(["went", "slipped", "slid", "gone", "goes", "fell"]), new Set(["under"]), "underwater"],
  [new Set(["lamp", "lighter"]), new Set(["oil", "fluid"]), "chemical"],
];

/** Lower case, apostrophes dropped, degree signs spaced, long letter runs shortened ("sooooo" → "soo"). */
export function cleanText(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/([a-z])'([a-z])/g, "$1$2")
    .replace(/'/g, " ")
    .replace(/([a-z])\1{2,}/g, "$1$1");
}

/** Clean, rewrite slang phrases, tokenise and correct typos. */
export function tokenize(text: string): Token[] {
  let s = ` ${plainSpeech(cleanText(text))} `;
  for (const [pattern, replacement] of PHRASES) s = s.replace(pattern, replacement);
  const tokens: Token[] = [];
  let clause = 0;
  for (const m of s.matchAll(/[a-z]+|\d+(?:\.\d+)?|[.!?;,:]/g)) {
    const raw = m[0];
    if (CLAUSE_BREAK.test(raw)) {
      clause++;
      if (/^[a-z]/.test(raw)) tokens.push({ word: raw, raw, spelling: raw, clause });
      continue;
    }
    if (/^\d/.test(raw)) {
      tokens.push({ word: raw, raw, spelling: raw, clause });
      continue;
    }
    const { head, spelling } = corrector.correct(raw);
    const prev = tokens[tokens.length - 1];
    const merge =
      prev && prev.clause === clause
        ? MERGES.find(([a, b]) => a.has(prev.spelling) && b.has(spelling))
        : undefined;
    if (merge && prev) {
      const merged = corrector.correct(merge[2]);
      tokens[tokens.length - 1] = { word: merged.head, raw: merge[2], spelling: merge[2], clause };
      continue;
    }
    tokens.push({ word: head, raw, spelling, clause });
  }
  return tokens;
}

/** The question rebuilt from the corrected spellings ("2 mnoth old" → "2 month old"). */
export function correctedText(tokens: readonly Token[]): string {
  return tokens.map((t) => t.spelling).join(" ");
}

/** The head word for one typed word (for rules and tests that look at single words). */
export function headWord(word: string): string {
  return corrector.correct(word).head;
}
