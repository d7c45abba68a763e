import type { ChatTurn } from "../types.js";
import { rewriteFollowUp, type RewrittenQuestion } from "../understand/follow-up-rewrite.js";

/** Earlier questions followed back to the one a chain of changes started from. */
const MAX_CHAIN = 4;

/**
 * What this turn asks when it changes one thing of the question before it ("and at 3?" after "how
 * much sleep does a 1 year old need" asks how much sleep a 3 year old needs). The question before
 * may itself have been such a turn ("and at 3?" … "and in the UK?"): it is read as it was meant.
 */
export function followUpQuestion(
  question: string,
  history: readonly ChatTurn[],
): RewrittenQuestion | null {
  const asked = history
    .filter((t) => t.role === "user")
    .map((t) => t.content)
    .slice(-MAX_CHAIN);
  const [first, ...rest] = asked;
  if (first === undefined) return null;
  const previous = rest.reduce((meant, q) => rewriteFollowUp(meant, q)?.question ?? q, first);
  return rewriteFollowUp(previous, question);
}
