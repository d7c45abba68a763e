import {
  conversationIdInput,
  conversationPageInput,
  createConversationInput,
  renameConversationInput,
  searchConversationsInput,
} from "../schemas";
import { exportConversation } from "../services/conversation-export";
import { listConversationPage, searchConversations } from "../services/conversation-history";
import {
  createConversation,
  deleteConversation,
  renameConversation,
  getConversation,
  getConversationMessages,
  listConversations,
} from "../services/conversations";
import { protectedProcedure, router } from "../trpc";

export const conversationsRouter = router({
  list: protectedProcedure.query(({ ctx }) => listConversations(ctx.deps, ctx.user)),
  /** The history a page at a time: `{ items, nextCursor }`. */
  page: protectedProcedure
    .input(conversationPageInput)
    .query(({ ctx, input }) => listConversationPage(ctx.deps, ctx.user, input)),
  search: protectedProcedure
    .input(searchConversationsInput)
    .query(({ ctx, input }) => searchConversations(ctx.deps, ctx.user, input)),
  create: protectedProcedure
    .input(createConversationInput)
    .mutation(({ ctx, input }) => createConversation(ctx.deps, ctx.user, input)),
  byId: protectedProcedure
    .input(conversationIdInput)
    .query(({ ctx, input }) => getConversation(ctx.deps, ctx.user, input)),
  rename: protectedProcedure
    .input(renameConversationInput)
    .mutation(({ ctx, input }) => renameConversation(ctx.deps, ctx.user, input)),
  delete: protectedProcedure
    .input(conversationIdInput)
    .mutation(({ ctx, input }) => deleteConversation(ctx.deps, ctx.user, input)),
  /** The conversation as a Markdown file (what Export saves): `{ fileName, markdown }`. */
  export: protectedProcedure
    .input(conversationIdInput)
    .query(({ ctx, input }) => exportConversation(ctx.deps, ctx.user, input)),
  messages: protectedProcedure
    .input(conversationIdInput)
    .query(({ ctx, input }) => getConversationMessages(ctx.deps, ctx.user, input)),
});
