import {
  entryText,
  termShare,
  type AnswerPlan,
  type QuestionFrame,
} from "../retrieval/rank-passages.js";
import { words } from "../retrieval/query-terms.js";
import { topicShare } from "../retrieval/rerank-signals.js";
import type { SearchHit, SearchIndex } from "../retrieval/search-index.js";
import { sameStem } from "../retrieval/word-stems.js";
import { headStandsAlone } from "../understand/asked-head.js";

/**
 * The relevance floor. When the lead passage holds almost none of the question's terms (rarer ones
 * weigh more, frame words such as "how long" or "everything" little), its article few of them and
 * its title and topics none, the best passage answers some other question: saying there is no
 * reviewed answer yet is more honest than answering that one. Measured on the team's set (eval)
 * and the labelled blind batches (eval:retrieval): these catch a swallowed object answered with
 * mouthing, breath-holding answered with hitting, a child's lying answered with saying no, and
 * leave every answer the team's set marks right.
 */
function offSubject(
  plan: AnswerPlan,
  subject: Pick<QuestionFrame, "terms" | "weights">,
  hits: readonly SearchHit[],
): boolean {
  if (dominates(plan, hits)) return false;
  const { entry } = plan.lead;
  // The setting names the subject only of the article the search itself ranks first.
  const named =
    hits[0]?.entry === entry ? [...words(entry.title), ...words(entry.topics.join(" "))] : [];
  const about = withoutSetting(subject, named);
  const lead = termShare(`${entry.title} ${plan.lead.question ?? ""} ${plan.lead.text}`, about);
  // The search's title-and-topic match, less the setting's share of it.
  const topicMatch =
    about === subject
      ? plan.topicMatch
      : Math.min(
          plan.topicMatch,
          topicShare(
            { titleWords: words(entry.title), topicWords: words(entry.topics.join(" ")) },
            about.terms,
            about.weights,
          ),
        );
  return lead < 0.2 && termShare(entryText(entry), about) < 0.4 && topicMatch < 0.15;
}

/**
 * Words that say where the child is ("preschool worried", "bites at nursery"): the setting of a
 * question, not what it asks. An article that shares only them ("preschoolers" in the one on
 * lying, for a 4-year-old who can't write her name) answers a neighbour, so to the floor they
 * weigh like frame words.
 */
const SETTING = new Set(
  "preschool preschools preschooler preschoolers nursery daycare school playgroup childminder".split(
    " ",
  ),
);

function withoutSetting(
  subject: Pick<QuestionFrame, "terms" | "weights">,
  named: readonly string[],
): Pick<QuestionFrame, "terms" | "weights"> {
  // An article named for the setting ("keeping your child off nursery", "biting at daycare") is
  // about it: there the word is the subject, not the scene.
  const scene = (t: string) => SETTING.has(t) && !named.some((w) => sameStem(t, w));
  if (!subject.terms.some(scene)) return subject;
  return {
    terms: subject.terms,
    weights: subject.weights.map((w, i) =>
      scene(subject.terms[i] as string) ? w * FRAME_SHARE : w,
    ),
  };
}

/** What a setting word weighs to the floor, as a share of its topical weight. */
const FRAME_SHARE = 0.25;

/** How many times the next entry's score the lead's entry must score to stand out on its own. */
const DOMINANT = 3;

/**
 * The lead's entry is the best hit, shares a title or topic word with the question, and scores
 * several times any other: the question is about it, however many side words a long message
 * holds ("only eats beige food, pasta, bread, crackers, nuggets… worried about vitamins" is picky
 * eating; the food names dilute every share the floor measures). A coincidence of one side word
 * never stands out like this: several entries share it.
 */
function dominates(plan: AnswerPlan, hits: readonly SearchHit[]): boolean {
  const [best, next] = hits;
  return (
    best !== undefined &&
    best.entry === plan.lead.entry &&
    best.topicMatch > 0 &&
    best.score >= DOMINANT * (next?.score ?? 0)
  );
}

/**
 * The thing a question asks about by name ("what tog…", "how do I cope with the loneliness…")
 * that the lead's whole article never speaks of, in its own words or a reviewed synonym's, when
 * the lead itself holds little of the question: the article answers a neighbouring question (a
 * newborn's sleep for a sleeping bag's tog), and saying there is no reviewed answer yet is more
 * honest. A lead that holds much of the question answers it in other words (eczema's
 * "moisturising" for "what cream").
 */
function missesAskedThing(
  plan: AnswerPlan,
  question: string,
  head: string | null,
  terms: readonly string[],
  index: SearchIndex,
): boolean {
  // A head the search dropped or corrected away ("what age", a typo), or one that only begins a
  // longer name ("what factor sunblock"), is not the thing asked by name.
  if (
    head === null ||
    plan.leadCoverage >= WEAK_LEAD ||
    !terms.some((t) => sameStem(t, head)) ||
    !headStandsAlone(question, head)
  )
    return false;
  const said = index.terms(head);
  return (
    said.length > 0 &&
    termShare(entryText(plan.lead.entry), { terms: said, weights: said.map(() => 1) }) === 0
  );
}

/** A lead holding less than this share of the question's terms answers it only loosely. */
const WEAK_LEAD = 0.35;

/** What the floor reads of a question besides its plan. */
export interface FloorInput {
  question: string;
  /** The thing asked about by name ("tog" in "what tog…"), or null. */
  head: string | null;
  /** The question's terms with their topical weights. */
  topical: { terms: readonly string[]; weights: readonly number[] };
  hits: readonly SearchHit[];
  index: SearchIndex;
}

/** Whether a plan answers its question well enough to be given, rather than the honest gap. */
export function aboveFloor(plan: AnswerPlan, q: FloorInput): boolean {
  return (
    !offSubject(plan, q.topical, q.hits) &&
    !missesAskedThing(plan, q.question, q.head, q.topical.terms, q.index)
  );
}
