import { loginInput, regionInput } from "../schemas";
import { deleteAccount, login, logout } from "../services/auth";
import { saveRegion } from "../services/region";
import { toPublicUser } from "../services/views";
import { protectedProcedure, publicProcedure, router } from "../trpc";

export const authRouter = router({
  login: publicProcedure
    .input(loginInput)
    .mutation(({ ctx, input }) =>
      login(ctx.deps, ctx.http, ctx.sessionTokenHash, input, ctx.visitor),
    ),
  user: protectedProcedure.query(({ ctx }) => toPublicUser(ctx.user)),
  /** The parent's region for emergency numbers, kept in the profile. */
  setRegion: protectedProcedure
    .input(regionInput)
    .mutation(({ ctx, input }) => saveRegion(ctx.deps, ctx.user, input)),
  logout: publicProcedure.mutation(({ ctx }) => logout(ctx.deps, ctx.http)),
  deleteAccount: protectedProcedure.mutation(async ({ ctx }) =>
    deleteAccount(ctx.deps, ctx.http, ctx.user, await ctx.visitor.current()),
  ),
});
