import type { KnowledgeEntry } from "../knowledge/knowledge-entry.js";
import { entryPassages, type Passage } from "../knowledge/passages.js";
import type { Facet } from "../understand/question-intent.js";
import { compatibleIntents, facetFit, HAS_AMOUNT } from "./fact-fit.js";
import { isStopword, words } from "./query-terms.js";
import { SYNONYMS } from "./synonyms.js";
import { lightStem } from "./word-stems.js";
import type { QuestionFrame } from "./question-frame.js";
import type { ScoredPassage } from "./score-passage.js";
import { termShare } from "./term-share.js";

/**
 * A model of what each passage answers, matched against what the parent asks. A question and a
 * passage each come down to a pair: the thing asked about beyond the article's own subject (its
 * focus: "contagious" in "how long is hand, foot and mouth contagious", "dentist" in "when should
 * she first see the dentist") and the figure asked for (its facet: how long, how often, what
 * time, what age…). A quick answer's own question says exactly what it answers; a lead or a
 * bullet answers what its words speak of, with the figures it states. Within one article, the
 * passage whose pair is the parent's answers; one asking the same figure of another thing ("how
 * long does it last?" for "how long is it contagious?") is a neighbour and must not lead over it.
 */

/** Words that say whose age or which figure, not what about: never a question's focus. */
const FRAME = new Set(
  (
    "baby babies child children kid kids toddler toddlers newborn newborns infant infants son " +
    "daughter boy girl boys girls lo month months week weeks year years yr yrs old age ages day " +
    "days hour hours minute minutes often long many much time times usually normally normal " +
    "amounts need needs ok okay preschooler preschoolers tot tots " +
    // Light verbs and a parent's worry frame the asked thing ("should I give…", "how do I stop…").
    "give giving get getting stop stopping start starting make take keep put use let try go " +
    "going want wants help worried worry worrying still yet again really actually just " +
    // Units say which figure is asked (the facet), not about what.
    "ounces ounce oz ml per each every grams kg pounds lbs degrees"
  ).split(" "),
);

/**
 * What an entry is about: its title's and topics' words, less those that tell its quick answers
 * apart. A title that lists its parts ("room temperature, fridge and freezer", "brushing and
 * first dental visit") names what some of its quick answers ask and others do not; a title word
 * that most of them ask, or none ("NHS" in the NHS schedule), or most of the article says
 * ("alcohol" in an article on alcohol and breastfeeding) is what they share.
 */
function subjectWords(entry: KnowledgeEntry): string {
  let said = subjects.get(entry);
  if (said === undefined) {
    const named = [...new Set(words(`${entry.title} ${entry.topics.join(" ")}`))];
    const asked = entryPassages(entry)
      .filter((p) => p.kind === "quick" && p.question !== null)
      .map((p) => p.question ?? "");
    const apart = (w: string) => {
      const n = asked.filter((q) => holds(q, w)).length;
      return n > 0 && n * 2 < asked.length && heldBy(entry, w) < 0.5;
    };
    const kept = named.filter((w) => asked.length < 2 || !apart(w)).join(" ");
    // …with the words the search reads as the same ("jabs" are vaccines).
    said = [kept, ...SYNONYMS.filter(([p]) => p.test(kept)).map(([, same]) => same)].join(" ");
    subjects.set(entry, said);
  }
  return said;
}
const subjects = new WeakMap<KnowledgeEntry, string>();

/** Whether a term is one of the subject's words, or a form of one ("biter", "bites" for "biting"). */
function inSubject(subject: string, term: string): boolean {
  return holds(subject, term);
}

/** A word's root: "bite", "bites", "biting" and "biter" (one who bites) are one word here. */
function root(word: string): string {
  // "lying" and "lie": -ying is -ie with -ing.
  const w = (word.length >= 5 && word.endsWith("er") ? word.slice(0, -2) : word).replace(
    /ying$/,
    "ie",
  );
  return lightStem(w).replace(/e$/, "");
}

/** Whether a text holds a term, in the question's matching or as another form of its root. */
function holds(text: string, term: string): boolean {
  if (termShare(text, { terms: [term], weights: [1] }) > 0) return true;
  const r = root(term);
  return r.length >= 3 && words(text).some((w) => root(w) === r);
}

/**
 * The share of a quick answer's own focus (its question's words beyond its article's subject and
 * the frame) that the parent asked too; 1 when it asks nothing beyond the subject.
 */
function askedOfFocus(question: string, entry: KnowledgeEntry, frame: QuestionFrame): number {
  const own = focusFor({ terms: words(question), weights: [] }, entry).terms;
  if (own.length === 0) return 1;
  const asked = own.filter((w) => frame.terms.some((t) => holds(w, t)));
  return asked.length / own.length;
}

/** The share of an entry's passages (not its when-to-call lines) whose asked words hold a term. */
function heldBy(entry: KnowledgeEntry, term: string): number {
  const passages = entryPassages(entry).filter((p) => p.kind !== "call");
  const holding = passages.filter((p) => holds(askedText(p), term));
  return passages.length > 0 ? holding.length / passages.length : 0;
}

/** The question's terms that name something beyond this entry's own subject, with their weights. */
export function focusFor(
  frame: Pick<QuestionFrame, "terms" | "weights" | "said">,
  entry: KnowledgeEntry,
): { terms: string[]; weights: number[] } {
  const subject = subjectWords(entry);
  const terms: string[] = [];
  const weights: number[] = [];
  const said = frame.said !== undefined ? frame.said.join(" ") : null;
  frame.terms.forEach((t, i) => {
    // Only what the parent wrote: a word the search added for it ("sleep" for "naps") is no focus.
    if (said !== null && !holds(said, t)) return;
    if (/^\d/.test(t) || t.length < 3 || isStopword(t) || FRAME.has(t) || inSubject(subject, t))
      return;
    // A word most of the article's passages say is its subject too, in whatever form ("biter").
    if (heldBy(entry, t) * 2 >= 1) return;
    terms.push(t);
    weights.push(frame.weights[i] ?? 1);
  });
  return { terms, weights };
}

/**
 * The words that say what a passage answers about: a quick answer's own question; a lead's
 * article title (the lead answers it); a bullet's opening phrase, up to its first break ("Separation
 * anxiety peaks around this age, so…"), where its thing is named. A word further on is said in
 * passing, not asked about.
 */
function askedText(passage: Passage): string {
  if (passage.kind === "quick" && passage.question !== null) return passage.question;
  if (passage.kind === "lead") return passage.entry.title;
  const opening = passage.text.split(/[,;:.!?()]|\s[–—-]\s/)[0] ?? passage.text;
  return opening.split(/\s+/).slice(0, OPENING_WORDS).join(" ");
}
/** How many words of a bullet's opening name its thing. */
const OPENING_WORDS = 10;

/**
 * Whether a passage answers the kind of figure (or, without one, the kind of question) the parent
 * asks: a quick answer by its own question, a lead or bullet by the figure it states.
 */
function sameFacet(passage: Passage, facet: Facet | null, frame: QuestionFrame): boolean {
  if (passage.kind === "quick") {
    if (facet !== null) return passage.questionFacet === facet;
    return compatibleIntents(passage.questionIntent, frame.intent);
  }
  return facet === null || facetFit(passage.text, facet) === 1;
}

/** What a passage whose pair is the question's gains, times the share of the focus it holds. */
const ASKED = 0.8;
/** A quick answer asked of the same focus and figure: it answers, even when its reply gives no figure. */
const ASKED_QUICK = 0.9;
/** What a quick answer to the same figure of another thing loses when one on the asked thing is there. */
const NEIGHBOUR = 0.8;
/** What scoring takes off a quick answer asked for the figure whose reply states none. */
const FIGURELESS = 0.7;

/** Whether a quick answer's reply states a figure of the asked kind (as scoring reads it). */
function statesFigure(passage: Passage, facet: Facet): boolean {
  return facet === "age" || facetFit(passage.text, facet) === 1 || HAS_AMOUNT.test(passage.text);
}

/** A quick answer holding this share of the focus in its question is asked about the focus. */
const ON_FOCUS = 0.5;

/**
 * The gain (or loss) each candidate earns by how its (focus, facet) pair matches the question's,
 * judged within its own article: a passage matches when it speaks of the focus and answers the
 * facet. When no passage of an article speaks of the focus, its candidates are left as they were
 * (the asked thing is not there; the relevance floor judges that).
 */
export function askedMatch(
  candidates: readonly ScoredPassage[],
  frame: QuestionFrame,
): Map<ScoredPassage, number> {
  const gains = new Map<ScoredPassage, number>();
  const facet = frame.facet ?? null;
  const byEntry = new Map<KnowledgeEntry, ScoredPassage[]>();
  for (const c of candidates)
    byEntry.set(c.passage.entry, [...(byEntry.get(c.passage.entry) ?? []), c]);
  for (const [entry, group] of byEntry) {
    const focus = focusFor(frame, entry);
    if (focus.terms.length === 0) continue;
    // Whether some quick answer of the article is asked about the focus, for this figure.
    const askedHere = entryPassages(entry).some(
      (p) =>
        p.kind === "quick" &&
        sameFacet(p, facet, frame) &&
        termShare(askedText(p), focus) >= ON_FOCUS,
    );
    const raw = new Map<ScoredPassage, number>();
    const answersAsked = new Set<ScoredPassage>();
    for (const c of group) {
      const p = c.passage;
      const held = termShare(askedText(p), focus);
      const fits = sameFacet(p, facet, frame);
      let gain = 0;
      if (fits && held > 0) gain += ASKED * held;
      // A quick answer asked about the focus counts as much as what it asks is what was asked
      // ("does pumping and dumping get rid of alcohol?" asks more than "can I drink alcohol?").
      if (p.kind === "quick" && fits && held >= ON_FOCUS)
        gain += ASKED_QUICK * held * askedOfFocus(p.question ?? "", entry, frame);
      if (p.kind === "quick" && askedHere && held === 0 && (fits || facet === null))
        gain -= NEIGHBOUR;
      raw.set(c, gain);
      if (
        p.kind === "quick" &&
        fits &&
        facet !== null &&
        held >= ON_FOCUS &&
        !statesFigure(p, facet)
      )
        if (askedOfFocus(p.question ?? "", entry, frame) >= ON_FOCUS) answersAsked.add(c);
    }
    // Within its article only: which of its passages answers is this model's to say; which
    // article answers stays with the search and the passages' own scores.
    const best = Math.max(...raw.values());
    for (const [c, gain] of raw) {
      if (gain !== best) gains.set(c, gain - best);
      // Its question is the parent's, focus and figure: the answer it gives is the article's
      // answer, though it states no figure ("how long is it contagious? It spreads…"); what
      // scoring took off for the missing figure does not count against it.
      else if (answersAsked.has(c)) gains.set(c, FIGURELESS);
    }
  }
  return gains;
}
