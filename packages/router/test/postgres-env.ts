// Runs before each suite of the PostgreSQL project: createTestDatabase then makes its schema there.
import { inject } from "vitest";

process.env.NESTLING_TEST_DATABASE_URL = inject("testDatabaseUrl");
