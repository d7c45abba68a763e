import type { PromptPassage } from "@nestling/citations";
import type { SourceLookup } from "../compose/citations.js";
import type { KnowledgeEntry } from "../knowledge/knowledge-entry.js";
import { entryPassages, type Passage } from "../knowledge/passages.js";
import { termShare, type AnswerPlan, type QuestionFrame } from "../retrieval/rank-passages.js";
import type { SearchHit } from "../retrieval/search-index.js";

/** Passages of an entry that is not the plan's, given to the model when they hold the question's words. */
const OTHER_ENTRY_PASSAGES = 3;

/**
 * The model's numbered grounding: the same passages the built-in answer uses (the plan's lead,
 * support, later and when-to-call passages first), then the best passages of the other retrieved
 * entries. One prompt passage per entry, under a source address no other prompt passage uses, so
 * a cited number names exactly one entry and its text.
 */
export function groundingPassages(
  plan: AnswerPlan | null,
  hits: readonly SearchHit[],
  frame: QuestionFrame,
  lookup: SourceLookup,
): { entries: KnowledgeEntry[]; passages: PromptPassage[] } {
  const entries: KnowledgeEntry[] = [];
  const passages: PromptPassage[] = [];
  if (!plan) return { entries, passages };
  const groups: [KnowledgeEntry, Passage[]][] = [
    [plan.lead.entry, [plan.lead, ...plan.support, ...plan.later, ...plan.call]],
  ];
  for (const { entry } of hits) {
    if (entry === plan.lead.entry) continue;
    const best = entryPassages(entry)
      .filter((p) => p.kind !== "call")
      .map((p) => ({ p, share: termShare(`${p.question ?? ""} ${p.text}`, frame) }))
      .sort((a, b) => b.share - a.share)
      .slice(0, OTHER_ENTRY_PASSAGES)
      .map((x) => x.p);
    if (plan.related?.entry === entry && !best.includes(plan.related)) best.unshift(plan.related);
    groups.push([entry, best]);
  }
  for (const [entry, chosen] of groups) {
    const url = entry.sources.find((u) => !passages.some((p) => p.url === u));
    if (url === undefined || chosen.length === 0) continue;
    const text = [
      `${entry.title} (ages ${entry.ageMin}–${entry.ageMax} months).`,
      ...chosen.map((p) =>
        p.kind === "quick"
          ? `- ${p.question} ${p.text}`
          : p.kind === "call"
            ? `- When to call the doctor: ${p.text}`
            : `- ${p.text}`,
      ),
    ].join("\n");
    entries.push(entry);
    passages.push({ ...lookup(url), text });
  }
  return { entries, passages };
}
