import { createHash, randomBytes } from "node:crypto";

/** A fresh opaque cookie token: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The SHA-256 hash stored in place of a token, or null when the value cannot be one of ours
 * (so junk cookies never reach the database).
 */
export function hashToken(token: string | null): string | null {
  if (token === null || !TOKEN_SHAPE.test(token)) return null;
  return createHash("sha256").update(token).digest("hex");
}
