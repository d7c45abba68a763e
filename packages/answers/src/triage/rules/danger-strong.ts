import { SRC } from "../sources.js";
import { WAKE_UNLESS } from "./alertness.js";
import { BLUE_UNLESS } from "./breathing.js";
import {
  STAY_WITH_CHILD,
  SPEAKER,
  WORSE_CALL_911,
  TRUST,
  TOXIC,
  INGEST_VERB,
  PLANT,
  PLANT_RISK,
  SMALL_OBJECT,
  MAY_EAT,
  HEAD_EVENT,
  HEAD_SIGN,
  SWALLOWED_TOXIC,
  TOXIC_CIRCUMSTANCES,
  TOXIC_IN_BODY,
  BREATHING_FINE,
  OWN_BURN,
  HOT_SPILL,
  pair,
  some,
  type DangerConcept,
} from "./danger-shared.js";

/** Concepts that are an alarm by themselves. */
export const STRONG_CONCEPTS: readonly DangerConcept[] = [
  {
    id: "breathing",
    strength: "strong",
    label: "Breathing stopped, gasping or struggling for air",
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
    emergencyAction:
      "Call 911 now: a child who has stopped breathing, is gasping or is working hard to get air needs emergency help immediately.",
    urgentAction:
      "Call your pediatrician now: pauses in breathing or breathing that looks like hard work must be checked today, and 911 is right if it happens again.",
    whileWaiting: [
      SPEAKER,
      "If your child is not breathing, lay them on their back on a firm surface and start CPR if you are trained; the dispatcher can coach you.",
      "If they are breathing but struggling, keep them upright on your lap and calm.",
    ],
    sources: [SRC.hcTroubleBreathing, SRC.nhsHackneySeriouslyIll, SRC.nhsOxFeverUnder3],
  },
  {
    id: "colour-change",
    strength: "strong",
    label: "A change of colour: blue, grey, purple, white or blotchy",
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
    emergencyAction:
      "Call 911 now: a child who turns blue, grey, purple or white, or goes a strange colour, may not be getting enough oxygen.",
    urgentAction:
      "Call your pediatrician now: a change of colour in the lips or face should be checked today, and call 911 at once if it happens again or lasts.",
    whileWaiting: [
      SPEAKER,
      "If your child is not breathing, start CPR if you are trained; if they are choking and can't cough, cry or breathe, start choking first aid.",
      STAY_WITH_CHILD,
    ],
    sources: [SRC.hcTroubleBreathing, SRC.nhsBabyRash],
  },
  {
    id: "unresponsive",
    strength: "strong",
    label: "Fainted, collapsed, not responding or limp",
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
    emergencyAction:
      "Call 911 now: a child who has fainted, collapsed, gone limp or isn't responding normally needs emergency help.",
    urgentAction:
      "Call your pediatrician now: a faint or a spell of not responding must be checked today, and call 911 if it happens again.",
    whileWaiting: [
      SPEAKER,
      "If your child is breathing, lay them on their side; if they are not breathing, start CPR if you are trained.",
      "Don't give anything to eat or drink.",
    ],
    sources: [SRC.nhsOxFeverUnder3, SRC.nhsHackneySeriouslyIll, SRC.hcFeverWhenToCall],
  },
  {
    id: "seizure",
    strength: "strong",
    label: "A fit: jerking, twitching, stiffening or eyes rolling back",
    phrases: [
      "seizure",
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
    emergencyAction:
      "Call 911 now: jerking, twitching, stiffening or eyes rolling back can be a seizure, and it needs emergency help.",
    urgentAction:
      "Call your pediatrician now: a possible fit must be checked today, and call 911 if it happens again or lasts more than a few minutes.",
    whileWaiting: [
      "Lay your child on their side on a safe, flat surface, away from anything hard or sharp.",
      "Don't hold them down and don't put anything in their mouth.",
      "Note the time the fit started and stopped.",
    ],
    sources: [SRC.nhsHackneySeriouslyIll, SRC.nhsFrimleyFeverOver3, SRC.hcFeverWhenToCall],
  },
  {
    id: "dangerous-swallow",
    strength: "strong",
    label: "Swallowed, chewed or got into something dangerous",
    when: (f) =>
      (some(f, SWALLOWED_TOXIC) ||
        f.has(TOXIC_IN_BODY) ||
        (f.has(TOXIC) && f.hasAny(TOXIC_CIRCUMSTANCES))) &&
      (!f.has(MAY_EAT) || f.has("=ate|=swallowed|=drank|=chewed|=licked|=bit|=found|=got")),
    emergencyAction:
      "Call 911 now (or Poison Control at 1-800-222-1222 if your child is awake and breathing normally): something dangerous may have been swallowed, and harm can start within hours.",
    urgentAction:
      "Call Poison Control (1-800-222-1222) or your pediatrician now: they will tell you whether your child needs to be seen.",
    whileWaiting: [
      "Don't make your child vomit and don't give food or drink unless you are told to.",
      "Take the packet, bottle or leftover with you so doctors know exactly what it was.",
      "Call 911 at once if your child becomes drowsy, has trouble breathing, drools or can't swallow, or has a fit.",
    ],
    sources: [SRC.nhsMedicineSafety, SRC.nhsAlderHeySwallowed, SRC.aapChokingPrevention],
  },
  {
    id: "poisonous-plant",
    strength: "strong",
    label: "Ate wild berries, mushrooms or an unknown plant",
    phrases: [
      `${INGEST_VERB} ~6 ${PLANT_RISK} ~3 ${PLANT}`,
      `${PLANT_RISK} ~3 ${PLANT} ~6 ${INGEST_VERB}`,
    ],
    when: (f) => !f.hasAny([MAY_EAT]),
    emergencyAction:
      "Call 911 now (or Poison Control at 1-800-222-1222 if your child is awake and well): some wild berries, mushrooms and plants are poisonous.",
    urgentAction:
      "Call Poison Control (1-800-222-1222) or your pediatrician now: they will tell you whether the plant is dangerous.",
    whileWaiting: [
      "Don't make your child vomit; wipe out anything left in their mouth.",
      "Take a piece or a photo of the plant, berry or mushroom with you.",
      WORSE_CALL_911,
    ],
    sources: [SRC.nhsMedicineSafety, SRC.nhsAlderHeySwallowed],
  },
  {
    id: "object-stuck",
    strength: "strong",
    label: "Swallowed an object and now drooling, gagging, in pain or unable to swallow",
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
    emergencyAction:
      "Call 911 or go to the emergency department now: drooling, gagging, pain or trouble swallowing after swallowing something can mean it is stuck in the food pipe.",
    urgentAction:
      "Call your pediatrician now: a swallowed object with these signs needs to be checked today.",
    whileWaiting: [
      "Don't try to make your child vomit and don't reach blindly into their mouth.",
      "Don't give food or drink.",
      "If your child can't cough, cry or breathe, start choking first aid.",
    ],
    sources: [SRC.nhsAlderHeySwallowed, SRC.nhsWhat018SwallowedObject, SRC.aapChokingPrevention],
  },
  {
    id: "choking",
    strength: "strong",
    label: "Choking or something stuck in the throat",
    phrases: [
      {
        pattern: "choke",
        unless: [
          "not ~1 choke ~3 gag",
          "gag ~4 not ~2 choke",
          "choke ~3 =little|=bit|=sometimes|=occasionally|=slightly",
          "choke ~4 =milk|=bottle|=letdown|=flow|=formula|=spit|spitup|=saliva|=drool",
        ],
      },
      "gag|cough ~6 not ~2 breathe|cry|=talk|=speak|=sound|=noise",
      "=stuck|=lodged ~3 throat|=windpipe|=airway",
      "=something ~3 =stuck|=lodged",
      "gag|choke ~6 =colour|=color|blue|grey|purple|pale",
      "=inhaled ~3 =piece|=bit|=food|=peanut|=nut|=grape|=popcorn|=bead|=toy|=lego",
    ],
    emergencyAction:
      "Call 911 now and start choking first aid if your child can't cough, cry or breathe.",
    urgentAction:
      "Call your pediatrician now: after a choking episode, a cough, wheeze or noisy breathing that doesn't settle must be checked today.",
    whileWaiting: [
      "If your child is coughing hard, let them keep coughing.",
      "Under 1 year: 5 back blows face down along your forearm, then 5 chest thrusts with two fingers; repeat.",
      "Over 1 year: 5 back blows, then abdominal thrusts above the belly button; repeat.",
      "If your child stops responding, start CPR.",
    ],
    sources: [SRC.aapChokingPrevention, SRC.webmdChokingPrevention],
  },
  {
    id: "water",
    strength: "strong",
    label: "Found under water, pulled from water or breathed in water",
    phrases: [
      { pattern: "drown", unless: ["not ~2 drown"] },
      { pattern: "underwater", unless: ["=swim ~2 =lessons|=class", "=hold ~3 =breath"] },
      "=facedown ~5 water|=found",
      "=pulled|=fished|=lifted|=dragged|=grabbed|=got ~4 =out ~3 water",
      "=found ~4 =in ~2 water",
      "water ~4 =inhaled|=lungs",
      "=inhaled|=breathed ~3 water",
      "=floating ~4 water",
    ],
    emergencyAction:
      "Call 911 now: any child found under water, face down or pulled from water needs an emergency check, even if they seem to recover.",
    urgentAction:
      "Call your pediatrician now: coughing, fast breathing or unusual sleepiness in the hours after breathing in water must be checked today.",
    whileWaiting: [
      "If your child isn't breathing, start CPR if you are trained.",
      "If they are breathing, take off wet clothes, wrap them in something dry and lay them on their side.",
      "Watch their breathing closely: coughing or sleepiness in the hours after can be serious.",
    ],
    sources: [SRC.cdcDrowning, SRC.nhsWaterSafety],
  },
  {
    id: "serious-burn",
    strength: "strong",
    label: "A burn that is large, deep, electrical or on the face, hands or mouth",
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
    emergencyAction:
      "Call 911 or go to the emergency department now: a burn that is large or deep, caused by electricity, or on the face, mouth, hands or feet needs emergency care.",
    urgentAction:
      "Get the burn seen by a doctor today: any burn in a young child should be checked.",
    whileWaiting: [
      "Cool the burn under cool running water for 20 minutes and keep the rest of your child warm.",
      "Cover it loosely with cling film or a clean, non-fluffy cloth.",
      "Don't use ice, butter or creams, and don't pop blisters.",
    ],
    sources: [SRC.nhsBurns, SRC.nhsNorfolkBurns],
  },
  {
    id: "head-injury-signs",
    strength: "strong",
    label: "A fall or knock to the head followed by warning signs",
    when: (f) => some(f, HEAD_EVENT) && f.hasAny(HEAD_SIGN),
    emergencyAction:
      "Call 911 or go to the emergency department now: vomiting, drowsiness, odd behaviour or fluid from the nose or ears after a fall or a knock to the head are signs of a serious head injury.",
    urgentAction:
      "Call your pediatrician now: after a fall or knock to the head these signs must be checked today.",
    whileWaiting: [
      "Keep your child still and lying down; if they might have hurt their neck, don't move them unless they are in danger.",
      "If they vomit or are very drowsy, lay them on their side and stay with them.",
      "Don't give food, drink or medicine until a doctor has seen them.",
    ],
    sources: [SRC.nhsHeadInjury, SRC.webmdHeadInjury],
  },
  {
    id: "heavy-bleeding",
    strength: "strong",
    label: "Bleeding that is heavy or won't stop",
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
    emergencyAction:
      "Call 911 now and press firmly on the wound: bleeding that is heavy or won't stop needs emergency help.",
    urgentAction:
      "Call your pediatrician now: bleeding that keeps coming back or lasts a long time should be checked today.",
    whileWaiting: [
      "Press firmly on the wound with a clean cloth and keep pressing without lifting to look.",
      "For a nosebleed, sit your child up, lean them forward and pinch the soft part of the nose.",
      "Keep your child warm and lying down if they look pale or dizzy.",
    ],
    sources: [SRC.kidshealthCuts, SRC.kidshealthNosebleeds],
  },
  {
    id: "allergic-breathing",
    strength: "strong",
    label: "An allergic reaction with swelling of the face or trouble breathing",
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
    emergencyAction:
      'Call 911 now and say "anaphylaxis": swelling with trouble breathing, wheeze, a hoarse voice or a cough that won\'t stop after a food, sting or medicine is a severe allergic reaction.',
    urgentAction:
      "Call your pediatrician now: an allergic reaction should be checked today, and call 911 if breathing or swallowing gets harder.",
    whileWaiting: [
      "If your child has an adrenaline (epinephrine) auto-injector, use it now.",
      "Let them sit up if breathing is hard; lay them flat with legs raised if they are floppy or pale.",
      "Don't give anything more of the food or medicine that caused it.",
    ],
    sources: [SRC.nhsAllergicReaction, SRC.nhsHackneySeriouslyIll],
  },
  {
    id: "heat-illness",
    strength: "strong",
    label: "Overheated (hot car, sun) and now drowsy, confused or vomiting",
    when: (f) =>
      f.hasAny([
        "hot ~3 =car|=sun",
        "=car ~4 hot|=heat|=sun",
        "=heatstroke",
        "=heat ~1 =stroke",
        "=overheated|=overheating",
      ]) &&
      f.hasAny([
        "confused|drowsy|lethargic|unresponsive|floppy|vomit",
        "very ~1 sleepy",
        "not ~2 respond|wake",
        "not ~2 =sweating",
      ]),
    emergencyAction:
      "Call 911 now: a child who has overheated and is confused, drowsy or vomiting may have heatstroke.",
    urgentAction: "Call your pediatrician now: a child who has overheated should be checked today.",
    whileWaiting: [
      "Move your child somewhere cool and shaded and take off extra clothes.",
      "Cool their skin with lukewarm water and a fan; don't use ice.",
      "If they are awake, offer sips of water.",
    ],
    sources: [SRC.hcFeverWhenToCall],
  },
  {
    id: "fall-from-height",
    strength: "strong",
    label: "A fall from a height, down stairs or from an adult's arms",
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
    emergencyAction:
      "Call 911 or go to the emergency department now: a fall from a height, down stairs or from an adult's arms needs an urgent check even if your child seems fine.",
    urgentAction:
      "Call your pediatrician now: after a fall like this your child should be checked today.",
    whileWaiting: [
      "Don't move your child if they might have hurt their neck or back, unless they are in danger.",
      "Keep them warm and still and watch their breathing and how alert they are.",
      "Don't give food or drink until a doctor has seen them.",
    ],
    sources: [SRC.nhsHeadInjury, SRC.webmdHeadInjury],
  },
  {
    id: "suffocation",
    strength: "strong",
    label: "Something over the face or around the neck, or trapped",
    phrases: [
      "=bag|=blanket|=pillow|=cushion|=duvet|=wrap ~4 =over|=covering|=round|=around ~2 face|head|mouth|=nose",
      "=strangled|=strangling|=suffocated|=suffocating|=smothered|=asphyxiated",
      "cord|=string|=strap|=ribbon|=necklace|=rope|=wire|=blind|=straps ~4 =around|=round ~2 neck",
      "=wedged|=trapped|=stuck ~4 =between|=under|=behind ~3 =mattress|=cushion|=cushions|=wall|=bed|=crib|=cot|=couch|=sofa|=headboard",
    ],
    emergencyAction:
      "Call 911 now: take away whatever was over your child's face or around their neck, then get emergency help even if they seem to recover.",
    urgentAction:
      "Call your pediatrician now: after something covered your child's face or neck they should be checked today.",
    whileWaiting: [
      "Remove or cut away the cover, cord or strap at once.",
      "If your child is not breathing, start CPR if you are trained.",
      STAY_WITH_CHILD,
    ],
    sources: [SRC.nhsHackneySeriouslyIll, SRC.hcTroubleBreathing],
  },
  {
    id: "young-baby-fever-or-cold",
    strength: "strong",
    label: "A fever, or a low temperature, in a baby under 3 months",
    when: (f) =>
      f.ageMonths !== null &&
      f.ageMonths < 3 &&
      (f.feverReported || (f.minTemperatureC !== null && f.minTemperatureC < 36)),
    emergencyAction:
      "Call 911 or go to the emergency department now if your pediatrician can't see your baby straight away: a temperature of 38 °C (100.4 °F) or more, or under 36 °C, in a baby under 3 months needs to be checked immediately.",
    urgentAction:
      "Call your pediatrician now: a baby under 3 months with a fever or a low temperature must be seen today.",
    whileWaiting: [
      "Don't give fever medicine before a doctor has seen your baby unless a clinician tells you to.",
      "Keep feeding your baby and dress them in light layers (warm them with skin-to-skin contact if they feel cold).",
      TRUST,
    ],
    sources: [SRC.hcFeverWhenToCall, SRC.nhsOxFeverUnder3, SRC.nhsFeverProfessional],
  },
  {
    id: "green-vomit",
    strength: "strong",
    label: "Green (bile-coloured) vomit",
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
    emergencyAction:
      "Call 911 or go to the emergency department now: green vomit can mean a blocked bowel.",
    urgentAction: "Call your pediatrician now: green vomit must be checked today.",
    whileWaiting: [
      "Don't give food or drink until a doctor has seen your child.",
      "Bring a photo or the nappy or cloth with the vomit on it.",
      TRUST,
    ],
    sources: [SRC.nhsBabyVomiting, SRC.nhsWhat018DiarrhoeaVomiting],
  },
  {
    id: "rash-not-fading",
    strength: "strong",
    label: "A rash that doesn't fade under a glass, or purple spots with a fever",
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
    emergencyAction:
      "Call 911 or go to the emergency department now: a rash that doesn't fade when pressed, especially with a fever, can be a sign of a serious blood infection.",
    urgentAction:
      "Call your pediatrician now: a rash that doesn't fade when pressed must be checked today.",
    whileWaiting: [
      "Do the glass test again and note whether the spots spread.",
      "Check your child's temperature and how alert they are.",
      TRUST,
    ],
    sources: [SRC.nhsRashes, SRC.nhsBabyRash],
  },
  {
    id: "stiff-neck-fever",
    strength: "strong",
    label: "A fever with a stiff neck",
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
    emergencyAction:
      "Call 911 or go to the emergency department now: a fever with a stiff neck needs to be checked immediately.",
    urgentAction: "Call your pediatrician now: a fever with neck pain must be checked today.",
    whileWaiting: [
      "Check for a rash that doesn't fade under a glass.",
      "Keep your child comfortable in a dim, quiet room.",
      TRUST,
    ],
    sources: [SRC.hcFeverWhenToCall, SRC.nhsRashes],
  },
  {
    id: "parent-crisis",
    strength: "strong",
    label: "A parent afraid of harming themselves or the baby",
    phrases: [
      "=thoughts|=thought|=thinking|=urge|=urges|=images|=might|=could|=scared|=afraid|=gonna|=going|=want|=wanna ~4 hurt|=harm|=kill|=smother|=shake|=hit|=drown|die ~3 baby|child|=him|=her|=them|=it|=myself",
      "=kill|=killing|=end|=ending|hurt|=harm ~1 =myself",
      "=end|=ending|=take|=taking ~1 =my ~1 =own? =life",
      "=end|=ending ~1 =it ~1 =all",
      "=better ~1 =off ~2 =without ~1 =me",
      "not ~2 =want ~3 =to? =be? =alive|=live|=here|=exist",
      "=suicidal|=suicide",
      "=hearing|=hears|=hear|=heard ~1 =voices",
    ],
    emergencyAction:
      "Call 911 now (or a crisis line such as 988): put your baby somewhere safe, on their back in the crib, and get another adult to help right away.",
    urgentAction:
      "Call your doctor or a crisis line (988) today and tell them how you feel: you deserve help now.",
    whileWaiting: [
      "Put your baby down on their back in the crib and step into another room.",
      "Call a partner, relative or friend to come and be with you.",
      "You are not a bad parent for feeling this way; help works.",
    ],
    sources: [SRC.nimhPerinatalDepression, SRC.mayoPostpartumDepression, SRC.aapCrying],
  },
  {
    id: "shaken",
    strength: "strong",
    label: "A baby who may have been shaken",
    phrases: ["=shook|=shaken ~3 baby|child|=him|=her|=it|=them|=lo|=my|=the|=daughter|=son"],
    when: (f) =>
      !f.has("=shook|=shaken ~2 =rattle|=toy|=bottle|=head|=hand|=hands|=off|=formula|=milk"),
    emergencyAction:
      "Call 911 now: a baby who may have been shaken needs emergency care, even with no bruises and even if they seem settled.",
    urgentAction:
      "Call your pediatrician now: a baby who may have been shaken must be checked today.",
    whileWaiting: [
      "Lay your baby on their back and watch their breathing.",
      "Tell the doctors exactly what happened: it helps them treat your baby.",
      STAY_WITH_CHILD,
    ],
    sources: [SRC.aapAbusiveHeadTrauma, SRC.aapCrying],
  },
];
