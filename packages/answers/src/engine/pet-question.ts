/**
 * Triage refuses a question about a pet when no child is in it. A pet question that mentions
 * children only in passing ("our puppy keeps chewing the kids' toys, how do I train him?") is
 * still about training the animal: Nestling answers how to keep a child safe around a pet, not
 * how to train one. A child the pet bites, jumps on or snaps at keeps the question in scope.
 */
const PET = String.raw`(?:dogs?|puppy|puppies|pup|cats?|kitten|kittens|kitty|rabbits?|bunny|hamsters?|guinea pigs?|parrots?|budgies?|ferrets?|pets?)`;
const TRAINING = new RegExp(
  String.raw`\b(?:(?:house|crate|potty|toilet|lead|leash|litter|obedience) ?train\w*|obedience|train(?:ing)? (?:him|her|it|them|(?:the|my|our) (?:\w+ )?${PET})|teach (?:him|her|it|(?:the|my|our) (?:\w+ )?${PET}))\b`,
);
const NAMES_PET = new RegExp(String.raw`\b${PET}\b`);
const CHILD = String.raw`(?:baby|babies|newborn|toddler|son|daughter|kids?|children|child|little one|lo)`;
/** The child is the one the animal acts on: "nips the baby", "jumped on my toddler", "growls at the kids". */
const CHILD_HARMED = new RegExp(
  String.raw`\b(?:bit|bites|biting|bitten|nips?|nipped|nipping|snaps?|snapped|snapping|growls?|growled|growling|jump\w* on|scratch\w*|attack\w*|lick\w*|knock\w* over)\s+(?:at\s+|on\s+)?(?:the|my|our|his|her)?\s*${CHILD}(?!\w|\s*s?\s*(?:toys?|clothes|food|blankets?|things|stuff|books?|shoes))`,
);

/** Whether a question asks how to train or teach a pet, with no child at risk from it. */
export function isPetTraining(question: string): boolean {
  const text = question.toLowerCase().replace(/[’'`]/g, "");
  return NAMES_PET.test(text) && TRAINING.test(text) && !CHILD_HARMED.test(text);
}
