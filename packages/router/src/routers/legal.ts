import { acceptLegalDisclaimer, getLegalStatus } from "../services/legal";
import { protectedProcedure, router } from "../trpc";

export const legalRouter = router({
  status: protectedProcedure.query(({ ctx }) => getLegalStatus(ctx.deps, ctx.user)),
  accept: protectedProcedure.mutation(({ ctx }) => acceptLegalDisclaimer(ctx.deps, ctx.user)),
});
