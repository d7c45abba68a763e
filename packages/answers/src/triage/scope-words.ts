/**
 * Vocabulary for the scope classifier. SCOPE_WORDS are words of baby and toddler care, parenting and a
 * parent's pregnancy or postpartum health: one of them is enough to keep a question in scope.
 * OFF_TOPIC_WORDS name domains Nestling does not cover; they count only when no scope word is present.
 */
export const SCOPE_WORDS: readonly string[] = [
  // people
  "baby", "babies", "babys", "infant", "infants", "newborn", "newborns", "toddler", "toddlers", "todler", "child", "children", "childs",
  "kid", "kids", "kiddo", "son", "daughter", "sons", "daughters", "preemie", "preemies", "twins", "twin", "bub", "bubba", "lo",
  "mom", "moms", "mum", "mums", "mommy", "mummy", "momma", "mama", "dad", "dads", "daddy", "dada", "papa", "parent", "parents",
  "parenting", "parenthood", "grandma", "grandpa", "grandparents", "nanny", "babysitter", "sitter", "daycare", "nursery", "preschool",
  "pediatrician", "paediatrician", "peds", "ped", "midwife", "doula", "sibling", "siblings", "stepson", "stepdaughter", "niece", "nephew",
  "boy", "girl", "tot", "youngster", "caregiver", "childcare", "newborns", "bby",
  // pregnancy and postpartum
  "pregnant", "pregnancy", "postpartum", "postnatal", "prenatal", "antenatal", "trimester", "labor", "labour", "delivery", "csection",
  "cesarean", "caesarean", "birth", "born", "ppd", "ppa", "maternity", "paternity", "lactation", "lactating", "colostrum",
  "engorged", "engorgement", "mastitis", "nipple", "nipples", "breast", "breasts", "letdown", "contractions", "epidural", "stitches",
  // feeding
  "breastfeed", "breastfeeding", "breastfed", "breastmilk", "nurse", "nursing", "latch", "latching", "pump", "pumping", "pumped",
  "formula", "bottle", "bottles", "feed", "feeds", "feeding", "feedings", "fed", "solids", "puree", "purees", "weaning", "wean", "blw",
  "sippy", "highchair", "cereal", "spoon", "ounces", "oz", "ml", "burp", "burping", "burped", "hiccups", "hiccup", "milk", "picky",
  "eater", "snack", "snacks", "allergen", "allergens", "gag", "gagging", "teether", "pacifier", "pacifiers", "binky", "dummy", "soother",
  // sleep
  "sleep", "sleeping", "sleeps", "slept", "nap", "naps", "napping", "bedtime", "crib", "cot", "bassinet", "swaddle", "swaddling",
  "sleepsack", "regression", "sids", "cosleep", "cosleeping", "bedshare", "bedsharing", "wakeups", "overtired", "drowsy",
  // development and behaviour
  "milestone", "milestones", "crawl", "crawling", "walk", "walking", "talk", "talking", "babble", "babbling", "words", "speech",
  "roll", "rolling", "sit", "sitting", "tummy", "standing", "cruising", "smile", "smiling", "laugh", "laughing", "coo", "cooing",
  "tantrum", "tantrums", "meltdown", "meltdowns", "biting", "hitting", "clingy", "separation", "timeout", "discipline", "potty",
  "toilet", "teething", "teeth", "tooth", "colic", "colicky", "fussy", "fussing", "crying", "cries", "cry", "soothe", "soothing",
  "screen", "screentime", "toys", "toy", "play", "playtime", "stroller", "carrier", "carseat", "babyproof", "babyproofing",
  "childproof", "gate", "gates", "diaper", "diapers", "nappy", "nappies", "wipes", "bath", "bathe", "bathing", "cord", "umbilical",
  "circumcision", "circumcised", "nails", "cradle", "eczema", "rash", "diaperrash", "thrush", "reflux", "spitup", "poop", "pooping",
  "stool", "constipated", "constipation", "diarrhea", "vomit", "vomiting", "fever", "temperature", "temp", "thermometer", "cough",
  "congested", "congestion", "snot", "stuffy", "sneezing", "vaccine", "vaccines", "vaccination", "shots", "immunization", "rsv",
  "croup", "jaundice", "tylenol", "motrin", "ibuprofen", "acetaminophen", "calpol", "infantile", "fontanelle", "growth", "percentile",
  "weight", "height", "checkup", "wellvisit", "handfootmouth", "roseola", "earache", "ear", "ears", "hernia", "bellybutton",
  "contagious", "infection", "infections", "virus", "doctor", "sick", "illness", "germs", "roomsharing", "roomshare",
  "onesie", "sleepsuit", "swim", "swimming", "carseats", "booster", "walker", "bouncer", "swing", "playpen", "playard",
];

/** Words of domains Nestling does not cover (coding, finance, sport, adult recipes, celebrity, politics, homework…). */
export const OFF_TOPIC_WORDS: readonly string[] = [
  // coding and tech
  "python", "javascript", "typescript", "java", "code", "coding", "program", "programming", "function", "algorithm", "compile",
  "compiler", "sql", "database", "api", "html", "css", "react", "linux", "windows", "excel", "spreadsheet", "regex", "github",
  "laptop", "iphone", "android", "wifi", "router", "software", "script", "debug", "bug", "server", "linked", "array", "scrape",
  // finance
  "stock", "stocks", "crypto", "bitcoin", "ethereum", "invest", "investing", "investment", "mortgage", "loan", "taxes", "tax",
  "401k", "ira", "dividend", "portfolio", "forex", "trading", "nasdaq",
  // sport
  "nfl", "nba", "mlb", "nhl", "superbowl", "football", "soccer", "basketball", "baseball", "hockey", "tennis", "golf", "fantasy",
  "playoffs", "touchdown", "quarterback", "league",
  // adult food and drink
  "recipe", "recipes", "stroganoff", "lasagna", "cocktail", "cocktails", "wine", "beer", "sourdough", "steak", "calories",
  "bigmac", "keto", "marinade",
  // celebrity, politics, news
  "celebrity", "taylor", "swift", "kardashian", "president", "election", "congress", "senate", "democrat", "republican", "vote",
  "politics", "political", "trump", "biden", "parliament", "minister",
  // homework and general knowledge
  "homework", "essay", "algebra", "equation", "solve", "calculus", "geometry", "capital", "history", "translate", "quantum",
  "physics", "chemistry", "poem", "meaning", "philosophy", "trivia",
  // other adult topics
  "car", "brake", "brakes", "engine", "faucet", "plumbing", "weather", "flight", "flights", "hotel", "vacation", "cholesterol",
  "lawyer", "ticket", "resume", "cover", "letter", "job", "interview", "dog", "puppy", "cat", "kitten", "horoscope", "dating",
  "tour", "movie", "movies", "song", "lyrics", "game", "games", "marketing", "drain", "drains", "unblock", "unclog", "whiteboard",
];
