import { ageRelation, allBehind, entryPassages, type Passage } from "../knowledge/passages.js";
import { repeats } from "./passage-repeats.js";
import { passageKey } from "./passage-key.js";
import { ageMatters, type QuestionFrame } from "./question-frame.js";
import { scorePassage } from "./score-passage.js";

const MAX_SUPPORT = 4;
const MAX_LATER = 2;

/** What follows the lead from its own entry: what applies now, what changes later, when to call. */
export interface Supporting {
  support: Passage[];
  later: Passage[];
  call: Passage[];
}

/** Best first, by how well each passage answers the question. */
function ranked(passages: readonly Passage[], frame: QuestionFrame): Passage[] {
  return passages
    .map((p) => scorePassage(p, 1, frame))
    .sort((a, b) => b.score - a.score)
    .map((s) => s.passage);
}

/** The passages of the lead's entry that follow it in the answer. */
export function supportingPassages(lead: Passage, frame: QuestionFrame): Supporting {
  const matters = ageMatters(frame);
  const age = frame.ageMonths;
  const shown = (p: Passage) => frame.shown?.has(passageKey(p)) ?? false;
  // "When should my 2-year-old stop the dummy?": when to start one is behind her.
  const asksWhenAt =
    frame.intent === "timing" && age !== null && frame.ageApproximate !== true ? age : null;
  const own = entryPassages(lead.entry).filter((p) => p !== lead);
  // In a follow-up, what the last answer showed is still on screen, in its words or in others.
  const onScreen = own.filter(shown);
  const said = (p: Passage) => shown(p) || onScreen.some((s) => repeats(s, p));
  const support = ranked(
    own.filter(
      (p) =>
        (p.kind === "bullet" || p.kind === "lead" || p.kind === "quick") &&
        !said(p) &&
        (!matters || ageRelation(p, age) === "now") &&
        !(asksWhenAt !== null && allBehind(p, asksWhenAt)),
    ),
    frame,
  ).reduce<Passage[]>(
    (kept, p) => {
      if (kept.length < MAX_SUPPORT && ![lead, ...kept].some((k) => repeats(k, p))) kept.push(p);
      return kept;
    },
    // The article's own lead states its main answer (a dose table with its "check the label"
    // line, the full month-by-month figures): it stays, first, whatever else is chosen — unless
    // every age it speaks of lies behind the child ("Babies under 6 months should not be given
    // water" under a 7-month-old's answer says no where the answer says yes).
    own.filter(
      (p) =>
        p.kind === "lead" &&
        !said(p) &&
        (!matters || (ageRelation(p, age) !== "later" && !allBehind(p, frame.ageMonths))),
    ),
  );
  const later = matters
    ? ranked(
        own.filter((p) => p.kind !== "call" && !said(p) && ageRelation(p, age) === "later"),
        frame,
      )
        .filter((p) => ![lead, ...support].some((k) => repeats(k, p)))
        .slice(0, MAX_LATER)
    : [];
  // "When to call" lines for another age ("under 3 months, any fever") are not this child's; the
  // ones the last answer just gave are still on screen.
  const call = own.filter((p) => p.kind === "call" && !shown(p) && ageRelation(p, age) === "now");
  return { support, later, call };
}
