// `npm run migrate`: applies pending migrations to DATABASE_URL and exits — a deploy step run once
// before new instances start. Safe alongside instances starting at the same time (main.ts migrates
// too): migrations take a lock, so each is applied exactly once.
import { databaseEngine, migrateToLatest, openDatabase } from "@nestling/db";
import { EnvError, loadEnv } from "./env.js";

let databaseUrl: string;
try {
  databaseUrl = loadEnv().databaseUrl;
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const db = openDatabase(databaseUrl, { max: 1 });
try {
  const applied = await migrateToLatest(db);
  console.log(
    applied.length === 0
      ? `${databaseEngine(databaseUrl)}: up to date, nothing to apply`
      : `${databaseEngine(databaseUrl)}: applied ${applied.join(", ")}`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
