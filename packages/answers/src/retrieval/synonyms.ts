/**
 * What parents type → the words our entries use. Each rule adds its terms to the query (the typed
 * words stay too), so "poop" also finds "stool" and "spit up" also finds "reflux". Patterns run on
 * lower-cased text with apostrophes removed; keep them to whole words.
 */
export const SYNONYMS: ReadonlyArray<readonly [RegExp, string]> = [
  // Digestion and diapers
  [/\b(?:poop|poops|pooped|pooping|poo|poos|pooh|bm|bms|bowel movements?|number two)\b/, "stool bowel poop"],
  [/\b(?:spit ?up|spits up|spitting up|spat up|spitup|posset|possetting)\b/, "reflux spitup spit"],
  [/\b(?:throw(?:s|ing)? up|threw up|puk(?:e|es|ed|ing)|barf(?:s|ed|ing)?|sick up|vomm?it(?:s|ed|ing)?)\b/, "vomit vomiting"],
  [/\b(?:runny poo|watery (?:poop|stool)s?|the runs|loose (?:poop|stool)s?)\b/, "diarrhea"],
  [/\bdiarrhoea\b/, "diarrhea"],
  [/\b(?:cant|not|hasnt|wont) poop\b|\bhard (?:poop|stool)s?\b|\bstraining\b|\bbacked up\b/, "constipation"],
  [/\b(?:tummy|belly|stomach) (?:ache|pain|hurts?)\b|\bgassy\b|\bwind\b|\bgas\b/, "gas tummy colic"],
  [/\bnapp(?:y|ies)\b/, "diaper"],
  [/\bpee\b|\bwee\b|\bwees\b|\bpeeing\b|\burine\b/, "urine wet diapers pee"],
  // Feeding
  [/\bhow (?:much|many|often)\b/, "amounts"],
  [/\b(?:boob|boobs|breastie|nursing|nurse|bf|bfing|ebf|chestfeeding)\b/, "breastfeeding breast milk"],
  [/\b(?:ff|formula fed|bottle fed|bottlefed)\b/, "formula bottle"],
  [/\b(?:weaning|solid foods?|solids|purees?|baby food|blw)\b/, "solids solid foods starting"],
  [/\bsippy\b/, "cup sippy"],
  [/\b(?:cows milk|whole milk|dairy)\b/, "cow milk"],
  [/\b(?:gagging|gags|gagged)\b/, "gag choking"],
  [/\b(?:pump|pumping|pumped|expressing|expressed)\b/, "pumping breast milk"],
  [/\blow supply\b|\bnot enough milk\b|\bmilk supply\b/, "milk supply breastfeeding"],
  // Sleep
  [/\b(?:binky|binkies|dummy|dummies|paci|pacis|soother|soothers|nuk)\b/, "pacifier"],
  [/\b(?:cot|cots|bassinet|bassinette|moses basket|pack ?n ?play|playard)\b/, "crib"],
  [/\b(?:co ?sleep(?:ing)?|bed ?shar(?:e|ing)|sleep(?:ing)? in (?:our|my) bed)\b/, "bed sharing cosleeping"],
  [/\bsttn\b|\bsleep through the night\b|\bsleeping through\b/, "sleep through night"],
  [/\bcry it out\b|\bcio\b|\bferber\b/, "sleep training"],
  [/\bsids\b|\bcot death\b|\bcrib death\b/, "sids sudden infant death safe sleep"],
  [/\bswaddl(?:e|ing|ed)\b|\bsleep sack\b|\bsleepsack\b/, "swaddle swaddling"],
  [/\bwont (?:go to )?sleep\b|\bfighting sleep\b|\bfights sleep\b/, "sleep settle bedtime"],
  // Health
  [/\b(?:feverish|hot to touch|burning up|high temp|running a temp)\b|\btemp(?:erature)? (?:of )?(?:9[89]|10[0-6])/, "fever temperature"],
  [/\btemp\b/, "temperature"],
  [/\b(?:tylenol|paracetamol|calpol|panadol)\b/, "acetaminophen"],
  [/\b(?:motrin|advil|nurofen)\b/, "ibuprofen"],
  [/\b(?:jabs?|shots?|injections?|immuni[sz]ations?|vaccinations?|vax|vaxx)\b/, "vaccines vaccine"],
  [/\b(?:snot|snotty|runny nose|stuffy|stuffed up|congested|blocked nose)\b/, "cold congestion nose"],
  [/\bear ?ache\b|\bpulling (?:at )?(?:his|her|their)? ?ears?\b|\botitis\b/, "ear infection"],
  [/\bpink ?eye\b|\bgoopy eyes?\b|\bsticky eyes?\b/, "pink eye conjunctivitis"],
  [/\bhfm\b|\bhand foot (?:and )?mouth\b/, "hand foot mouth"],
  [/\bnappy rash\b|\bdiaper rash\b|\bred bum\b|\bred bottom\b/, "diaper rash"],
  [/\bcradle cap\b/, "cradle cap"],
  [/\bdry skin\b|\bitchy skin\b|\batopic\b/, "eczema"],
  [/\byellow (?:skin|eyes)\b|\byellowish\b/, "jaundice"],
  [/\bteeth(?:ing)? coming\b|\bcutting (?:a )?teeth\b|\bnew tooth\b|\bteethin\b/, "teething"],
  [/\bbronchiolitis\b/, "rsv bronchiolitis"],
  [/\bdehydrat(?:ed|ion)\b|\bnot drinking\b/, "dehydration"],
  [/\bmeds?\b|\bmedicine\b|\bmedication\b/, "medicine"],
  // Development and behaviour
  [/\bmeltdowns?\b|\bfreak(?:s|ing)? out\b|\bscreaming fits?\b/, "tantrums"],
  [/\bpotty\b|\btoilet train(?:ing)?\b/, "potty training toilet"],
  [/\bnot talking\b|\bno words\b|\blate talker\b/, "speech delay talking words"],
  [/\bnot walking\b|\bnot crawling\b|\bdelay(?:ed)?\b/, "milestones delay development"],
  [/\bclingy\b|\bcries when i leave\b/, "separation anxiety"],
  [/\bhits (?:me|us|other|his|her|kids)\b|\bhitting\b|\bkicking\b|\bpushing (?:other )?kids\b/, "hitting aggression"],
  [/\bscreens?\b|\bipad\b|\btablet\b|\btv\b|\bphone\b/, "screen time"],
  // Care and safety
  [/\bcar ?seat\b|\bcarseat\b|\bbooster\b/, "car seat"],
  [/\bbath(?:e|ing|time)?\b|\bwash(?:ing)? (?:my )?baby\b/, "bathing bath"],
  [/\bbelly ?button\b|\bcord stump\b|\bumbilical\b/, "umbilical cord"],
  [/\bfinger ?nails?\b|\bnails?\b/, "nails"],
  [/\bbaby ?proof(?:ing)?\b|\bchild ?proof(?:ing)?\b/, "babyproofing"],
  [/\bsunscreen\b|\bsun cream\b|\bsunblock\b/, "sun sunscreen"],
  // Parents
  [/\bbaby blues\b|\bppd\b|\bpnd\b|\bpostnatal depression\b|\bcant stop crying\b|\bdepressed\b/, "postpartum depression"],
  [/\bppa\b|\banxious\b|\banxiety\b/, "anxiety"],
  [/\bmum\b|\bmummy\b|\bmama\b|\bmommy\b/, "mom parent"],
];
