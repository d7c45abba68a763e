// The server's own retention job: expired visitor chats, client logs and sessions are purged at
// start-up and then every hour, not only when someone happens to chat or sign in. It stops when
// the server closes. Safe with several instances side by side: each runs the same idempotent
// deletes.
import type { FastifyInstance } from "fastify";
import { purgeExpiredData, type RouterDeps } from "@nestling/router";

export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export function registerPurgeJob(
  app: FastifyInstance,
  deps: Pick<RouterDeps, "db" | "now">,
  intervalMs = PURGE_INTERVAL_MS,
): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const purge = () => {
    running = purgeExpiredData({ ...deps, logger: app.log }, { force: true }).catch(
      (error: unknown) => app.log.warn({ err: error }, "scheduled purge failed"),
    );
  };
  app.addHook("onReady", async () => {
    purge();
    timer = setInterval(purge, intervalMs);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
    timer = null;
    // The database closes after the server: let a purge under way finish first.
    await running;
  });
}
