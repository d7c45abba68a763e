import { LIMP_UNLESS, sleepsThroughAFeed, WAKE_UNLESS } from "./unresponsive.js";
import { FAINT, SEIZURE_NAMED, pair, type DangerConcept } from "./danger-shared.js";

/**
 * A jump at a noise or a sudden movement (the startle, or Moro, reflex of a young baby): arms flung
 * out and a jerk when the door slams is a reflex, not a fit.
 */
const STARTLE = [
  "=startle|=startles|=startled|=startling|=moro",
  "jerk|twitch|shake|=jumps|=jump|=flings|=throws|=flails ~8 =when|=whenever|=if|=at|=every ~4 =noise|=noises|=loud|=door|=bang|=bangs|=slams|=slam|=sound|=sounds|=clap|=dog|=sneeze|=sneezes|=touched|=moved|=put|=lay|=laid",
];

/**
 * A night-time spell told as a pattern that ends: "every night", "about an hour after going to
 * sleep", "no memory of it in the morning". Eyes open but "doesn't know I'm there" is then a night
 * terror, not a child unresponsive now; "can't wake him", "won't respond" keep their own phrases.
 */
const NIGHT_PATTERN = [
  "=every|=most|=some|=each|=many ~1 =night|=nights",
  "=nightly",
  "=hour|=hours|=minutes|=mins ~3 =after ~1 =he|=she? =going|=goes|=falling|=falls|=gone|=getting|=gets|=dropping|=drops ~2 =to|=off? sleep",
  "=memory|=remember|=remembers|=recall|=recalls|=recollection ~5 =morning|=next ~1 =day",
];

/** Strong alarm concepts of alertness: a child who cannot be woken or is floppy, a fit. */
export const UNRESPONSIVE: DangerConcept = {
  id: "unresponsive",
  strength: "strong",
  when: (f) => !sleepsThroughAFeed(f),
  phrases: [
    "=fainted|=fainting|=faints|=collapsed|=collapse|=collapsing|=collapses|unresponsive|=lifeless",
    FAINT,
    {
      pattern: "floppy",
      unless: [
        "floppy ~3 head|neck ~3 =control|=hold|=holding|=support|=lag|=wobbly",
        "head|neck ~3 floppy",
        "=floppy ~1 =ears|=ear|=hat|=toy|=bunny",
      ],
    },
    { pattern: "=limp", unless: LIMP_UNLESS },
    {
      pattern: "not ~3 respond",
      unless: [
        "respond ~3 =name|=names|=sounds|=sound|=noise|=noises|=music|=voice|=smile|=words|=instructions|=toys|=toy|=treatment|=antibiotics|=medicine",
      ],
    },
    "=cant|=couldnt|=wont|not ~3 =get|=make ~2 =him|=her|=them|baby|child ~2 =up|=awake|wake|respond",
    {
      // A child screaming or thrashing at night with eyes open who "doesn't know I'm there" is
      // having a night terror, not unresponsive.
      pattern: "eyes ~3 =open ~3 not ~3 =looking|=there|=focusing|respond|=moving",
      unless: [
        "=night ~1 =terror|=terrors|=terrours",
        "=sleepwalking|=sleepwalk|=sleepwalks|=sleepwalked",
        "wake ~2 =up? ~1 scream|=thrashing|=thrashes|=yelling|=shouting",
        "scream|=thrashing|=thrashes|=yelling|=shouting ~6 eyes ~2 =open",
        ...NIGHT_PATTERN,
      ],
    },
    {
      pattern: "not|=hard|=difficult|=impossible|=struggling|=trying ~3 wake",
      unless: WAKE_UNLESS,
    },
    "not ~2 =stay|=keep|=staying ~2 wake",
    {
      pattern: "not ~2 =moving|=move|=moved",
      unless: [
        "not ~2 =moving|=move|=moved ~3 =arm|=arms|=leg|=legs|=hand|=hands|=foot|=feet|=neck|=head|=finger|=fingers|=bowels|=forward|=along|=out|=home|=house|=country|=into|=to|=on|=up|=down|=around|=over|=yet|=much|=school|=nursery|=bed|=cot|=crib|=room|=rooms|=bassinet|=daycare|=her|=him|=them|=his|=their",
        "=arm|=arms|=leg|=legs|=hand|=hands|=foot|=feet|=neck|=head|=finger|=fingers|=womb|=belly|=bump|=kicks|=kicking|=bowels|=poop|stool ~4 not ~2 =moving|=move|=moved",
      ],
    },
    "=ragdoll|=rag ~1 =doll",
    "=stopped|=stops ~2 respond|=reacting|=moving",
    "not ~2 =answering|=answer|=rousable|=rouse|=rousing|=waking|=focusing|=focussing|=responsive",
    ...pair("eyes", "=glassy|=fixed|=blank|=vacant|=unfocused|=rolling", 3),
    "=cant|=couldnt|=wont|not ~2 =keep ~2 eyes ~1 =open",
    "=heavy ~2 =floppy|=limp|=lifeless",
    "=dead ~1 =weight",
    // An eye kept shut by a swollen or sticky lid ("can barely open that eye, the lid is puffy")
    // is the eye's own problem (skin-infection, newborn, allergy), not a child who won't rouse.
    {
      pattern: "=wont|=doesnt|=cant|not ~2 =open ~2 eyes",
      unless: [
        "=open ~3 =eye",
        "=eyelid|=eyelids|=lid|=lids|=stye|=conjunctivitis|=pinkeye|=gunk|=gunky|=crusty|=crusted|=sticky|=glued|=puffy",
        "eyes ~3 swell|red",
        "swell ~3 eyes",
      ],
    },
    "=staring|=stare ~3 not ~3 respond|=blink|=blinking",
  ],
};

export const SEIZURE: DangerConcept = {
  id: "seizure",
  strength: "strong",
  // Jerks that stop when the baby is woken or held are sleep jerks or jitteriness, not a fit.
  when: (f) =>
    f.has("not ~3 stop") ||
    (!f.hasAny(STARTLE) &&
      !f.hasAny([
        "stop|=stops|=stopped ~5 =wake|=woke|=woken|=wakes|=waking|=hold|=held|=touch|=touched|=pick|=picked|=cuddle",
        "=wake|=woke|=woken|=hold|=held|=touch|=pick ~5 stop|=stops|=stopped",
      ])),
  phrases: [
    SEIZURE_NAMED,
    "eyes ~3 rolled|=back|=up ~2 =back|head|=up",
    "=fit|=fits|=fitting ~6 jerk|twitch|shake|stiff|eyes|respond|not|=febrile|=still|=again|=arms|=legs|=body|=first",
    {
      pattern:
        "jerk|twitch|=spasms|=spasming|=spasm ~5 not|=still|=uncontrollably|=rhythmically|=rhythmic|=minutes|=mins|stop",
      unless: ["sleepy|=sleep ~4 jerk|twitch", "jerk|twitch ~4 sleepy|=sleep"],
    },
    "jerk|twitch|shake ~4 =arms|=legs|=body|=limbs|=side ~4 jerk|twitch|shake|stiff",
    "stiff ~4 jerk|shake|twitch|eyes|respond|blue|=arched",
    "=body ~3 stiff",
    "=went|=gone|=goes|=going ~1 stiff|=rigid",
    "=staring ~4 twitch|jerk",
    "=foaming|=foam ~3 mouth|=at",
    "=lip ~1 =smacking",
    "shake|jerk|twitch ~6 =drool|=drooling|=dribbling|=foaming",
    ...pair(
      "=arm|=arms|=leg|=legs|=body|=limbs|=hand|=hands|=face|=jaw",
      "jerk|twitch|=spasms|=spasming|=spasm|=convulsing|=seizing|=clenched|=rigid",
      3,
    ),
    ...pair("=back", "=arched|=arching", 2),
    "=blank ~1 =episode|=episodes|=spell|=spells|=staring",
    "eyes ~3 =flickering|=fluttering|=twitching|=flicking",
    "shake ~2 =violently|=uncontrollably",
  ],
};
