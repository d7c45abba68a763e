import type { RedFlagRule } from "../rule.js";

/** "stopped after pinching for 10 minutes": pressure worked. */
const STOPPED_BY_PRESSURE = [
  "=it|=nose|=bleeding|=nosebleed|=blood|=finally|=then|=has|=had|=and|=which =stopped|=stops ~3 =after|=with|=when|=by ~3 =pinching|=pinched|=pressing|=pressure|=squeezing",
  "=pinching|=pinched|=pressing|=pressure ~10 =it|=bleeding|=nosebleed|=blood|=finally|=then|=has|=had|=and|=which =stopped",
  "=stopped ~2 =after|=with|=when|=by ~2 =pinching|=pinched|=pressing|=pressure|=squeezing",
];

export const NOSEBLEED =
  /\b(?:nosebleeds?|nose bleeds?|nose (?:has |had )?bled|nose (?:is |has been |keeps |wont stop )?bleeding|bleeding (?:from|out of) (?:his |her |the |their )?nose|blood (?:pouring |coming |running )?(?:from|out of) (?:his |her |the |their )?nose|nose (?:\w+ ){0,2}(?:pouring|gushing|streaming|pumping|poured|gushed|streamed)\b(?: (?:with )?blood)?)/;
/** A wound beside the nosebleed: a cut, a split lip, a bitten tongue, a knock to the face. */
export const WOUND_BESIDE =
  /\b(?:cut|cuts|gash\w*|wound|split|graze\w*|bitten|tongue|lip|lips|broken|bent|swollen|fell|fall|hit|punched|whacked|smashed|bashed|banged)\b/;
/** Still going despite pinching, or pouring. */
const NOSEBLEED_GOING_ON =
  /\b(?:(?:wont|will not|doesnt|isnt|not) (?:\w+ ){0,2}stop\w*|still (?:\w+ ){0,2}(?:going|bleeding|pouring|coming|running|dripping)|pouring|gushing|(?:pinch\w*|press\w*|squeez\w*) (?:\w+ ){0,6}(?:still|keeps?|wont|not stopping|no use|not working|doesnt work))\b/;

/** "for 25 minutes", "half an hour": how long a bleed has gone on, in minutes (0 when not said). */
function bleedingMinutes(text: string): number {
  let most = 0;
  for (const m of text.matchAll(/(\d+) ?(?:min|mins|minutes)\b/g))
    most = Math.max(most, Number(m[1]));
  if (/\b(?:half an hour|an hour|over an hour|\d+ hours?)\b/.test(text)) most = Math.max(most, 30);
  return most;
}

/** "not deep, stopped bleeding": the "not" belongs to the size word, and the bleeding has stopped. */
export const NOT_SERIOUS_THEN_STOPPED =
  "not ~1 =deep|=bad|=big|=serious|=long|=wide|=huge|=large|=much|=heavy ~1 stop";

/** Bleeding that needs help now: heavy bleeding, a nosebleed that will not stop. */
export const bleedingRules: readonly RedFlagRule[] = [
  {
    id: "severe-bleeding",
    phrases: [
      {
        pattern:
          "blood ~3 =lot|=alot|=everywhere|=heavily|=badly|=gushing|=spurting|=pouring|=soaked|=soaking|=loads|=tons|=profusely",
        unless: ["not ~2 blood ~3 =lot|=alot|=much", "=little ~3 blood"],
      },
      "blood ~3 not ~2 stop",
      "=nosebleed|=nosebleeds ~6 not ~2 stop",
      // Pinched for minutes: an alarm while it goes on, not once it "stopped after pinching".
      {
        pattern: "=pinching|=pinched|=pressing ~8 =nose ~6 =minutes|=mins|=min",
        unless: STOPPED_BY_PRESSURE,
      },
      {
        pattern:
          "=nosebleed|=nosebleeds|=nose ~10 =pinching|=pinched|=pressing|=pressure ~6 =minutes|=mins|=min",
        unless: STOPPED_BY_PRESSURE,
      },
      "not ~2 stop ~8 =pinching|=pinched|=pressing|=pressure",
      "=pinching|=pinched|=pressing|=pressure ~12 not ~2 stop",
      "blood ~3 =nonstop",
      "blood ~3 =pumping|=squirting|=spraying|=pulsing|=streaming",
      "=pumping|=squirting|=spraying|=spurting|=gushing|=pouring ~3 =out|blood",
      // "soaking through nappies" is wee (a thirsty child weeing loads), not blood.
      {
        pattern:
          "=soaked|=soaking|=drenched ~4 =towel|=cloth|=bandage|=flannel|=tissue|=through|=plaster",
        unless: ["=soaking|=soaked|=drenched ~4 =nappies|=nappy|=diapers|=diaper"],
      },
      "=towel|=cloth|=bandage|=flannel|=tissues ~4 =soaked|=soaking|=drenched",
      "=nonstop ~3 blood",
      { pattern: "not ~2 stop ~2 blood", unless: [NOT_SERIOUS_THEN_STOPPED] },
      "=gushing|=spurting",
      // "gashed his head open… it's pouring and won't stop": a wound that pours, blood unnamed.
      "cut|=split|=sliced|=opened ~12 =pouring|=streaming|=pumping",
      {
        pattern: "cut|=split|=sliced ~12 not ~1 stop",
        unless: [
          "not ~1 stop ~2 cry|scream|=whining|=moaning|=talking|=fussing|=screaming|=crying",
          NOT_SERIOUS_THEN_STOPPED,
        ],
      },
      "=cut ~1 =off",
      // Bleeding that firm pressure has not stopped: "pressing a towel on it for 15 minutes and it's
      // still coming through", "still bleeding after 20 minutes", "soaked through the cloth".
      "=pressing|=pressure|=pressed|=holding|=held ~12 =still ~3 blood|=coming|=soaking|=seeping|=oozing",
      "=still ~1 blood ~4 =after ~3 =minutes|=mins|=min|=hour|=hours",
      // Pressure held and it keeps coming: "pressing for 15 mins it keeps pouring through the towel".
      {
        pattern:
          "=pressing|=pressure|=pressed|=holding|=held ~12 =keeps|=keep|=still ~2 =pouring|=bleeding|=gushing|=streaming|=coming|=seeping|=running",
        unless: [
          "=bit|=little|=tiny|=slightly|=spot|=spots ~3 =bleeding|blood",
          "=bleeding ~2 =bit|=little|=slightly",
          "=holding|=held ~3 =baby|=him|=her ~6 =still ~2 =running",
        ],
      },
      "=pouring|=streaming|=gushing|=seeping|=running ~2 =through ~3 =towel|=towels|=cloth|=bandage|=gauze|=tissue|=tissues|=plaster|=dressing|=flannel",
      "blood|=coming|=soaking|=soaked ~2 =through ~3 =towel|=towels|=cloth|=bandage|=gauze|=tissue|=tissues|=plaster|=nappy|=dressing",
    ],
  },
  {
    id: "nosebleed-wont-stop",
    when: (f) =>
      f.says(NOSEBLEED) &&
      !f.says(/\b(?:stopped|has stopped|its stopped)\b/) &&
      (f.says(NOSEBLEED_GOING_ON) || bleedingMinutes(f.text) >= 20),
    educational: true,
    pastOnly: true,
  },
];
