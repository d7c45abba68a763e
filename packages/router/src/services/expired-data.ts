import {
  deleteClientLogsOlderThan,
  deleteExpiredSessions,
  purgeVisitorDataOlderThan,
} from "@nestling/db";
import {
  CLIENT_LOG_RETENTION_SECONDS,
  VISITOR_PURGE_INTERVAL_MS,
  VISITOR_RETENTION_SECONDS,
} from "../constants";
import { clock, type RouterDeps } from "../deps";

const lastPurgeAt = new WeakMap<object, number>();

/**
 * Drops what has outlived its retention: anonymous conversations and visitors older than 24 h,
 * client logs older than 7 days, and expired sessions. The server runs it on a schedule (hourly);
 * anonymous sends and sign-ins also call it, at most once a minute per database, so a visitor's
 * day-old chat is gone when they come back rather than up to an hour later. `force` skips that
 * throttle (the scheduled run).
 */
export async function purgeExpiredData(
  deps: Pick<RouterDeps, "db" | "logger" | "now">,
  options: { force?: boolean } = {},
): Promise<void> {
  const now = clock(deps);
  const last = lastPurgeAt.get(deps.db);
  if (
    !options.force &&
    last !== undefined &&
    now.getTime() >= last &&
    now.getTime() - last < VISITOR_PURGE_INTERVAL_MS
  )
    return;
  lastPurgeAt.set(deps.db, now.getTime());
  const cutoff = new Date(now.getTime() - VISITOR_RETENTION_SECONDS * 1000);
  const purged = await purgeVisitorDataOlderThan(deps.db, cutoff);
  const sessions = await deleteExpiredSessions(deps.db, now);
  const clientLogs = await deleteClientLogsOlderThan(
    deps.db,
    new Date(now.getTime() - CLIENT_LOG_RETENTION_SECONDS * 1000),
  );
  if (purged.conversations > 0 || purged.visitors > 0 || sessions > 0 || clientLogs > 0) {
    deps.logger.info({ ...purged, sessions, clientLogs }, "purged expired data");
  }
}
