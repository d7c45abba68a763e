import { showToast } from "@nestling/ui";

/** Toasts for managing saved chats (rename, delete), beside the toasts of docs/behaviour.md §8. */
export function notifyConversationDeleted(): void {
  showToast({ title: "Chat deleted", description: "The chat and its messages are gone." });
}

export function notifyConversationActionFailed(action: "rename" | "delete", message: string): void {
  const fallback =
    action === "rename" ? "Could not rename the chat." : "Could not delete the chat.";
  // The server's words when it gave a clear reason (a title too long), else a plain sentence.
  const said = message.replace(/^\d{3}:\s*/, "");
  const reason = /too long|at most|cannot be empty|not found/i.test(said) ? said : fallback;
  const sentence = reason.replace(/[.!]?$/, ".");
  showToast({
    title: "Error",
    description: `${sentence} Please try again.`,
    variant: "destructive",
  });
}
