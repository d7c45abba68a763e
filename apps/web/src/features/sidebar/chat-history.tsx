import { cn } from "@nestling/ui";
import { useAtomValue } from "jotai";
import { MessageSquareIcon } from "lucide-react";
import { Link } from "react-router";
import { activeConversationIdAtom, sameConversation } from "../../lib/active-conversation";
import { announceConversationChanged } from "../../lib/window-events";
import { useConversationHistory } from "./use-conversation-history";

/** 'Chat History': the parent's saved conversations, newest first, the open one highlighted. */
export function ChatHistory({ onNavigate }: { onNavigate?: () => void }) {
  const history = useConversationHistory();
  const active = useAtomValue(activeConversationIdAtom);
  const conversations = history.data ?? [];

  return (
    <nav aria-labelledby="chat-history-heading" className="flex min-h-0 flex-col gap-1">
      <h2
        id="chat-history-heading"
        className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        Chat History
      </h2>
      <div className="max-h-96 overflow-y-auto overscroll-contain">
        {history.isPending ? (
          <p className="px-3 py-2 text-sm text-muted-foreground">Loading chats...</p>
        ) : history.isError ? (
          <p className="px-3 py-2 text-sm text-muted-foreground">Your chats could not be loaded.</p>
        ) : conversations.length === 0 ? (
          <p className="px-3 py-2 text-sm text-muted-foreground">No saved chats yet.</p>
        ) : (
          <ul className="flex flex-col gap-0.5 pr-2" data-testid="chat-history">
            {conversations.map((conversation) => {
              const isActive = sameConversation(active, conversation.id);
              return (
                <li key={conversation.id}>
                  <Link
                    to={`/chat/${conversation.id}`}
                    aria-current={isActive ? "page" : undefined}
                    data-active={isActive ? "true" : undefined}
                    onClick={() => {
                      announceConversationChanged(conversation.id);
                      onNavigate?.();
                    }}
                    className={cn(
                      "flex items-center gap-2 rounded-md px-3 py-2 text-sm text-foreground transition-colors hover:bg-accent",
                      isActive && "bg-secondary font-semibold text-secondary-foreground",
                    )}
                  >
                    <MessageSquareIcon className="size-4 shrink-0 opacity-70" aria-hidden="true" />
                    <span className="truncate">{conversation.title || "New Chat"}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </nav>
  );
}
