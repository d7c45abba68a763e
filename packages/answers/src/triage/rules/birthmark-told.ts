import type { Facts } from "../facts.js";

/**
 * Blue-grey birthmarks (congenital dermal melanocytosis, "Mongolian spots") are the classic
 * look-alike of bruising in a young baby: flat slate or blue-grey patches on the lower back and
 * bottom, there from birth. A parent who tells that form (the grey colour on those places, or a
 * mark there since birth or first seen at a check) is describing a birthmark, unless a sign of
 * injury is told too; any other bruise in a baby who is not yet mobile keeps its same-day call.
 */
const GREY_COLOUR =
  /\b(?:blu(?:e|ish|ey) ?gr[ae]y(?:ish)?|gr[ae]y(?:ish)? ?blu(?:e|ish)|slate(?: gr[ae]y| blue| colou?red)?|gr[ae]yish|gr[ae]y)\b/;
const BLUE_COLOUR = /\b(?:blue|bluish|blueish|blue ?black)\b/;
const BIRTHMARK_PLACE =
  /\b(?:lower back|low back|small of (?:his|her|the) back|bottom|bum|bums|buttocks?|butt|bum cheeks?|sacrum|base of (?:his|her|the) spine)\b/;
const SINCE_BIRTH =
  /\b(?:since (?:birth|he was born|she was born|they were born|born|day one|the day (?:he|she) was born)|from birth|born with|(?:at|during|in) (?:his|her|their|the|a) (?:\w+ ){0,2}(?:check|checkup|check up|review|exam|baby check)|(?:always|has always|have always) (?:been|had)|been there since)\b/;
/** Told signs of an injury: swelling, tenderness, a fall or grip, a mark that is new or changing. */
const INJURY_TOLD =
  /\b(?:swell\w*|swollen|lump\w*|tender|sore|painful|cries when (?:\w+ ){0,3}(?:touch\w*|press\w*|pick\w*|lift\w*)|fell|fall|dropped|grab\w*|grip\w*|squeez\w*|finger ?(?:marks?|tips?|prints?)|hand ?prints?|(?:new|fresh) (?:bruis\w*|marks?|patch\w*|ones?)|appeared (?:today|yesterday|overnight|suddenly|this)|(?:wasnt|werent|was not|were not) there|changing colou?r|turn(?:ed|ing)? (?:yellow|green)|yellow\w*|green\w*|pinpoint|petechia\w*|on (?:his|her|the) (?:face|ear|ears|neck|cheek|cheeks|arm|arms|leg|legs|chest|tummy|head))\b/;

export function birthmarkTold(f: Facts): boolean {
  if (f.says(INJURY_TOLD)) return false;
  const grey = f.says(GREY_COLOUR);
  const place = f.says(BIRTHMARK_PLACE);
  const sinceBirth = f.says(SINCE_BIRTH);
  return (grey && (place || sinceBirth)) || (f.says(BLUE_COLOUR) && place && sinceBirth);
}
