import { birthmarkTold } from "./birthmark-told.js";
import type { Facts } from "../facts.js";
import { phraseHolds, type PhraseSpec, type RedFlagRule } from "../rule.js";
import {
  ASKS_IF_WE_SHOOK,
  asksWhetherSomethingWrong,
  CARE_TASK_HURT,
  SAYS_WE_SHOOK,
  SEIZURE_NAMED,
} from "./danger-shared.js";
import { milestoneQuestion } from "./milestone-question.js";

// "doesn't wake for night feeds anymore", "should I wake him to feed": normal sleep, not a red flag.
/** "Limp" as a limping walk or a limb hanging limp, not a floppy child; shared with the danger concepts. */
export const LIMP_UNLESS = [
  "=a ~1 =limp",
  "=walk|=walks|=walking|=walked ~3 =limp",
  "=limp ~2 =leg|=foot|=ankle|=knee",
  // "her arm is hanging limp": a limb injury, not a floppy child ("went limp in my arms" is the
  // child).
  "=his|=her|=their|=the ~1 =arm|=arms|=leg|=legs|=hand|=wrist|=foot ~4 =limp",
  "=limp ~2 =his|=her|=their ~1 =arm|=arms|=hand|=wrist",
];

export const WAKE_UNLESS = [
  "sleepy ~2 =through|=thru",
  "=through|=thru ~2 =the? =night",
  "=night ~1 feed",
  "=should|=do|=must|=need ~4 wake",
  "wake ~3 =at =night",
  "wake ~2 =up ~2 =early|=crying|=screaming|=happy",
  "not ~2 wake ~3 =anymore",
  "not ~2 wake ~3 =any ~1 =more",
  // A night terror or sleepwalking: screaming, thrashing or walking about "but not awake" is the
  // sleep state itself, not a child who can't be roused ("after the night terror I can't wake
  // him" still counts).
  "=terror|=terrors|=sleepwalking|=sleepwalks|=sleepwalk|=sleepwalked|=sleepwalker ~12 not ~3 =awake",
  "not ~3 =awake ~12 =terror|=terrors|=sleepwalking|=sleepwalks|=sleepwalk|=sleepwalked",
];

/** Signs of a floppy or unresponsive child other than being hard to wake. */
const UNRESPONSIVE_SIGNS: readonly PhraseSpec[] = [
  {
    pattern: "floppy",
    unless: [
      "floppy ~3 head|neck ~3 =control|=hold|=holding|=support|=lag|=wobbly",
      "head|neck ~3 floppy",
      "=floppy ~1 =ears|=ear|=hat|=toy|=bunny",
    ],
  },
  { pattern: "=limp|=limply", unless: LIMP_UNLESS },
  "unresponsive",
  "lethargic",
  {
    pattern: "not ~2 =moving|=move|=moved",
    unless: [
      "=arm|=arms|=leg|=legs|=hand|=hands|=foot|=feet|=neck|=head|=finger|=fingers|=womb|=belly|=bump|=kicks|=kicking|=bowels|=poop|stool|=forward|=along|=house|=cribs|=room|=rooms|=bed|=floor|=daycare",
      // "I haven't felt him move": a baby in the womb (reduced fetal movements).
      "=felt|=feel|=feeling ~3 =move|=moving|=moved",
      "=pregnant",
    ],
  },
  {
    pattern: "not ~2 respond",
    unless: [
      "not ~2 respond ~3 =name|=names|=voice|=sounds|=sound|=noise|=noises|=music|=talking|=called|=call|=calling|=smile|=smiles|=games|=words|=instructions|=no|=toys|=toy|=objects|=things|=books",
    ],
  },
];

const HARD_TO_WAKE: readonly PhraseSpec[] = [
  {
    pattern: "not|=hard|=difficult|=impossible|=struggling|=trying ~3 wake",
    unless: WAKE_UNLESS,
  },
  "not ~2 =stay|=keep|=staying ~2 wake",
  "=hardly|=barely ~2 wake|respond",
  // Tried and failed: "can't wake her for her night feed at all, even when I undress her" is a
  // baby who can't be roused, whatever feed it was.
  {
    pattern: "not ^3 wake ~8 =at ~1 =all|=even",
    unless: ["=anymore", "=any ~1 =more", "=should|=do|=must|=need ~4 wake"],
  },
  { pattern: "not ~3 wake ~3 feed", unless: WAKE_UNLESS },
];

/**
 * Not woken for a feed in deep sleep, at night, after the newborn weeks, with nothing else
 * wrong told: "at all" and "properly" keep the alarm, as does any age under 2 months or unknown.
 */
export const sleepsThroughAFeed = (f: Facts) =>
  f.ageMonths !== null &&
  f.ageMonths >= 2 &&
  f.has("not ^3 wake ~5 feed") &&
  f.has(
    "=soundasleep|=asleep|=night|=nights|=overnight|=deeply|=soundly|=sleeps|=sleeping|=slept|=sleeper|=through|=thru",
  ) &&
  !f.hasAny([
    "=at ~1 =all",
    "=properly",
    "=even ~3 =shake|=shook|=shaking|=undress|=undressed",
    "floppy|=limp|unresponsive|lethargic|respond|=rouse|=rousable|=lifeless|grey|blue|pale|breathe|fever",
  ]);

const CRY_PHRASES = [
  "=high ~1 =pitched ~3 cry|scream|=screech|=screeching|=shrill",
  "cry|scream ~3 =high ~1 =pitched",
  "=shrill ~2 cry|scream",
  "weak ~2 cry",
  "cry ~2 weak",
  "moan",
];

const INCONSOLABLE = [
  "inconsolable",
  "not ~3 =settle|=console|=calm|=soothe|=comfort ~3 =him|=her|=them|baby|child|=down",
  "cry|scream ~3 not ~1 stop",
  "not ~1 stop ~2 cry|scream",
];

const NOT_RIGHT: readonly PhraseSpec[] = [
  {
    pattern: "not ~2 =acting ~1 =right|=normal|=himself|=herself",
    unless: ["not ~2 =acting ~1 =right|=normal ~3 =sleep|=nap|=eating|=feeding|=talking"],
  },
  "=just ~1 not ~1 =right",
  "not ~1 =himself|=herself|=themselves",
  "=looks|=seems ~2 very? =sick|=ill|=unwell|=poorly",
  "=inconsolable|=inconsolably",
];
/** "Something is wrong with him": the parent's sense, unless asked about what is told ("is something wrong with him?"). */
const SOMETHING_WRONG_WITH =
  "=something|=somethings ~3 =wrong ~3 baby|child|=him|=her|=them|=he|=she";
const notRight = (f: Facts) =>
  NOT_RIGHT.some((p) => phraseHolds(f, p)) ||
  (f.has(SOMETHING_WRONG_WITH) && !asksWhetherSomethingWrong(f));

/**
 * A very young baby told as not right; "not normal spit up", "not a normal poo" compare a thing
 * the baby did with the usual one (its own protocol reads it), not the baby.
 */
const YOUNG_NOT_RIGHT: readonly PhraseSpec[] = [
  {
    pattern: "not ~2 =right|=normal|=himself|=herself|=themselves",
    unless: [
      "not ~2 =normal ~3 spitup|vomit|stool|pee|diarrhea|=poo|=poos|=poop|=wee|=cry|=crying|=breathing|=colour|=color|=sick|=reflux|=possetting|=posseting",
    ],
  },
  "=looks|=look|=seems|=seem|=acting ~2 =sick|=ill|=unwell|=poorly|=strange|=weird|=odd",
];
/** Crying or screaming that nothing settles for 3 hours or more (after jabs, or for no reason found). */
function cryingForHours(f: Facts): boolean {
  return (
    f.says(/\b(?:scream\w*|cry\w*|crie\w*|wail\w*|howl\w*)\b/) &&
    f.says(
      /\b(?:non ?stop|wont settle|cant settle|will not settle|nothing (?:settles|helps|works)|without stopping|constantly)\b/,
    ) &&
    (f.maxDurationHours ?? 0) >= 3
  );
}

/**
 * The strain is about the child: its crying, anger at it, or the parent's words aimed at it ("at the
 * end of my rope with this baby", "angry at the crying").
 */
const STRAIN_FROM_THE_CHILD = [
  "cry|scream|inconsolable",
  "=colic|=colicky|=tantrum|=tantrums|=meltdown|=meltdowns|=wailing|=howling|=whining|=whinging",
  "not ~2 stop",
  "not ~3 =settle|=settling|=calm|=soothe|=console",
  "=angry|=anger|=rage|=furious|=resent|=snap|=snapped|=shout|=shouted|=shouting|=yell|=yelled|=yelling|=hate",
  "shake|hurt",
  "=with|=at|=this ~2 baby|child",
];
/**
 * "I'm losing it" about something else: a partner who sleeps through, the housework, the nights,
 * a toddler who only eats pasta. The crying-baby crisis card does not fit; with the child's crying
 * or anger at the child in the same message it still does.
 */
const STRAIN_FROM_ELSEWHERE = [
  "=partner|=husband|=wife|=hubby|=boyfriend|=girlfriend|=spouse|=inlaws|=mil|=fil|=work|=job|=boss|=chores|=housework|=laundry|=money",
  "sleepy|wake|=sleep|=sleeps|=slept|=sleepless|=nap|=naps|=napping|=nights|=exhausted|=exhaustion",
  "feed|eat|drink|=food|=meals|=bottle|=bottles|=potty",
];

/** Shaking explained by cold, fear, crying or play: shivering, not a fit. */
const SHAKE_NOT_FIT =
  "=cold|=freezing|=shivering|=shivers|=shiver|=shivery|=chilly|=scared|=terrified|=frightened|=fright|=crying|=sobbing|=laughing|=giggling|=excited|=excitement|=nervous|=upset|=tantrum|=angry|=rage|=dancing|=bath|=pool|=swimming|=towel|=rattle|=toy|=head";

export const alertnessRules: readonly RedFlagRule[] = [
  {
    id: "parent-says-emergency",
    phrases: [
      "=911|=999|=ambulance|=paramedics",
      "=its|=this|=is ~2 =an ~1 =emergency",
      "=emergency ~2 =help|=please|=pls|=plz",
      "baby|child|=he|=she|=hes|=shes|=is ~3 =dying",
    ],
    unless: [
      "=when ~3 =call|=go ~2 =911|=ambulance|=emergency",
      // A choice of service asked about ("when is it ok to call 999 vs 111", "911 or the
      // pediatrician for a high fever"): the number is one of the options, not a call for help.
      // Choosing between two emergency routes ("999 or drive to A&E") still alarms.
      "=911|=999|=112|=ambulance ~3 =or|=vs|=versus ~3 =111|=gp|=doctor|=doctors|=pediatrician|=paediatrician|=ped|=peds|=nurse|=helpline|=urgent|=walk|=pharmacist|=pharmacy|=wait",
      "=111|=gp|=doctor|=doctors|=pediatrician|=paediatrician|=ped|=peds|=nurse|=helpline|=urgent|=walk|=pharmacist|=pharmacy ~3 =or|=vs|=versus ~3 =911|=999|=112|=ambulance",
      "=when|=whether ~5 =call|=ring|=phone|=dial ~2 =911|=999|=112|=ambulance",
      // Teaching a child to call for help is a safety lesson.
      "=teach|=teaching|=learn|=learning|=show ~6 =call|=ring|=phone|=dial ~2 =911|=999|=112|=ambulance",
      // Help has come and gone ("paramedics gave her adrenaline, we're at the hospital now"): the
      // words name the care already given; a sign that is still there fires its own rule.
      "=paramedics|=ambulance|=crew ~3 =gave|=came|=took|=taken|=taking|=arrived|=brought|=checked|=treated|=left|=here",
      // "Paramedics have her now": handed over.
      "=paramedics|=crew ~1 =have|=has|=got ~1 =him|=her|=them",
      "=paramedics|=crew|=ambulance ~2 =with ~1 =him|=her|=them|=us",
    ],
    educational: true,
  },
  {
    id: "seizure",
    phrases: [
      SEIZURE_NAMED,
      "eyes ~2 rolled|=rolling|=rolls ~2 =back",
      "eyes ~3 =back ~2 =head",
      "jerk|shake|twitch ~3 not ~2 stop|respond",
      "jerk|shake|twitch ~4 not ~3 respond|=responding",
      "stiff ~3 jerk|shake",
      "jerk|shake ~3 stiff",
      "=body ~3 =went|=goes|=going|=gone|=is ~1 stiff",
      "shake ~1 =all ~1 =over ~4 eyes|not|=fever|fever",
      // The whole body jerking or twitching is a fit, whether or not it has stopped yet; sleep's
      // own jerks told as sleep are read in sleep-state.ts.
      {
        pattern: "jerk|twitch|=convulsing|=spasming ~2 =all ~1 =over",
        unless: ["=all ~1 =over ~2 =the ~1 =place|=shop|=room|=house|=floor"],
      },
      {
        pattern: "=whole|=entire ~1 =body ~3 jerk|shake|twitch|=spasming|=convulsing",
        unless: [SHAKE_NOT_FIT],
      },
      { pattern: "jerk|shake|twitch ~3 =whole|=entire ~1 =body", unless: [SHAKE_NOT_FIT] },
      // Shaking all over happening now ("he is shaking all over right now"); shivering with cold,
      // fear or crying is not a fit.
      {
        pattern: "=is|=hes|=shes|=s|=keeps|=still|=started|=just ~2 shake ~2 =all ~1 =over",
        unless: [SHAKE_NOT_FIT, "=all ~1 =over ~2 =the ~1 =place"],
      },
      {
        pattern: "shake ~2 =all ~1 =over ~4 =now|=minutes|=mins|=min|=minute|=stop|=stopping",
        unless: [SHAKE_NOT_FIT, "=all ~1 =over ~2 =the ~1 =place"],
      },
      // British English: "she's fitting", "he fitted for two minutes", "a febrile fit".
      {
        pattern: "=fitting|=fitted",
        unless: [
          "=fitted ~2 =sheet|=sheets|=cot|=crib|=mattress|=car|=seat|=carseat|=properly|=correctly|=right|=kitchen|=carpet",
          "=fitting ~2 =in|=into|=properly|=well|=room|=clothes|=clothing|=sheet|=car|=seat|=carseat|=sized|=size|=through|=for",
        ],
      },
      "=febrile ~1 =fit|=fits",
    ],
    educational: true,
    pastOnly: true,
  },
  {
    id: "unresponsive-or-floppy",
    phrases: [...UNRESPONSIVE_SIGNS, ...HARD_TO_WAKE],
    // A baby past the newborn weeks who sleeps through a night feed is asleep, not unrousable
    // ("dead to the world at night, I can't wake him for a feed at 3 months"); any other sign of
    // the rule still counts.
    when: (f) => UNRESPONSIVE_SIGNS.some((p) => phraseHolds(f, p)) || !sleepsThroughAFeed(f),
  },
  {
    id: "weak-or-high-pitched-cry-young-or-ill",
    when: (f) =>
      (f.hasAny(CRY_PHRASES) && ((f.ageMonths !== null && f.ageMonths < 3) || f.feverReported)) ||
      (f.hasAny(INCONSOLABLE) && f.feverReported && f.ageMonths !== null && f.ageMonths < 3),
  },
  {
    id: "weak-or-high-pitched-cry",
    when: (f) => f.hasAny(CRY_PHRASES) || (f.hasAny(INCONSOLABLE) && f.feverReported),
  },
  {
    id: "very-young-baby-not-right",
    phrases: [...YOUNG_NOT_RIGHT, "=something|=somethings ~3 =wrong|=off"],
    // "6 weeks and not smiling yet, is something wrong?" asks about development; "jumps and
    // flings her arms out at loud noises, is something wrong?" asks about what is told.
    when: (f) =>
      !milestoneQuestion(f) &&
      (!asksWhetherSomethingWrong(f) || YOUNG_NOT_RIGHT.some((p) => phraseHolds(f, p))),
    age: { below: 2, unknownAge: "skip" },
    educational: true,
  },
  {
    id: "baby-not-right",
    when: (f) => (notRight(f) && !milestoneQuestion(f)) || cryingForHours(f),
    educational: true,
  },
  {
    id: "shaken-baby",
    // "Have I shaken baby'd her?" after a head that flopped back when lifted: the parent asks
    // whether their own handling counts, which the answer's signs to watch settle; a parent who
    // says they shook the child ("I shook her, did I shake her too hard?") keeps the card.
    when: (f) => !(f.says(ASKS_IF_WE_SHOOK) && !f.says(SAYS_WE_SHOOK)),
    phrases: [
      "=shook ~3 baby|child|=him|=her|=it|=them|=lo|=my|=the",
      "=was|=been|=got|=were|=being ~1 =shaken",
      "=shaken ~1 baby|child|=him|=her",
    ],
    unless: [
      "=shook ~2 =rattle|=toy|=bottle|=head|=hand|=hands|=off",
      "=shaken ~2 =bottle|=formula",
    ],
    educational: true,
  },
  {
    // Bruising in a baby who isn't mobile yet is rare and needs a same-day look (NICE child
    // maltreatment guidance; protocol shaken-baby).
    id: "bruise-non-mobile-baby",
    educational: true,
    pastOnly: true,
    when: (f) =>
      f.says(/\b(?:bruis\w*|purple marks?|blue marks?)\b/) &&
      !f.says(
        /\b(?:birthmark|mongolian|slate grey|injection|jab|jabs|vaccin\w*|blood test|heel prick|forceps|ventouse|birth)\b/,
      ) &&
      !birthmarkTold(f) &&
      ((f.ageMonths !== null && f.ageMonths < 6) ||
        f.says(
          /\b(?:cant|cannot|doesnt|isnt|not) (?:\w+ ){0,1}(?:roll\w*|crawl\w*|mobile|moving about|cruis\w*)(?: yet)?\b/,
        )),
  },
  {
    id: "parent-may-harm-baby",
    phrases: [
      {
        pattern:
          "=i|=ill|=im|=id ~2 =might|=gonna|=going|=could|=will|=would|=afraid|=scared|=want|=wanna ~2 =to? shake|=hit|hurt|=throw|=smother ~2 baby|child|=him|=her|=them|=it|=my",
        unless: [CARE_TASK_HURT],
      },
      {
        pattern:
          "=might|=gonna|=going|=could|=want|=wanted|=urge|=urges ~2 =to? shake|=hit|=throw|=smother ~2 baby|child|=him|=her|=them|=it",
        // "Could I have shaken him?": a worry about what the parent's handling did, not an intent.
        unless: ["=could|=might|=would|=may ~1 =i|=we ~1 =have ~1 =shaken|=hurt|=harmed"],
      },
      "=thoughts|=thought|=urge|=urges|=feel|=feeling ~3 =of? shake|=shaking|=hitting|=throwing ~2 baby|child|=him|=her|=them|=it",
      // Frightened of losing control: "I'm frightened of what I might do".
      "=frightened|=scared|=afraid|=terrified|=worried ~3 =what ~1 =i|=ill ~2 =might|=could|=will|=would|=may|=do ~1 =do|=next",
      "=frightened|=scared|=afraid|=terrified ~4 =lose|=losing ~2 =control",
    ],
  },
  {
    id: "parent-at-breaking-point",
    phrases: [
      "not ~2 =take ~3 =anymore",
      "not ~2 =take ~3 =any ~1 =more",
      "not ~2 =take ~3 =much ~1 =longer",
      "=breaking ~1 =point",
      "=losing ~1 =it",
      "=losing ~1 =my ~1 =mind",
      "=end ~1 =of ~1 =my ~1 =rope|=tether",
      "=at ~1 =my ~1 =limit",
      "=about ~2 =to ~1 =snap|=lose",
      "=want ~2 =scream ~2 =at ~1 baby|=him|=her",
    ],
    when: (f) => f.hasAny(STRAIN_FROM_THE_CHILD) || !f.hasAny(STRAIN_FROM_ELSEWHERE),
  },
];
