import { saveVisitor } from "@nestling/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, httpBridge, type Harness } from "../test/harness";
import { createContext } from "./context";
import { requesterKey as keyOfContext } from "./requester";
import { hashToken, newToken } from "./tokens";

let h: Harness;
const requesterKey = async (
  deps: Harness["deps"],
  cookies: { sessionToken: string | null; visitorToken: string | null },
) => keyOfContext(await createContext(deps, httpBridge(cookies)));
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("requesterKey", () => {
  it("names the user of a live session, and the same user for each of their sessions", async () => {
    const { user, token } = await h.signUp();
    expect(await requesterKey(h.deps, { sessionToken: token, visitorToken: null })).toBe(
      `user:${user.id}`,
    );
  });

  it("names a visitor the database knows", async () => {
    const token = newToken();
    await saveVisitor(h.db, { visitorId: "visitor-r", tokenHash: hashToken(token)! });
    expect(await requesterKey(h.deps, { sessionToken: null, visitorToken: token })).toBe(
      "visitor:visitor-r",
    );
  });

  it("gives no key for made-up or malformed cookies", async () => {
    const cases: [string | null, string | null][] = [
      [newToken(), newToken()],
      ["junk", "junk"],
      [null, null],
    ];
    for (const [sessionToken, visitorToken] of cases) {
      expect(await requesterKey(h.deps, { sessionToken, visitorToken })).toBeNull();
    }
  });
});
