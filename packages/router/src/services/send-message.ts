import { refusal } from "../error-reasons";
import {
  DEFAULT_CONVERSATION_TITLE,
  deleteConversationIfEmpty,
  deleteLastExchange,
  findBabyProfile,
  findConversationWithHistory,
  insertMessages,
  saveVisitor,
  saveVisitorConversation,
  touchConversation,
  type Conversation,
  type HistoryTurn,
  type User,
} from "@nestling/db";
import {
  isRegion,
  type AnswerRequest,
  type AnswerResult,
  type BabyContext,
  type Region,
} from "@nestling/answers";
import { HISTORY_MESSAGES } from "../constants";
import type { ChatVisitor, VisitorAccess } from "../context";
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
export type Target =
  | { kind: "saved"; conversation: Conversation; history: HistoryTurn[] }
  | { kind: "temporary"; visitor: ChatVisitor; tempId: string; history: HistoryTurn[] };

async function resolveTarget(
  deps: RouterDeps,
  actor: Actor,
  conversationId: number | string,
): Promise<Target> {
  if (typeof conversationId === "number") {
    if (!actor.user)
      throw refusal("SIGN_IN_REQUIRED", "Please sign in to continue this conversation.");
    const found = await findConversationWithHistory(
      deps.db,
      { userId: actor.user.id, id: conversationId },
      HISTORY_MESSAGES,
    );
    if (!found) throw conversationNotFound();
    return { kind: "saved", ...found };
  }
  // Temporary ids are visitor-style for everyone, signed in or not: held under the visitor cookie,
  // never listed, dropped after 24 h.
  await purgeExpiredData(deps);
  const visitor = await actor.visitor.forChat();
  // A visitor minted by this request has no conversation yet.
  const found = visitor.isNew
    ? null
    : await findConversationWithHistory(
        deps.db,
        { visitorId: visitor.visitorId, tempId: conversationId },
        HISTORY_MESSAGES,
      );
  return { kind: "temporary", visitor, tempId: conversationId, history: found?.history ?? [] };
}

/** The signed-in parent's saved region, when it is one the engine knows. */
function savedRegion(actor: Actor): Region | undefined {
  const region = actor.user?.region;
  return isRegion(region) ? region : undefined;
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

/** A question on its way: where it goes, when it was asked, and what the engine is asked. */
export interface PendingExchange {
  target: Target;
  askedAt: Date;
  request: AnswerRequest;
  /** Regenerate: the new exchange replaces the conversation's last question and answer. */
  replacesLast: boolean;
}

/** Loads the conversation with its recent history (one query) and, when personalizing, the baby profile. */
export async function beginExchange(
  deps: RouterDeps,
  actor: Actor,
  input: SendMessageInput,
): Promise<PendingExchange> {
  const askedAt = clock(deps);
  const target = await resolveTarget(deps, actor, input.conversationId);
  const personalize = input.personalize !== false;
  let history = target.history;
  if (input.regenerate) {
    // Only the last answer can be asked for again, and the question must be the one it answered.
    const [question, answer] = history.slice(-2);
    if (
      question?.role !== "user" ||
      answer?.role !== "assistant" ||
      question.content !== input.message
    )
      throw refusal("BAD_REQUEST", "There is no answer to this question to regenerate.");
    history = history.slice(0, -2);
  }
  return {
    target,
    askedAt,
    replacesLast: input.regenerate === true,
    request: {
      question: input.message,
      history,
      baby: await babyContext(deps, actor, personalize),
      personalize,
      now: askedAt,
      region: input.region ?? savedRegion(actor),
    },
  };
}

/** A conversation whose first question stored nothing is removed, so no empty "New Chat" lingers. */
export async function forgetIfEmpty(
  deps: RouterDeps,
  actor: Actor,
  exchange: PendingExchange,
): Promise<void> {
  const { target } = exchange;
  if (target.kind === "saved" && target.history.length === 0 && actor.user)
    await deleteConversationIfEmpty(deps.db, {
      userId: actor.user.id,
      id: target.conversation.id,
    });
}

/**
 * Answers a parent's message: asks the answer engine, then in one transaction stores the
 * question and the answer and moves the conversation's activity time (a visitor's conversation,
 * and a new visitor, are created or touched there too). An off-topic question stores nothing.
 */
export async function sendMessage(
  deps: RouterDeps,
  actor: Actor,
  input: SendMessageInput,
): Promise<SendMessageResult> {
  const exchange = await beginExchange(deps, actor, input);
  let result;
  try {
    result = await deps.engine.answer(exchange.request);
    if (result.kind === "off-topic") throw refusal("OFF_TOPIC", result.message);
  } catch (error) {
    await forgetIfEmpty(deps, actor, exchange);
    throw error;
  }
  const stored = await storeExchange(deps, actor, input, exchange, result);
  if (exchange.target.kind === "temporary") exchange.target.visitor.issueCookie();
  return stored;
}

/** The answer as stored: what the engine wrote, or what the parent saw of it before pressing Stop. */
export type StoredAnswer = Pick<
  Extract<AnswerResult, { kind: "answer" }>,
  "content" | "sources" | "urgency" | "disposition"
> & { stopped?: boolean };

/** Stores the question and its answer in one transaction (see `sendMessage`). */
export async function storeExchange(
  deps: RouterDeps,
  actor: Actor,
  input: SendMessageInput,
  { target, askedAt, replacesLast }: PendingExchange,
  result: StoredAnswer,
): Promise<SendMessageResult> {
  const answeredAt = clock(deps);
  const [userMessage, assistantMessage] = await deps.db.transaction().execute(async (trx) => {
    let conversationId: number;
    if (target.kind === "temporary") {
      // A signed-in user's temporary chat ties this browser to them, so deleting the account
      // finds it whichever device it was made on.
      await saveVisitor(trx, { ...target.visitor, userId: actor.user?.id ?? null }, answeredAt);
      // Created here on the first message; two first messages racing share one conversation.
      const conversation = await saveVisitorConversation(
        trx,
        {
          visitorId: target.visitor.visitorId,
          tempId: target.tempId,
          title: titleFromQuestion(input.message),
          startedAt: askedAt,
        },
        answeredAt,
      );
      conversationId = conversation.id;
    } else {
      conversationId = target.conversation.id;
    }
    if (replacesLast) await deleteLastExchange(trx, conversationId);
    const messages = await insertMessages(trx, [
      { conversationId, role: "user", content: input.message, createdAt: askedAt },
      {
        conversationId,
        role: "assistant",
        content: result.content,
        sources: result.sources,
        urgency: result.urgency,
        disposition: result.disposition,
        ...(result.stopped ? { stopped: true } : {}),
        createdAt: answeredAt,
      },
    ]);
    if (target.kind === "saved") {
      await touchConversation(
        trx,
        conversationId,
        target.conversation.title === DEFAULT_CONVERSATION_TITLE
          ? { titleIfDefault: titleFromQuestion(input.message) }
          : {},
        answeredAt,
      );
    }
    return messages;
  });

  return {
    userMessage: toMessageView(userMessage!),
    assistantMessage: toMessageView(assistantMessage!),
  };
}
