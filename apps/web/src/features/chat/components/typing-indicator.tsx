import { Avatar } from "@nestling/ui";

/** Three bouncing dots while an answer is on its way. */
export function TypingIndicator() {
  return (
    <li data-slot="typing-indicator" className="flex items-start gap-2">
      <Avatar face="robot" size="md" className="mt-0.5" />
      <div
        role="status"
        aria-label="Nestling is typing"
        className="flex h-10 items-center gap-1.5 rounded-2xl rounded-tl-sm border border-border bg-card px-4 shadow-xs"
      >
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden
            className="size-2 animate-bounce rounded-full bg-muted-foreground/70"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </li>
  );
}
