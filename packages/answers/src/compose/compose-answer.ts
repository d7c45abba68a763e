import type { KnowledgeEntry } from "../knowledge/knowledge-entry.js";
import { entryParts } from "../knowledge/knowledge-entry.js";
import { ageRelation, entryPassages } from "../knowledge/passages.js";
import { catalogue, protocol } from "../protocols/load-protocols.js";
import { DISPOSITION_RANK } from "../protocols/protocol.js";
import { namedSubstance } from "../protocols/substance.js";
import type { RedFlagMatch, RiskyRedirect } from "../triage/index.js";
import { ageNote } from "./compose-routine.js";
import type { ChildContext } from "./child-context.js";
import { Citations, type ComposedAnswer, type SourceLookup } from "./citations.js";
import { stepsForAge } from "./steps-for-age.js";

export type { ComposedAnswer, SourceLookup };

/**
 * Whether a match describes only the child's state (floppy, blue, bleeding heavily): a situation
 * found beside it (heatstroke, choking, a poison, a birth) says better what to do.
 */
function isGeneral(match: RedFlagMatch): boolean {
  return catalogue().signs.get(match.id)?.general ?? false;
}

/**
 * The match whose script leads: the most specific one. Among the matches at the card's level (or,
 * for an emergency, any emergency level), the first situation sign; the first match when every one
 * is general.
 */
export function leadMatch(matches: readonly RedFlagMatch[]): RedFlagMatch | undefined {
  const top = matches[0];
  if (!top) return undefined;
  const sameCard = matches.filter((m) =>
    top.urgency === "emergency" ? m.urgency === "emergency" : m.disposition === top.disposition,
  );
  return sameCard.find((m) => !isGeneral(m)) ?? top;
}

/**
 * How an emergency card is worded: in full the first time; "again" (the steps and what not to do)
 * and then "brief" (the action and what not to do) when the conversation already holds it, so that
 * a card is never repeated word for word.
 */
export const EMERGENCY_VARIANTS = ["full", "again", "brief"] as const;
export type EmergencyVariant = (typeof EMERGENCY_VARIANTS)[number];

/**
 * What the parent named ("drain cleaner", "yew berries"), from the protocol's reviewed list, with
 * the line for its kind; nothing when the message names nothing listed.
 */
function substanceLines(lead: RedFlagMatch, question: string | undefined): string[] {
  const p = question ? catalogue().byId.get(lead.protocolId) : undefined;
  const named = p && question ? namedSubstance(p, question) : null;
  return named ? [named.advice, ""] : [];
}

/** How many pages a card cites at most: enough to back its lines, few enough to be read. */
export const CARD_SOURCES_MAX = 4;

/**
 * The pages a card cites: those of the signs whose words it shows, in the order shown (the action
 * line's first), at most CARD_SOURCES_MAX, each sign keeping at least its first page. The other
 * findings are only named for the doctor or the emergency team, so their pages (often another
 * topic's: a fever sheet under a seizure card) are not cited.
 */
export function cardSources(shown: readonly RedFlagMatch[]): string[][] {
  const taken = new Set<string>();
  return shown.map((m, i) => {
    const own = m.sources.filter((url) => !taken.has(url));
    const room = Math.max(1, CARD_SOURCES_MAX - taken.size - (shown.length - i - 1));
    const cited = own.slice(0, room);
    for (const url of cited) taken.add(url);
    return cited;
  });
}

/** Emergency: the action first, then what to do while waiting, and nothing to try instead. */
export function composeEmergency(
  matches: readonly RedFlagMatch[],
  lookup: SourceLookup,
  options: {
    variant?: EmergencyVariant;
    question?: string;
    ageMonths?: number | null;
    /** Help is coming: this line leads instead of the call line (see `composeWaiting`). */
    waiting?: RedFlagMatch;
  } = {},
): ComposedAnswer {
  const cite = new Citations(lookup);
  const emergencies = matches.filter((m) => m.urgency === "emergency");
  const all = emergencies.length > 0 ? emergencies : matches;
  const top = all[0];
  if (!top) throw new Error("composeEmergency needs at least one red-flag match");
  const lead = leadMatch(all) ?? top;
  // The level is the most urgent match's; when the situation's own level is lower (an
  // intussusception in a floppy baby), the urgent match's action line states the level first.
  const levelFirst = DISPOSITION_RANK[lead.disposition] > DISPOSITION_RANK[top.disposition];
  const [actionPages = [], leadPages = []] = cardSources(levelFirst ? [top, lead] : [lead]);
  const variant = options.variant ?? "full";
  if (options.waiting) return composeWaiting(lead, options.waiting, cite, variant, options);
  // Shown again, the action is its instruction alone: the reason was given with the first card.
  const action = (m: RedFlagMatch) => (variant === "full" ? m.action : instructionOf(m.action));
  const lines = levelFirst
    ? [
        `${action(top)} ${cite.markers(actionPages)}`,
        "",
        `**What you describe may be:** ${lead.label} ${cite.markers(leadPages)}`,
        "",
      ]
    : [`${action(lead)} ${cite.markers(actionPages)}`, ""];
  lines.push(...substanceLines(lead, options.question));
  // One protocol's steps: steps stacked from several protocols repeat and can contradict each other
  // ("keep upright" and "lay on the side"); the others are named for the emergency team below.
  const steps = stepsForAge(lead.whileWaiting, options.ageMonths ?? null);
  if (steps.length > 0 && variant !== "brief")
    lines.push("**While you wait**", ...steps.map((s) => `- ${s}`), "");
  if (variant !== "full") {
    // The card was shown before in this conversation: the action (and the steps, the danger may be
    // back), then the protocol's "do not" list instead of the other findings.
    const doNot = protocol(lead.protocolId).doNot;
    if (doNot.length > 0) lines.push("**Do not**", ...doNot.map((s) => `- ${s}`));
    return cite.finish(lines);
  }
  const shown = new Set([lead.label, ...(levelFirst ? [top.label] : [])]);
  const alsoNoted = all.filter(
    (m) => m !== lead && !(levelFirst && m === top) && !shown.has(m.label),
  );
  if (alsoNoted.length > 0) {
    lines.push(
      `**Also tell the emergency team about:** ${unique(alsoNoted.map((m) => m.label)).join("; ")}`,
    );
  }
  return cite.finish(lines);
}

/**
 * Help is coming: the line that says so (no call line), then the emergency's own while-you-wait
 * steps and "do not" list; shown again ("brief"), the line and the "do not" list only.
 */
function composeWaiting(
  lead: RedFlagMatch,
  waiting: RedFlagMatch,
  cite: Citations,
  variant: EmergencyVariant,
  options: { question?: string; ageMonths?: number | null },
): ComposedAnswer {
  const [pages = [], leadPages = []] = cardSources([waiting, lead]);
  const lines = [`${waiting.action} ${cite.markers(pages)}`, ""];
  lines.push(...substanceLines(lead, options.question));
  const steps = stepsForAge(lead.whileWaiting, options.ageMonths ?? null);
  if (steps.length > 0 && variant !== "brief")
    lines.push(`**While you wait** ${cite.markers(leadPages)}`, ...steps.map((s) => `- ${s}`), "");
  const doNot = protocol(lead.protocolId).doNot;
  if (doNot.length > 0) lines.push("**Do not**", ...doNot.map((s) => `- ${s}`));
  return cite.finish(lines);
}

/**
 * An action line's instruction without its reason: "Call 911 now and start choking first aid: a
 * child who is choking… needs help in seconds" → "Call 911 now and start choking first aid."
 */
export function instructionOf(action: string): string {
  const at = action.indexOf(": ");
  return at > 0 ? `${action.slice(0, at)}.` : action;
}

/** Urgent: call the pediatrician now first; then what helps meanwhile and the relevant article. */
export function composeUrgent(
  matches: readonly RedFlagMatch[],
  entry: KnowledgeEntry | null,
  child: ChildContext | null,
  lookup: SourceLookup,
  ageMonths: number | null = child?.ageMonths ?? null,
  statedAge: number | null = null,
): ComposedAnswer {
  const cite = new Citations(lookup);
  const first = leadMatch(matches);
  if (!first) throw new Error("composeUrgent needs at least one red-flag match");
  const others = matches.filter((m) => m !== first);
  const [pages = []] = cardSources([first]);
  const lines = [`${first.action} ${cite.markers(pages)}`, ""];
  const steps = stepsForAge(first.whileWaiting, statedAge);
  if (steps.length > 0)
    lines.push("**Until you speak to them**", ...steps.map((s) => `- ${s}`), "");
  const mention = others.filter((m) => m.label !== first.label);
  if (mention.length > 0)
    lines.push(`**Also mention:** ${unique(mention.map((m) => m.label)).join("; ")}`, "");
  if (entry) lines.push(...entrySection(entry, child, cite, { heading: true, ageMonths }));
  return cite.finish(lines);
}

/**
 * A request that would put the child at risk: the safe alternative instead, then the reviewed
 * article on the subject (when one fits) under it, so the parent still gets the full picture.
 */
export function composeRisky(
  risky: RiskyRedirect,
  before: readonly RedFlagMatch[],
  lookup: SourceLookup,
  entry: KnowledgeEntry | null = null,
): ComposedAnswer {
  const cite = new Citations(lookup);
  const lines: string[] = [];
  const urgent = before[0];
  if (urgent) lines.push(`${urgent.action} ${cite.markers(cardSources([urgent])[0] ?? [])}`, "");
  const paragraphs = risky.redirect.trim().split(/\n\s*\n/);
  // The markers go at the end of the first paragraph, the redirect's main claim.
  paragraphs[0] = `${paragraphs[0]} ${cite.markers(risky.sources)}`;
  lines.push(...paragraphs.join("\n\n").split("\n"));
  if (entry) lines.push("", ...entrySection(entry, null, cite, { heading: true }));
  return cite.finish(lines);
}

function entrySection(
  entry: KnowledgeEntry,
  child: ChildContext | null,
  cite: Citations,
  options: { heading: boolean; ageMonths?: number | null },
): string[] {
  const parts = entryParts(entry.body);
  const lines: string[] = [];
  if (options.heading) lines.push(`**${entry.title}**`);
  lines.push(`${parts.lead} ${cite.markers(entry.sources)}`);
  const personal = personalLine(entry, child);
  if (personal) lines.push("", personal);
  // With the child's age known, lines written for another age (a newborn's fever rule under a
  // toddler's question) are left out.
  const age = options.ageMonths ?? null;
  const fits = (kind: "bullet" | "call") =>
    entryPassages(entry)
      .filter((p) => p.kind === kind && (age === null || ageRelation(p, age) === "now"))
      .map((p) => p.text);
  const bullets = fits("bullet");
  const whenToCall = fits("call");
  if (bullets.length > 0) lines.push("", ...bullets.map((b) => `- ${b}`));
  if (whenToCall.length > 0) {
    lines.push(
      "",
      `**${parts.whenToCallHeading ?? "When to call the doctor"}**`,
      ...whenToCall.map((b) => `- ${b}`),
    );
  }
  return lines;
}

/** One sentence when the child's age lies outside the entry's range; nothing when it fits. */
function personalLine(entry: KnowledgeEntry, child: ChildContext | null): string | null {
  return ageNote({ entry }, child);
}

function unique(items: readonly string[]): string[] {
  return [...new Set(items)];
}
