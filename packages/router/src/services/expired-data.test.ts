import { insertClientLog } from "@nestling/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRowsForTest } from "../../test/count-rows";
import { createHarness, type Harness } from "../../test/harness";
import { purgeExpiredData } from "./expired-data";

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ now: new Date("2025-06-15T12:00:00.000Z") });
});
afterAll(() => h.close());

describe("purgeExpiredData", () => {
  it("drops client logs after seven days, on the scheduled run even within the throttle", async () => {
    const log = (at: string) =>
      insertClientLog(
        h.db,
        { userId: null, visitorId: null, payload: { logs: [at] } },
        { keep: 100 },
        new Date(at),
      );
    await log("2025-06-07T11:00:00.000Z");
    await log("2025-06-09T12:00:00.000Z");
    await purgeExpiredData(h.deps);
    expect(await countRowsForTest(h.db, "client_logs")).toBe(1);

    await log("2025-06-08T00:00:00.000Z");
    await purgeExpiredData(h.deps);
    expect(await countRowsForTest(h.db, "client_logs")).toBe(2);
    await purgeExpiredData(h.deps, { force: true });
    expect(await countRowsForTest(h.db, "client_logs")).toBe(1);
  });
});
