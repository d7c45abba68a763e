/**
 * Shown to a parent with no saved conversations (docs/behaviour.md §4 "Greeting"), with the
 * product's name.
 */
export const FIRST_TIME_GREETING =
  "Hi there! I'm Nestling, here to help with your baby's feeding, sleep, growth and everyday care. " +
  "Everything I share is backed by trusted medical sources such as the CDC, the AAP and the NHS. " +
  "What's going on today?";

/** One of these greets a parent who has chatted before. */
export const WELCOME_BACK_GREETINGS = [
  "Welcome back! What's on your mind today?",
  "Good to see you again. How are you and your little one doing?",
  "Hello again! Ask me anything about feeding, sleep or development.",
  "Welcome back! Has anything new come up since we last talked?",
  "Nice to have you back. What can I help you figure out today?",
  "Hi again! Whatever the question, big or small, I'm here to help.",
  "Welcome back! How has your baby been sleeping and eating lately?",
  "Hello! Ready when you are. What would you like to know today?",
] as const;

export function pickGreeting(
  hasConversations: boolean,
  random: () => number = Math.random,
): string {
  if (!hasConversations) return FIRST_TIME_GREETING;
  const index = Math.min(
    WELCOME_BACK_GREETINGS.length - 1,
    Math.floor(random() * WELCOME_BACK_GREETINGS.length),
  );
  return WELCOME_BACK_GREETINGS[index]!;
}
