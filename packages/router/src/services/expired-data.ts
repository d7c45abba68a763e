import { deleteExpiredSessions, purgeVisitorDataOlderThan } from "@nestling/db";
import { VISITOR_PURGE_INTERVAL_MS, VISITOR_RETENTION_SECONDS } from "../constants";
import { clock, type RouterDeps } from "../deps";

const lastPurgeAt = new WeakMap<object, number>();

/**
 * Drops what has outlived its retention: anonymous conversations and visitors older than 24 h,
 * and expired sessions. Called from anonymous sends and sign-ins, at most once a minute per
 * database, so retention needs no scheduler.
 */
export async function purgeExpiredData(deps: RouterDeps): Promise<void> {
  const now = clock(deps);
  const last = lastPurgeAt.get(deps.db);
  if (
    last !== undefined &&
    now.getTime() >= last &&
    now.getTime() - last < VISITOR_PURGE_INTERVAL_MS
  )
    return;
  lastPurgeAt.set(deps.db, now.getTime());
  const cutoff = new Date(now.getTime() - VISITOR_RETENTION_SECONDS * 1000);
  const purged = await purgeVisitorDataOlderThan(deps.db, cutoff);
  const sessions = await deleteExpiredSessions(deps.db, now);
  if (purged.conversations > 0 || purged.visitors > 0 || sessions > 0) {
    deps.logger.info({ ...purged, sessions }, "purged expired data");
  }
}
