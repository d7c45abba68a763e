import { asks } from "./asked-part.js";

/**
 * What a turn asks when it only checks the earlier answer against the child it describes: "does
 * that change it?", "is that too late?", "still normal?", "any different?".
 */
const CHECKS_ANSWER =
  /^(?:(?:so|but|and|ok(?:ay)?|then)\s+)?(?:(?:does|would|will|could|can|is|was)\s+(?:that|this|it)\s+(?:\w+\s+)?(?:change|matter|make (?:a|any) difference|different|(?:too|very|a bit)\s+(?:late|early|young|old|much|little)|(?:still\s+)?(?:ok|okay|normal|fine|a problem|bad|worrying|late|early))|(?:still\s+)?(?:normal|ok|okay|fine)|any different|(?:still\s+)?(?:the\s+)?same (?:advice|answer|thing)|what now|now what)\b/i;

/**
 * Whether a turn re-asks the earlier question for the child it now describes: it names the
 * child's age ("she's actually 11 months", "he's 5 now and just started school", "mine is 14
 * months and doesn't point yet") and asks nothing of its own, or only whether that changes the
 * answer. The caller checks the age; this reads the asking. "she's 5, how do I stop the teasing?"
 * asks something new.
 */
export function recastsForAge(turn: string): boolean {
  const clauses = turn
    .trim()
    .split(/(?<=[?.!])\s+|,\s+|\s+(?=(?:does|is|would)\s+(?:that|this|it)\b)/i)
    .map((c) => c.trim())
    .filter((c) => c !== "");
  return clauses.every((c) => !asks(c) || CHECKS_ANSWER.test(c.replace(/[?.!]+$/, "")));
}
