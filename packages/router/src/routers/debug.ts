import { clientLogsInput } from "../schemas";
import { recordClientLogs } from "../services/client-logs";
import { publicProcedure, router } from "../trpc";

export const debugRouter = router({
  clientLogs: publicProcedure
    .input(clientLogsInput)
    .mutation(({ ctx, input }) => recordClientLogs(ctx.deps, ctx, input)),
});
