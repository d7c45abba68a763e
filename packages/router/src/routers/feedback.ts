import { messageIdInput, submitFeedbackInput } from "../schemas";
import { getFeedback, submitFeedback } from "../services/feedback";
import { publicProcedure, router } from "../trpc";

// Public: visitors may rate answers of their temporary conversation; the service checks ownership.
export const feedbackRouter = router({
  get: publicProcedure
    .input(messageIdInput)
    .query(({ ctx, input }) => getFeedback(ctx.deps, ctx, input)),
  submit: publicProcedure
    .input(submitFeedbackInput)
    .mutation(({ ctx, input }) => submitFeedback(ctx.deps, ctx, input)),
});
