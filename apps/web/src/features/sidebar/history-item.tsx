import { lazy, Suspense, useRef, useState } from "react";
import { Button, cn } from "@nestling/ui";
import { MessageSquareIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { Link } from "react-router";
import { focusChatInput } from "../../lib/focus";
import type { ConversationSummary } from "../../lib/trpc";
import { announceConversationChanged } from "../../lib/window-events";
import { useConversationActions } from "./use-conversation-actions";

// The confirmation (Radix AlertDialog) loads the first time a parent deletes a chat.
const DeleteConversationDialog = lazy(() =>
  import("./delete-conversation-dialog").then((m) => ({ default: m.DeleteConversationDialog })),
);

export interface HistoryItemProps {
  conversation: ConversationSummary;
  isActive: boolean;
  onNavigate?: () => void;
}

/** One saved chat in the history: opens it, and offers Rename (in place) and Delete (confirmed). */
export function HistoryItem({ conversation, isActive, onNavigate }: HistoryItemProps) {
  const [mode, setMode] = useState<"view" | "rename" | "delete">("view");
  const { rename, remove } = useConversationActions();
  const renameButton = useRef<HTMLButtonElement>(null);
  const title = conversation.title || "New Chat";

  const finishRename = (value: string | null) => {
    setMode("view");
    const next = value?.trim();
    if (next && next !== title) rename.mutate({ id: conversation.id, title: next });
    requestAnimationFrame(() => renameButton.current?.focus());
  };

  if (mode === "rename") {
    return (
      <li>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            finishRename(new FormData(event.currentTarget).get("title") as string);
          }}
        >
          <input
            name="title"
            aria-label="Chat title"
            defaultValue={title}
            maxLength={200}
            autoFocus
            onFocus={(event) => event.currentTarget.select()}
            onBlur={(event) => finishRename(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape") {
                event.preventDefault();
                finishRename(null);
              }
            }}
            className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm"
          />
        </form>
      </li>
    );
  }

  return (
    <li className="group relative flex items-center">
      <Link
        to={`/chat/${conversation.id}`}
        aria-current={isActive ? "page" : undefined}
        data-active={isActive ? "true" : undefined}
        // The full title on hover; the list truncates long ones.
        title={title}
        onClick={() => {
          announceConversationChanged(conversation.id);
          onNavigate?.();
        }}
        className={cn(
          "flex min-w-0 flex-1 items-center gap-2 rounded-md py-2 pr-16 pl-3 text-sm text-foreground transition-colors hover:bg-accent",
          isActive && "bg-secondary font-semibold text-secondary-foreground",
        )}
      >
        <MessageSquareIcon className="size-4 shrink-0 opacity-70" aria-hidden="true" />
        <span className="truncate">{title}</span>
      </Link>
      <div className="absolute right-1 flex gap-0.5 md:opacity-0 md:group-focus-within:opacity-100 md:group-hover:opacity-100">
        <Button
          ref={renameButton}
          variant="ghost"
          size="icon-sm"
          aria-label="Rename"
          title={`Rename “${title}”`}
          onClick={() => setMode("rename")}
        >
          <PencilIcon aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Delete"
          title={`Delete “${title}”`}
          onClick={() => setMode("delete")}
        >
          <Trash2Icon aria-hidden />
        </Button>
      </div>
      {mode === "delete" ? (
        <Suspense fallback={null}>
          <DeleteConversationDialog
            title={title}
            pending={remove.isPending}
            onCancel={() => setMode("view")}
            onConfirm={() =>
              remove.mutate(
                { id: conversation.id },
                {
                  onSettled: () => {
                    setMode("view");
                    focusChatInput();
                  },
                },
              )
            }
          />
        </Suspense>
      ) : null}
    </li>
  );
}
