// The server owns the retention purge: it runs at start-up and on its schedule, and stops with the server.
import { insertClientLog } from "@nestling/db";
import { describe, expect, it } from "vitest";
import { createTestServer } from "./test-server.js";

const EIGHT_DAYS_MS = 8 * 24 * 60 * 60 * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("scheduled purge", () => {
  it("purges week-old client logs at start-up and on schedule, and stops on close", async () => {
    const server = await createTestServer({ purgeIntervalMs: 50 });
    const { db } = server;
    const oldLog = (text: string) =>
      insertClientLog(
        db,
        { userId: null, visitorId: null, payload: { logs: [text] } },
        { keep: 100 },
        new Date(Date.now() - EIGHT_DAYS_MS),
      );
    const count = async () =>
      Number(
        (
          await db
            .selectFrom("client_logs")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    await oldLog("scheduled");
    await sleep(300);
    expect(await count()).toBe(0);

    await server.app.close();
    await oldLog("after close");
    await sleep(300);
    expect(await count()).toBe(1);
    await server.close().catch(() => undefined);
  });
});
