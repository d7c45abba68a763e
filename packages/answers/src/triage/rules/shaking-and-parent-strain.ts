import { birthmarkTold } from "./birthmark-told.js";
import type { RedFlagRule } from "../rule.js";
import { ASKS_IF_WE_SHOOK, CARE_TASK_HURT, SAYS_WE_SHOOK } from "./danger-shared.js";

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

export const shakingAndParentStrainRules: readonly RedFlagRule[] = [
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
