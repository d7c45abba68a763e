// One "instance" migrating: `tsx test/migrate-process.ts <database url>` prints the migrations it
// applied as JSON. migrate-concurrently.test.ts starts several at once.
import { migrateToLatest, openDatabase } from "../src/client";

const db = openDatabase(process.argv[2]!);
try {
  process.stdout.write(JSON.stringify(await migrateToLatest(db)));
} finally {
  await db.destroy();
}
