import { TRPCError } from "@trpc/server";
import { refusal } from "../error-reasons";
import {
  findFeedback,
  findOwnedMessage,
  insertFeedback,
  type Feedback,
  type Message,
} from "@nestling/db";
import { FEEDBACK_ALREADY_PROVIDED } from "../constants";
import { clock, type RouterDeps } from "../deps";
import type { Actor } from "./send-message";

const messageNotFound = () => new TRPCError({ code: "NOT_FOUND", message: "Message not found" });

/**
 * A message the caller may rate or read feedback of: in their saved conversations, or in the
 * temporary conversations of their visitor cookie. Anyone else's message looks missing.
 */
async function ownedMessage(deps: RouterDeps, actor: Actor, messageId: number): Promise<Message> {
  const visitorId = await actor.visitor.current();
  if (!actor.user && !visitorId)
    throw new TRPCError({ code: "UNAUTHORIZED", message: "Please sign in to rate answers." });
  const message =
    (actor.user ? await findOwnedMessage(deps.db, { userId: actor.user.id }, messageId) : null) ??
    (visitorId ? await findOwnedMessage(deps.db, { visitorId }, messageId) : null);
  if (!message) throw messageNotFound();
  return message;
}

export async function getFeedback(
  deps: RouterDeps,
  actor: Actor,
  input: { messageId: number },
): Promise<Feedback> {
  const message = await ownedMessage(deps, actor, input.messageId);
  const feedback = await findFeedback(deps.db, message.id);
  if (!feedback)
    throw new TRPCError({ code: "NOT_FOUND", message: "No feedback for this message" });
  return feedback;
}

/** Records the one rating an answer may get. */
export async function submitFeedback(
  deps: RouterDeps,
  actor: Actor,
  input: { messageId: number; helpful: boolean },
): Promise<Feedback> {
  const message = await ownedMessage(deps, actor, input.messageId);
  if (message.role !== "assistant") {
    throw new TRPCError({ code: "BAD_REQUEST", message: "Only answers can be rated" });
  }
  const feedback = await insertFeedback(
    deps.db,
    { messageId: message.id, userId: actor.user?.id ?? null, helpful: input.helpful },
    clock(deps),
  );
  if (!feedback) throw refusal("FEEDBACK_EXISTS", FEEDBACK_ALREADY_PROVIDED);
  return feedback;
}
