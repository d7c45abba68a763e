// Shared by the REST contract tests (rest-contract-*.test.ts): matchers for the shapes of
// docs/behaviour.md §7 and request helpers bound to a suite's test server.
import { expect } from "vitest";
import type { TestServer } from "./test-server.js";

export const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
export const temp = () => `temp_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`;
export const errorBody = {
  message: expect.any(String),
  code: expect.any(String),
  reason: expect.any(String),
};
const SOURCE = { url: expect.stringMatching(/^https:\/\//), title: expect.any(String) };

/** Every source of an answer is {url, title, description?}. */
export function expectSources(sources: unknown) {
  expect(Array.isArray(sources) && sources.length > 0).toBe(true);
  for (const source of sources as object[]) {
    expect(Object.keys(source).every((key) => ["url", "title", "description"].includes(key))).toBe(
      true,
    );
    expect(source).toMatchObject(SOURCE);
  }
}

export const asHeaders = (cookie?: string): Record<string, string> => (cookie ? { cookie } : {});

/** GET and POST/DELETE through `inject` on the suite's server (read when called, after beforeAll). */
export function injectors(server: () => TestServer) {
  return {
    get: (url: string, cookie?: string) =>
      server().app.inject({ method: "GET", url, headers: asHeaders(cookie) }),
    send: (
      method: "POST" | "PUT" | "PATCH" | "DELETE",
      url: string,
      payload?: object,
      cookie?: string,
    ) =>
      server().app.inject({
        method,
        url,
        headers: asHeaders(cookie),
        ...(payload ? { payload } : {}),
      }),
  };
}
