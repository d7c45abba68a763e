import type { SuggestedPrompt } from "../suggestions";

export type SuggestedQuestionsProps = {
  heading: string;
  suggestions: readonly SuggestedPrompt[];
  onPick: (suggestion: SuggestedPrompt) => void;
  disabled?: boolean;
};

/** Questions for the baby's age band; tapping one sends it at once. */
export function SuggestedQuestions({
  heading,
  suggestions,
  onPick,
  disabled,
}: SuggestedQuestionsProps) {
  return (
    <section
      aria-labelledby="suggested-questions-heading"
      data-slot="suggested-questions"
      className="animate-fade-in"
    >
      <h2
        id="suggested-questions-heading"
        className="mb-3 font-heading text-lg font-bold text-foreground"
      >
        {heading}
      </h2>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {suggestions.map((suggestion) => {
          const Icon = suggestion.icon;
          return (
            <li key={suggestion.text} className="flex">
              <button
                type="button"
                disabled={disabled}
                onClick={() => onPick(suggestion)}
                data-category={suggestion.category}
                className="flex w-full items-start gap-3 rounded-xl border border-border bg-card p-3 text-left text-sm shadow-xs transition-colors hover:border-primary/40 hover:bg-accent disabled:opacity-50"
              >
                <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                  <Icon className="size-4" aria-hidden />
                </span>
                <span className="min-w-0">
                  <span className="block text-xs font-semibold text-muted-foreground">
                    {suggestion.category}
                  </span>
                  <span className="block text-foreground">{suggestion.text}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
