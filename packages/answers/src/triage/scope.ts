import type { Facts } from "./facts.js";
import { isInjection } from "./scope-injection.js";
import { scopeSignals } from "./scope-signals.js";
import { isSmallTalk } from "./small-talk.js";

/**
 * "parenting" when the question is about babies, toddlers, children's care, parenting, or a parent's
 * pregnancy or postpartum health; "off-topic" for other domains, for instructions to change the
 * assistant's rules, and for questions with no sign of either.
 */
export function classifyScope(
  question: Facts,
  conversation: Facts | null,
): "parenting" | "off-topic" {
  if (isInjection(question.text)) return "off-topic";
  if (isSmallTalk(question.text)) return "parenting";
  // "What should I tell my boss" after the child's illness: the conversation is about the child, the
  // message is the parent's own affair.
  if (scopeSignals(question).adultMatter) return "off-topic";
  // A continuation ("and at 6 months?", "can I put butter on it while we wait?") is judged with the
  // conversation it continues: alone it may name no child, or mostly everyday words.
  const s = scopeSignals(conversation ?? question);
  if (s.parenting > s.offTopic) return "parenting";
  return "off-topic";
}
