import type { Facts } from "../facts.js";
import type { RedFlagRule } from "../rule.js";

/** A lump where glands are: the neck, under the jaw or chin, behind an ear, the armpit or groin. */
const GLAND =
  /\b(?:glands?|lymph ?nodes?|nodes?)\b|\b(?:lump|lumps|swelling|knot)\b(?: \w+){0,5} (?:neck|jaw|jawline|chin|behind (?:his|her|the|their) ears?|armpits?|groin)\b|\b(?:neck|jaw|armpit|groin) (?:lump|swelling)\b/;
/** What makes a swollen gland worth a check within a day: tender, red or hot, large or growing. */
const GLAND_WARNING =
  /\b(?:tender|painful|hurts?|hurting|sore(?! (?:throat|ear|tummy|belly|head))|red|hot|warm to (?:the )?touch|grape|walnut|golf ?ball|ping ?pong|egg|an inch|\d(?:\.\d)? ?inch(?:es)?|[2-9] ?cm|getting bigger|growing|grown)\b/;
/** Set the size aside when it is the normal one: "pea sized", "a bit up", "tiny". */
const GLAND_NORMAL = /\b(?:pea|peas|baked bean|bean|tiny|little|small)\b/;
const NEAR = (a: RegExp, b: RegExp, words: number) =>
  new RegExp(
    `(?:${a.source})(?: \\w+){0,${words}} (?:${b.source})|(?:${b.source})(?: \\w+){0,${words}} (?:${a.source})`,
  );
const GLAND_WITH_WARNING = NEAR(GLAND, GLAND_WARNING, 8);

function swollenGlandTender(f: Facts): boolean {
  if (!f.says(GLAND_WITH_WARNING)) return false;
  // "Little pea sized lumps in his neck" with no tenderness or redness is the normal node.
  return !(f.says(GLAND_NORMAL) && !f.says(/\b(?:tender|painful|hurts?|hurting|red|hot)\b/));
}

/** Vomiting (UK "being sick") counted as five times or more, or going on all day or all night. */
const VOMIT_WORD = /\b(?:vomit\w*|sick|throw\w* up|threw up|puk\w*|barf\w*)\b/;
const MANY =
  /\b(?:[5-9]|1\d|five|six|seven|eight|nine|ten|eleven|twelve) times\b(?! (?:a|per|in a|every|each) (?:day|week|month|year))(?! (?:this|last) (?:week|month|year))/;
const VOMITED_MANY = NEAR(VOMIT_WORD, MANY, 6);
const VOMIT_ALL_DAY =
  /\b(?:vomit\w*|throw\w* up|threw up|puk\w*)\b(?: \w+){0,3} (?:all (?:day|night|morning|afternoon|evening)|non ?stop|every (?:half )?hour|over and over)\b|\b(?:cant|wont|can t|won t) stop (?:vomiting|being sick|throwing up|puking)\b/;

/**
 * General urgent readings that no single illness's rule covers: a swollen gland that is tender or
 * large (protocol swollen-glands), and vomiting told as many times in a day (vomiting.md, "vomiting
 * again and again"), even with sips kept down.
 */
export const generalUrgentRules: readonly RedFlagRule[] = [
  {
    id: "swollen-gland-tender",
    educational: true,
    pastOnly: true,
    when: swollenGlandTender,
  },
  {
    id: "danger-vomiting-repeated-urgent",
    educational: true,
    pastOnly: true,
    when: (f) => f.says(VOMITED_MANY) || f.says(VOMIT_ALL_DAY),
  },
];
