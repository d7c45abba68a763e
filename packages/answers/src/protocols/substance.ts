import type { Protocol } from "./protocol.js";

export interface NamedSubstance {
  /** The name as the reviewed list writes it ("drain cleaner"). */
  name: string;
  kind: string;
  /** The kind's advice with the name in it. */
  advice: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * What the parent said the child got into, from the protocol's reviewed list of substances: the
 * first kind with a name in the message, and within it the first name listed (the list puts
 * "yew berries" before "berries"). Only a listed name is echoed, never the parent's own text.
 */
export function namedSubstance(protocol: Protocol, question: string): NamedSubstance | null {
  const text = ` ${question
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/[^a-z0-9]+/g, " ")} `;
  for (const s of protocol.substances)
    for (const word of s.words) {
      const plain = word.replace(/[^a-z0-9]+/g, " ");
      if (new RegExp(` ${escape(plain)}s? `).test(text))
        return { name: word, kind: s.kind, advice: s.advice.split("{substance}").join(word) };
    }
  return null;
}
