import { entryPassages } from "../knowledge/passages.js";
import type { ConversationMemory } from "../retrieval/conversation-memory.js";
import { entryText, passageKey, termShare } from "../retrieval/rank-passages.js";
import type { SearchHit, SearchIndex } from "../retrieval/search-index.js";
import type { Subject } from "../understand/question-subject.js";
import { opensAsContinuation, pointsBack } from "../retrieval/follow-up.js";
import { askedPart } from "../understand/asked-part.js";
import { recastsForAge } from "../understand/age-recast.js";
import { keepsSubject } from "../understand/follow-up-rewrite.js";
import {
  type ConversationSubject,
  conversationSubject,
  entryName,
  subjectShare,
  subjectWordsOf,
} from "./conversation-subject.js";

/** Entries a follow-up's combined search considers before its own words re-rank them. */
const FOLLOW_UP_CANDIDATES = 12;
/** How much more an entry the previous answer showed weighs in a follow-up's ranking. */
const SHOWN_ENTRY = 1.8;
/**
 * A full question in a conversation stays on its topic unless the entry found on its own words
 * holds this much more of them than the entry found with the topic: "is swimming ok?" after
 * exercise after birth is about the mother's swimming, "when do they check for autism?" after
 * pointing has left the topic.
 */
const OWN_WORDS_MARGIN = 0.15;
/** How far another entry's title and topics may hold more of the turn's words than the shown one's. */
const OWN_NAME_MARGIN = 0.3;
/** Terms that frame what a turn asks ("how much", "how do I tell"), naming no article's subject. */
const FRAME_TERMS = new Set(["amounts", "tell", "know"]);
/** How much an entry named for the turn's words in its topics only is named, against its title. */
const TOPIC_NAMED = 0.6;
/** Below this share of the conversation's subject an entry is about something else. */
const OFF_SUBJECT = 0.1;
/** How much of the turn's words an entry's name must hold to be asked about by name. */
const NAMED_OWN = 0.5;
/** What an entry sharing nothing of the conversation's subject keeps of its score (plus its share). */
const SUBJECT_BASE = 0.5;
/**
 * A turn that adds something to what was asked ("and can I give nurofen too?", "as well?", "both?"
 * after Calpol) asks about the two together: an entry whose title, topics or keywords hold the
 * conversation's subject as well as the turn's new thing (giving both medicines) answers it, one
 * about the new thing alone does not.
 */
const ADDS =
  /\b(?:too|as well|also|both|together|at the same time|alongside|on top of (?:it|that))\b/i;

/** What an entry on the new thing alone keeps in a turn that adds; one on both gains up to 2x. */
const ONE_THING = 0.25;

/**
 * The weight of each hit in a turn that adds (1 for every hit otherwise): by how much its title
 * and topics hold both the turn's new thing and what sets the conversation's subject apart from
 * the new thing's own article.
 */
function adds(
  index: SearchIndex,
  topic: string,
  question: string,
  subject: ConversationSubject | null,
  hits: readonly SearchHit[],
  ownName: (hit: SearchHit) => number,
): (hit: SearchHit) => number {
  if (!subject || !ADDS.test(question)) return () => 1;
  const newThing = [...hits].sort((a, b) => ownName(b) - ownName(a))[0];
  if (!newThing || newThing.entry === subject.entry) return () => 1;
  // The subject's name and the earlier question's words that name it ("calpol", "tylenol",
  // "acetaminophen"), less those the new thing's article shares ("dose", "fever", "UK").
  const asked = [...new Set([...subject.terms, ...subjectWordsOf(index, topic, subject)])].filter(
    (t) => termShare(entryName(newThing.entry), { terms: [t], weights: [1] }) === 0,
  );
  const apart = { terms: asked, weights: index.termWeights(asked) };
  if (apart.terms.length === 0) return () => 1;
  return (hit) => ONE_THING + 2 * Math.min(ownName(hit), termShare(entryName(hit.entry), apart));
}

/**
 * A relative of the child named as whom the turn asks about ("and what about his twin brother who
 * was born 8 weeks early?", "her big sister?"): the earlier question asked again for them, so the
 * words name who, not what (not the article on twins, nor on siblings' squabbles).
 */
const RELATIVE =
  /\b(?:his|her|their|my|our)\s+(?:(?:twin|little|big|younger|older|baby|new|other)\s+)?(?:twins?|brothers?|sisters?|siblings?|cousins?)\b/gi;

function withoutRelative(turn: string): string {
  return turn.replace(RELATIVE, " ");
}

/** The combined search's hits, with those of the asked part alone that it lacks. */
function withAsked(combined: SearchHit[], asked: readonly SearchHit[]): SearchHit[] {
  const have = new Set(combined.map((h) => h.entry.id));
  return [...combined, ...asked.filter((h) => !have.has(h.entry.id))];
}

/** The search of a turn within a conversation: its hits and the frame terms it adds. */
export interface ConversationSearch {
  hits: SearchHit[];
  /** The turn's terms followed by the topic's, the turn's counting double. */
  terms: string[];
  weights: number[];
  /** The turn's own terms and weights: what is new in it. */
  own: { terms: string[]; weights: number[] };
  /** Passages of these hits the previous answer already showed, and those it led with. */
  shown: Set<string>;
  led: Set<string>;
  /** Whom the previous answer was about: its entries' subject (a parent's or a child's). */
  subject: Subject;
}

/**
 * The conversation's topic searched with this turn's words. This turn's own words say what is new
 * ("what about fruit?"): entries holding them rank first among those on the earlier topic, and in
 * passage ranking they count double. The conversation is about what the last answer showed, so
 * its entries stay first unless this turn's own words clearly lie elsewhere ("what can I give her
 * for it" after constipation is not a question about pain medicine).
 */
export function searchInConversation(
  index: SearchIndex,
  memory: ConversationMemory,
  turn: string,
  age: { ageMonths: number | null; ageStated: boolean },
  ownAge: number | null,
  limit: number,
): ConversationSearch | null {
  const question = withoutRelative(turn);
  const search = (forAge: typeof age) =>
    index.search(`${memory.topic} ${question}`, {
      ...forAge,
      limit: FOLLOW_UP_CANDIDATES,
      asking: question,
    });
  // "he babbles all day but should I get his hearing checked?": what it asks is what is new, and
  // the article its words name is a candidate however many words the topic brings.
  const asked = askedPart(question);
  let combined = withAsked(search(age), asked ? index.search(asked, { ...age, limit: 2 }) : []);
  const subject = conversationSubject(index, memory, combined);
  // A turn that only describes the child at another age ("she's 5 now, kids tease her" after
  // thumb sucking, written up to 3) asks the same again, but its age may sink the subject's
  // article in its search: it keeps the score the topic gave it at the topic's age.
  if (subject && ownAge !== null && recastsForAge(turn)) {
    const at = combined.findIndex((h) => h.entry === subject.entry);
    if (at < 0) combined.push(subject.hit);
    else if ((combined[at] as SearchHit).score < subject.hit.score) combined[at] = subject.hit;
  }
  // A conversation about the parent ("and lifting? I have a 2 yr old…" after a C-section) is
  // not dated by the child's age: searched with it, the parent's articles sink.
  if (subject?.entry.folder === "parents" && age.ageMonths !== null)
    combined = search({ ageMonths: null, ageStated: false });
  if (combined.length === 0) return null;
  // "what about when she wakes in the night wanting it?": the pronoun stands for the subject (a
  // bottle of milk), so its words are part of what this turn asks.
  const typed = index.terms(asked ?? question);
  const ownTerms =
    subject && pointsBack(asked ?? question)
      ? [...new Set([...typed, ...subjectWordsOf(index, memory.topic, subject)])]
      : typed;
  const own = { terms: ownTerms, weights: index.termWeights(ownTerms) };
  const before = memory.shownIn(combined);
  // …unless this turn names an age the entry is not written for ("what about when she's 2?").
  // A parent's entry is dated by the birth, not by another child's age ("and lifting? I have a
  // 2 yr old" after a C-section).
  const forOwnAge = (hit: SearchHit) =>
    ownAge === null ||
    hit.entry.folder === "parents" ||
    (ownAge >= hit.entry.ageMin - 1 && ownAge <= hit.entry.ageMax + 1);
  // The word the index adds for "how much/many/often" names no subject of an article, nor do
  // the words of "how can I tell / know if…".
  const names = (t: string) => !FRAME_TERMS.has(t);
  const naming = {
    terms: own.terms.filter(names),
    weights: own.weights.filter((_, i) => names(own.terms[i] as string)),
  };
  // A title names what an entry is about; a topic may be one it touches ("dehydration" among
  // vomiting's topics, in the title of the signs of dehydration).
  const ownName = (hit: SearchHit) =>
    Math.max(
      termShare(hit.entry.title, naming),
      TOPIC_NAMED * termShare(entryName(hit.entry), naming),
    );
  const shownBefore = (hit: SearchHit) =>
    entryPassages(hit.entry).some((p) => before.has(passageKey(p)));
  // The turn's own words name another entry's subject ("should I get him a baby walker?" after
  // first steps): the article just shown no longer keeps its place on their account.
  const bestName = Math.max(0, ...combined.map(ownName));
  // An entry holding none of the turn's own words does not answer it, whatever it was about.
  const holdsOwn = (hit: SearchHit) =>
    naming.terms.length === 0 || termShare(entryText(hit.entry), naming) > 0;
  // "even if I had a glass of wine?": the case's words name no new subject (see keepsSubject).
  const sameSubjectCase = keepsSubject(question);
  const continued = (hit: SearchHit) =>
    forOwnAge(hit) &&
    shownBefore(hit) &&
    holdsOwn(hit) &&
    (sameSubjectCase || ownName(hit) >= bestName - OWN_NAME_MARGIN)
      ? SHOWN_ENTRY
      : 1;
  // An entry on the conversation's subject answers the turn about that subject ("and at night?"
  // after potty training is night-time potty training, not night nappies).
  const onSubject = (hit: SearchHit) =>
    subject && (ownTerms.length > 0 || ownAge !== null)
      ? SUBJECT_BASE + subjectShare(hit.entry, subject)
      : 1;
  // A turn that adds: what the conversation's subject has that the new thing's own article does
  // not (Calpol and paracetamol beside Nurofen's dose page, which shares "dose", "fever", "UK").
  const together = adds(index, memory.topic, question, subject, combined, ownName);
  const ranked = combined
    .map((hit) => ({
      ...hit,
      score:
        hit.score *
        (0.5 + termShare(entryText(hit.entry), own)) *
        (sameSubjectCase ? 1 : 1 + ownName(hit)) *
        onSubject(hit) *
        continued(hit) *
        together(hit),
    }))
    .sort((a, b) => b.score - a.score);
  // Once an entry on both things ranks first, those on one thing alone cannot lead.
  const first = ranked[0];
  // Once the conversation's own subject ranks first, an entry sharing nothing of it answers a
  // neighbour through a shared word ("tucked in tightly" after blankets in the cot is not a hair
  // wrapped tightly round a toe): it cannot lead, unless its title names the turn's words.
  const offSubject = (hit: SearchHit) =>
    subject !== null &&
    first?.entry === subject.entry &&
    subjectShare(hit.entry, subject) < OFF_SUBJECT &&
    ownName(hit) < NAMED_OWN;
  const hits = (
    first && together(first) > ONE_THING
      ? ranked.filter((hit) => together(hit) > ONE_THING)
      : ranked
  )
    .filter((hit) => !offSubject(hit))
    .slice(0, limit);
  const terms = [...new Set([...ownTerms, ...index.terms(memory.topic)])];
  const owned = new Set(ownTerms);
  const weights = index
    .termWeights(terms)
    .map((w, i) => (owned.has(terms[i] as string) ? 2 * w : w));
  const shownEntry = combined.find(shownBefore);
  const whose = shownEntry ? (shownEntry.entry.folder === "parents" ? "parent" : "child") : null;
  return {
    hits,
    terms,
    weights,
    own,
    shown: memory.shownIn(hits),
    led: memory.ledIn(hits),
    subject: whose,
  };
}

/**
 * Whether a full question asked in a conversation continues its topic: the best entry found with
 * the topic holds about as much of the question's own words as the best found without it.
 */
export function staysOnTopic(
  alone: readonly SearchHit[],
  inConversation: ConversationSearch,
  question: string,
): boolean {
  const withTopic = inConversation.hits[0];
  const withoutTopic = alone[0];
  if (!withTopic) return false;
  if (!withoutTopic || withTopic.entry === withoutTopic.entry) return true;
  const share = (hit: SearchHit) => termShare(entryText(hit.entry), inConversation.own);
  const margin = opensAsContinuation(question) ? CONTINUED_MARGIN : OWN_WORDS_MARGIN;
  return share(withTopic) >= share(withoutTopic) - margin;
}

/**
 * A turn that opens by leaning on the last ("what about a thin muslin tucked in tightly?" after
 * blankets in the cot) is read against the conversation: the article found on its words alone
 * must hold this much more of them to take it elsewhere (not a hair wrapped tightly round a toe).
 */
const CONTINUED_MARGIN = 0.4;
