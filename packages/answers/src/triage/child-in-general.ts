/**
 * The words parents use for a child in general, not their own: "kids", "a kid", "a little one",
 * "a 2 year old". Shared by the general-question frames (`facts.ts`, `frame-general.ts`) so that
 * "how much water can a kid drown in" reads like "…can a child drown in".
 */

/** Children in general, in the plural ("can kids drown in…", "do little ones grow out of it"). */
export const CHILDREN =
  "(?:babies|toddlers|kids|kiddos|children|infants|newborns|little ones|littles|youngsters|tots|preschoolers)";

/** One child in general ("a kid", "a little one", "a 2 year old"); "my 2 year old" is not. */
export const A_CHILD = String.raw`(?:a|an) (?:young |small |little |newborn )?(?:baby|toddler|kid|kiddo|child|infant|newborn|little one|youngster|tot|preschooler|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) ?(?:year|yr|month|mo|week|wk)s? old)`;
