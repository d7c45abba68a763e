import {
  listConversationPage as selectConversationPage,
  searchConversations as selectSearchHits,
  searchTerms,
  type ConversationSummary,
  type User,
} from "@nestling/db";
import type { RouterDeps } from "../deps";
import { decodeHistoryCursor, encodeHistoryCursor } from "./history-cursor";
import { searchSnippet } from "./search-snippet";

export interface ConversationPage {
  items: ConversationSummary[];
  /** Pass back as `cursor` for the next page; null when this page is the last. */
  nextCursor: string | null;
}

/** One page of the caller's history, newest activity first. */
export async function listConversationPage(
  deps: RouterDeps,
  user: User,
  input: { cursor?: string | null; limit: number },
): Promise<ConversationPage> {
  const after = input.cursor ? decodeHistoryCursor(input.cursor) : null;
  // One row more than asked says whether another page follows, without a count.
  const rows = await selectConversationPage(deps.db, {
    userId: user.id,
    limit: input.limit + 1,
    after,
  });
  const items = rows.slice(0, input.limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor:
      rows.length > input.limit && last
        ? encodeHistoryCursor({ updatedAt: last.updatedAt, id: last.id })
        : null,
  };
}

export interface ConversationSearchResult {
  conversationId: number;
  title: string;
  updatedAt: string;
  /** The latest matching message, to open the conversation at; null when only the title matched. */
  messageId: number | null;
  /** Plain text around the match (the title when only the title matched). */
  snippet: string;
}

/** The caller's conversations whose title or messages hold every word of the query. */
export async function searchConversations(
  deps: RouterDeps,
  user: User,
  input: { query: string; limit: number },
): Promise<ConversationSearchResult[]> {
  const terms = searchTerms(input.query);
  const hits = await selectSearchHits(deps.db, {
    userId: user.id,
    query: input.query,
    limit: input.limit,
  });
  return hits.map((hit) => ({
    conversationId: hit.conversationId,
    title: hit.title,
    updatedAt: hit.updatedAt,
    messageId: hit.messageId,
    snippet: hit.content === null ? hit.title : searchSnippet(hit.content, terms),
  }));
}
