import type { RedFlagRule } from "../rule.js";
import { SEIZURE_NAMED } from "./danger-shared.js";

/** Shaking explained by cold, fear, crying or play: shivering, not a fit. */
const SHAKE_NOT_FIT =
  "=cold|=freezing|=shivering|=shivers|=shiver|=shivery|=chilly|=scared|=terrified|=frightened|=fright|=crying|=sobbing|=laughing|=giggling|=excited|=excitement|=nervous|=upset|=tantrum|=angry|=rage|=dancing|=bath|=pool|=swimming|=towel|=rattle|=toy|=head";

export const emergencyAndFitRules: readonly RedFlagRule[] = [
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
];
