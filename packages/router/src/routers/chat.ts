import { sendMessageInput } from "../schemas";
import { sendMessage } from "../services/send-message";
import { streamMessage } from "../services/stream-message";
import { publicProcedure, router } from "../trpc";

export const chatRouter = router({
  send: publicProcedure
    .input(sendMessageInput)
    .mutation(({ ctx, input }) => sendMessage(ctx.deps, ctx, input)),
  /** The same answer as it is written, over server-sent events; closing it stops the answer. */
  stream: publicProcedure
    .input(sendMessageInput)
    .subscription(({ ctx, input, signal }) => streamMessage(ctx.deps, ctx, input, signal)),
});
