/**
 * Family life in more than one word: the child named by a phrase ("our little one", "a family of
 * three", "the new arrival"), the family's life since the birth ("since the baby came", "since
 * becoming parents"), and getting ready for the birth ("hospital bag", "birth plan", "due date").
 * Each is a question about parenting however ordinary its other words ("how do we share the chores
 * now we're a family of three?"). The text is cleaned (lower case, no apostrophes).
 */
const CHILD_PHRASE =
  /\b(?:little ones?(?! (?:bed|bedroom|bed flat|room|off))|(?:our|my|the) (?:youngest|eldest|oldest|middle one|new arrival|newest|bundle of joy)|new arrival|family of (?:three|four|five|six|3|4|5|6)|(?:my|our|the) (?:boy|girl|boys|girls)\b(?! ?friend)|(?:step|foster|adopted) ?(?:kids?|children|child|son|daughter)|only child|(?:big|little|baby|younger|older|new) (?:brother|sister|bro|sis))\b/;
const SINCE_THE_BIRTH =
  /\b(?:since|after|before) (?:(?:the|our|my) (?:\w+ )?(?:came|arrived|was born|were born|birth)|(?:having|we had|i had) (?:a|the|our|my) (?:baby|kid|child|son|daughter|first|second)|(?:becoming|we became|i became) (?:a )?(?:parents?|mum|mom|dad|mother|father|family))\b|\bnew (?:parents?|mums?|moms?|dads?|mothers?|fathers?|family)\b|\b(?:as|being) (?:a )?(?:parents?|mum|mom|dad|stay at home (?:mum|mom|dad|parent))\b/;
const READY_FOR_BIRTH =
  /\b(?:hospital bag|birth (?:plan|partner|pool|centre|center)|due date|(?:\d+|\w+) weeks pregnant|baby shower|gender reveal|expecting (?:a|our|my|twins|again)|nesting|going into labou?r|paternity leave|maternity leave|parental leave|shared parental)\b/;

/** Whether the message speaks of family life in one of these phrases. */
export function speaksOfFamilyLife(cleanText: string): boolean {
  return (
    CHILD_PHRASE.test(cleanText) ||
    SINCE_THE_BIRTH.test(cleanText) ||
    READY_FOR_BIRTH.test(cleanText)
  );
}
