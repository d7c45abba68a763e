import { acceptLegal } from "@nestling/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectCode } from "../../test/expect-code";
import { createHarness, type Harness } from "../../test/harness";
import { LEGAL_VERSION } from "../constants";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("legal", () => {
  it("reports not accepted, then accepted after accept", async () => {
    const { http } = await h.signUp();
    const caller = await h.call(http());
    expect(await caller.legal.status()).toEqual({
      hasAccepted: false,
      acceptedAt: null,
      version: LEGAL_VERSION,
    });
    expect(await caller.legal.accept()).toEqual({
      hasAccepted: true,
      acceptedAt: "2025-06-15T12:00:00.000Z",
      version: LEGAL_VERSION,
    });
    expect(await caller.legal.status()).toMatchObject({ hasAccepted: true });
    const other = await h.signUp();
    expect((await (await h.call(other.http())).legal.status()).hasAccepted).toBe(false);
  });

  it("asks again when the accepted version is an older one", async () => {
    const { user, http } = await h.signUp();
    await acceptLegal(h.db, user.id, "2020-01-01");
    expect((await (await h.call(http())).legal.status()).hasAccepted).toBe(false);
  });

  it("requires sign-in", async () => {
    const caller = await h.call();
    await expectCode(caller.legal.status(), "UNAUTHORIZED");
    await expectCode(caller.legal.accept(), "UNAUTHORIZED");
  });
});
