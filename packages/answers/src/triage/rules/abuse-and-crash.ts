import type { Facts } from "../facts.js";
import type { RedFlagRule } from "../rule.js";

/**
 * Injuries whose story matters more than the injury: marks that may not be accidents
 * (suspected-abuse.md) and the seat-belt sign after a car crash (seat-belt-injury.md).
 */

const INJURY =
  /\b(?:bruis\w*|burns?|burnt|marks?|welts?|injur\w*|bite marks?|fractures?|broken (?:arm|leg|bone|rib)s?|grip marks|scratch\w*|black eye|cuts?)\b/;
/** Places play rarely reaches: ears, neck, cheeks, back, bottom, tummy, upper arms, genitals. */
const HIDDEN_PLACE =
  /\b(?:bruis\w*|marks?|burns?|welts?)\b(?: \w+){0,5} (?:ears?|earlobes?|neck|cheeks?|back|bottom|bum|buttocks?|tummy|belly|stomach|upper arms?|inner thighs?|genitals|private\w*|chest)\b|\b(?:ears?|neck|cheeks?|bottom|bum|upper arms?|inner thighs?)\b(?: \w+){0,3} (?:bruis\w*|marks?|welts?)\b/;
/** Shapes that are made, not fallen into. */
const PATTERNED =
  /\b(?:hand|finger|fingertip|belt|loop|buckle|bite|grip|slap|cord|stick)[ -]?(?:shaped |like )?(?:marks?|bruis\w*|prints?)\b|\b(?:bruis\w*|marks?) (?:\w+ ){0,3}(?:shape of|shaped like|like) (?:a |an )?(?:hand|fingers?|belt|loop|bite)|\b(?:round|circular|little round|small round|perfectly round) (?:\w+ ){0,2}burns?\b|\bcigarette (?:burns?|end|marks?)\b|\bburns? (?:\w+ ){0,3}like (?:a )?cigarette\b|\b(?:iron|lighter)[ -]shaped burns?\b/;
/** Injuries of different ages at once: "some yellow and some purple", "old and new bruises". */
const DIFFERENT_AGES =
  /\b(?:old and new|new and old|different colou?rs|different ages|different stages|some (?:yellow|green|old)\w* (?:and )?(?:\w+ )?some (?:purple|blue|fresh|new))\b/;
/** Nobody knows how: unexplained, or the story doesn't fit. */
const UNEXPLAINED =
  /\b(?:unexplained|no (?:idea|explanation)|nobody (?:can|could) (?:tell|explain)|no one (?:can|could) (?:tell|explain)|cant explain|can t explain|story (?:doesnt|doesn t|does not) (?:fit|add up)|(?:doesnt|doesn t|does not) add up)\b/;
/** The child tells: "says she's not allowed to tell", "said daddy hit him". */
const CHILD_TELLS =
  /\b(?:not allowed to (?:tell|say)|told (?:not|him not|her not) to tell|(?:its|it s|our) (?:a )?secret|(?:says|said|told me) (?:\w+ ){0,3}(?:hit|hits|hurt|hurts|grabbed|kicked|burn(?:ed|t)?|punched|smacked|slapped|pinched|bit) (?:him|her|them|me)\b)/;
const WORRY_ABUSE =
  /\b(?:abus\w*|being hurt|someone (?:is )?hurting|non ?accidental|child protection|social services|cps)\b/;
/** Play bruises a walking child gets: shins, knees, elbows, forehead. */
const PLAY_BRUISE = /\b(?:shins?|knees?|elbows?|forehead|lower legs?)\b/;
/** Babies move about (roll, crawl, cruise) from around this age; younger, any bruise is a red flag. */
const MOBILE_MONTHS = 9;
/**
 * Marks told only in the places play reaches, on a child old enough to move about: "shins covered
 * in bruises, all different colours, he's always crashing into things". Bruises of different ages
 * there, or the parent's own worry about abuse, are the expected bruises of play; a hidden place,
 * a pattern, an unexplained injury or a child who tells still count.
 */
const onlyWherePlayReaches = (f: Facts) =>
  f.says(PLAY_BRUISE) &&
  !f.says(HIDDEN_PLACE) &&
  f.ageMonths !== null &&
  f.ageMonths >= MOBILE_MONTHS;
/** A mark that darkens when the baby cries, strains or is warm: a salmon patch (stork bite), not a bruise. */
const DARKENS_WITH_CRYING =
  /\b(?:darker|redder|brighter|more red|more pink|more obvious|more noticeable|stands out more|shows up more)\b(?: \w+){0,3} (?:when|if|while) (?:(?:she|he|they|baby)\w* )?(?:(?:is|s|gets|get) )?(?:cries|crying|cry|cried|screams|screaming|upset|hot|warm|straining|strains|pushing|in the bath)\b/;
/** In the first months, a pink or red patch on the nape, the eyelids or between the eyebrows is the same birthmark. */
const SALMON_PATCH_PLACE =
  /\b(?:pink|pinky|red|reddish|salmon)\b(?: \w+){0,3} (?:mark|marks|patch|patches|blotch\w*)\b(?: \w+){0,6} (?:nape|back of (?:her|his|their|the) neck|eyelids?|between (?:her|his|their|the) (?:eyes|eyebrows))\b/;
const SALMON_PATCH_MONTHS = 3;
const birthmarkSigns = (f: Facts) =>
  f.says(DARKENS_WITH_CRYING) ||
  (f.says(SALMON_PATCH_PLACE) && f.ageMonths !== null && f.ageMonths < SALMON_PATCH_MONTHS);
/** A mark with its accident told ("fell off the sofa onto her back") is explained. */
const ACCIDENT_TOLD =
  /\bcaraccident\b|\b(?:fell|falls|fall|fallen|tripped|crash\w*|bumped|banged|slipped|walked into|ran into|knocked|collided|tumbled)\b/;
/**
 * Marks that look like bruises but are not injuries: named birthmarks, or marks there since birth
 * ("blue patches on her bum, been there since birth", "he was born with them").
 */
const NOT_INJURY =
  /\b(?:since|from) (?:(?:he|she|they) (?:was|were) )?(?:birth|born|day one|the day (?:he|she|they) (?:was|were) born)\b|\b(?:was|were) born with\b|\bbirth ?marks?\b|\bmongolian\b|\bslate\b|\bblue ?grey (?:spots?|patch\w*|marks?)\b|\bstork (?:bite|mark)\b|\bsalmon patch\b|\b(?:nappy|diaper|heat) rash\b|\beczema\b|\bstretch marks?\b/;
const DANGER_NOW =
  /\b(?:right now|at the moment|as we speak)\b.{0,40}\b(?:hitting|beating|hurting|attacking|threaten\w*|shaking)\b|\b(?:hitting|beating|hurting|attacking|shaking) (?:\w+ ){0,3}(?:right now|now)\b|\b(?:is|s|keeps) (?:going to|gonna|threatening to) (?:hurt|kill|hit|beat)\b|\bnot safe (?:here|at home|right now|now)\b|\b(?:scared|afraid) (?:he|she|they)(?: ll| will| is going to| s going to) (?:hurt|kill)\b/;

/** Crash words arrive as one word from normalize.ts ("car smashed" → caraccident). */
const CRASH = /\bcaraccident\b|\b(?:crash|crashed|collision|rear ended|rolled over)\b/;
const BELT_MARK =
  /\b(?:bruis\w*|marks?|red (?:line|mark|stripe)|graze\w*|line|welts?)\b(?: \w+){0,6} (?:tummy|belly|stomach|abdomen|hips?|chest|neck|shoulder)\b|\b(?:tummy|belly|stomach|neck|chest)\b(?: \w+){0,4} (?:bruis\w*|marks?)\b|\b(?:from|where) (?:the |his |her )?(?:straps?|seat ?belts?|belts?|harness)\b|\bseat ?belt (?:sign|marks?|bruis\w*)\b/;
const AFTER_CRASH_SIGNS =
  /\b(?:tummy|belly|stomach|back) (?:\w+ ){0,2}(?:hurts?|pain\w*|sore|ache\w*)|\b(?:pain\w*|hurts?) (?:\w+ ){0,2}(?:tummy|belly|stomach)|\b(?:sick|vomit\w*|throwing up|threw up)\b|\b(?:sleepy|drowsy|hard to wake|wont wake|confused|dazed|out of it)\b/;

export const abuseAndCrashRules: readonly RedFlagRule[] = [
  {
    id: "seat-belt-sign",
    educational: true,
    pastOnly: true,
    when: (f) => f.says(CRASH) && (f.says(BELT_MARK) || f.says(AFTER_CRASH_SIGNS)),
  },
  {
    id: "abuse-immediate-danger",
    educational: true,
    when: (f) =>
      f.says(DANGER_NOW) &&
      (f.says(INJURY) ||
        f.says(CHILD_TELLS) ||
        f.says(WORRY_ABUSE) ||
        /\b(?:partner|boyfriend|girlfriend|husband|ex|dad|mum|mom|stepdad)\b/.test(
          f.text.toLowerCase(),
        )),
  },
  {
    id: "suspected-physical-abuse",
    educational: true,
    when: (f) =>
      f.says(CHILD_TELLS) ||
      (f.says(INJURY) &&
        !f.says(NOT_INJURY) &&
        !(birthmarkSigns(f) && !f.says(/\bbruis\w*/)) &&
        (f.says(PATTERNED) ||
          (f.says(HIDDEN_PLACE) && !f.says(ACCIDENT_TOLD)) ||
          ((f.says(DIFFERENT_AGES) || f.says(WORRY_ABUSE)) && !onlyWherePlayReaches(f)) ||
          (f.says(UNEXPLAINED) && !f.says(PLAY_BRUISE)))),
  },
];
