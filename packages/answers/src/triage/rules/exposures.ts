import type { Facts } from "../facts.js";
import { overDailyLimit, readDose } from "../doses.js";
import type { RedFlagRule } from "../rule.js";

/**
 * Bites, things put where they should not be and medicines given too often: exposures whose harm
 * may not show yet. Protocol signs in bites.md, swallowed-object.md and poisoning.md.
 */

const SNAKE =
  /\b(?:snakes?|rattlesnakes?|rattlers?|copperheads?|cottonmouths?|water moccasin|adders?|vipers?)\b/;
const BITTEN =
  /\b(?:bit|bitten|bite|bites|fangs?|punctures?|(?:two|2) (?:little |small |tiny )?(?:holes|marks|dots))\b/;
/** Something unseen bit the child and it swells fast: the pattern of a venomous bite. */
const FANG_MARKS =
  /\b(?:two|2) (?:little |small |tiny )?(?:holes|puncture\w*|fang \w+|marks|dots)\b/;
const SWELLS_FAST =
  /\bswell\w* (?:up )?(?:really |so |very )?(?:fast|quickly|rapidly)\b|\b(?:fast|quickly|rapidly) swell\w*|\bswelling (?:is )?spreading\b/;

/** A bat, not a baseball or cricket bat. */
const BAT = /\bbats?\b/;
const SPORTS_BAT =
  /\b(?:baseball|cricket|softball|wiffle|plastic|toy|foam|rounders|ping pong|table tennis) bats?\b|\bwith (?:a|the|his|her) bat\b|\bbat and ball\b|\bbatting\b/;
const BAT_CONTACT =
  /\b(?:flying|flew|flown|found|landed|swooping|in (?:the|her|his|their|our|my) (?:\w+ )?(?:room|nursery|bedroom|cot|crib|bed|house|tent)|bat (?:\w+ ){0,2}(?:bit|scratched|touched|landed|crawled)|bitten by a bat|bat bite|dead bat|touched (?:a|the) bat)\b/;

const NOSE_OR_EAR =
  /\b(?:up|in|into|inside) (?:his|her|their|my|the|one|a|both) (?:\w+ )?(?:nose|nostrils?|ears?|ear canal)\b/;
const SMALL_THING =
  /\b(?:beads?|peas?|raisins?|lego|legos|toy|button|stone|pebble|crayon|rubber|eraser|sweetcorn|corn|popcorn|seeds?|tissue|paper|foam|piece|bit|something|rock|beans?|peanuts?|nuts?|marbles?|sequins?|sticker|cotton wool|ball|blueberry|chickpea|rice|pasta|sweet|candy)\b/;
const PUT_IN =
  /\b(?:pushed|put|shoved|stuffed|stuck|poked|jammed|wedged|lodged|inserted|cant get (?:it|them) out|wont come out|is in there|still in there)\b/;
const NOT_AN_OBJECT =
  /\bfingers?\b(?! (?:puppet|food))|\bbogey|\bbooger|\bsnot|\bear ?wax\b|\bdrops\b/;

/** A fever or pain medicine by any of its names. */
const FEVER_MEDICINE =
  /\b(?:tylenol|acetaminophen|paracetamol|calpol|panadol|disprol|ibuprofen|motrin|advil|nurofen|calprofen|fever (?:medicine|reducer))\b/;
/** Doses given more often than the label allows, over a day or more. */
const TOO_OFTEN =
  /\bevery (?:1|2|3|one|two|three) hours?\b|\bevery hour\b|\b(?:6|7|8|9|10|six|seven|eight|nine|ten) (?:doses|times|lots)(?: of it)?(?: a| per| in a| in)? (?:day|24)|\bevery (?:4|four) hours? (?:\w+ ){0,4}(?:day and night|round the clock|around the clock|all night|through the night)|\b(?:double dosed|double dose|doubled (?:up|the dose)|twice the dose|too many doses|too much)\b|\b(?:gave|given) (?:\w+ ){0,3}(?:twice|again|two doses) (?:\w+ ){0,2}(?:by (?:mistake|accident)|without realising|without realizing)\b|\bboth (?:of us )?gave\b/;
/** Given already, not asked about ("should I give it round the clock?"). */
const ALREADY_GIVEN =
  /\b(?:been giving|gave|given|ive given|i ve given|we ve given|weve given|have given|has had|had (?:\d+|six|seven|eight) doses|giving (?:him|her|them|it) (?:\w+ ){0,3}every)\b/;

/** One slip by the parent: a dose doubled, repeated or the wrong size ("gave the wrong dose once"). */
const DOSE_SLIP =
  /\b(?:double dos\w*|doubled (?:up|the dose)|twice the dose|wrong (?:dose|amount)|too much|extra dose|(?:a|one) dose too (?:many|soon)|\d+ ?ml (?:\w+ ){0,2}instead of|adult (?:dose|strength|amount|tablet)|gave (?:\w+ ){0,3}(?:another|a second|second|an extra) (?:dose|lot) (?:\w+ ){0,3}(?:\d+|an?|half an?) (?:mins?|minutes|hours?|hrs?) (?:later|after))\b|\b(?:gave|given|dosed) (?:\w+ ){0,4}(?:twice|again|two doses)\b/;
/** Told as a slip: "by mistake", "without knowing", "didn't realise he'd already had some". */
const BY_MISTAKE =
  /\b(?:by (?:mistake|accident)|accident(?:al)?ly|accidently|mistakenly|without (?:knowing|realising|realizing|checking)|(?:didnt|did not) (?:know|realise|realize|check)|forgot (?:\w+ ){0,4}(?:already|had)|oops)\b/;
/** More than the label: "gave 7.5ml, the bottle says 5ml". */
function moreThanLabel(f: Facts): boolean {
  const m =
    /\b(?:gave|given|give|measured)\b(?: \w+){0,3} (\d+(?:\.\d+)?) ?ml\b.{0,60}?\b(?:says?|said|label|dose is|should be|supposed to be)\b(?: \w+){0,4} (\d+(?:\.\d+)?) ?ml\b/.exec(
      f.text.toLowerCase(),
    );
  return m !== null && Number(m[1]) > Number(m[2]);
}
/** A second giver or a second dose: "my husband gave her some and then I gave her some too". */
const GAVE_AGAIN =
  /\b(?:gave|given)\b.{0,80}\b(?:gave|given|another|again|too|as well|also|second)\b/;
const PARENT_GAVE = /\b(?:gave|given|give|giving|dosed|measured)\b/;
/** The child helped themselves, or harm shows: a poisoning, not a dosing slip. */
const NOT_A_SLIP =
  /\b(?:drank|drunk|swallowed|ate|eaten|got into|got hold|helped (?:him|her|them)sel\w+|found|bottle of|whole bottle|half (?:a|the)|sleepy|drowsy|vomit\w*|sick|floppy|limp|yellow|unresponsive|wont wake|hard to wake|every day|for (?:\w+ )?days|since yesterday)\b/;

/** Clock times in the message: "at 3pm", "4.30pm", "at 10". */
const CLOCK =
  /\b(\d{1,2})(?:[:. ](\d{2}))? ?(am|pm)\b|\bat (\d{1,2})(?:[:. ](\d{2}))?\b(?! ?(?:months?|weeks?|years?|days?|mo|mos|m|kg|ml|mg|percent)\b)/g;
const ANOTHER_DOSE =
  /\b(?:another|a second|second|more|extra|again|top(?:ped)? (?:him |her |them )?up)\b/;
/**
 * The first two doses told by the clock ("calpol at 3pm, then his dad gave another at 4pm"): a
 * second dose under 4 hours after the first (NHS, HealthyChildren: at least 4 hours apart).
 */
function tooSoonByClock(f: Facts): boolean {
  if (!says(f, ANOTHER_DOSE)) return false;
  const times = [...f.text.toLowerCase().matchAll(CLOCK)].map((m) => {
    let h = Number(m[1] ?? m[4]);
    const min = Number(m[2] ?? m[5] ?? 0);
    if (m[3] === "pm" && h < 12) h += 12;
    if (m[3] === "am" && h === 12) h = 0;
    return { hours: h + min / 60, halfKnown: m[3] !== undefined };
  });
  if (times.length < 2) return false;
  let gap = times[1]!.hours - times[0]!.hours;
  if (gap <= 0 && !times[1]!.halfKnown) gap += 12;
  return gap > 0 && gap < 4;
}

/**
 * A parent's single dosing slip with a fever or pain medicine in a child who seems well: advice from
 * poison control now, not an ambulance. The poisoning rules leave it to this sign.
 */
export const isDoseSlip = (f: Facts) =>
  says(f, FEVER_MEDICINE) &&
  (says(f, DOSE_SLIP) ||
    moreThanLabel(f) ||
    (says(f, BY_MISTAKE) && says(f, GAVE_AGAIN)) ||
    (says(f, GAVE_AGAIN) && tooSoonByClock(f))) &&
  says(f, PARENT_GAVE) &&
  !says(f, NOT_A_SLIP);

/** A dose told with its time: "took some nurofen at 6pm", "had calpol this morning". */
const DOSE_WITH_TIME =
  /\b(?:took|taken|had|has had|was given|got)\b(?: \w+){0,4} (?:at|around|about|by) (?:\d{1,2}(?:[.:]\d\d)? ?(?:am|pm|oclock)?|noon|midday|lunch ?time|lunch|bed ?time|tea ?time|breakfast|dinner|nursery|school)\b|\b(?:took|taken|had|has had|was given|got)\b(?: \w+){0,4} (?:this morning|this afternoon|this evening|last night|earlier|before bed|(?:an|one|\w+|\d+) hours? ago)\b/;
/** The parent asks about the next dose: "can she have calpol now", "when can he have more". */
const NEXT_DOSE =
  /\b(?:can|could|should|shall|when can|how long (?:until|before|till)|is it ok to|ok to)\b(?: \w+){0,3} (?:have|give|take|get|top up|alternate)\b|\b(?:next|another|second|top up) dose\b/;
/** More than one dose's worth, or an adult's supply: a child who got into medicine. */
const NOT_A_DOSE =
  /\b(?:of my|my (?:nurofen|ibuprofen|paracetamol|tablets|pills)|handful|whole|all (?:of )?(?:the|my|it)|lots|loads|several|bunch|packet|box|blister pack|bottle)\b/;

/**
 * A child's ordinary dose of a fever medicine told with its time, asked about the next one
 * ("she took some nurofen at 6pm, can she have calpol now?"): a dosing question, not a child who
 * got into the medicine. Any sign of harm or of more than a dose keeps the poisoning rules.
 */
export const isDoseTaken = (f: Facts) =>
  says(f, FEVER_MEDICINE) &&
  says(f, DOSE_WITH_TIME) &&
  says(f, NEXT_DOSE) &&
  !says(f, NOT_A_DOSE) &&
  !says(f, NOT_A_SLIP);

/** A venomous snake named with contact: "a rattlesnake got him on the leg". */
const VENOMOUS =
  /\b(?:rattlesnakes?|rattlers?|copperheads?|cottonmouths?|water moccasin|adders?|vipers?)\b/;
const STRUCK = /\b(?:got|struck|strike|attacked|swell\w*|swollen|puff\w*)\b/;

const says = (f: Facts, re: RegExp) => f.says(re);

export const exposureRules: readonly RedFlagRule[] = [
  {
    id: "snake-bite",
    educational: true,
    pastOnly: true,
    when: (f) =>
      (says(f, SNAKE) && says(f, BITTEN)) ||
      (says(f, VENOMOUS) && says(f, STRUCK)) ||
      (says(f, FANG_MARKS) && says(f, SWELLS_FAST)),
  },
  {
    // A red ring or a spreading red patch around a tick bite, days to weeks later, is how Lyme
    // disease starts (t7-016 "a red bullseye ring round the spot thats getting bigger").
    id: "tick-bite-rash",
    educational: true,
    pastOnly: true,
    when: (f) =>
      // The insect ("a tick", "tick bite"), not "tick off the list".
      says(
        f,
        /\b(?:a|the|this|that|one|two|those|her|his) ticks?\b|\bticks? (?:bite|bit|bites|on|in|was|had|embedded|stuck|head)\b/,
      ) &&
      !says(
        f,
        /\btick (?:box|boxes|mark|marks|list|chart)\b|\bwhat (?:does|do|would|should) (?:\w+ ){0,6}look like\b/,
      ) &&
      says(
        f,
        /\b(?:bulls? ?eyes?|target|(?:red )?(?:ring|circle)|circular (?:rash|red)|(?:rash|redness|red patch|red mark|red area) (?:\w+ ){0,4}(?:spreading|getting bigger|growing|bigger|expanding))\b|\b(?:spreading|growing|expanding) (?:\w+ ){0,2}(?:rash|redness|red)\b/,
      ),
  },
  {
    id: "bat-exposure",
    educational: true,
    pastOnly: true,
    when: (f) => says(f, BAT) && !says(f, SPORTS_BAT) && says(f, BAT_CONTACT),
  },
  {
    id: "object-in-nose-or-ear",
    educational: true,
    pastOnly: true,
    when: (f) =>
      says(f, NOSE_OR_EAR) && says(f, SMALL_THING) && says(f, PUT_IN) && !says(f, NOT_AN_OBJECT),
  },
  {
    id: "medicine-dose-slip",
    educational: true,
    when: isDoseSlip,
  },
  {
    id: "medicine-too-often",
    educational: true,
    // Given more often than allowed, or a day's total over the limit for the child's weight
    // ("half of one of my 500mg tablets every 4 hours, she's 10kg").
    when: (f) =>
      says(f, FEVER_MEDICINE) &&
      says(f, ALREADY_GIVEN) &&
      (says(f, TOO_OFTEN) || overDailyLimit(readDose(f.text))),
  },
];
