import type { RedFlagRule } from "../rule.js";
import { SRC } from "../sources.js";

const UNRESPONSIVE_WAITING = [
  "Check whether your child is breathing; if not, start CPR if you are trained and follow the dispatcher's instructions.",
  "If they are breathing, lay them on their side (a baby can be held on their side in your arms) and stay with them.",
  "Don't give anything to eat or drink.",
  "Bring any medicines or products they may have swallowed.",
];

// "doesn't wake for night feeds anymore", "should I wake him to feed": normal sleep, not a red flag.
export const WAKE_UNLESS = [
  "sleepy ~2 =through|=thru",
  "=through|=thru ~2 =the? =night",
  "=night ~1 feed",
  "=should|=do|=must|=need ~4 wake",
  "wake ~3 =at =night",
  "wake ~2 =up ~2 =early|=crying|=screaming|=happy",
  "not ~2 wake ~3 =anymore",
  "not ~2 wake ~3 =any ~1 =more",
];

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

export const alertnessRules: readonly RedFlagRule[] = [
  {
    id: "parent-says-emergency",
    label: "The parent says it is an emergency",
    urgency: "emergency",
    action:
      "Call 911 now if you think your child's life may be in danger: you don't need to be sure, and the dispatcher will help you decide what to do.",
    whileWaiting: [
      "Check that your child is breathing and responding to you, and tell the dispatcher what you see.",
      "If they are not breathing, start CPR if you are trained and follow the dispatcher's instructions.",
      "Trust your instinct: you know your child best.",
    ],
    sources: [SRC.nhsHackneySeriouslyIll],
    phrases: [
      "=911|=999|=ambulance|=paramedics",
      "=its|=this|=is ~2 =an ~1 =emergency",
      "=emergency ~2 =help|=please|=pls|=plz",
      "baby|child|=he|=she|=hes|=shes|=is ~3 =dying",
    ],
    unless: ["=when ~3 =call|=go ~2 =911|=ambulance|=emergency"],
    educational: true,
  },
  {
    id: "seizure",
    label: "Seizure or fit",
    urgency: "emergency",
    action:
      "Call 911 now: a child who is having a seizure (stiffening, jerking, eyes rolling back, not responding) needs emergency help.",
    whileWaiting: [
      "Lay your child on their side on a safe surface, away from anything hard or sharp.",
      "Don't put anything in their mouth and don't hold them down.",
      "Note the time the seizure started and how long it lasts.",
      "Once the jerking stops, keep them on their side and watch their breathing until help arrives.",
    ],
    sources: [SRC.nhsHackneySeriouslyIll, SRC.nhsFrimleyFeverOver3, SRC.hcFeverWhenToCall],
    phrases: [
      "seizure",
      "eyes ~2 rolled|=rolling|=rolls ~2 =back",
      "eyes ~3 =back ~2 =head",
      "jerk|shake|twitch ~3 not ~2 stop|respond",
      "jerk|shake|twitch ~4 not ~3 respond|=responding",
      "stiff ~3 jerk|shake",
      "jerk|shake ~3 stiff",
      "=body ~3 =went|=goes|=going|=gone|=is ~1 stiff",
      "shake ~1 =all ~1 =over ~4 eyes|not|=fever|fever",
    ],
    educational: true,
    pastOnly: true,
  },
  {
    id: "unresponsive-or-floppy",
    label: "Unresponsive, floppy, limp or very hard to wake",
    urgency: "emergency",
    action:
      "Call 911 now: a baby or child who is floppy, limp, unresponsive or can't be woken properly needs emergency help.",
    whileWaiting: UNRESPONSIVE_WAITING,
    sources: [SRC.nhsOxFeverUnder3, SRC.nhsDiarrhoeaVomitingSheet, SRC.hcFeverWhenToCall],
    phrases: [
      {
        pattern: "floppy",
        unless: [
          "floppy ~3 head|neck ~3 =control|=hold|=holding|=support|=lag|=wobbly",
          "head|neck ~3 floppy",
          "=floppy ~1 =ears|=ear|=hat|=toy|=bunny",
        ],
      },
      {
        pattern: "=limp|=limply",
        unless: [
          "=a ~1 =limp",
          "=walk|=walks|=walking|=walked ~3 =limp",
          "=limp ~2 =leg|=foot|=ankle|=knee",
        ],
      },
      "unresponsive",
      "lethargic",
      {
        pattern: "not ~2 =moving|=move|=moved",
        unless: [
          "=arm|=arms|=leg|=legs|=hand|=hands|=foot|=feet|=neck|=head|=finger|=fingers|=womb|=belly|=bump|=kicks|=kicking|=bowels|=poop|stool|=forward|=along|=house|=cribs|=room|=rooms|=bed|=floor|=daycare",
        ],
      },
      {
        pattern: "not ~2 respond",
        unless: [
          "not ~2 respond ~3 =name|=names|=voice|=sounds|=sound|=noise|=noises|=music|=talking|=called|=call|=calling|=smile|=smiles|=games|=words|=instructions|=no|=toys|=toy|=objects|=things|=books",
        ],
      },
      {
        pattern: "not|=hard|=difficult|=impossible|=struggling|=trying ~3 wake",
        unless: WAKE_UNLESS,
      },
      "not ~2 =stay|=keep|=staying ~2 wake",
      "=hardly|=barely ~2 wake|respond",
      { pattern: "not ~3 wake ~3 feed", unless: WAKE_UNLESS },
    ],
  },
  {
    id: "weak-or-high-pitched-cry-young-or-ill",
    label: "Weak, high-pitched or continuous crying in a young or ill baby",
    urgency: "emergency",
    action:
      "Call 911 or go to the emergency department now: a weak, high-pitched or non-stop cry in a young baby or a baby with a fever can be a sign of serious illness.",
    whileWaiting: [
      "Check your baby's temperature and breathing and tell the dispatcher what you find.",
      "Keep offering feeds if your baby will take them.",
      "Bring a note of when the crying started and anything else you noticed (rash, vomiting, fewer wet diapers).",
    ],
    sources: [SRC.nhsFeverProfessional, SRC.nhsFrimleyFeverOver3],
    when: (f) =>
      (f.hasAny(CRY_PHRASES) && ((f.ageMonths !== null && f.ageMonths < 3) || f.feverReported)) ||
      (f.hasAny(INCONSOLABLE) && f.feverReported && f.ageMonths !== null && f.ageMonths < 3),
  },
  {
    id: "weak-or-high-pitched-cry",
    label: "Weak, high-pitched or moaning cry, or a feverish child who can't be settled",
    urgency: "urgent",
    action:
      "Call your pediatrician now: a weak, high-pitched or moaning cry, or a feverish child who can't be settled, should be checked today.",
    whileWaiting: [
      "Check for fever, rash, vomiting and fewer wet diapers and tell the doctor.",
      "Call 911 if your child becomes floppy, hard to wake, or breathes with difficulty.",
    ],
    sources: [SRC.nhsFeverProfessional, SRC.nhsFrimleyFeverOver3],
    when: (f) => f.hasAny(CRY_PHRASES) || (f.hasAny(INCONSOLABLE) && f.feverReported),
  },
  {
    id: "very-young-baby-not-right",
    label: "A very young baby who 'just isn't right'",
    urgency: "emergency",
    action:
      "Call 911 or go to the emergency department now: a baby under 8 weeks who seems unwell or 'just not right' to you needs to be seen urgently.",
    whileWaiting: [
      "Check your baby's temperature, breathing and skin colour and tell the dispatcher.",
      "Keep your baby warm (not hot) and keep offering feeds.",
      "Trust your instinct: you know your baby best.",
    ],
    sources: [SRC.nhsHackneySeriouslyIll, SRC.webmdFeverBabies],
    phrases: [
      "not ~2 =right|=normal|=himself|=herself|=themselves",
      "=something ~3 =wrong|=off",
      "=looks|=look|=seems|=seem|=acting ~2 =sick|=ill|=unwell|=poorly|=strange|=weird|=odd",
    ],
    age: { below: 2, unknownAge: "skip" },
    educational: true,
  },
  {
    id: "baby-not-right",
    label: "A baby or toddler who seems very unwell or 'not right'",
    urgency: "urgent",
    action:
      "Call your pediatrician now: a child who seems very unwell or 'not themselves' to you should be checked today.",
    whileWaiting: [
      "Check temperature, breathing, skin colour and wet diapers, and tell the doctor what you find.",
      "Call 911 if your child becomes floppy, hard to wake, struggles to breathe or has a rash that doesn't fade under a glass.",
      "Trust your instinct: you know your child best.",
    ],
    sources: [SRC.nhsHackneySeriouslyIll, SRC.hcFeverWhenToCall],
    phrases: [
      {
        pattern: "not ~2 =acting ~1 =right|=normal|=himself|=herself",
        unless: ["not ~2 =acting ~1 =right|=normal ~3 =sleep|=nap|=eating|=feeding|=talking"],
      },
      "=just ~1 not ~1 =right",
      "not ~1 =himself|=herself|=themselves",
      "=something ~3 =wrong ~3 baby|child|=him|=her|=them|=he|=she",
      "=looks|=seems ~2 very? =sick|=ill|=unwell|=poorly",
    ],
    educational: true,
  },
  {
    id: "shaken-baby",
    label: "A baby who may have been shaken",
    urgency: "emergency",
    action:
      "Call 911 now: a baby who may have been shaken needs emergency care, even if there are no bruises and they seem settled.",
    whileWaiting: [
      "Keep your baby lying still on their back or side and watch their breathing.",
      "Don't shake or jostle them to wake them.",
      "Tell the dispatcher and doctors exactly what happened; it helps them treat your baby.",
    ],
    sources: [SRC.aapAbusiveHeadTrauma, SRC.aapCrying],
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
    id: "parent-may-harm-baby",
    label: "A parent or caregiver afraid they might shake or hurt the baby",
    urgency: "emergency",
    action:
      "Put your baby down safely on their back in the crib now, step out of the room, and call someone to help: a partner, relative, friend, your pediatrician, or 911 if you feel you can't keep your baby safe.",
    whileWaiting: [
      "A crying baby safe in a crib is OK: it is fine to let them cry for a few minutes while you calm down.",
      "Breathe slowly, splash water on your face, and check on your baby every 5–10 minutes.",
      "Never shake a baby: shaking can cause brain damage or death in seconds.",
      "Ask for help today so that you can rest; feeling this way is a sign you need support, not a sign you are a bad parent.",
    ],
    sources: [SRC.aapCrying, SRC.aapAbusiveHeadTrauma],
    phrases: [
      "=i|=ill|=im|=id ~2 =might|=gonna|=going|=could|=will|=would|=afraid|=scared|=want|=wanna ~2 =to? shake|=hit|hurt|=throw|=smother ~2 baby|child|=him|=her|=them|=it|=my",
      "=might|=gonna|=going|=could|=want|=wanted|=urge|=urges ~2 =to? shake|=hit|=throw|=smother ~2 baby|child|=him|=her|=them|=it",
      "=thoughts|=thought|=urge|=urges|=feel|=feeling ~3 =of? shake|=shaking|=hitting|=throwing ~2 baby|child|=him|=her|=them|=it",
    ],
  },
  {
    id: "parent-at-breaking-point",
    label: "A parent or caregiver at breaking point with the crying",
    urgency: "urgent",
    action:
      "Put your baby down safely on their back in the crib, step away for a few minutes, and call someone to help you today: a partner, relative, friend or your pediatrician.",
    whileWaiting: [
      "A crying baby safe in a crib is OK while you take a break to calm down.",
      "Check on your baby every 5–10 minutes.",
      "Ask your pediatrician to check for a medical reason for the crying and to talk about support for you.",
    ],
    sources: [SRC.aapCrying, SRC.nhsPostnatalDepression],
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
  },
];
