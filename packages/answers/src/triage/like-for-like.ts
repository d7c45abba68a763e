/**
 * A follow-up that swaps the subject for another thing of its kind: "what about our dog, he's a big
 * labrador?" after "is it safe to have the cat around the new baby", "and wine?" after a beer while
 * breastfeeding. Alone its words are another domain's (a dog, a drink, a car); after a parent's
 * question about the same kind of thing it asks that question again, so it is read with it.
 */

/** Kinds of things parents ask about beside the child: pets, drinks, ways of travelling. */
const KINDS: readonly RegExp[] = [
  /\b(?:dogs?|puppy|puppies|pup|cats?|kittens?|kitty|rabbits?|bunny|hamsters?|guinea pigs?|birds?|parrots?|budgies?|tortoises?|horses?|ferrets?|pets?|labrador|lab|terrier|spaniel|collie|retriever|poodle|husky|staffie|greyhound|dachshund|bulldog)\b/,
  /\b(?:wine|beer|lager|cider|gin|vodka|whisky|whiskey|rum|prosecco|champagne|cocktails?|alcohol|coffee|tea|caffeine|energy drinks?|cola)\b/,
  /\b(?:cars?|planes?|flights?|flying|fly|trains?|bus|coach|ferry|boat|cruise|taxi|uber)\b/,
];

/** The opening of a question that asks the last one again about something else. */
const SWAP_OPENING =
  /^\s*(?:(?:and|ok|okay|so|also|but|oh) )?(?:what about|how about|and|same (?:for|with)|is it the same (?:for|with))\b/;

/** Whether `question` asks `previous` again about another thing of the same kind. */
export function swapsLikeForLike(question: string, previous: string | undefined): boolean {
  if (!previous) return false;
  const text = question.toLowerCase().replace(/[’']/g, "");
  if (!SWAP_OPENING.test(text)) return false;
  const before = previous.toLowerCase().replace(/[’']/g, "");
  return KINDS.some((kind) => kind.test(text) && kind.test(before));
}
