import { initTRPC } from "@trpc/server";
import type { Context } from "./context";
import { errorShape, toPublicError } from "./errors";
import { refusal } from "./error-reasons";

const t = initTRPC.context<Context>().create({
  // Never send stacks, SQL or exception text to the browser: only the public message and code.
  errorFormatter({ error, path }) {
    return errorShape(toPublicError(error), path ?? null);
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
  if (!ctx.user) throw refusal("SIGN_IN_REQUIRED", "Please sign in to continue.");
  return next({ ctx: { ...ctx, user: ctx.user } });
});
