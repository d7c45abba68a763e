import { describe, expect, it } from "vitest";
import { LOGIN_PATH, signInPath } from "./navigation";

describe("signInPath", () => {
  it("comes back to the chat the parent was on", () => {
    expect(signInPath("/chat/42")).toBe(`${LOGIN_PATH}?next=%2Fchat%2F42`);
  });

  it("is the plain sign-in start anywhere else", () => {
    expect(signInPath("/")).toBe(LOGIN_PATH);
    expect(signInPath("/help")).toBe(LOGIN_PATH);
  });
});
