import { sendMessageInput } from "../schemas";
import { sendMessage } from "../services/send-message";
import { publicProcedure, router } from "../trpc";

export const chatRouter = router({
  send: publicProcedure
    .input(sendMessageInput)
    .mutation(({ ctx, input }) => sendMessage(ctx.deps, ctx, input)),
});
