import { useAtomValue } from "jotai";
import { SearchIcon, XIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { activeConversationIdAtom, sameConversation } from "../../lib/active-conversation";
import { HistoryItem } from "./history-item";
import { SearchResults } from "./search-results";
import { useChatSearch } from "./use-chat-search";
import { useConversationHistory } from "./use-conversation-history";

const note = "px-3 py-2 text-sm text-muted-foreground";

/** Asks for the next page when the end of the list scrolls into view (and on a click or Enter). */
function LoadMore({ onMore, loading }: { onMore: () => void; loading: boolean }) {
  const ref = useRef<HTMLButtonElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) more.current();
      },
      { root: element.closest("[data-slot=history-scroll]"), rootMargin: "200px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <button
      ref={ref}
      type="button"
      onClick={onMore}
      disabled={loading}
      className="w-full rounded-md px-3 py-2 text-left text-sm text-muted-foreground hover:bg-accent"
    >
      {loading ? "Loading more chats..." : "Show more chats"}
    </button>
  );
}

/**
 * 'Chat History': a search box over the parent's own chats, then their conversations newest first
 * (the open one highlighted), loaded a page at a time as the list scrolls.
 */
export function ChatHistory({ onNavigate }: { onNavigate?: () => void }) {
  const history = useConversationHistory();
  const active = useAtomValue(activeConversationIdAtom);
  const conversations = history.data ?? [];
  const [text, setText] = useState("");
  const { query, search } = useChatSearch(text);
  const searching = text.trim() !== "";

  let body;
  if (searching) {
    body = search.isError ? (
      <p className={note}>Search is not available right now.</p>
    ) : !search.data || query === "" ? (
      <p className={note}>Searching...</p>
    ) : (
      <SearchResults results={search.data} query={query} onNavigate={onNavigate} />
    );
  } else if (history.isPending) {
    body = <p className={note}>Loading chats...</p>;
  } else if (history.isError) {
    body = <p className={note}>Your chats could not be loaded.</p>;
  } else if (conversations.length === 0) {
    body = <p className={note}>No saved chats yet.</p>;
  } else {
    body = (
      <>
        <ul className="flex flex-col gap-0.5 pr-2" data-testid="chat-history">
          {conversations.map((conversation) => (
            <HistoryItem
              key={conversation.id}
              conversation={conversation}
              isActive={sameConversation(active, conversation.id)}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
        {history.hasNextPage ? (
          <LoadMore
            loading={history.isFetchingNextPage}
            onMore={() => {
              if (!history.isFetchingNextPage) void history.fetchNextPage();
            }}
          />
        ) : null}
      </>
    );
  }

  return (
    <nav aria-labelledby="chat-history-heading" className="flex min-h-0 flex-col gap-1">
      <h2
        id="chat-history-heading"
        className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        Chat History
      </h2>
      <div role="search" className="relative mx-1 mb-1">
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          type="search"
          aria-label="Search chats"
          placeholder="Search chats"
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape" && text !== "") {
              event.preventDefault();
              setText("");
            }
          }}
          className="h-9 w-full rounded-md border border-input bg-background pr-8 pl-8 text-sm placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {searching ? (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => setText("")}
            className="absolute top-1/2 right-1 grid size-7 -translate-y-1/2 place-items-center rounded text-muted-foreground hover:bg-accent"
          >
            <XIcon aria-hidden className="size-4" />
          </button>
        ) : null}
      </div>
      <div
        data-slot="history-scroll"
        className="max-h-96 overflow-y-auto overscroll-contain"
        aria-busy={history.isFetchingNextPage || (searching && search.isFetching) || undefined}
      >
        {body}
      </div>
    </nav>
  );
}
