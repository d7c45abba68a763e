/**
 * A grown-up's own affairs: money, work, the home, the car, the writer's own health or pastime
 * ("whether to fix my mortgage for 2 or 5 years", "what should I tell my boss", "how do I change a
 * tyre"). With no child, pregnancy or birth in the message, such a message is not a parent's
 * question, whatever the conversation it comes in; the same matter with the child in it ("can we
 * afford childcare", "what to tell nursery", "paternity leave and bonding") is. Scope words alone
 * cannot tell: "2 or 5 years" reads as an age, "change" as a nappy change. The text is cleaned
 * (lower case, no apostrophes).
 */

/** Money: loans, savings, taxes, bills, pay. */
const MONEY =
  /\b(?:mortgages?|remortgag\w*|interest rates?|fixed rate|variable rate|pensions?|401 ?ks?|roth|(?:cash|lifetime|stocks and shares|an) isas?|savings accounts?|bank accounts?|credit (?:cards?|scores?|ratings?|reports?)|overdrafts?|loans?|debts?|bankrupt\w*|tax (?:returns?|codes?|refunds?|brackets?)|taxes|self assessment|invest(?:ing|ments?)?|stock market|index funds?|crypto\w*|bitcoin|budgeting|salary|salaries|pay ?rise|payslips?|pay ?checks?|paycheques?|energy bills?|utility bills?|council tax|(?:life|car|home|house|pet|travel|contents) insurance|insurance (?:quotes?|premiums?|policy|claim)|inheritance|first time buyers?)\b/;

/** Work: the boss and colleagues, getting or leaving a job, time and pay at work. */
const WORK =
  /\b(?:(?:my|our|the) (?:boss|bosses|manager|line manager|employer|colleagues?|coworkers?|co workers?|workmates?|team leader|supervisor|hr)|hr (?:department|team)|job (?:interviews?|offers?|applications?|hunting|search)|(?:my|a) (?:new )?(?:job|career|cv|resume)\b|cover letter|resign\w*|quit(?:ting)? my job|hand in my notice|notice period|redundan\w*|laid off|fired from|promotion|appraisal|performance review|annual leave|holiday allowance|overtime|(?:missing|miss|missed|skip|skipping|late for|late to|call in sick|calling in sick|called in sick) (?:\w+ )?work|(?:my|a) side hustle|self employed|business plan)\b/;

/** The home: buying, renting and repairing it. */
const HOME =
  /\b(?:landlords?|letting agents?|estate agents?|realtors?|tenancy|tenants?|(?:buy|buying|sell|selling|bought|sold) (?:a|our|my|the|first) (?:house|home|flat|apartment|condo|property)|house (?:prices?|hunting|viewings?|survey)|conveyancing|stamp duty|closing costs|boilers?|plumbers?|electricians?|(?:leaking|leaky|flat|new) roof|roof (?:leak\w*|tiles?|repairs?)|gutters?|planning permission|loft conversion|(?:kitchen|bathroom) (?:renovation|remodel|fitters?)|(?:mow|mowing|mowed|reseed\w*|feed|weed) (?:the |my |our )?lawn|lawn ?(?:mowers?|care|feed|weeds|moss)|broadband)\b/;

/** The car: its upkeep, buying one, driving. A car seat, car sickness or a child left in a car are not here. */
const CAR =
  /\b(?:tyres?|(?:car|flat|spare|winter|snow|new|front|rear|bald|worn) tires?|tire (?:pressure|tread|rotation|change)|rotate (?:my |the )?tires|brake (?:pads?|discs?|fluid|light)|(?:my|the|our) brakes|mot|oil change|engine (?:light|oil|warning|noise)|check engine|windscreen|windshield|wiper blades?|clutch|gearbox|transmission fluid|car (?:insurance|loan|finance|service|servicing|battery|dealer\w*|lease|leasing|tax|valet\w*|repairs?|parts)|(?:buy|buying|lease|leasing|sell|selling) (?:a |my |our )?(?:new |used |second hand |secondhand )?car|(?:my|our|the) car (?:wont start|broke down|is making|makes a|keeps|needs|failed)|sat ?nav|(?:speeding|parking) (?:tickets?|fines?)|driving (?:tests?|lessons?|licen[cs]e)|mpg|miles per gallon|ev charger|electric car)\b/;

/** The writer's own health, where pregnancy and the birth play no part. */
const OWN_HEALTH =
  /\b(?:(?:my|high|low) (?:cholesterol|blood pressure)|statins?|menopause|perimenopause|hrt|prostate|erectile|vasectomy|colonoscopy|mammogram|(?:my|i have|ive got) (?:migraines?|arthritis|gout|sciatica|tinnitus|psoriasis)|hangover|(?:my|a) (?:wisdom tooth|root canal|crown|filling)|teeth whitening|hair transplant|botox|lip fillers?|laser eye)\b/;

/** The writer's own pastime, trip or celebration. */
const PASTIME =
  /\b(?:knitting|crochet\w*|gardening|allotment|fishing|golf|poker|video games?|gaming (?:pc|laptop|chair)|playstation|xbox|fantasy football|(?:my|a) (?:novel|podcast|band)|photography|camera (?:lens|settings)|homebrew\w*|wine pairing|(?:cheap|cheapest|best) (?:flights?|hotels?)|passport renewal|visa application|wedding (?:speech|venue|dress|planning)|(?:hen|stag) (?:do|party)|bachelor(?:ette)? party|dating apps?|first date|tinder)\b/;

const ADULT_MATTERS = [MONEY, WORK, HOME, CAR, OWN_HEALTH, PASTIME];

/** Whether the message names a grown-up's own matter (it may name a child too: callers check). */
export function namesAdultMatter(cleanText: string): boolean {
  return ADULT_MATTERS.some((re) => re.test(cleanText));
}

/** A child, the people and places of a child's care, or a pregnancy or birth. */
const CHILD_IN_IT =
  /\b(?:baby|babies|babys|bubs?|bubba|newborns?|infants?|toddlers?|tots?|sons?|daughters?|child|childs|children|childrens|kids?|kiddos?|boys?|girls?|lo|little ones?|twins?|preemies?|siblings?|stepsons?|stepdaughters?|nursery|nurseries|daycare|day care|preschool|pre school|pre k|school|kindergarten|childcare|child care|childminder|nanny|babysitter|sitter|creche|playgroup|pediatrician|paediatrician|health visitor|midwife|pregnan\w*|gestational|postpartum|postnatal|post natal|antenatal|prenatal|trimester|birth|born|labou?r|c ?section|caesarean|cesarean|breastfe\w*|breast ?milk|formula|nappy|nappies|diapers?|car ?seats?|pushchair|pram|buggy|stroller|cot|crib)\b/;

/** A child's age as parents write it: "my 3 year old", "a 7mo", "aged 4"; not a term ("fix for 5 years"). */
const CHILD_AGE =
  /\b\d+(?:\.\d+)? ?(?:and a half )?(?:days?|weeks?|wks?|months?|mths?|mos?|years?|yrs?|y) ?olds?\b|\b\d+ ?(?:yo|mo|mos|wo|yr old)\b|\b(?:aged?|turning|turned|nearly|almost) \d+\b/;

/** Whether the message itself puts a child, a pregnancy or a birth in it (pronouns are the caller's). */
export function namesChildOrBirth(cleanText: string): boolean {
  return CHILD_IN_IT.test(cleanText) || CHILD_AGE.test(cleanText);
}
