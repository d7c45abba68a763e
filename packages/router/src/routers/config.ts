import type { PublicFirebaseConfig } from "../deps";
import { listRegions, type RegionView } from "../services/region";
import { publicProcedure, router } from "../trpc";

export const configRouter = router({
  gtm: publicProcedure.query(({ ctx }): { containerId: string | null } => ({
    containerId: ctx.deps.config.gtmContainerId,
  })),
  /** The web app's public Firebase settings (one build for every deployment); null when not configured. */
  firebase: publicProcedure.query(
    ({ ctx }): PublicFirebaseConfig | null => ctx.deps.config.firebase,
  ),
  /** Emergency numbers and names by region (the web app's region setting, card and banner). */
  regions: publicProcedure.query((): RegionView[] => listRegions()),
});
