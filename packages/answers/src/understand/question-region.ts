/**
 * Whether a question is asked in British or American terms. Products, services and schedules
 * differ (Calpol 120 mg/5 ml vs Tylenol 160 mg/5 mL, NHS 111 vs a nurse line), and entries written
 * for one country say so in their title ("(UK)", "(US)", "in the UK").
 */
export type Region = "uk" | "us" | null;

const UK =
  /\b(?:calpol|nurofen|paracetamol|nappy|nappies|mum|mummy|gp|nhs|111|999|a ?& ?e|a and e|health visitor|cot|dummy|jabs|pram|nursery nurse|weaning|colour|favourite|fortnight|moses basket|babygro)\b/;
const US =
  /\b(?:tylenol|motrin|advil|acetaminophen|diaper|diapers|mom|mommy|pediatrician|911|er|crib|pacifier|binky|stroller|onesie|formula shortage|daycare|wic)\b/;

/** A country named outright ("in the UK", "in the US") says more than any word of its usage. */
const NAMED_UK = /\b(?:uk|u\.k\.?|britain|great britain|england|scotland|wales)\b/;
const NAMED_US = /\b(?:the us|the u\.s\.?|usa|u\.s\.a\.?|america|united states|the states)\b/;

export function questionRegion(question: string): Region {
  const text = question.toLowerCase().replace(/[’'`]/g, "");
  const namedUk = NAMED_UK.test(text);
  if (namedUk !== NAMED_US.test(text)) return namedUk ? "uk" : "us";
  const uk = UK.test(text);
  const us = US.test(text);
  return uk === us ? null : uk ? "uk" : "us";
}

/**
 * The country of a conversation: this turn's, or else the latest an earlier question showed. A
 * parent who wrote "nappy" or "GP" earlier is still in the UK when she asks about car seats.
 */
export function conversationRegion(question: string, earlier: readonly string[]): Region {
  const own = questionRegion(question);
  if (own !== null) return own;
  for (const q of [...earlier].reverse()) {
    const region = questionRegion(q);
    if (region !== null) return region;
  }
  return null;
}

/** The country an entry is written for, from its title; null for entries that serve both. */
export function entryRegion(title: string): Region {
  if (/\((?:UK)\)|\bin the UK\b|\bNHS\b/.test(title)) return "uk";
  if (/\((?:US)\)|\bin the US\b/.test(title)) return "us";
  return null;
}
