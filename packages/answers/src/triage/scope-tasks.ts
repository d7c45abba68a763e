/**
 * A request for a piece of writing ("can you help me write an email to my boss", "draft a cover
 * letter", "write me a poem for the wedding"): a task Nestling does not do, whatever else the
 * message tells. A note for the child's carers ("a letter for his nursery about his allergy") is
 * part of looking after the child and is not counted. The text is cleaned (lower case).
 */
const WRITING_TASK =
  /\b(?:write|writing|draft|drafting|compose|word|proofread|rewrite|polish|help me (?:write|with|draft|word)) (?:me |us |up )?(?:a |an |the |my |this |some )?(?:\w+ ){0,2}(?:emails?|e mails?|letters?|messages?|texts?|poems?|speech|essay|cv|resume|cover letter|captions?|reviews?|complaint|tweets?|posts?|bio|toast|eulogy|story|song)\b/;
const FOR_THE_CHILD =
  /\b(?:to|for) (?:my |our |the |his |her |their )?(?:\w+ )?(?:nursery|daycare|day care|preschool|school|teacher|childminder|nanny|babysitter|doctor|gp|pediatrician|paediatrician|health visitor|midwife|baby|son|daughter|toddler|child|kids?)\b/;

/** Whether the message asks for a piece of writing that is not about the child's care. */
export function asksForWriting(cleanText: string): boolean {
  return WRITING_TASK.test(cleanText) && !FOR_THE_CHILD.test(cleanText);
}
