import type { Facts } from "./facts.js";
import { QUESTIONED_CONDITION, readFrame } from "./frame.js";
import type { RedFlagMatch } from "./types.js";

/**
 * Some signs mean one thing awake and another asleep. A sleeping child's muscles are relaxed (arms
 * that flop down when lifted), sleep has its own jerks and twitches, and a night terror is a scream
 * from a child who is still asleep and remembers nothing. Told as what happens in sleep, with none of
 * the signs that make it an emergency asleep or awake, such a message is a question about sleep and
 * gets the information answer, whose list says when to call. A child who can't be woken, a colour
 * change, breathing trouble, a fever, jerking that lasts or a child found that way keeps the alarm.
 * (Short pauses in a young baby's breathing are periodic breathing: `rules/breathing.ts`.)
 */

/** The child is asleep when it happens: "when she's in a deep sleep", "in his sleep", "while asleep". */
const ASLEEP =
  /\b(?:asleep|in (?:his|her|their|a|a deep|a really deep|deep|a heavy) sleep|(?:deep|heavy|sound|properly|fast) asleep|(?:when|while|whilst|as|once) (?:\w+ ){0,3}(?:sleeping|sleeps|sleep|napping|naps|dozing|dropping off|drifting off|falling asleep|falls asleep)|during (?:his |her |their )?(?:sleep|naps?|the night)|(?:in|at) the night|at night|in (?:his|her|their) (?:cot|crib|bed) at night)\b/;

/** Relaxed limbs in sleep: floppy, limp or heavy, arms or legs that flop or dangle when lifted. */
const RELAXED =
  /\b(?:floppy|limp|ragdoll|rag doll|heavy|flop|flops|flopped|flopping|dangle|dangles|dangling)\b/;
/** Moved or lifted by the parent: the floppiness is what the parent feels on picking the child up. */
const LIFTED =
  /\b(?:lift|lifts|lifted|lifting|pick|picks|picked|picking|move|moves|moved|moving|carry|carries|carried|carrying|hold|holding|raise|raised|transfer|transferring)\b/;

/** Sleep jerks and twitches: brief jumps of the arms or legs in sleep. */
const JERKS = /\b(?:jerk\w*|twitch\w*|jump\w*|startl\w*|spasm\w*|judder\w*|kicks?)\b/;
/** A seizure told as a fact ("she had a fit in her sleep"), once the ones asked about are set aside. */
const SEIZURE_TOLD = /\b(?:seizures?|seizing|seized|fits?|fitting|fitted|convuls\w*|epilep\w*)\b/;

/** A night terror: screaming, crying or thrashing from a child who is still asleep. */
const TERROR_ACT =
  /\b(?:scream\w*|shout\w*|cry|cries|cried|crying|thrash\w*|sits? up|sat up|sitting up|talk\w*|yell\w*|wail\w*|sleepwalk\w*|sleep walk\w*|walks? around|inconsolable|terrified|panic\w*)\b/;
/** Still asleep through it, and no memory of it after. */
const NOT_REALLY_AWAKE =
  /\b(?:(?:doesnt|does not|dont|didnt|did not|isnt|is not|wasnt|was not|not) (?:\w+ ){0,2}(?:seem|look|appear)?s? ?(?:to be )?(?:really |fully |properly |actually |quite )?awake|(?:still|half|fast|sound) asleep|(?:doesnt|does not|dont|didnt|did not|cant|can t|wont) (?:\w+ ){0,2}(?:remember|recall|know)|no (?:memory|recollection)|(?:eyes|eye) (?:are |were |wide )?open|(?:doesnt|does not|didnt|did not) (?:\w+ ){0,2}(?:recogni[sz]e|know) (?:me|us)|night ?terrors?|sleep ?terrors?|nightmares?)\b/;

/**
 * What makes a sleeping child an emergency all the same: not waking, a colour change, breathing
 * trouble, a fever, jerking that lasts or won't stop, stiffness or eyes rolled, no response, found
 * that way, a fall or knock, or a call for help now.
 */
const WORRY =
  /\b(?:(?:cant|can t|cannot|couldnt|could not|wont|won t|wouldnt|would not|not|hard to|difficult to|struggl\w* to|impossible to|barely|hardly|didnt|did not|doesnt|does not) (?:\w+ ){0,3}(?:wake|waking|woke|rouse|rousing|come round|come to|respond\w*)|unresponsive|lifeless|blue|grey|gray|purple|pale|dusky|mottled|not breathing|stops? breathing|stopped breathing|gasp\w*|struggl\w* (?:to|for) (?:breathe|breath)|grunt\w*|fever\w*|temp|temperature|hot|burning up|(?:\d+|one|two|three|four|five|several|few|couple of) min\w*|a minute|ages|for a while|wont stop|won t stop|doesnt stop|keeps going|non ?stop|stiff\w*|rigid|eyes? (?:\w+ )?roll\w*|rolled (?:back|up)|one side|drool\w*|froth\w*|foam\w*|vomit\w*|sick|wet (?:him|her)self|drowsy|confused|dazed|out of it|rhythmic\w*|does not stop|found|(?:fell|falls?|fallen|falling)(?! asleep| back to sleep)|bump\w*|bang\w*|knock\w*|hit (?:his|her) head|help(?= *(?:$|\.|please|pls|quick|asap|now|me\b))|911|999|112|ambulance|emergency|right now|awake too|when (?:hes |shes |he s |she s |he is |she is )?awake|while awake|not (?:him|her|them)sel(?:f|ves)|poorly|unwell|ill|lethargic|not (?:feeding|eating|drinking)|(?:wont|won t|isnt|is not) (?:feed|feeding|eat|eating|drink|drinking)|off (?:his|her|their) (?:food|feeds|milk|bottle)|rash|one (?:arm|leg|hand)|in the day(?:time)?)\b|!/;

/** A seizure asked about: "is that a seizure", "could it be fits", "startle or seizure". */
const SEIZURE_ASKED =
  /\b(?:(?:is|was|are) (?:this|that|it|these|those|they|(?:he|she) having) |(?:could|can|might|would) (?:this|that|it|these|those|they) be |(?:like|or|not|worried|scared|afraid|wondering|think) (?:\w+ ){0,2}|(?:a )?(?:startle|reflex|twitch|jerk|dream)s? or |seizure or )(?:a |an |some )?(?:kind of |sort of |type of )?(?:seizures?|fits?|convulsions?|epilep\w*)\b(?: or (?:\w+ ){0,2}(?:normal|startle|reflex|twitch\w*|jerk\w*|dream\w*))?/g;
/** What the child does asleep, told in the present as what happens: "she screams", "he sits up". */
const HABITUAL_ACT =
  /\b(?:screams|shouts|cries|sits up|talks|thrashes|jerks|twitches|jumps|startles|goes|flops|kicks|wakes|does)\b/;
/** A question in the parent's words: "normal?", "is that ok", "should I worry", a question mark. */
const ASKED =
  /\?|\b(?:normal|ok|okay|alright|all right|worry|worried|worrying|concerned|common|usual|a thing)\b/;

/** The flags that sleep explains: floppiness, unresponsiveness, a seizure, a past episode. */
const SLEEP_LOOKALIKES = new Set(["unresponsive-or-unwell", "seizure", "past-episode"]);

/** The message tells one of sleep's own signs, in sleep, with nothing that makes it an emergency. */
export function normalInSleep(facts: Facts): boolean {
  if (!facts.says(ASLEEP) || facts.says(WORRY) || facts.feverReported) return false;
  const text = facts.text.toLowerCase();
  if (SEIZURE_TOLD.test(text.replace(QUESTIONED_CONDITION, " ").replace(SEIZURE_ASKED, " ")))
    return false;
  // Asked about, or told as what happens in sleep: not one night's event told as it happens.
  const frame = readFrame(text);
  if (!(
    frame.asksAbout ||
    frame.asksWhetherToWorry ||
    frame.habitual ||
    ASKED.test(text) ||
    HABITUAL_ACT.test(text)
  ))
    return false;
  return (
    (facts.says(RELAXED) && facts.says(LIFTED)) ||
    facts.says(JERKS) ||
    (facts.says(TERROR_ACT) && facts.says(NOT_REALLY_AWAKE))
  );
}

/** The flags sleep explains are set aside; any other (a rash, a head injury) stays. */
export function withoutSleepSigns(facts: Facts, flags: RedFlagMatch[]): RedFlagMatch[] {
  if (flags.length === 0 || !normalInSleep(facts)) return flags;
  return flags.filter((m) => !SLEEP_LOOKALIKES.has(m.protocolId));
}
