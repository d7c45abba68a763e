import {
  createShare,
  findBabyProfile,
  findLiveShare,
  findShareByTokenHash,
  findUserById,
  findUserConversation,
  listMessages,
  revokeShares,
  type Source,
  type Urgency,
  type User,
} from "@nestling/db";
import { clock, type RouterDeps } from "../deps";
import { refusal } from "../error-reasons";
import { hashToken, newToken } from "../tokens";
import { conversationNotFound } from "./conversations";
import { nameRedactor } from "./name-redaction";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The web page a share link opens. */
export const sharePath = (token: string) => `/share/${token}`;

/** A live link as its parent sees it. The token is shown once, when the link is made. */
export interface ShareStatus {
  createdAt: string;
  expiresAt: string;
}

export interface CreatedShare extends ShareStatus {
  token: string;
  /** The page to hand out, relative to the site (`/share/{token}`). */
  path: string;
}

/**
 * Makes a read-only link to one of the caller's conversations, ending any earlier one (only the
 * newest link works, so "make a new link" is also how a parent replaces a link they gave out).
 */
export async function createShareLink(
  deps: RouterDeps,
  user: User,
  input: { conversationId: number; expiresInDays: number },
): Promise<CreatedShare> {
  const now = clock(deps);
  const token = newToken();
  const link = await deps.db.transaction().execute(async (trx) => {
    await revokeShares(trx, { userId: user.id, conversationId: input.conversationId }, now);
    return createShare(
      trx,
      {
        userId: user.id,
        conversationId: input.conversationId,
        tokenHash: hashToken(token)!,
        expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
      },
      now,
    );
  });
  if (!link) throw conversationNotFound();
  return { token, path: sharePath(token), createdAt: link.createdAt, expiresAt: link.expiresAt };
}

/** The conversation's live link, or null. */
export async function currentShareLink(
  deps: RouterDeps,
  user: User,
  input: { conversationId: number },
): Promise<{ active: ShareStatus | null }> {
  if (!(await findUserConversation(deps.db, user.id, input.conversationId)))
    throw conversationNotFound();
  const link = await findLiveShare(
    deps.db,
    { userId: user.id, conversationId: input.conversationId },
    clock(deps),
  );
  return { active: link ? { createdAt: link.createdAt, expiresAt: link.expiresAt } : null };
}

/** Turns the conversation's links off; the pages they open then say the link was revoked. */
export async function revokeShareLinks(
  deps: RouterDeps,
  user: User,
  input: { conversationId: number },
): Promise<{ revoked: number }> {
  if (!(await findUserConversation(deps.db, user.id, input.conversationId)))
    throw conversationNotFound();
  const revoked = await revokeShares(
    deps.db,
    { userId: user.id, conversationId: input.conversationId },
    clock(deps),
  );
  return { revoked };
}

/** A message as anyone holding the link sees it: no ids, names replaced. */
export interface SharedMessage {
  role: "user" | "assistant";
  content: string;
  createdAt: string;
  sources: Source[];
  urgency: Urgency | null;
  disposition: string | null;
}

/** What a share link opens: the messages and sources, never who asked. */
export interface SharedConversation {
  title: string;
  sharedAt: string;
  expiresAt: string;
  messages: SharedMessage[];
}

/**
 * The conversation behind a link, for anyone holding it. The parent's and the baby's names (as
 * their account and profile hold them now) are replaced in the title and every message, so
 * neither the page nor what it fetches carries them.
 */
export async function viewSharedConversation(
  deps: RouterDeps,
  input: { token: string },
): Promise<SharedConversation> {
  const tokenHash = hashToken(input.token);
  const link = tokenHash ? await findShareByTokenHash(deps.db, tokenHash) : null;
  if (!link) throw refusal("SHARE_NOT_FOUND", "This shared conversation does not exist.");
  if (link.revokedAt !== null)
    throw refusal("SHARE_REVOKED", "This link was turned off by the parent who shared it.");
  if (link.expiresAt <= clock(deps).toISOString())
    throw refusal("SHARE_EXPIRED", "This link has expired.");
  const [conversation, owner, profile] = await Promise.all([
    findUserConversation(deps.db, link.userId, link.conversationId),
    findUserById(deps.db, link.userId),
    findBabyProfile(deps.db, link.userId),
  ]);
  if (!conversation) throw refusal("SHARE_NOT_FOUND", "This shared conversation does not exist.");
  const redact = nameRedactor({
    baby: [profile?.name ?? null],
    parent: [owner?.firstName ?? null, owner?.lastName ?? null, owner?.email ?? null],
  });
  const messages = await listMessages(deps.db, conversation.id);
  return {
    title: redact(conversation.title),
    sharedAt: link.createdAt,
    expiresAt: link.expiresAt,
    messages: messages.map((m) => ({
      role: m.role,
      content: redact(m.content),
      createdAt: m.createdAt,
      sources: m.sources,
      urgency: m.urgency,
      disposition: m.disposition,
    })),
  };
}
