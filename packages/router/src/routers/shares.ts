import { createShareInput, shareConversationInput, shareTokenInput } from "../schemas";
import {
  createShareLink,
  currentShareLink,
  revokeShareLinks,
  viewSharedConversation,
} from "../services/shares";
import { protectedProcedure, publicProcedure, router } from "../trpc";

export const sharesRouter = router({
  /** The conversation's live link (when it was made, when it ends), or null. */
  current: protectedProcedure
    .input(shareConversationInput)
    .query(({ ctx, input }) => currentShareLink(ctx.deps, ctx.user, input)),
  create: protectedProcedure
    .input(createShareInput)
    .mutation(({ ctx, input }) => createShareLink(ctx.deps, ctx.user, input)),
  revoke: protectedProcedure
    .input(shareConversationInput)
    .mutation(({ ctx, input }) => revokeShareLinks(ctx.deps, ctx.user, input)),
  /** The shared conversation behind a link: public, read-only, without names. */
  conversation: publicProcedure
    .input(shareTokenInput)
    .query(({ ctx, input }) => viewSharedConversation(ctx.deps, input)),
});
