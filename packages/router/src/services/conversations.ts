import { TRPCError } from "@trpc/server";
import {
  createConversation as insertConversation,
  deleteConversation as removeConversation,
  renameConversation as updateConversationTitle,
  DEFAULT_CONVERSATION_TITLE,
  findUserConversation,
  listConversations as selectConversations,
  listMessages,
  type Conversation,
  type ConversationSummary,
  type User,
} from "@nestling/db";
import { clock, type RouterDeps } from "../deps";
import { toMessageView, type MessageView } from "./views";

export const conversationNotFound = () =>
  new TRPCError({ code: "NOT_FOUND", message: "Conversation not found" });

export function listConversations(deps: RouterDeps, user: User): Promise<ConversationSummary[]> {
  return selectConversations(deps.db, user.id);
}

export function createConversation(
  deps: RouterDeps,
  user: User,
  input: { title?: string | null } | null | undefined,
): Promise<Conversation> {
  const title = input?.title?.replace(/\s+/g, " ") || DEFAULT_CONVERSATION_TITLE;
  return insertConversation(deps.db, { userId: user.id, title }, clock(deps));
}

/** The caller's conversation; another user's answers exactly like a missing one. */
async function ownedConversation(deps: RouterDeps, user: User, id: number): Promise<Conversation> {
  const conversation = await findUserConversation(deps.db, user.id, id);
  if (!conversation) throw conversationNotFound();
  return conversation;
}

export async function getConversation(
  deps: RouterDeps,
  user: User,
  input: { id: number },
): Promise<Conversation & { messages: MessageView[] }> {
  const conversation = await ownedConversation(deps, user, input.id);
  const messages = await listMessages(deps.db, conversation.id);
  return { ...conversation, messages: messages.map(toMessageView) };
}

export async function getConversationMessages(
  deps: RouterDeps,
  user: User,
  input: { id: number },
): Promise<MessageView[]> {
  const conversation = await ownedConversation(deps, user, input.id);
  return (await listMessages(deps.db, conversation.id)).map(toMessageView);
}

export async function renameConversation(
  deps: RouterDeps,
  user: User,
  input: { id: number; title: string },
): Promise<Conversation> {
  const title = input.title.replace(/\s+/g, " ");
  const renamed = await updateConversationTitle(deps.db, { userId: user.id, id: input.id, title });
  if (!renamed) throw conversationNotFound();
  return renamed;
}

/** Deletes the caller's conversation with its messages; another user's answers like a missing one. */
export async function deleteConversation(
  deps: RouterDeps,
  user: User,
  input: { id: number },
): Promise<{ id: number; deleted: true }> {
  if (!(await removeConversation(deps.db, { userId: user.id, id: input.id })))
    throw conversationNotFound();
  return { id: input.id, deleted: true };
}
