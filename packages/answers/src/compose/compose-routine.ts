import { entryParts } from "../knowledge/knowledge-entry.js";
import { ageRelation, type Passage } from "../knowledge/passages.js";
import type { AnswerPlan } from "../retrieval/rank-passages.js";
import { ageInWords, describeAge, type ChildContext } from "./child-context.js";
import { Citations, type ComposedAnswer, type SourceLookup } from "./citations.js";
import { quickHeader } from "./quick-header.js";

/**
 * A routine answer, answer first: the passage that answers the question, then the supporting
 * passages that apply at the child's age, what changes later, when to call the doctor, and at most
 * one related article. Every line cites the sources of the passages on it; a passage that only
 * inherits its article's sources is covered by the article's first citation. The wording around
 * passages is connective only: every clinical sentence comes from the knowledge files.
 */
export function composePlannedRoutine(
  plan: AnswerPlan,
  child: ChildContext | null,
  lookup: SourceLookup,
  options: { asksWhen?: boolean } = {},
): ComposedAnswer {
  const cite = new Citations(lookup);
  const markers = (p: Passage) => {
    const urls = p.ownSources ? p.sources : likelySources(p, lookup).filter((u) => !cite.has(u));
    return urls.length > 0 ? ` ${cite.markers(urls)}` : "";
  };
  // A quick answer keeps its question, so the reader sees which age or case it is for; the one
  // leading is this child's answer, so its question names no other age (see quickHeader).
  const header = plan.lead.question && quickHeader(plan.lead.question, child?.ageMonths ?? null);
  const text = (p: Passage, lead = false) =>
    p.question === null
      ? p.text
      : lead
        ? header
          ? `**${header}** ${p.text}`
          : p.text
        : `${p.question} ${p.text}`;
  // "and at 9 months?": the first words say which age the answer is for.
  const forAge = plan.forAge != null ? `At ${ageInWords(plan.forAge)}: ` : "";
  const lines = [`${forAge}${text(plan.lead, true)}${markers(plan.lead)}`];
  const note = ageNote(plan.lead, child, options.asksWhen ?? false);
  if (note) lines.push("", note);
  if (plan.support.length > 0)
    lines.push("", ...plan.support.map((p) => `- ${text(p)}${markers(p)}`));
  if (plan.later.length > 0) {
    const who = child?.name ?? "your child";
    lines.push(
      "",
      `**As ${who} gets older**`,
      ...plan.later.map((p) => `- ${text(p)}${markers(p)}`),
    );
  }
  if (plan.call.length > 0) {
    const heading = callHeading(plan.lead);
    lines.push("", `**${heading}**`, ...plan.call.map((p) => `- ${p.text}${markers(p)}`));
  }
  if (plan.related) {
    const { entry } = plan.related;
    const title = /[.?!]$/.test(entry.title) ? entry.title : `${entry.title}.`;
    const first = entry.sources[0];
    lines.push(
      "",
      `**Related: ${title}** ${plan.related.text}${first ? ` ${cite.markers([first])}` : ""}`,
    );
  }
  return cite.finish(lines);
}

/**
 * The entry sources a passage without its own "(source N)" most likely rests on: those whose
 * title and address share the most words with it (at least half as many as the best). When no
 * page shares any, all the entry's sources, as before: nothing says which one it is.
 */
export function likelySources(passage: Passage, lookup: SourceLookup): string[] {
  const said = new Set(contentWords(passage.text));
  const overlap = passage.sources.map((url) => {
    const page = contentWords(`${lookup(url).title} ${url.replace(/[/_.-]+/g, " ")}`);
    return new Set(page.filter((w) => said.has(w))).size;
  });
  const best = Math.max(0, ...overlap);
  if (best === 0) return passage.sources;
  return passage.sources.filter((_, i) => (overlap[i] ?? 0) * 2 >= best);
}

/** Lower-case stems of a text's longer words: "teething" and "teeth" both give "teeth". */
function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]{4,}/g) ?? [])
    .filter((w) => !COMMON.has(w))
    .map((w) => w.replace(/(?:ing|ies|es|s)$/, ""));
}

/** Words every page and passage shares, which say nothing about which page backs a claim. */
const COMMON = new Set(
  "baby babies your with that this from have they them their when what will about more most only into than then also child children https www html aspx pages page english health what".split(
    " ",
  ),
);

function callHeading(lead: Passage): string {
  return entryParts(lead.entry.body).whenToCallHeading ?? "When to call the doctor";
}

/**
 * When the child's age lies outside the article's range, one plain sentence says so. Nothing is
 * said when it fits: a line like "this applies now" reads as advice to act. Nor when a "when"
 * question's lead names the age still ahead ("usually from about 6 months" for a baby of 5
 * months): that age is the answer, not a mismatch.
 */
export function ageNote(
  passage: Pick<Passage, "entry"> & Partial<Pick<Passage, "ages">>,
  child: ChildContext | null,
  asksWhen = false,
): string | null {
  const age = child?.ageMonths ?? null;
  if (!child || age === null) return null;
  // A passage that itself speaks of the child's age ("How much sleep does a 3 or 4 year old
  // need?") applies, whatever the range of its article.
  const ages = passage.ages ?? [];
  if (ages.length > 0 && ageRelation({ ages }, age) === "now") return null;
  if (asksWhen && ages.length > 0 && ageRelation({ ages }, age) === "later") return null;
  const { entry } = passage;
  const who = child.name ?? "Your child";
  const whole = Math.floor(age);
  if (whole < entry.ageMin)
    return `${who} is ${describeAge(age)}; this is written for children from ${ageInWords(entry.ageMin)}, so it does not apply yet — check with your pediatrician.`;
  // An older child than the article's: say up to what age it was written for, in the words a
  // parent uses ("up to 3 years", not "0–36 months"), and that some of it may not fit now.
  if (whole > entry.ageMax) {
    const band =
      entry.ageMin === 0
        ? `children up to ${ageInWords(entry.ageMax)}`
        : entry.ageMin === entry.ageMax
          ? `children of ${ageInWords(entry.ageMin)}`
          : `children of ${ageInWords(entry.ageMin)} to ${ageInWords(entry.ageMax)}`;
    return `${who} is ${describeAge(age)}; this is written for ${band}, so some of it may not fit at this age — ask your pediatrician what is different now.`;
  }
  return null;
}
