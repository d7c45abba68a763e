import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("config", () => {
  it("answers null settings when nothing is configured", async () => {
    const caller = await h.call();
    expect(await caller.config.gtm()).toEqual({ containerId: null });
    expect(await caller.config.firebase()).toBeNull();
  });

  it("passes the host's public settings through, to anyone", async () => {
    h.deps.config = {
      gtmContainerId: "GTM-ABC123",
      firebase: {
        apiKey: "key",
        authDomain: "demo.firebaseapp.com",
        projectId: "demo-nestling",
        emulatorUrl: "http://127.0.0.1:9099",
      },
      secureCookies: false,
    };
    const caller = await h.call();
    expect(await caller.config.gtm()).toEqual({ containerId: "GTM-ABC123" });
    expect(await caller.config.firebase()).toEqual({
      apiKey: "key",
      authDomain: "demo.firebaseapp.com",
      projectId: "demo-nestling",
      emulatorUrl: "http://127.0.0.1:9099",
    });
  });
});
