import type { Facts } from "../facts.js";
import type { RedFlagRule } from "../rule.js";

/**
 * The parent's own body in late pregnancy and after the birth (pregnancy-and-after-birth.md): a
 * cord coming down after the waters break, a baby moving less, mastitis and an infected caesarean
 * wound. They count even when the message is about the parent or a partner rather than the child.
 */

export const WATERS =
  /\b(?:waters?|water) (?:\w+ ){0,2}(?:broke|broken|went|gone|burst|popped|breaking)\b|\b(?:broke|burst) (?:my|her) waters?\b|\bgush of (?:fluid|water)\b/;
/** Something soft felt or seen coming down: "a loop of something soft coming out down there". */
const CORD_FELT =
  /\b(?:loop|cord|tube|something (?:soft|slippery|squishy|hanging|coming|sticking))\b.{0,50}\b(?:coming out|hanging|out of (?:my|her)|down there|in (?:my|her) (?:vagina|fanny)|between (?:my|her) legs|sticking out)\b|\b(?:feel|see|felt|saw|touch) (?:\w+ ){0,4}(?:loop|cord)\b/;
/** "something hanging down… I think it's the cord": felt after the waters went, named or not. */
const HANGING_DOWN =
  /\bsomething (?:\w+ ){0,2}(?:hanging|dangling|coming|sticking) (?:down|out)\b|\b(?:its|it s|is it|think) (?:\w+ ){0,2}the cord\b/;
/** "I can feel something in my vagina, like a cord": something felt down there after the waters went. */
const SOMETHING_DOWN_THERE =
  /\b(?:feel|felt|feels|see|saw|theres|there s|there is|touch) (?:\w+ ){0,3}(?:something|a thing|a lump|a loop)\b.{0,40}(?:\b(?:in|from|out of|between) (?:my|her) (?:vagina|fanny|legs|bits|privates)\b|\bdown there\b|\bcoming out\b)|\b(?:like|looks like|feels like) (?:a |the )?(?:cord|loop|tube|rope|string)\b/;
const CORD_NAMED = /\b(?:cord prolapse|prolapsed cord|cord (?:has )?prolapsed)\b/;

export const PREGNANCY =
  /\bpregnan\w*|\b(?:2[0-9]|3[0-9]|4[0-2]) ?(?:weeks?|wks?|w)\b(?! old)|\b(?:my|the) bump\b|\bwomb\b|\bkicks?\b|\bkicking\b|\bf(?:o)?etal\b|\bin (?:my|her) (?:tummy|belly)\b/;
const MOVES_LESS =
  /\b(?:not|hasnt|havent|hasn t|haven t|didnt|isnt|cant|cannot|not really) (?:\w+ ){0,3}(?:felt|feel|feeling|moved|moving|move|kicked|kicking)|\b(?:less|fewer|barely|hardly|not many|not much|much less|way less|no|reduced) (?:\w+ ){0,2}(?:kicks?|movements?|moving|movement|wriggl\w*)|\b(?:moving|kicking|movements?|kicks) (?:\w+ ){0,3}(?:less|slowed|stopped|reduced|quieter|different)|\b(?:really|very|unusually|so|been) quiet\b|\bonly felt (?:\w+ ){0,3}(?:kicks?|movements?|flutters?)/;

/** No movement at all: "haven't felt the baby move at all today", "no kicks since yesterday", "stopped moving". */
const NO_MOVEMENT =
  /\b(?:not|hasnt|havent|hasn t|haven t|didnt|cant|cannot) (?:\w+ ){0,4}(?:felt|feel|moved|move|kicked|kick)\b(?: \w+){0,4} (?:at all|all day|all morning|all night|today|since (?:\w+ ){0,3}(?:yesterday|last night|this morning|\w+day|\d+ ?(?:am|pm)?)|for (?:hours|a day|\d+ hours|the whole day|ages|(?:over|more than|about|around) \w+ hours))\b|\bno (?:\w+ )?(?:kicks?|movements?|movement) (?:\w+ ){0,2}(?:at all|all day|today|since)\b|\b(?:stopped|stop) (?:moving|kicking)\b|\bnot (?:moving|kicking) at all\b|\b(?:last|only) (?:felt|feel) (?:\w+ ){0,3}(?:move|moving|kick\w*|movements?) (?:\w+ ){0,2}(?:yesterday|last night)\b/;

/** Days or weeks after the birth, said in the parent's words ("had my baby a week ago"). */
export const AFTER_BIRTH =
  /\b(?:had (?:my|the|our|her) baby|gave birth|given birth|giving birth|since (?:the )?birth|after (?:the )?birth|post ?partum|after (?:my |her |the )?(?:delivery|c ?section|caesarean|cesarean)|since (?:i|she) had (?:him|her|the baby))\b/;
const SEVERE_HEADACHE =
  /\b(?:worst|severe|bad|terrible|pounding|thumping|banging|throbbing|awful|splitting|horrendous|blinding|horrible|excruciating|unbearable|intense|killer|massive|crushing|raging|constant) (?:\w+ ){0,2}headache|headache (?:\w+ ){0,3}(?:wont go|won t go|not going|isnt going|isn t going|not shifting|wont shift|getting worse|ever|all day|for hours|since)\b|headache\b.{0,60}\b(?:paracetamol|tylenol|acetaminophen|painkillers?|tablets?|medicine)\b.{0,30}\b(?:not|isnt|isn t|doesnt|didnt|hasnt|wont|nothing)\b|\b(?:paracetamol|tylenol|acetaminophen|painkillers?)\b (?:\w+ ){0,3}(?:not|isnt|isn t|doesnt|didnt|hasnt|havent|wont) (?:\w+ ){0,2}(?:touch\w*|help\w*|work\w*|shift\w*|do\w*)\b|\bhead (?:\w+ ){0,2}(?:pounding|banging|throbbing|splitting|killing me|exploding)\b|\b(?:pounding|banging|throbbing|splitting) head\b/;
const VISION_CHANGE =
  /\b(?:flashing (?:lights?|zig ?zags?|spots|stars|shapes)|zig ?zags?|lights? flashing|flashes|seeing (?:spots|stars|lights|flashes)|blurr?(?:y|ed) vision|vision (?:\w+ ){0,2}(?:blurr\w*|funny|weird|strange|changes?|gone)|spots in (?:my|her) (?:eyes|vision)|sparkl\w*)\b/;
const FACE_HANDS_SWOLLEN =
  /\b(?:face|hands|fingers) (?:\w+ ){0,4}(?:puffy|swollen|swelling|swelled)\b|\b(?:puffy|swollen) (?:\w+ ){0,2}(?:face|hands|fingers)\b/;
/** Pain high in the tummy, just under the ribs (the liver's place), another sign of pre-eclampsia. */
const RIB_PAIN =
  /\b(?:pain|ache|aching|hurts?|sore|agony)\b (?:\w+ ){0,3}(?:under|below|beneath) (?:my|her|the) (?:right )?ribs?\b|\bupper right (?:\w+ )?(?:tummy|stomach|belly|abdomen)\b|\b(?:under|below) (?:my|her) ribs?\b (?:\w+ ){0,3}(?:pain|ache|aching|hurts?|sore|agony)\b/;
const ANY_HEADACHE = /\bheadache|\bmigraine|\bhead (?:\w+ ){0,2}(?:hurts|aches|sore|killing)\b/;

const BREAST =
  /\b(?:breast|breasts|boob|boobs|nipple|nipples)\b(?! ?(?:milk|fed|feeds?|feeding|pump\w*))/;
/**
 * The baby's own breast ("my 2 week old son's breast is red and hot", "his nipples are swollen"):
 * not the mother's mastitis. Newborns of both sexes can have breast swelling from mum's hormones.
 */
export const CHILD_BREAST =
  /\b(?:his|babys|baby s|baby|sons|son s|daughters|daughter s|newborns|newborn s|newborn|boys|boy s|girls|girl s|(?:\d+ ?(?:day|week|wk|month)s? old)(?: (?:son|daughter|boy|girl|baby)s?)?) (?:\w+ ){0,2}(?:breasts?|nipples?|boobs?|chest)\b|\b(?:breasts?|nipples?|boobs?) (?:\w+ ){0,2}(?:on|of) (?:my|the|our) (?:baby|son|daughter|newborn|boy|girl)\b/;
const INFLAMED_WORDS = [
  /\bred\b/,
  /\bhot\b/,
  /\bhard\b/,
  /\blump\w*|\bwedge\b/,
  /\bswollen\b/,
  /\b(?:painful|sore|tender|agony|hurts?)\b/,
];
const UNWELL =
  /\b(?:temp|temperature|fever\w*|shiver\w*|shivery|chills|flu|fluey|achy|aches|aching|unwell|(?:3[89]|40)(?:\.\d)? ?(?:c|degrees)?|10[0-4](?:\.\d)? ?(?:f|degrees)?)\b/;

const CAESAREAN = /\b(?:c ?section|csection|c sec|caesarean|cesarean|section)\b/;
const WOUND = /\b(?:scar|wound|incision|cut|stitches|staples)\b/;
const WOUND_INFECTED = [
  /\bred\b|\bredness\b/,
  /\bhot\b/,
  /\bpus\b|\bleak\w*|\booz\w*|\bweeping\b|\bdischarge\b|\byellow\w*|\bgreen\w*/,
  /\bsmell\w*|\bstink\w*/,
  /\bswollen\b/,
  /\bopen(?:ing|ed)?\b|\bgaping\b|\bsplit\b/,
];

/** Bleeding from the vagina, said as parents say it ("bleeding really heavily", "passing clots"). */
const BLEEDING = /\b(?:bleed\w*|blood|clots?)\b/;
/** Heavy, or with pain or a hard bump, or the parent feeling faint. */
const BLEEDING_SERIOUS =
  /\b(?:heav\w*|a lot|loads|lots|so much|pouring|gushing|soak\w*|clots?|bright red|pad (?:every|in)|pads? an hour|faint\w*|dizzy|light ?headed|rock hard|hard|tight|cramp\w*|pain\w*|agony|hurts?)\b/;
/** A bleeding wound, nose or mouth of the child's is not the parent's bleeding. */
const CHILDS_BLEEDING = /\b(?:nose ?bleed|his|cut|wound|graze|nappy|diaper|poo|stool|vomit|sick)\b/;

/** Another adult who gave birth or is pregnant: "she" and "her" are hers once she is named. */
export const PARTNER = /\bmy (?:wife|partner|girlfriend|gf|fiancee|missus|other half)\b/;
/** The mother's own breath and chest, in the first person, or a partner's. */
const SELF_BREATHLESS =
  /\bi (?:\w+ ){0,2}(?:cant|can t|cannot|couldnt|couldn t|struggl\w* to|finding it hard to|having trouble to) (?:catch (?:my|a) breath|breathe|get (?:my|a) breath)\b|\b(?:i m|im|i am|i feel|i get|i got|i ve been|ive been|i keep getting) (?:\w+ ){0,2}(?:breathless|short of breath|out of breath)\b|\bmy breathing\b|\bwhen i (?:breathe|breath)\b/;
const SELF_CHEST =
  /\bmy chest\b|\b(?:i ve got|ive got|i have|i got|i m having|im having|i ve had|ive had|i had|i get|i keep getting) (?:\w+ ){0,3}chest pains?\b|\bpains? in my chest\b|\bmy heart (?:is |s )?(?:\w+ )?(?:racing|pounding|fluttering)\b/;
const PARTNER_BREATHLESS =
  /\b(?:she|her) (?:\w+ ){0,2}(?:cant|can t|cannot|couldnt|couldn t|struggl\w* to) (?:catch her breath|breathe)|\b(?:breathless|short of breath|out of breath)\b|\bchest (?:\w+ ){0,2}(?:pains?|hurts|tight\w*)\b|\bher heart (?:is |s )?(?:\w+ )?(?:racing|pounding)\b/;
/** Everyday breathlessness ("out of breath climbing stairs") or a panicking parent is not a clot. */
const NOT_CLOT =
  /\b(?:stairs|climbing|walking up|exercis\w*|running|workout|panic\w*|anxi\w*|freaking out|normal|usual)\b/;
/**
 * One leg of the mother's, swollen, red or painful (a clot is usually in one leg); both legs or
 * ankles a bit puffy after the birth, with no pain or redness, is the common fluid swelling.
 */
const SELF_LEG =
  /\bmy (?:left |right |one )?(?:calf|calves|leg|legs|thigh) (?:\w+ ){0,4}(?:swollen|swelling|red|hot|painful|sore|aching|throbbing|hurts|tender)\b/;
const ONE_LEG_OR_PAIN =
  /\b(?:left|right|one|calf)\b|\b(?:red|hot|warm|painful|sore|aching|throbbing|hurts|tender|pain)\b/;

const count = (f: Facts, patterns: readonly RegExp[]) => patterns.filter((p) => f.says(p)).length;

/** A red, hot, hard or painful patch on the mother's breast (mastitis). */
export function mastitisSigns(f: Facts): boolean {
  if (!f.says(BREAST) || f.says(CHILD_BREAST)) return false;
  const n = count(f, INFLAMED_WORDS);
  return n >= 3 || (n >= 2 && f.says(UNWELL));
}

export const pregnancyRules: readonly RedFlagRule[] = [
  {
    id: "clot-signs-after-birth",
    educational: true,
    pastOnly: true,
    when: (f) =>
      (f.says(AFTER_BIRTH) || f.says(PREGNANCY)) &&
      !f.says(NOT_CLOT) &&
      (f.says(SELF_BREATHLESS) ||
        f.says(SELF_CHEST) ||
        (f.says(PARTNER) && f.says(PARTNER_BREATHLESS))),
  },
  {
    id: "leg-clot-signs",
    educational: true,
    pastOnly: true,
    when: (f) =>
      (f.says(AFTER_BIRTH) || f.says(PREGNANCY)) && f.says(SELF_LEG) && f.says(ONE_LEG_OR_PAIN),
  },
  {
    id: "cord-prolapse",
    educational: true,
    when: (f) =>
      f.says(CORD_NAMED) ||
      (f.says(WATERS) &&
        (f.says(CORD_FELT) || f.says(HANGING_DOWN) || f.says(SOMETHING_DOWN_THERE))),
  },
  {
    id: "no-fetal-movements",
    educational: true,
    when: (f) => f.says(PREGNANCY) && f.says(NO_MOVEMENT),
  },
  {
    id: "bleeding-in-pregnancy",
    educational: true,
    pastOnly: true,
    when: (f) =>
      f.says(PREGNANCY) &&
      !f.says(AFTER_BIRTH) &&
      f.says(BLEEDING) &&
      f.says(BLEEDING_SERIOUS) &&
      !f.says(CHILDS_BLEEDING),
  },
  {
    id: "bleeding-after-birth",
    // "had my baby last week" dates the birth, not the bleeding: no pastOnly here.
    educational: true,
    when: (f) =>
      f.says(AFTER_BIRTH) &&
      f.says(BLEEDING) &&
      f.says(BLEEDING_SERIOUS) &&
      !f.says(CHILDS_BLEEDING),
  },
  {
    id: "reduced-fetal-movements",
    educational: true,
    when: (f) => f.says(PREGNANCY) && f.says(MOVES_LESS),
  },
  {
    id: "pre-eclampsia-signs",
    educational: true,
    // Any two of its signs together: a severe headache, changed sight, a puffy face or hands, pain
    // under the ribs (a headache of any kind counts beside pain under the ribs).
    when: (f) => {
      if (!f.says(AFTER_BIRTH) && !f.says(PREGNANCY)) return false;
      const vision = f.says(VISION_CHANGE);
      const swollen = f.says(FACE_HANDS_SWOLLEN);
      if (f.says(SEVERE_HEADACHE) && (vision || swollen)) return true;
      if (vision && swollen) return true;
      return f.says(RIB_PAIN) && (f.says(ANY_HEADACHE) || vision || swollen);
    },
  },
  {
    id: "mastitis-signs",
    educational: true,
    pastOnly: true,
    when: mastitisSigns,
  },
  {
    id: "c-section-wound-infection",
    educational: true,
    pastOnly: true,
    when: (f) => {
      if (!f.says(CAESAREAN) || !f.says(WOUND)) return false;
      const n = count(f, WOUND_INFECTED);
      return n >= 2 || (n >= 1 && f.says(UNWELL));
    },
  },
];

/** The signs that stay with the parent however the message is worded ("my wife's waters broke…"). */
export const PARENT_BODY_PROTOCOL = "pregnancy-and-after-birth";
/** The parent's own protocols: what a clause about the parent's own body may show. */
export const PARENT_PROTOCOLS: ReadonlySet<string> = new Set([
  PARENT_BODY_PROTOCOL,
  "parent-crisis",
]);
/** Shown for an emergency in the parent's own body that no parent sign names. */
export const PARENT_OWN_EMERGENCY = "parent-own-emergency";
