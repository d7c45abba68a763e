import type { Facts } from "../facts.js";
import type { RedFlagRule } from "../rule.js";

/**
 * A child who has a reliever inhaler for asthma or wheeze (asthma.md). The steps depend on the
 * child's state: awake and struggling → sit upright and keep giving the reliever; limp or not
 * responding → the protocol's state variant (CPR), chosen in states.ts from the protocol file.
 */

const ASTHMA =
  /\basthma\w*|\b(?:blue |brown )?inhalers?\b|\bpuffers?\b|\breliever\b|\bventolin\b|\bsalbutamol\b|\balbuterol\b|\bnebuli[sz]er\b|\bspacer\b|\bpuffs?\b/;
/** The reliever has stopped working: "done 10 puffs and it's not helping", "made no difference". */
const RELIEVER_FAILING =
  /\b(?:inhalers?|puffers?|reliever|ventolin|salbutamol|albuterol|nebuli[sz]er|puffs?|spacer)\b.{0,50}\b(?:not (?:helping|working|doing anything)|isnt (?:helping|working)|isn t (?:helping|working)|doesnt (?:help|work)|doesn t (?:help|work)|didnt (?:help|work)|didn t (?:help|work)|hasnt (?:helped|worked)|hasn t (?:helped|worked)|no (?:difference|better|help)|(?:not|hasnt|hasn t) made (?:a|any) difference|not touching it|still (?:struggling|wheezing|gasping))\b/;
/** Too breathless to talk: "can only say 2 words", "can't finish a sentence", "stops for breath". */
const CANT_TALK =
  /\b(?:can only|only|just|barely) (?:say|says|saying|get out|manage|speak|talk)\w* (?:\w+ ){0,2}(?:a |one |two |1 |2 |3 |few |couple )(?:\w+ )?words?\b|\b(?:cant|can t|cannot|unable to|struggling to|too breathless to) (?:finish (?:a |her |his )?sentences?|talk|speak|get (?:her|his|the) words out)\b|\bstops? (?:\w+ )?for (?:a )?breath\b|\bone word at a time\b/;
/** Working hard to breathe: the skin sucking in under the ribs or at the neck, struggling, gasping. */
const HARD_WORK =
  /\b(?:sucking|pulling|drawing|caving|sinking) in\b|\b(?:ribs|neck) (?:\w+ ){0,2}(?:sucking|pulling|showing)|\bstruggling (?:to|for) (?:breathe|breath)|\bgasping\b|\bcant (?:catch (?:her|his) )?breath\w*|\bcan t breathe\b/;
const BLUE_LIPS =
  /\b(?:blue|grey|gray|purple|dusky)\b.{0,20}\b(?:lips?|face|mouth)\b|\b(?:lips?|face) (?:\w+ ){0,3}(?:blue|grey|gray|purple|dusky)\b/;

/** "every 2 hours", "every hour", "every half hour": more often than every 4 hours. */
function relieverTooOften(f: Facts): boolean {
  const text = f.text.toLowerCase();
  if (!ASTHMA.test(text)) return false;
  if (
    /\bevery (?:hour|half (?:an )?hour|few minutes|\d+ ?(?:mins?|minutes)|couple of hours|two hours|three hours)\b/.test(
      text,
    )
  )
    return true;
  for (const m of text.matchAll(/\bevery (\d(?:\.\d)?) ?(?:hours?|hrs?|h)\b/g))
    if (Number(m[1]) < 4) return true;
  return /\b(?:more (?:often )?than every 4 hours|within (?:\d|a couple of|two|three) hours? (?:of|after) (?:the |a |her |his )?(?:last )?(?:dose|puffs?))\b/.test(
    text,
  );
}

export const asthmaRules: readonly RedFlagRule[] = [
  {
    id: "asthma-attack-severe",
    educational: true,
    pastOnly: true,
    when: (f) =>
      f.says(ASTHMA) &&
      (f.says(RELIEVER_FAILING) || f.says(CANT_TALK) || f.says(HARD_WORK) || f.says(BLUE_LIPS)),
  },
  {
    id: "asthma-reliever-often",
    educational: true,
    pastOnly: true,
    when: relieverTooOften,
  },
];
