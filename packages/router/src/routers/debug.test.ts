import { linkVisitorToUser, listClientLogs, saveVisitor } from "@nestling/db";
import { hashToken, newToken } from "../tokens";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectCode } from "../../test/expect-code";
import { createHarness, httpBridge, type Harness } from "../../test/harness";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const body = {
  logs: [
    "2025-06-15T12:00:00.000Z INFO [voice] start",
    "2025-06-15T12:00:01.000Z ERROR [voice] not-allowed",
  ],
  userAgent: "Mozilla/5.0",
  deviceInfo: {
    platform: "iPhone",
    vendor: "Apple Computer, Inc.",
    language: "en-US",
    cookieEnabled: true,
    onLine: true,
    screenWidth: 390,
    screenHeight: 844,
    devicePixelRatio: 3,
    timezone: "America/New_York",
  },
  timestamp: "2025-06-15T12:00:02.000Z",
};

describe("debug.clientLogs", () => {
  it("stores an anonymous batch without setting a visitor cookie", async () => {
    const http = httpBridge();
    expect(await (await h.call(http)).debug.clientLogs(body)).toEqual({
      success: true,
      received: 2,
    });
    expect(http.visitorCookie).toBeNull();
    const [stored] = await listClientLogs(h.db, 1);
    expect(stored).toMatchObject({ userId: null, visitorId: null, payload: body });
  });

  it("ties a signed-in user's batch to them and drops unknown fields", async () => {
    const { user, http } = await h.signUp();
    await (await h.call(http())).debug.clientLogs({ ...body, extra: "x".repeat(10_000) } as never);
    const [stored] = await listClientLogs(h.db, 1);
    expect(stored?.userId).toBe(user.id);
    expect(stored?.payload).toEqual(body);
  });

  it("bounds the batch: 100 lines of 2000 characters", async () => {
    const caller = await h.call();
    const line = "x".repeat(2000);
    expect(
      (await caller.debug.clientLogs({ logs: Array.from({ length: 100 }, () => line) })).received,
    ).toBe(100);
    await expectCode(
      caller.debug.clientLogs({ logs: Array.from({ length: 101 }, () => "x") }),
      "BAD_REQUEST",
      /At most 100/,
    );
    await expectCode(caller.debug.clientLogs({ logs: ["x".repeat(2001)] }), "BAD_REQUEST");
    await expectCode(caller.debug.clientLogs({ logs: "not a list" } as never), "BAD_REQUEST");
    await expectCode(
      caller.debug.clientLogs({ logs: [], deviceInfo: { screenWidth: "wide" } } as never),
      "BAD_REQUEST",
    );
  });

  it("ties a browser's logs to the user it belongs to, even when sent signed out", async () => {
    const { user } = await h.signUp();
    const token = newToken();
    await saveVisitor(h.db, { visitorId: "visitor-logs", tokenHash: hashToken(token)! });
    await linkVisitorToUser(h.db, "visitor-logs", user.id);
    await (await h.call(httpBridge({ visitorToken: token }))).debug.clientLogs(body);
    const [stored] = await listClientLogs(h.db, 1);
    expect(stored).toMatchObject({ userId: user.id, visitorId: "visitor-logs" });
  });
});
