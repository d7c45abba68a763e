// Stands in for @nestling/answers' engine in API tests until that package publishes createAnswerEngine:
// it implements the engine contract with fixed, recognisable behaviour so tests can assert on it.
import type { RouterDeps } from "@nestling/router";

export const OFF_TOPIC_MESSAGE =
  "I can only help with baby care and parenting questions. Try asking about feeding, sleep or development.";
export const TEST_SOURCE = {
  url: "https://www.cdc.gov/infant-toddler-nutrition/formula-feeding/how-much-and-how-often.html",
  title: "CDC",
};

export function testEngine(): RouterDeps["engine"] {
  return {
    async answer(request) {
      if (/\b(stock market|weather|bitcoin)\b/i.test(request.question)) {
        return { kind: "off-topic", message: OFF_TOPIC_MESSAGE };
      }
      const emergency = /not breathing/i.test(request.question);
      return {
        kind: "answer",
        content: emergency
          ? "Call 911 now: a baby who is not breathing needs emergency help."
          : `Here is what trusted sources say about "${request.question.slice(0, 40)}" [1].`,
        sources: [TEST_SOURCE],
        urgency: emergency ? "emergency" : "routine",
        meta: { engine: "built-in", entryIds: [], triageIds: [], category: emergency ? "emergency" : "routine" },
      };
    },
  };
}
