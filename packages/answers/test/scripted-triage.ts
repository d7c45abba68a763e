// A triage double for engine tests: a few scripted red flags, risky requests and off-topic words,
// so composition and the LLM path can be tested apart from the real rules in src/triage/.
import type { TriageFn } from "../src/answer-engine.js";
import type { RedFlagMatch, TriageResult } from "../src/triage/index.js";

const FEVER_PAGE =
  "https://healthychildren.org/English/health-issues/conditions/fever/Pages/When-to-Call-the-Pediatrician.aspx";
const SLEEP_PAGE = "https://safetosleep.nichd.nih.gov/";

export const NOT_BREATHING: RedFlagMatch = {
  id: "not-breathing",
  protocolId: "breathing-trouble",
  disposition: "911",
  label: "Not breathing",
  urgency: "emergency",
  action: "Call 911 now: a baby who is not breathing needs emergency help.",
  whileWaiting: [
    "Start infant CPR if you have been taught it; the dispatcher can talk you through it.",
    "Unlock the door for the ambulance crew.",
  ],
  sources: [FEVER_PAGE],
};

export const HIGH_FEVER: RedFlagMatch = {
  id: "fever-over-104",
  protocolId: "fever",
  disposition: "call-now",
  label: "Fever above 104 °F (40 °C)",
  urgency: "urgent",
  action: "Call your pediatrician now: a fever above 104 °F (40 °C) needs a doctor's advice today.",
  whileWaiting: ["Offer fluids often."],
  sources: [FEVER_PAGE],
};

export const scriptedTriage: TriageFn = (question) => {
  const q = question.toLowerCase();
  const age = /(\d+)\s*(?:month|mo\b)/.exec(q);
  const offTopic = /\b(?:stock|weather|python|recipe for beef)\b/.test(q);
  const neutral = /\b(?:hospital bag)\b/.test(q);
  const result: TriageResult = {
    urgency: "routine",
    disposition: "home",
    scope: offTopic || neutral ? "off-topic" : "parenting",
    standing: offTopic ? "off-topic" : neutral ? "neutral" : "parenting",
    matches: [],
    risky: null,
    ageInMonths: age ? Number(age[1]) : null,
  };
  if (/not breathing/.test(q))
    return { ...result, urgency: "emergency", disposition: "911", matches: [NOT_BREATHING] };
  if (/10[4-6]/.test(q) && /fever|temp/.test(q))
    return { ...result, urgency: "urgent", disposition: "call-now", matches: [HIGH_FEVER] };
  if (/benadryl to (?:make|help) .*sleep/.test(q)) {
    return {
      ...result,
      risky: {
        id: "sedating-to-sleep",
        protocolId: "risky-sedating-for-sleep",
        redirect:
          "Please don't give medicine to make a baby sleep: it is not safe and can slow breathing.\n\n- A calm, steady bedtime routine helps instead.",
        sources: [SLEEP_PAGE],
      },
    };
  }
  return result;
};
