import type { Facts } from "./facts.js";
import { QUESTIONED_CONDITION, readFrame, type Frame } from "./frame.js";
import { byDisposition } from "./red-flag-reading.js";
import { signMatch } from "./rule.js";
import type { RedFlagMatch } from "./types.js";

/**
 * A spell a doctor has already named, told again in its usual form: breath-holding spells. Once
 * diagnosed, a spell set off by crying, anger or a bump, with a brief blue or pale colour and
 * floppiness and a quick recovery, is the known condition: the parent asks how to handle it, and
 * the answer is the breath-holding entry, not a same-day visit. Anything outside that form (a
 * spell over a minute, in sleep or without crying, still blue, jerking that goes on) alarms as usual.
 */

const DIAGNOSED =
  /\b(?:doc|docs|doctor|doctors|gp|pediatrician|paediatrician|consultant|nurse|hospital|health visitor|they)\b(?: \w+){0,6} (?:said|says|told (?:us|me)|diagnosed|confirmed|thinks?|reckons?)\b(?: \w+){0,4} breath ?holding\b|\bdiagnosed (?:\w+ ){0,3}(?:with|as) (?:\w+ )?breath ?holding\b|\bbreath ?holding (?:spells?|attacks?|episodes?)\b(?: \w+){0,8} (?:diagnosed|doc|doctor|gp|pediatrician|paediatrician)\b/;
/** What sets a spell off: crying, anger, frustration, a fright or a small bump. */
const TRIGGER =
  /\b(?:cry\w*|cries|cried|scream\w*|sob\w*|wail\w*|tantrum\w*|paddy|strop|meltdown|(?:get|gets|getting|got) (?:his|her|their) (?:own )?way|told no|upset|angry|cross|furious|frustrat\w*|said no|say no|told (?:him|her) off|telling (?:him|her) off|fright\w*|startled|bump\w*|banged|fell)\b/;
/** Back to normal quickly. */
const RECOVERED =
  /\b(?:(?:came|comes) (?:straight |right |back |quickly |immediately )?(?:round|around|to)|back to normal|carried on|carries on|then (?:was |is )?fine|was fine|fine after|recovered|few (?:secs|seconds)|couple of (?:secs|seconds)|straight away|quickly)\b/;
/** Outside the spell's usual form: long, in sleep, without crying, still blue, long jerking. */
const UNUSUAL =
  /\b(?:over|more than|longer than) (?:a|one|1) min\w*|\b(?:\d+|two|three|several) min\w*|\bstill (?:blue|grey|floppy|limp|not breathing)\b|\b(?:in (?:his|her|their) sleep|while (?:asleep|sleeping)|without (?:crying|being upset|a cry)|for no reason)\b|\b(?:wont|won t|didnt|didn t|hasnt|hasn t|isnt|isn t|not|cant|can t) (?:\w+ )?(?:wake|come round|come to|breathe|breathing)\b|\bnow (?:\w+ ){0,2}(?:blue|grey|gray|floppy|limp|unconscious)\b|\b(?:jerk\w*|shak\w*|twitch\w*) (?:\w+ ){0,2}(?:for|over) (?:ages|a while|\d+|a minute|minutes)\b|\bnot (?:like|the same as) (?:her|his|the) (?:usual|normal|other)\b|\bdifferent (?:this|from)\b/;

/** The protocols a breath-holding spell looks like: a colour change, a pause in breathing, floppiness, a past episode. */
const SPELL_LOOKALIKES = new Set([
  "colour-change",
  "breathing-trouble",
  "unresponsive-or-unwell",
  "past-episode",
]);

/** A diagnosed breath-holding spell told in its usual form. */
export function knownBreathHolding(facts: Facts): boolean {
  return (
    facts.says(DIAGNOSED) && facts.says(TRIGGER) && facts.says(RECOVERED) && !facts.says(UNUSUAL)
  );
}

/**
 * The spell named in the parent's words: holding the breath, or crying or screaming until the child
 * (nearly) passed out, went blue or stopped breathing.
 */
const SPELL_TOLD =
  /\bbreath ?holding\b|\bholding (?:in )?breath\b|\bh[eo]ld(?:s|ing)? (?:his|her|their|its|the|a|my|your) breath\b|\b(?:cry\w*|cried|scream\w*|sob\w*|wail\w*|tantrum\w*|fit|paddy|strop|meltdown) (?:\w+ ){0,3}(?:till|until|so hard|that hard|so much|and) (?:\w+ ){0,3}(?:nearly |almost |basically |practically |kind of |kinda )?(?:passed out|passes out|pass out|fainted|faints|faint|blacked out|blacks out|went|goes|turned|turns|go|gone) ?(?:blue|purple|limp|floppy|out)?\b|\b(?:cry\w*|cried|scream\w*|sob\w*) (?:\w+ ){0,3}(?:till|until|so hard|that hard|so much) (?:\w+ ){0,3}(?:stopped|stops|stop) breathing\b/;

/**
 * The spell told as a sequence without a joining word: "massive tantrum, cried hard, then went
 * silent, turned blue round the lips". Read as a spell only with the recovery told (below).
 */
const SPELL_SEQUENCE =
  /\b(?:cry\w*|cried|scream\w*|sob\w*|wail\w*|tantrum\w*|paddy|strop|meltdown)\b(?: \w+){0,6} (?:went|goes|go|gone|turned|turns|turning|going) (?:silent|quiet|blue|purple|limp|floppy)\b/;
/** Back to herself after the spell: told as a fact, not as the spell's few seconds. */
const CAME_BACK =
  /\b(?:(?:came|comes) (?:straight |right |back |quickly |immediately )?(?:round|around|to)|back to (?:normal|herself|himself|playing)|carried on|carries on|(?:then|and) (?:was |is )?(?:totally |completely |absolutely )?fine|fine (?:now|after)|recovered|(?:breathing|crying|playing) (?:again|normally|happily))\b/;

/** Not back to herself after all: "came round but now very sleepy and floppy", "not himself since". */
const NOT_BACK =
  /\b(?:now|still|since|afterwards|after that|ever since) (?:\w+ ){0,3}(?:sleepy|drowsy|floppy|limp|confused|dazed|blue|grey|gray|pale|unresponsive|not (?:himself|herself|right|responding))\b|\b(?:hard to wake|not (?:himself|herself|right) (?:since|now|after))\b/;

/** The spell in its usual form, set off by crying or anger, with nothing happening now. */
function spellInUsualForm(facts: Facts, frame: Frame): boolean {
  return (
    (facts.says(SPELL_TOLD) || facts.says(SPELL_SEQUENCE)) &&
    facts.says(TRIGGER) &&
    !facts.says(UNUSUAL) &&
    !frame.dangerNow
  );
}

/** Told over, the child back to herself ("…then gasped and was back to normal playing"). */
const spellOver = (facts: Facts) => facts.says(CAME_BACK) && !facts.says(NOT_BACK);

/**
 * A breath-holding spell asked about ("screamed till he nearly passed out, is holding breath
 * normal?", "she holds her breath in a tantrum till she goes blue, should I worry?", "cried hard,
 * went silent and blue, then was back to normal. did she have a seizure??"): set off by crying or
 * anger, in its usual form, with nothing happening now. The question gets the breath-holding
 * answer, whose list says when to call; a spell going on now, one over a minute, in sleep or
 * without crying, or a child who has not come round still alarms.
 */
export function askedBreathHolding(facts: Facts): boolean {
  const text = facts.text.toLowerCase();
  const frame = readFrame(text);
  if (!spellInUsualForm(facts, frame)) return false;
  const asks = frame.asksAbout || frame.asksWhetherToWorry || frame.asksInGeneral || frame.habitual;
  if (facts.says(SPELL_TOLD) && asks) return true;
  // "did she have a seizure??": the parent asks what the spell she saw end was.
  return spellOver(facts) && (asks || new RegExp(QUESTIONED_CONDITION.source).test(text));
}

/**
 * A first spell in its usual form, told as over but not asked about: no emergency, but a doctor
 * should hear of a first one (the episode-to-discuss call, today), not the 911 or ER script.
 */
function firstSpellOver(facts: Facts): boolean {
  return spellInUsualForm(facts, readFrame(facts.text.toLowerCase())) && spellOver(facts);
}

/** The flags a known or asked-about spell explains are set aside; any other (a fever, a head injury) stays. */
export function withoutKnownSpell(facts: Facts, flags: RedFlagMatch[]): RedFlagMatch[] {
  const explained = flags.filter((m) => SPELL_LOOKALIKES.has(m.protocolId));
  if (explained.length === 0) return flags;
  const others = flags.filter((m) => !SPELL_LOOKALIKES.has(m.protocolId));
  if (knownBreathHolding(facts) || askedBreathHolding(facts)) return others;
  if (firstSpellOver(facts)) {
    const discuss = others.some((m) => m.id === "episode-to-discuss")
      ? []
      : [signMatch("episode-to-discuss")];
    return [...others, ...discuss].sort(byDisposition);
  }
  return flags;
}
