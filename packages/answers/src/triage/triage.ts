import { DISPOSITION_RANK } from "../protocols/protocol.js";
import { buildFacts } from "./facts.js";
import { ruleMatches, toMatch } from "./rule.js";
import { RED_FLAG_RULES, riskyRedirect, riskyRules } from "./rules/index.js";
import { safetyNet } from "./safety-net.js";
import { classifyScope, isAboutPetOnly } from "./scope.js";
import type { ChatTurn, RedFlagMatch, TriageContext, TriageResult, Urgency } from "./types.js";

/** Questions this short, or starting like a follow-up, are read together with the recent user turns. */
const FOLLOW_UP_MAX_WORDS = 15;
const FOLLOW_UP_START =
  /^\s*(?:and|also|plus|now|still|but|then|what about|how about|ok|okay|update|same|again|he|she|hes|shes|he's|she's|they|it|its|it's|this|that)\b/i;
const HISTORY_USER_TURNS = 3;

function isFollowUp(question: string): boolean {
  const words = question.trim().split(/\s+/).filter(Boolean).length;
  return words <= FOLLOW_UP_MAX_WORDS || FOLLOW_UP_START.test(question);
}

function recentUserTurns(history: readonly ChatTurn[] | undefined): string[] {
  if (!history) return [];
  return history
    .filter((t) => t.role === "user" && typeof t.content === "string" && t.content.trim() !== "")
    .slice(-HISTORY_USER_TURNS)
    .map((t) => t.content);
}

const RANK: Record<RedFlagMatch["urgency"], number> = { emergency: 0, urgent: 1 };

/**
 * Safety triage of a parent's question, run before anything else; nothing downstream may lower its
 * urgency. Emergencies win over everything, including off-topic text and attempts to change the rules.
 */
export function triage(question: string, context: TriageContext = {}): TriageResult {
  const contextAge =
    typeof context.babyAgeMonths === "number" && Number.isFinite(context.babyAgeMonths)
      ? context.babyAgeMonths
      : null;
  const questionFacts = buildFacts(question, contextAge);
  const earlier = isFollowUp(question) ? recentUserTurns(context.history) : [];

  // A follow-up is triaged with the earlier user turns, but an age in the new question wins
  // ("and at 6 months?"), then the latest age in the conversation, then the profile.
  let historyAge: number | null = null;
  for (let i = earlier.length - 1; i >= 0 && historyAge === null; i--)
    historyAge = buildFacts(earlier[i]!, null).textAgeMonths;
  const textAge = questionFacts.textAgeMonths ?? historyAge;
  const facts =
    earlier.length > 0
      ? buildFacts([...earlier, question].join(" . "), textAge ?? contextAge)
      : questionFacts;
  if (earlier.length > 0 && questionFacts.textAgeMonths !== null)
    facts.ageMonths = questionFacts.textAgeMonths;

  // Red-flag rules are for children: "my cat is not breathing" is refused like any other off-topic question.
  if (isAboutPetOnly(questionFacts))
    return {
      urgency: "routine",
      disposition: "home",
      scope: "off-topic",
      matches: [],
      risky: null,
      ageInMonths: textAge,
    };

  const matches = RED_FLAG_RULES.filter((rule) => ruleMatches(rule, facts))
    .map(toMatch)
    .sort((a, b) => DISPOSITION_RANK[a.disposition] - DISPOSITION_RANK[b.disposition]);
  // The safety net catches emergencies phrased in ways no rule foresaw; it only ever raises urgency.
  if (matches[0]?.urgency !== "emergency") {
    const net = safetyNet(facts);
    if (net && (matches.length === 0 || RANK[net.urgency] < RANK[matches[0]!.urgency]))
      matches.unshift(net.match);
  }
  const urgency: Urgency = matches[0]?.urgency ?? "routine";

  const riskyRule = riskyRules.find((r) => r.test(facts)) ?? null;
  const risky = riskyRule ? riskyRedirect(riskyRule) : null;

  const scope =
    matches.length > 0 || risky
      ? "parenting"
      : classifyScope(questionFacts, earlier.length > 0 ? facts : null);

  const disposition = matches[0]?.disposition ?? "home";
  return { urgency, disposition, scope, matches, risky, ageInMonths: textAge };
}
