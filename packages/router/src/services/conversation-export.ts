import type { User } from "@nestling/db";
import { clock, type RouterDeps } from "../deps";
import { conversationMarkdown, exportFileName } from "./conversation-markdown";
import { getConversation } from "./conversations";

export interface ConversationExport {
  /** "naps-at-4-months-2026-11-23.md" */
  fileName: string;
  markdown: string;
}

/** One of the caller's conversations as the Markdown file Export saves in the browser. */
export async function exportConversation(
  deps: RouterDeps,
  user: User,
  input: { id: number },
): Promise<ConversationExport> {
  const conversation = await getConversation(deps, user, input);
  const now = clock(deps);
  return {
    fileName: exportFileName(conversation.title, now),
    markdown: conversationMarkdown(conversation.title, conversation.messages, now),
  };
}
