import { conversationIdInput, createConversationInput, renameConversationInput } from "../schemas";
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
  messages: protectedProcedure
    .input(conversationIdInput)
    .query(({ ctx, input }) => getConversationMessages(ctx.deps, ctx.user, input)),
});
