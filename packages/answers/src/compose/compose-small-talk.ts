import type { ChildContext } from "./child-context.js";
import type { SmallTalkKind } from "../triage/index.js";
import type { ComposedAnswer } from "./compose-answer.js";

/**
 * A short, warm reply to a message that is only a greeting, thanks or sign-off: no article is
 * cited because nothing was asked, but the emergency line is always there.
 */
export function composeSmallTalk(kind: SmallTalkKind, child: ChildContext | null): ComposedAnswer {
  const who = child?.name ?? "your little one";
  const opening = {
    thanks: `You're welcome, I'm glad it helped. If anything else comes up with ${who}, just ask.`,
    goodbye: `Take care of yourself and ${who}. I'm here whenever another question comes up, day or night.`,
    greeting: `Hi, I'm Nestling. Ask me anything about caring for ${who}, and I'll answer from trusted sources such as the CDC, the AAP and the NHS.`,
  }[kind];
  const lines = [opening];
  if (kind === "greeting") {
    lines.push(
      "",
      "- Feeding, sleep, development, behaviour, health, safety and everyday care are all welcome.",
      "- Your child's age and what you have noticed help me give a more useful answer.",
    );
  }
  lines.push(
    "",
    "If your child ever seems seriously unwell or is struggling to breathe, call 911 straight away.",
  );
  return { content: lines.join("\n"), sources: [] };
}
