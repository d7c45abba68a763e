export type { Database } from "./schema";
export type * from "./schema";
export type * from "./types";
export {
  openDatabase,
  migrateToLatest,
  createTestDatabase,
  sqlitePathFromUrl,
  databaseEngine,
  databaseAnswers,
  isPostgresDb,
  type Db,
} from "./client";
export { migrations, migrationProvider } from "./migrations/index";
/** better-sqlite3 of the major that suits the running Node (for tools that read the file directly). */
export { default as SQLite } from "./sqlite-driver";
export * from "./repositories/users";
export * from "./repositories/sessions";
export * from "./repositories/conversations";
export * from "./repositories/conversation-management";
export * from "./repositories/conversation-pages";
export * from "./repositories/conversation-search";
export * from "./repositories/shares";
export * from "./repositories/messages";
export * from "./repositories/feedback";
export * from "./repositories/baby-profiles";
export * from "./repositories/legal";
export * from "./repositories/visitors";
export * from "./repositories/client-logs";
