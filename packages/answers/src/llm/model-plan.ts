// What the engine hands over when the model is to write an answer, and how the model's reply
// becomes the answer. Light on purpose (citations and region names only): the server's main
// thread runs the model call and this, while triage and retrieval run on worker threads.
import {
  OFF_TOPIC_REPLY,
  formatCitations,
  type ChatMessage,
  type Source,
} from "@nestling/citations";
import type { Disposition } from "../protocols/protocol.js";
import { localize, type Region } from "../protocols/regions.js";
import type { AnswerResult, Urgency } from "../types.js";

export type ModelAnswer = Extract<AnswerResult, { kind: "answer" }>;

/** Triage's action, written before the model's text of an urgent answer. */
export interface AnswerLead {
  /** The action line and the steps until the call, citing `sources` as `[1]`, `[2]`… */
  text: string;
  sources: Source[];
  /** `text` formatted on its own: citation links to `sources`, as a reader sees it first. */
  markdown: string;
}

/** Everything needed to ask the model and make its reply the answer; a structured clone can carry it. */
export interface ModelPlan {
  messages: ChatMessage[];
  /** The prompt's numbered passages: the model's `[k]` is `passages[k - 1]`. */
  passages: Source[];
  /** The knowledge entry behind each passage. */
  entryIds: string[];
  lead: AnswerLead | null;
  region: Region;
  urgency: Urgency;
  disposition: Disposition;
  category: "urgent" | "routine";
  triageIds: string[];
  /** The built-in answer, for when the model fails or its reply cannot be used. */
  fallback: ModelAnswer;
}

/** The parts of a plan that describe the answer, without the prompt and the fallback. */
export type StreamedPlan = Pick<
  ModelPlan,
  "passages" | "entryIds" | "region" | "urgency" | "disposition" | "category" | "triageIds"
>;

/** An answer that needs no model (emergency, refusal, small talk, built-in), or the model's plan. */
export type PreparedAnswer =
  { kind: "done"; result: AnswerResult } | { kind: "model"; plan: ModelPlan };

/**
 * An answer as it is written. `start` opens a model's answer: the lead (triage's action, already
 * formatted) and the sources its text may cite, for formatting it as it grows (see
 * `streamSources`); `text` is the model's next piece; `answer` is the finished answer (or the
 * built-in one when the model failed), always last unless the reader stopped first.
 */
export type AnswerEvent =
  | {
      type: "start";
      lead: string;
      sources: Source[];
      urgency: Urgency;
      disposition: Disposition;
      /** What `stoppedModelAnswer` needs, should the reader stop. */
      plan: StreamedPlan;
    }
  | { type: "text"; text: string }
  | { type: "answer"; result: AnswerResult };

/**
 * The sources for formatting a streamed answer: the passages first, so the model's `[k]` names
 * passage k, then the lead's, whose links (written out in `lead.markdown`) are cited by address.
 */
export function streamSources(plan: ModelPlan): Source[] {
  return [...plan.passages, ...(plan.lead?.sources ?? [])];
}

/** Why a reply was not used; the built-in answer is given instead. */
export class UnusableReplyError extends Error {
  override readonly name = "UnusableReplyError";
}

/**
 * The model's whole reply as the answer: citations numbered and checked (at least one passage
 * must be cited), links to anything else made plain text, triage's lead before it. Throws an
 * `UnusableReplyError` when the reply refuses the question or cites nothing.
 */
export function finishModelAnswer(plan: ModelPlan, reply: string): ModelAnswer {
  if (reply.includes(OFF_TOPIC_REPLY))
    throw new UnusableReplyError("the model refused a question triage found on-topic");
  const formatted = formatCitations(reply.trim(), { sources: plan.passages });
  if (formatted.sources.length === 0)
    throw new UnusableReplyError("the reply cites none of the passages");
  const cited = new Set(formatted.sources.map((s) => s.url));
  const entryIds = plan.entryIds.filter((_, i) => cited.has((plan.passages[i] as Source).url));
  let content = stripUncitedLinks(formatted.markdown, cited);
  let sources = formatted.sources;
  if (plan.lead) {
    // Numeric markers name the lead's sources; the model's links are renumbered after them.
    const joined = formatCitations(`${plan.lead.text}${content}`, {
      sources: [...plan.lead.sources, ...sources],
    });
    content = joined.markdown;
    sources = joined.sources;
  }
  return modelResult(plan, content, sources, entryIds);
}

/**
 * What a reader was shown of an answer they stopped: the lead and the model's text so far, as
 * formatted while it streamed (see `createCitationStream`) and already in the region's wording
 * (see `createLocalizeStream`), with links to anything not cited made plain text.
 */
export function stoppedModelAnswer(
  plan: StreamedPlan,
  shown: string,
  sources: Source[],
): ModelAnswer {
  const cited = new Set(sources.map((s) => s.url));
  const entryIds = plan.entryIds.filter((_, i) => cited.has((plan.passages[i] as Source).url));
  const content = stripUncitedLinks(shown.trim(), cited);
  return { ...modelResult(plan, content, sources, entryIds), content };
}

function modelResult(
  plan: StreamedPlan,
  content: string,
  sources: Source[],
  entryIds: string[],
): ModelAnswer {
  return {
    kind: "answer",
    content: localize(content, plan.region),
    sources,
    urgency: plan.urgency,
    disposition: plan.disposition,
    meta: { engine: "llm", entryIds, triageIds: plan.triageIds, category: plan.category },
  };
}

/** Links the model wrote to anything it was not given become plain text; images are dropped. */
export function stripUncitedLinks(markdown: string, cited: ReadonlySet<string>): string {
  return markdown
    .replace(/!\[[^\]\n]*\]\([^)\n]*\)/g, "")
    .replace(
      /\[([^\]\n]*)\]\(<?([^)\s>]*)>?(?:\s+"[^"\n]*")?\)/g,
      (whole, text: string, url: string) => (cited.has(url) ? whole : text),
    );
}
