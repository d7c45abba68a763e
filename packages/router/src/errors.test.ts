import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, httpBridge, type Harness } from "../test/harness";
import { createContext } from "./context";
import { INTERNAL_ERROR_MESSAGE, INVALID_JSON_MESSAGE, toPublicError } from "./errors";
import { appRouter } from "./root";
import { TRPCError } from "@trpc/server";

let h: Harness;
beforeAll(async () => {
  h = await createHarness({
    engine: {
      answer: () => Promise.reject(new Error("SQLITE_CORRUPT at /srv/data/app.db: secret detail")),
    },
  });
});
afterAll(() => h.close());

async function callOverHttp(path: string, body: unknown) {
  const response = await fetchRequestHandler({
    endpoint: "/trpc",
    router: appRouter,
    req: new Request(`http://localhost/trpc/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    createContext: () => createContext(h.deps, httpBridge()),
  });
  return {
    status: response.status,
    body: (await response.json()) as { error: { message: string; data: Record<string, unknown> } },
  };
}

describe("error formatter (wire format)", () => {
  it("hides an unexpected failure's details and stack", async () => {
    const { status, body } = await callOverHttp("chat.send", {
      message: "Why is he crying?",
      conversationId: "temp_1718000000000_e",
    });
    expect(status).toBe(500);
    expect(body.error.message).toBe(INTERNAL_ERROR_MESSAGE);
    expect(JSON.stringify(body)).not.toMatch(/SQLITE|secret|\/srv|stack/);
    expect(h.logs.some((l) => l.level === "error")).toBe(true);
  });

  it("describes invalid input in words, with the field path", async () => {
    const { status, body } = await callOverHttp("chat.send", {
      message: "",
      conversationId: "temp_1718000000000_e",
    });
    expect(status).toBe(400);
    expect(body.error.message).toBe("Message cannot be empty");
    expect(body.error.data).toEqual({
      code: "BAD_REQUEST",
      reason: "INVALID_INPUT",
      httpStatus: 400,
      path: "chat.send",
    });
  });

  it("names the field when the message does not", async () => {
    const { body } = await callOverHttp("chat.send", {
      message: 5,
      conversationId: "temp_1718000000000_e",
    });
    expect(body.error.message).toMatch(/^message: Invalid input/);
  });

  it("keeps the procedures' own messages, with their reason", async () => {
    const { status, body } = await callOverHttp("conversations.create", {});
    expect(status).toBe(401);
    expect(body.error.message).toBe("Please sign in to continue.");
    expect(body.error.data.reason).toBe("SIGN_IN_REQUIRED");
  });

  it("gives an off-topic question its own reason", async () => {
    const offTopic = await createHarness({
      engine: {
        answer: async () => ({ kind: "off-topic", message: "I can only help with parenting." }),
      },
    });
    try {
      const error = await (
        await offTopic.call()
      ).chat
        .send({ message: "Who won the match?", conversationId: "temp_1718000000000_o" })
        .catch((e: unknown) => e);
      expect(toPublicError(error)).toMatchObject({ code: "BAD_REQUEST", reason: "OFF_TOPIC" });
    } finally {
      await offTopic.close();
    }
  });

  it("never echoes a body that is not JSON", async () => {
    const response = await fetchRequestHandler({
      endpoint: "/trpc",
      router: appRouter,
      req: new Request("http://localhost/trpc/chat.send", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"message": SECRET-BODY-TEXT',
      }),
      createContext: () => createContext(h.deps, httpBridge()),
    });
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(text).not.toContain("SECRET");
    expect(JSON.parse(text)).toMatchObject({
      error: { message: INVALID_JSON_MESSAGE, data: { reason: "INVALID_JSON" } },
    });
  });
});

describe("toPublicError", () => {
  it("maps codes to statuses and keeps deliberate messages", () => {
    expect(
      toPublicError(new TRPCError({ code: "NOT_FOUND", message: "Conversation not found" })),
    ).toEqual({
      code: "NOT_FOUND",
      reason: "NOT_FOUND",
      status: 404,
      message: "Conversation not found",
    });
    expect(
      toPublicError(
        new TRPCError({ code: "CONFLICT", message: "Feedback already provided for this message" }),
      ).status,
    ).toBe(409);
    expect(toPublicError(new TRPCError({ code: "PRECONDITION_FAILED", message: "x" })).status).toBe(
      412,
    );
    expect(
      toPublicError(new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: "Deliberate words" }))
        .message,
    ).toBe("Deliberate words");
  });

  it("turns anything unexpected into a generic 500", () => {
    expect(toPublicError(new Error("db file locked at /x"))).toEqual({
      code: "INTERNAL_SERVER_ERROR",
      reason: "INTERNAL",
      status: 500,
      message: INTERNAL_ERROR_MESSAGE,
    });
    expect(
      toPublicError(new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: new Error("boom /x") }))
        .message,
    ).toBe(INTERNAL_ERROR_MESSAGE);
    expect(toPublicError("a string").status).toBe(500);
  });

  it("describes input errors from a caller", async () => {
    const caller = await h.call();
    const error = await caller.chat
      .send({ message: "x".repeat(4001), conversationId: "temp_1718000000000_e" })
      .catch((e: unknown) => e);
    expect(toPublicError(error)).toEqual({
      code: "BAD_REQUEST",
      reason: "INVALID_INPUT",
      status: 400,
      message: "Message must be at most 4000 characters",
    });
  });
});
