import { TRPCError } from "@trpc/server";
import {
  createVisitorConversation,
  DEFAULT_CONVERSATION_TITLE,
  findBabyProfile,
  findUserConversation,
  findVisitorConversation,
  insertMessage,
  listRecentMessages,
  touchConversation,
  touchVisitor,
  type Conversation,
  type User,
} from "@nestling/db";
import type { BabyContext } from "@nestling/answers";
import { HISTORY_MESSAGES } from "../constants";
import type { VisitorAccess } from "../context";
import { clock, type RouterDeps } from "../deps";
import type { SendMessageInput } from "../schemas";
import { titleFromQuestion } from "./conversation-title";
import { conversationNotFound } from "./conversations";
import { toMessageView, type MessageView } from "./views";
import { purgeExpiredData } from "./expired-data";

export interface Actor {
  user: User | null;
  visitor: VisitorAccess;
}

export interface SendMessageResult {
  userMessage: MessageView;
  assistantMessage: MessageView;
}

/** Where the message goes: a saved conversation, or a visitor's temporary one (created on first use). */
type Target =
  | { kind: "saved"; conversation: Conversation }
  | { kind: "temporary"; visitorId: string; tempId: string; conversation: Conversation | null };

async function resolveTarget(
  deps: RouterDeps,
  actor: Actor,
  conversationId: number | string,
): Promise<Target> {
  if (typeof conversationId === "number") {
    if (!actor.user)
      throw new TRPCError({
        code: "UNAUTHORIZED",
        message: "Please sign in to continue this conversation.",
      });
    const conversation = await findUserConversation(deps.db, actor.user.id, conversationId);
    if (!conversation) throw conversationNotFound();
    return { kind: "saved", conversation };
  }
  // Temporary ids are visitor-style for everyone, signed in or not: held under the visitor cookie,
  // never listed, dropped after 24 h.
  await purgeExpiredData(deps);
  const visitorId = await actor.visitor.ensure();
  const conversation = await findVisitorConversation(deps.db, visitorId, conversationId);
  return { kind: "temporary", visitorId, tempId: conversationId, conversation };
}

async function babyContext(
  deps: RouterDeps,
  actor: Actor,
  personalize: boolean,
): Promise<BabyContext | null> {
  if (!personalize || !actor.user) return null;
  const profile = await findBabyProfile(deps.db, actor.user.id);
  return profile ? { name: profile.name, dateOfBirth: profile.dateOfBirth } : null;
}

/**
 * Answers a parent's message: loads the conversation's recent history and (when personalizing)
 * the baby profile, asks the answer engine, then stores the question and the answer and moves the
 * conversation's activity time in one transaction. An off-topic question stores nothing.
 */
export async function sendMessage(
  deps: RouterDeps,
  actor: Actor,
  input: SendMessageInput,
): Promise<SendMessageResult> {
  const askedAt = clock(deps);
  const target = await resolveTarget(deps, actor, input.conversationId);
  const personalize = input.personalize !== false;
  const history = target.conversation
    ? await listRecentMessages(deps.db, target.conversation.id, HISTORY_MESSAGES)
    : [];

  const result = await deps.engine.answer({
    question: input.message,
    history: history.map((m) => ({ role: m.role, content: m.content })),
    baby: await babyContext(deps, actor, personalize),
    personalize,
    now: askedAt,
  });
  if (result.kind === "off-topic")
    throw new TRPCError({ code: "BAD_REQUEST", message: result.message });

  const answeredAt = clock(deps);
  const stored = await deps.db.transaction().execute(async (trx) => {
    let conversation = target.conversation;
    if (!conversation && target.kind === "temporary") {
      // Re-checked inside the transaction: two first messages racing share one conversation.
      conversation =
        (await findVisitorConversation(trx, target.visitorId, target.tempId)) ??
        (await createVisitorConversation(
          trx,
          { visitorId: target.visitorId, tempId: target.tempId },
          askedAt,
        ));
    }
    const conversationId = conversation!.id;
    const userMessage = await insertMessage(
      trx,
      { conversationId, role: "user", content: input.message },
      askedAt,
    );
    const assistantMessage = await insertMessage(
      trx,
      {
        conversationId,
        role: "assistant",
        content: result.content,
        sources: result.sources,
        urgency: result.urgency,
      },
      answeredAt,
    );
    await touchConversation(
      trx,
      conversationId,
      conversation!.title === DEFAULT_CONVERSATION_TITLE
        ? { titleIfDefault: titleFromQuestion(input.message) }
        : {},
      answeredAt,
    );
    return { userMessage, assistantMessage };
  });

  if (target.kind === "temporary") await touchVisitor(deps.db, target.visitorId, answeredAt);
  return {
    userMessage: toMessageView(stored.userMessage),
    assistantMessage: toMessageView(stored.assistantMessage),
  };
}
