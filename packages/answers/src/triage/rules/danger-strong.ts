import { RED_FOOD, STOOL_WORD } from "./body-concepts.js";
import { WAKE_UNLESS } from "./alertness.js";
import { BLUE_STAINED, BLUE_UNLESS, LIPS_PINK } from "./breathing.js";
import { settledVaccineFever } from "./fever.js";
import {
  TOXIC,
  INGEST_VERB,
  PLANT,
  PLANT_RISK,
  NAMED_TOXIC_PLANT,
  CHOKE_ASKED,
  SEIZURE_NAMED,
  SMALL_OBJECT,
  CHOKE_ITEM,
  MAY_EAT,
  HEAD_EVENT,
  HEAD_SIGN,
  SWALLOWED_TOXIC,
  TOXIC_CIRCUMSTANCES,
  TOXIC_IN_BODY,
  BREATHING_FINE,
  OWN_BURN,
  HOT_SPILL,
  PARENT_INTENT,
  PARENT_PSYCHOSIS,
  PARENT_SAFE,
  pair,
  some,
  type DangerConcept,
  GAG_CLEARED,
} from "./danger-shared.js";
import { isDoseSlip } from "./exposures.js";

/** Concepts that are an alarm by themselves. */
export const STRONG_CONCEPTS: readonly DangerConcept[] = [
  {
    id: "breathing",
    strength: "strong",
    phrases: [
      { pattern: "not|stop ~3 breathe", unless: BREATHING_FINE },
      "gasp",
      "=fighting|=struggling|=gulping|=sucking|=desperate ~2 =for ~1 =air|breathe",
      "not ~3 =get|=getting|=catch|=catching ~2 =air|breathe|=breath",
      "=air ~2 not ~2 =get|=going|=getting",
      "ribs|skin|=chest|neck|=tummy|=belly|throat ~4 =goes|=going|=went|=pulls|=pulling|=sucks|=sucking|=sinks|=sinking|=caves|=caving|=dips|=dipping ~1 =in|=inward|=inwards|=under",
      "=in ~2 =under|=between|=below ~2 ribs",
      "=head ~2 =bobbing",
      "breathe ~3 =blue|=stopped|=pausing|=pauses|=gaps",
      ...pair(
        "breathe|=breath|=air",
        "=fighting|=gulping|=heaving|=labouring|=laboring|=desperate|=gasps|=gulps|=straining",
      ),
      ...pair(
        "=tummy|=belly|=stomach|=chest|ribs|neck",
        "=heaving|=sucking|=caving|=sinking|=pulling|=retracting|=seesawing",
        2,
      ),
      ...pair(
        "breathe",
        "=really|=very|=so|=super ~1 =shallow|=fast|=quick|=hard|=heavy|=laboured|=labored",
        3,
      ),
      {
        pattern: "struggle|=trouble|=difficulty|=difficult|=hard|=work|=working|=effort ~2 breathe",
        unless: BREATHING_FINE,
      },
      "grunt ~4 breathe|=every",
      "nostrils|=nose ~3 flare",
      "flare ~3 nostrils|=nose",
      "breathe ~3 fast ~8 not ~3 feed|=talk|cry|drink",
      "=breathless|=winded",
      "=squeaky|=squeak|=squeaking|=whistling|whistle|=noise|=stridor ~4 breathe ~8 =rest|=resting|=calm|=asleep|=still|=sitting|=even",
      "breathe ~4 =squeaky|=squeak|=whistling|whistle|=noise ~8 =rest|=resting|=calm|=asleep|=still|=sitting|=even",
    ],
  },
  {
    id: "colour-change",
    strength: "strong",
    when: (f) => !f.has(LIPS_PINK) && !f.hasAny(BLUE_STAINED),
    phrases: [
      {
        pattern:
          "=turning|=turned|=turn|=turns|=went|=gone|=going|=goes|=changed|=changing|=change|=changes|=funny|=weird|=strange|=odd|=bad|=awful|=horrible|=scary ~3 =colour|=color|=colours|=colors|=shade",
        unless: [
          "eyes|=hair|stool|diaper|pee|vomit|spitup|=snot|=mucus|=toy|=toys|=walls|=room|=paint|=crayon|=crayons|=bruise|=bruises|=mark|=marks|=patch|=spot|=birthmark|=teeth|=tooth|=nails|=nail|=poo|=poop|=wee ~5 =colour|=color|=colours|=colors",
          "=colour|=color|=colours|=colors ~4 eyes|=hair|stool|diaper|pee|vomit|spitup|=snot|=mucus|=poo|=poop|=wee|=teeth|=nails|=mark|=marks|=patch|=spot|=birthmark|=bruise",
        ],
      },
      "=colour|=color ~2 =drained|=draining",
      "=white|pale|=dark|=darker|=dusky ~2 lips|=lip",
      "lips ~3 =white|=dark|=darker",
      {
        pattern:
          "blue|grey|purple ~3 lips|face|tongue|mouth|=gums|skin|=body|=all|=around|=round|=chest",
        unless: ["purple ~2 cry", "cry ~2 purple", "=baby ~1 blue ~2 eyes"],
      },
      "lips|face|tongue|mouth|=gums ~4 blue|grey|purple",
      // No "white" (a white tongue is thrush) and no gums (a bluish bump over a coming tooth is an eruption cyst).
      ...pair("lips|tongue|=fingernails|=nails", "blue|grey|purple|=dusky|=bluish|=greyish", 3),
      "=dusky|=ashen|=cyanosis|=cyanotic",
      {
        pattern:
          "=turning|=turned|=turn|=turns|=went|=gone|=going|=goes|=go|=looks|=looking|=look|=looked|=getting|=got|=is|=was|=seems|=hes|=shes ~2 blue|grey|purple",
        unless: [...BLUE_UNLESS, "purple ~2 cry", "cry ~2 purple"],
      },
    ],
  },
  {
    id: "unresponsive",
    strength: "strong",
    phrases: [
      "=fainted|=faint|=fainting|=faints|=collapsed|=collapse|=collapsing|=collapses|unresponsive|=lifeless",
      {
        pattern: "floppy",
        unless: [
          "floppy ~3 head|neck ~3 =control|=hold|=holding|=support|=lag|=wobbly",
          "head|neck ~3 floppy",
          "=floppy ~1 =ears|=ear|=hat|=toy|=bunny",
        ],
      },
      {
        pattern: "=limp",
        unless: [
          "=a ~1 =limp",
          "=walk|=walks|=walking|=walked ~3 =limp",
          "=limp ~2 =leg|=foot|=ankle|=knee",
        ],
      },
      {
        pattern: "not ~3 respond",
        unless: [
          "respond ~3 =name|=names|=sounds|=sound|=noise|=noises|=music|=voice|=smile|=words|=instructions|=toys|=toy|=treatment|=antibiotics|=medicine",
        ],
      },
      "=cant|=couldnt|=wont|not ~3 =get|=make ~2 =him|=her|=them|baby|child ~2 =up|=awake|wake|respond",
      "eyes ~3 =open ~3 not ~3 =looking|=there|=focusing|respond|=moving",
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
      "=wont|=doesnt|=cant|not ~2 =open ~2 eyes",
      "=staring|=stare ~3 not ~3 respond|=blink|=blinking",
    ],
  },
  {
    id: "seizure",
    strength: "strong",
    // Jerks that stop when the baby is woken or held are sleep jerks or jitteriness, not a fit.
    when: (f) =>
      f.has("not ~3 stop") ||
      !f.hasAny([
        "stop|=stops|=stopped ~5 =wake|=woke|=woken|=wakes|=waking|=hold|=held|=touch|=touched|=pick|=picked|=cuddle",
        "=wake|=woke|=woken|=hold|=held|=touch|=pick ~5 stop|=stops|=stopped",
      ]),
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
  },
  {
    id: "dangerous-swallow",
    strength: "strong",
    when: (f) =>
      (some(f, SWALLOWED_TOXIC) ||
        f.has(TOXIC_IN_BODY) ||
        (f.has(TOXIC) && f.hasAny(TOXIC_CIRCUMSTANCES))) &&
      (!f.has(MAY_EAT) || f.has("=ate|=swallowed|=drank|=chewed|=licked|=bit|=found|=got")) &&
      !isDoseSlip(f),
  },
  {
    id: "poisonous-plant",
    strength: "strong",
    phrases: [
      `${INGEST_VERB} ~6 ${PLANT_RISK} ~3 ${PLANT}`,
      `${PLANT_RISK} ~3 ${PLANT} ~6 ${INGEST_VERB}`,
      // "berries in her mouth… neighbour says it's a yew": a named poisonous plant near a mouth.
      `${NAMED_TOXIC_PLANT} ~12 ${INGEST_VERB}|mouth`,
      `${INGEST_VERB}|mouth ~12 ${NAMED_TOXIC_PLANT}`,
    ],
    when: (f) => !f.hasAny([MAY_EAT]),
  },
  {
    id: "object-stuck",
    strength: "strong",
    when: (f) =>
      f.hasAny([
        `swallow|eat|=bit|=put ~5 ${SMALL_OBJECT}`,
        `${SMALL_OBJECT} ~6 swallow`,
        "=stuck|=lodged ~3 throat|=chest|=windpipe|=airway",
      ]) &&
      f.hasAny([
        "=drool|=drooling|=dribbling|=dribble|=dribbles",
        "not ~3 swallow|eat|drink|feed",
        "gag|vomit|cough|choke",
        "=chest|throat ~3 =pain|=hurts|=sore",
        "not ~2 breathe",
        "=wheezing|wheeze|=noisy",
      ]),
  },
  {
    id: "choking",
    strength: "strong",
    phrases: [
      {
        pattern: "choke",
        unless: [
          "not ~1 choke ~3 gag",
          "gag ~4 not ~2 choke",
          "choke ~3 =little|=bit|=sometimes|=occasionally|=slightly",
          ...GAG_CLEARED,
          ...CHOKE_ASKED,
          "choke ~4 =milk|=bottle|=letdown|=flow|=formula|=spit|spitup|=saliva|=drool",
        ],
      },
      {
        pattern: "gag|cough ~6 not ~2 breathe|cry|=talk|=speak|=sound|=noise",
        // "no trouble breathing", "no noisy breathing": a sign ruled out, not a silent child.
        unless: [
          "=no|=without ~1 =noisy|=trouble|=problem|=problems|=difficulty|=issues|=struggle|=struggling|=fast|=hard ~1 breathe",
        ],
      },
      // "grape!! she can't cough or make any noise": a silent, blocked airway.
      {
        pattern: `${CHOKE_ITEM} ~10 not ~2 cough|breathe|cry|=talk|=speak|=sound|=noise|=noises`,
        unless: [...BREATHING_FINE],
      },
      {
        pattern: `not ~2 cough|breathe|=sound|=noise ~10 ${CHOKE_ITEM}`,
        unless: [...BREATHING_FINE],
      },
      "=stuck|=lodged ~3 throat|=windpipe|=airway",
      "=something ~3 =stuck|=lodged",
      "gag|choke ~6 =colour|=color|blue|grey|purple|pale",
      "=inhaled ~3 =piece|=bit|=food|=peanut|=nut|=grape|=popcorn|=bead|=toy|=lego",
    ],
  },
  {
    id: "water",
    strength: "strong",
    phrases: [
      {
        pattern: "drown",
        // "dry drowning", "secondary drowning": names parents ask about after a splash, not a submersion.
        unless: ["not ~2 drown", "=dry|=secondary|=delayed ~1 drown"],
      },
      { pattern: "underwater", unless: ["=swim ~2 =lessons|=class", "=hold ~3 =breath"] },
      "=facedown ~5 water|=found",
      "=pulled|=fished|=lifted|=dragged|=grabbed|=got ~4 =out ~3 water",
      "=found ~4 =in ~2 water",
      "water ~4 =inhaled|=lungs",
      "=inhaled|=breathed ~3 water",
      "=floating ~4 water",
    ],
  },
  {
    id: "serious-burn",
    strength: "strong",
    when: (f) =>
      (f.has("burn") || f.has(HOT_SPILL)) &&
      f.hasAny([
        "=charger|=cable|=wire|=socket|=plug|=electric|=electrical|cord|=outlet",
        "skin ~3 =off|=peeling|=peeled|=bubbling|=bubbled|=raw|=white",
        "burn|blister ~4 =big|=huge|=large|=massive|=whole|=bigger|=size",
        "=big|=huge|=large|=massive|=whole|=bigger ~4 burn|blister",
        "face|lips|mouth|=nose|eyes|=ear|=ears|neck|=hand|=hands|=palm|=palms|=fingers|=finger|=feet|=foot|=genitals|=privates|=bum|=bottom|=chest|=arm|=arms|=leg|=legs|=back|=stomach|=tummy|=belly|=knee|=knees|=elbow",
        "blister ~4 =big|=huge|=large|=massive|=all",
      ]) &&
      !f.hasAny([
        "=sunburn|=sunburnt|=heartburn|=razor",
        "=like ~2 burn",
        "burn ~2 =rash",
        ...OWN_BURN,
      ]),
  },
  {
    id: "head-injury-signs",
    strength: "strong",
    when: (f) => some(f, HEAD_EVENT) && f.hasAny(HEAD_SIGN),
  },
  {
    id: "heavy-bleeding",
    strength: "strong",
    // Red food beside the nappy is the likely cause, not bleeding ("beetroot at nursery yesterday").
    when: (f) => !(f.has(RED_FOOD) && f.says(STOOL_WORD)),
    phrases: [
      {
        pattern:
          "blood ~5 =nonstop|=lot|=alot|=loads|=everywhere|=pouring|=gushing|=spurting|=soaking|=soaked|=pool|=puddle|=heavily|=badly|=ages",
        unless: [
          "=little|=bit|=tiny|=spot|=speck|=specks|=streak|=streaks|=drop|=drops|=dot ~3 blood",
          "not ~2 blood",
        ],
      },
      "blood ~4 not ~2 stop",
      "not ~2 stop ~3 blood",
      "=nonstop ~3 blood",
      "=pouring|=gushing|=spurting|=streaming|=lot|=alot|=loads|=tons ~3 blood",
      ...pair(
        "blood",
        "=soaked|=soaking|=dripping ~3 =through|=everywhere|=towel|=towels|=cloth",
        4,
      ),
      "blood ~6 pale|=dizzy|=faint|=fainted",
      "=nosebleed|=nose ~2 blood ~8 =minutes|=mins|=hour|=hours|=half|=nonstop|=ages",
    ],
  },
  {
    id: "allergic-breathing",
    strength: "strong",
    when: (f) =>
      f.hasAny([
        "allergic|hives",
        "swell ~3 lips|face|tongue|eyes|throat|mouth",
        "lips|face|tongue|eyes|throat ~3 swell",
        "=after ~4 eat|=trying|=tried|=first|=sting|=stung",
        "=peanut|=peanuts|=egg|=eggs|=sesame|=nuts|=nut|=bee|=wasp|=sting|=stung",
      ]) &&
      some(f, [
        {
          pattern: "breathe ~2 =hard|=trouble|struggle|=noisy|=funny|=weird|=difficult|=badly|fast",
          unless: BREATHING_FINE,
        },
        {
          pattern: "=noisy|=wheezy|=loud|=funny|=weird|fast|=heavy|=rattly|=raspy ~2 breathe",
          unless: BREATHING_FINE,
        },
        { pattern: "not|=hard|=trouble|=difficulty|struggle ~3 breathe", unless: BREATHING_FINE },
        { pattern: "wheeze|hoarse|=stridor", unless: ["not ~2 wheeze|hoarse|=stridor"] },
        "=voice ~3 =hoarse|=croaky|=funny|=weird|=different|=changed",
        { pattern: "throat|tongue ~3 swell|tight", unless: ["not ~3 swell|tight"] },
        { pattern: "swell ~3 throat|tongue", unless: ["not ~1 swell"] },
        "tongue|throat ~3 =huge|=massive|=enormous|=big|=fat|=thick|=puffy",
        "cough ~3 =loads|=lot|=alot|not ~2 stop|=nonstop",
        "floppy|pale|unresponsive|=collapsed|=faint|=fainted",
        "=drool|=drooling",
      ]),
  },
  {
    id: "heat-illness",
    strength: "strong",
    when: (f) =>
      (f.hasAny([
        "hot ~3 =car|=sun",
        "=car ~4 hot|=heat|=sun",
        // "left in the car for maybe 30 mins in the sun", "all afternoon on the beach, now hot"
        "=car ~8 =sun|=heat|=degrees",
        "=sun|=beach ~8 hot",
        "=heatstroke",
        "=heat ~1 =stroke",
        "=overheated|=overheating",
      ]) ||
        (f.has("=forgot|=left ~6 =car") && f.has("hot"))) &&
      f.hasAny([
        "confused|drowsy|lethargic|unresponsive|floppy|vomit",
        "very ~1 sleepy",
        "not ~2 respond|wake",
        "not ~2 =sweating",
      ]),
  },
  {
    id: "fall-from-height",
    strength: "strong",
    when: (f) =>
      some(f, HEAD_EVENT) &&
      f.hasAny([
        "stairs",
        "=changing ~1 =table",
        "=window|=balcony|=ledge|=roof|=bunk|=trampoline|=counter|=worktop|=countertop|=highchair",
        "=shopping ~1 =cart|=trolley",
        "=high ~1 =chair",
        "=shoulder|=height|=metre|=meter|=metres|=meters",
        "=dropped ~3 baby|child|=him|=her|=my|=the",
        "=top ~1 =of",
      ]),
  },
  {
    id: "suffocation",
    strength: "strong",
    phrases: [
      "=bag|=blanket|=pillow|=cushion|=duvet|=wrap ~4 =over|=covering|=round|=around ~2 face|head|mouth|=nose",
      "=strangled|=strangling|=suffocated|=suffocating|=smothered|=asphyxiated",
      "cord|=string|=strap|=ribbon|=necklace|=rope|=wire|=blind|=straps ~4 =around|=round ~2 neck",
      "=wedged|=trapped|=stuck ~4 =between|=under|=behind ~3 =mattress|=cushion|=cushions|=wall|=bed|=crib|=cot|=couch|=sofa|=headboard",
    ],
  },
  {
    id: "young-baby-fever-or-cold",
    strength: "strong",
    when: (f) =>
      f.ageMonths !== null &&
      f.ageMonths < 3 &&
      ((f.feverReported && !settledVaccineFever(f)) ||
        (f.minTemperatureC !== null && f.minTemperatureC < 36)),
  },
  {
    id: "green-vomit",
    strength: "strong",
    phrases: [
      {
        pattern: "green|=bile|=bilious ~4 vomit|spitup|=sick",
        unless: ["green ~1 stool|diaper|=poo|=poop|=snot|=mucus"],
      },
      {
        pattern: "vomit|spitup|=sick ~4 green|=bile|=bilious",
        unless: ["green ~1 stool|diaper|=poo|=poop|=snot|=mucus"],
      },
    ],
  },
  {
    id: "rash-not-fading",
    strength: "strong",
    when: (f) =>
      (f.hasAny([
        "not ~3 fade|=away|=disappear|=go ~8 rash|spots|=bruises|=marks|glass|press",
        "rash|spots|=bruises|=marks|glass|press ~8 not ~3 fade|=away|=disappear|=go",
      ]) &&
        (f.has("glass|press") || f.feverReported)) ||
      (f.feverReported &&
        f.hasAny([
          "purple|=dark ~2 spots|rash|=blotches|=bruises|=dots",
          "spots|rash|=dots ~3 purple",
          "=pinprick|=pinpricks",
          "rash|spots ~4 =like ~2 =bruises|=bruise|=bruising",
        ])),
  },
  {
    id: "stiff-neck-fever",
    strength: "strong",
    phrases: [
      "stiff ~2 neck",
      "neck ~3 stiff",
      "not ~3 =bend|=move|=turn ~3 neck|head",
      "neck ~3 =hurts|=pain|=sore",
      "not ~3 =touch|=put|=get|=bring ~2 =chin ~3 =chest",
      "=bend|=move|=moving|=turn|=touch|=lift ~3 neck|head ~6 cry|scream|=pain|=hurts",
      "cry|scream ~6 =bend|=move|=moving|=turn|=touch|=lift ~3 neck|head",
    ],
    when: (f) => f.feverReported,
  },
  {
    id: "parent-crisis",
    strength: "strong",
    phrases: [
      "=thoughts|=thought|=thinking|=urge|=urges|=images|=might|=could|=scared|=afraid|=gonna|=going|=want|=wanna ~4 hurt|=harm|=kill|=smother|=shake|=hit|=drown|die ~3 baby|child|=him|=her|=them|=it|=myself",
      "=kill|=killing|=end|=ending|hurt|=harm ~1 =myself",
      "=end|=ending|=take|=taking ~1 =my ~1 =own? =life",
      "=end|=ending ~1 =it ~1 =all",
      "=better ~1 =off ~2 =without ~1 =me",
      "not ~2 =want ~3 =to? =be? =alive|=live|=here|=exist",
      "=suicidal|=suicide",
      "=hearing|=hears|=hear|=heard ~1 =voices",
      ...PARENT_INTENT,
      ...PARENT_PSYCHOSIS,
    ],
    when: (f) => !f.hasAny(PARENT_SAFE),
  },
  {
    id: "shaken",
    strength: "strong",
    phrases: ["=shook|=shaken ~3 baby|child|=him|=her|=it|=them|=lo|=my|=the|=daughter|=son"],
    when: (f) =>
      !f.has("=shook|=shaken ~2 =rattle|=toy|=bottle|=head|=hand|=hands|=off|=formula|=milk"),
  },
];
