/**
 * A question about another adult's own health ("my dad is 68 and his blood pressure was 160/95",
 * "my husband's cholesterol is high, what should he eat"): triage's word lists read "dad" or
 * "husband" as family and so as parenting, but Nestling covers babies, children, pregnancy and the
 * parent's own recovery after birth, not a grandparent's or a partner's medicine. Such a question
 * names the adult, says something of that adult's body or medicines, and names no child, no
 * pregnancy and no birth; one that does ("my husband has a cold, can he hold the baby?", "my wife
 * gave birth 4 days ago and is bleeding") stays in scope.
 */
const ADULT = String.raw`(?:dad|daddy|father|mum|mom|mother|grandma|grandmother|granny|gran|nan|nana|nanna|grandad|granddad|grandpa|grandfather|husband|hubby|wife|partner|boyfriend|girlfriend|fiance|fiancee|brother|sister|aunt|auntie|uncle|boss|friend|colleague|neighbou?r|(?:father|mother|brother|sister)[- ]in[- ]law|in[- ]laws?)`;
/** "my dad", "my 70 year old mother", "hubby's": the adult the question is about. */
const NAMES_ADULT = new RegExp(
  String.raw`\b(?:my|our)\s+(?:\d{2}\s*(?:year|yr)s?[- ]old\s+)?${ADULT}s?\b`,
);
/** What an adult's own health is told in: a grown-up age, a condition, a reading, a medicine. */
const ADULTS_HEALTH = new RegExp(
  [
    String.raw`\b(?:is|was|turned|aged)\s+(?:[2-9]\d)\b|\b[2-9]\d\s*(?:years?|yrs?)[- ]old\b`,
    String.raw`\b(?:blood pressure|bp|cholesterol|blood sugar|diabetes|diabetic|heart (?:attack|disease|condition|failure)|stroke|arthritis|dementia|alzheimers?|prostate|menopause|statins?|cancer|chemo|kidney|liver|gout|hip replacement|knee replacement)\b`,
    String.raw`\b(?:his|her|their)\s+(?:back|knees?|hips?|shoulders?|joints?|medication|meds|pills|tablets|prescription|dose|readings?|results?)\b`,
  ].join("|"),
);
/** A child, a pregnancy or a birth: the question is Nestling's whoever else it names. */
const CHILD_OR_BIRTH =
  /\b(?:bab(?:y|ies|ys)|newborns?|infants?|toddlers?|sons?|daughters?|kids?|child|children|little ones?|grandchild\w*|grand(?:son|daughter)s?|lo|ds|dd|pregnan\w*|weeks? pregnant|gave birth|giving birth|birth|born|labou?r|deliver\w*|c[- ]?section|postpartum|postnatal|post[- ]natal|breastfe\w*|breast ?milk|nursing|formula|nappy|nappies|diapers?|months? old|mo old|yo\b|\d+\s*(?:mo|mos|m|months?)\b|(?:[1-9]|1[0-7])\s*(?:years?|yrs?)[- ]old|babysit\w*|childcare|nursery|daycare|school)\b/;

/** Whether a question asks about another adult's own health, with no child, pregnancy or birth in it. */
export function isAnotherAdultsHealth(question: string): boolean {
  const text = question.toLowerCase().replace(/[’'`]/g, "");
  return NAMES_ADULT.test(text) && ADULTS_HEALTH.test(text) && !CHILD_OR_BIRTH.test(text);
}
