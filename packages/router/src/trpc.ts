import { initTRPC, TRPCError } from "@trpc/server";
import type { Context } from "./context";
import { toPublicError } from "./errors";

const t = initTRPC.context<Context>().create({
  // Never send stacks, SQL or exception text to the browser: only the public message and code.
  errorFormatter({ shape, error, path }) {
    const publicError = toPublicError(error);
    return {
      code: shape.code,
      message: publicError.message,
      data: { code: publicError.code, httpStatus: publicError.status, path: path ?? null },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Logs unexpected failures once, whichever way the procedure was called (HTTP adapter or caller). */
const logFailures = t.middleware(async ({ ctx, next, path, type }) => {
  const result = await next();
  if (!result.ok && result.error.code === "INTERNAL_SERVER_ERROR") {
    ctx.deps.logger.error(
      { err: result.error.cause ?? result.error, path, type },
      "procedure failed",
    );
  }
  return result;
});

export const publicProcedure = t.procedure.use(logFailures);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user)
    throw new TRPCError({ code: "UNAUTHORIZED", message: "Please sign in to continue." });
  return next({ ctx: { ...ctx, user: ctx.user } });
});
