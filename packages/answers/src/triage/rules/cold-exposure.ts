import type { RedFlagRule } from "../rule.js";

/** Cold strong enough to chill a child: snow, ice, below freezing, cold water. */
const BITTER_COLD =
  /\b(?:freezing|frozen|snow\w*|icy|ice|frost\w*|sledg\w*|sledd\w*|skiing|skating|below (?:zero|freezing)|sub ?zero|minus (?:\d+|\w+)|cold (?:water|lake|river|sea|pond|pool)|(?:lake|river|sea|pond|pool|water) (?:\w+ ){0,2}(?:was |is )?(?:freezing|icy|cold))\b|(?:^|\s)-\s?\d/;
/** Out in the cold, as opposed to a child who "has a cold". */
const OUT_IN_COLD =
  /\b(?:outside|outdoors|out in the|in the (?:cold|snow|garden|yard|street)|garden|yard|got out|slipped out|wandered|locked out|for (?:\w+ ){0,2}hours? (?:in|out)|in the water|fell in|wet clothes|soaked)\b/;
const COLD_WORD = /\b(?:cold|chilly|freezing|icy|frozen)\b/;
const HYPOTHERMIA_SIGN =
  /\b(?:hypotherm\w*|stopped shivering|not shivering|no longer shivering|(?:very|really|so|super) (?:slow|sluggish)|slow|sluggish|mumbl\w*|slurr\w*|confused|clumsy|stumbl\w*|drowsy|floppy|limp|unresponsive|wont wake|hard to wake|(?:ice|icy|freezing|stone) cold to (?:the )?touch|bright red skin|shivering (?:uncontrollably|violently|badly|non ?stop))\b/;
const FROSTBITE =
  /\b(?:frostbit\w*|frost ?nip|(?:fingers?|toes?|ears?|nose|cheeks?)\b(?: \w+){0,4} (?:white|grey|gray|waxy|hard|numb|blistered|blistering))\b/;

/** Getting too cold (protocol heat-and-cold-injury): hypothermia and frostbite. */
export const coldExposureRules: readonly RedFlagRule[] = [
  {
    id: "hypothermia",
    educational: true,
    pastOnly: true,
    when: (f) =>
      f.says(/\bhypotherm/) ||
      ((f.says(BITTER_COLD) || (f.says(COLD_WORD) && f.says(OUT_IN_COLD))) &&
        f.says(HYPOTHERMIA_SIGN)),
  },
  {
    id: "frostbite",
    educational: true,
    pastOnly: true,
    when: (f) =>
      f.says(/\bfrost ?bit/) ||
      ((f.says(BITTER_COLD) || (f.says(OUT_IN_COLD) && f.says(COLD_WORD))) && f.says(FROSTBITE)),
  },
];
