import { describe, expect, it } from "vitest";
import { hashToken, newToken } from "./tokens";

describe("session tokens", () => {
  it("are 32 random bytes in base64url, different every time", () => {
    const a = newToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a, "base64url")).toHaveLength(32);
    expect(newToken()).not.toBe(a);
  });

  it("are stored as their SHA-256 hex hash; junk is never hashed", () => {
    const token = newToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(null)).toBeNull();
    expect(hashToken("short")).toBeNull();
    expect(hashToken(`${token}x`)).toBeNull();
    expect(hashToken("a".repeat(42) + "=")).toBeNull();
  });
});
