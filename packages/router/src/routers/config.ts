import type { PublicFirebaseConfig } from "../deps";
import { publicProcedure, router } from "../trpc";

export const configRouter = router({
  gtm: publicProcedure.query(({ ctx }): { containerId: string | null } => ({
    containerId: ctx.deps.config.gtmContainerId,
  })),
  /** The web app's public Firebase settings (one build for every deployment); null when not configured. */
  firebase: publicProcedure.query(
    ({ ctx }): PublicFirebaseConfig | null => ctx.deps.config.firebase,
  ),
});
