import { saveBabyProfileInput } from "../schemas";
import { getBabyProfile, saveBabyProfile } from "../services/baby-profile";
import { protectedProcedure, router } from "../trpc";

export const babyProfileRouter = router({
  get: protectedProcedure.query(({ ctx }) => getBabyProfile(ctx.deps, ctx.user)),
  save: protectedProcedure
    .input(saveBabyProfileInput)
    .mutation(({ ctx, input }) => saveBabyProfile(ctx.deps, ctx.user, input)),
});
