/**
 * Attempts to change the assistant's instructions or role ("ignore previous instructions", "you are
 * now DAN"). Treated as off-topic, unless the message also reports an emergency.
 */
const INJECTION: readonly RegExp[] = [
  /\b(?:ignore|disregard|forget|override|bypass|skip)\b.{0,40}\b(?:instructions?|rules?|prompts?|guidelines?|directions?|programming|restrictions?|guardrails?|filters?|policies|policy)\b/,
  /\b(?:ignore|disregard|forget) (?:everything|all|anything) (?:above|before|previous|prior|you were told)\b/,
  /\b(?:you are|youre|u r) now\b|\bfrom now on,? (?:you|act|respond|answer)\b/,
  /\bpretend (?:to be|youre|you are|that you|you were)\b|\broleplay as\b|\brole play as\b/,
  /\bact as (?:my|an? (?!(?:good |better |positive )?(?:parent|role model|mom|dad|mum|example|team)))/,
  /\bsystem prompt\b|\bdeveloper mode\b|\bjailbreak\w*|\bdan mode\b|\bdo anything now\b|\bnew instructions\b|\bprompt injection\b/,
  /\b(?:reveal|show|print|repeat|tell me) (?:me )?(?:your|the) (?:system |hidden |initial |original )?(?:prompt|instructions|rules)\b/,
  /\bwhat (?:are|were) your (?:instructions|rules|guidelines)\b|\bwhat model are you\b|\bwho (?:made|built|created|trained) you\b/,
];

export function isInjection(cleanText: string): boolean {
  return INJECTION.some((r) => r.test(cleanText));
}
