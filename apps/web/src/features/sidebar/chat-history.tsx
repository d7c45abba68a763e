import { useAtomValue } from "jotai";
import { activeConversationIdAtom, sameConversation } from "../../lib/active-conversation";
import { HistoryItem } from "./history-item";
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
            {conversations.map((conversation) => (
              <HistoryItem
                key={conversation.id}
                conversation={conversation}
                isActive={sameConversation(active, conversation.id)}
                onNavigate={onNavigate}
              />
            ))}
          </ul>
        )}
      </div>
    </nav>
  );
}
