// The PostgreSQL project's run: one database for the run (each suite makes a schema in it).
import type { TestProject } from "vitest/node";
import { createTestRunDatabase } from "@nestling/db/testing";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const database = await createTestRunDatabase();
  project.provide("testDatabaseUrl", database.url);
  return database.drop;
}
