import type { Migration, MigrationProvider } from "kysely";
import * as initialSchema from "./2025-06-01-001-initial-schema";
import * as visitorOwner from "./2026-11-23-001-visitor-owner";
import * as dispositionAndRegion from "./2026-11-23-002-disposition-and-region";
import * as chatSearch from "./2026-11-23-010-chat-search";
import * as shares from "./2026-11-23-011-shares";
import * as stoppedAnswers from "./2026-11-23-020-stopped-answers";
import * as conversationListIndex from "./2026-11-24-001-conversation-list-index";

/**
 * Every migration, in order. Listed in code (not read from a folder) so bundling or running from
 * TypeScript source cannot change what runs. Append new entries; never edit or reorder old ones.
 */
export const migrations: Record<string, Migration> = {
  "2025-06-01-001-initial-schema": initialSchema,
  "2026-11-23-001-visitor-owner": visitorOwner,
  "2026-11-23-002-disposition-and-region": dispositionAndRegion,
  "2026-11-23-010-chat-search": chatSearch,
  "2026-11-23-011-shares": shares,
  "2026-11-23-020-stopped-answers": stoppedAnswers,
  "2026-11-24-001-conversation-list-index": conversationListIndex,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
