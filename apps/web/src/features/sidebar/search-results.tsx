import { cn } from "@nestling/ui";
import { Link } from "react-router";
import type { ReactNode } from "react";
import { announceConversationChanged } from "../../lib/window-events";
import type { TrpcClient } from "../../lib/trpc";

type SearchResult = Awaited<ReturnType<TrpcClient["conversations"]["search"]["query"]>>[number];

/** The words of a query as the server matches them: each is a word prefix. */
function terms(query: string): string[] {
  return query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** `text` with every word that starts with a search term marked. */
export function highlight(text: string, query: string): ReactNode[] {
  const words = terms(query);
  if (words.length === 0) return [text];
  return text.split(/([\p{L}\p{N}]+)/u).map((part, i) =>
    i % 2 === 1 && words.some((w) => part.toLowerCase().startsWith(w)) ? (
      <mark
        key={i}
        className="rounded-sm bg-yellow-200 px-0.5 text-foreground dark:bg-yellow-500/40"
      >
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

/** Where a result opens: the conversation, at the matching message when there is one. */
export const resultHref = (result: SearchResult) =>
  `/chat/${result.conversationId}${result.messageId === null ? "" : `?m=${result.messageId}`}`;

export function SearchResults({
  results,
  query,
  onNavigate,
}: {
  results: readonly SearchResult[];
  query: string;
  onNavigate?: () => void;
}) {
  if (results.length === 0)
    return <p className="px-3 py-2 text-sm text-muted-foreground">No chats match “{query}”.</p>;
  return (
    <ul
      className="flex flex-col gap-0.5 pr-2"
      aria-label="Search results"
      data-testid="search-results"
    >
      {results.map((result) => (
        <li key={result.conversationId}>
          <Link
            to={resultHref(result)}
            title={result.title}
            onClick={() => {
              announceConversationChanged(result.conversationId);
              onNavigate?.();
            }}
            className={cn(
              "flex flex-col gap-0.5 rounded-md px-3 py-2 text-sm text-foreground transition-colors hover:bg-accent focus-visible:bg-accent",
            )}
          >
            <span className="truncate font-medium">{highlight(result.title, query)}</span>
            {result.messageId !== null ? (
              <span className="line-clamp-2 text-xs text-muted-foreground">
                {highlight(result.snippet, query)}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
