import fc from "fast-check";
import { TRPCError } from "@trpc/server";
import { createAnswerEngine } from "@nestling/answers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, httpBridge, type Harness } from "../test/harness";

// Bad input must always be a clear 4xx: any value thrown at any procedure, signed in or not,
// never produces INTERNAL_SERVER_ERROR (the real answer engine answers whatever gets through).

let h: Harness;
let sessionToken: string;
beforeAll(async () => {
  h = await createHarness({ engine: createAnswerEngine() });
  sessionToken = (await h.signUp()).token;
});
afterAll(() => h.close());

type Call = (caller: Awaited<ReturnType<Harness["call"]>>, input: unknown) => Promise<unknown>;
const procedures: Record<string, Call> = {
  "auth.login": (c, i) => c.auth.login(i as never),
  "conversations.create": (c, i) => c.conversations.create(i as never),
  "conversations.byId": (c, i) => c.conversations.byId(i as never),
  "conversations.messages": (c, i) => c.conversations.messages(i as never),
  "chat.send": (c, i) => c.chat.send(i as never),
  "babyProfile.save": (c, i) => c.babyProfile.save(i as never),
  "feedback.get": (c, i) => c.feedback.get(i as never),
  "feedback.submit": (c, i) => c.feedback.submit(i as never),
  "debug.clientLogs": (c, i) => c.debug.clientLogs(i as never),
};

// Values near the real shapes find more than pure noise: right keys, wrong or extreme values.
const field = fc.oneof(
  fc.anything(),
  fc.string({ maxLength: 50 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    "",
    " ",
    "temp_1718000000000_abc",
    "1",
    "-1",
    "2025-02-30",
    "9".repeat(20),
    "both",
    "\u0000",
  ),
);
const input = fc.oneof(
  fc.anything(),
  fc.record(
    {
      id: field,
      messageId: field,
      helpful: field,
      message: field,
      conversationId: field,
      title: field,
      name: field,
      dateOfBirth: field,
      feedingType: field,
      weight: field,
      logs: fc.oneof(field, fc.array(field, { maxLength: 3 })),
      deviceInfo: fc.oneof(
        field,
        fc.dictionary(fc.string({ maxLength: 12 }), field, { maxKeys: 3 }),
      ),
      uid: field,
    },
    { requiredKeys: [] },
  ),
);

describe("any input to any procedure", () => {
  for (const [name, call] of Object.entries(procedures)) {
    it(`${name}: never a 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(input, fc.boolean(), async (value, signedIn) => {
          const caller = await h.call(httpBridge(signedIn ? { sessionToken } : {}));
          try {
            await call(caller, value);
          } catch (error) {
            expect(error).toBeInstanceOf(TRPCError);
            expect((error as TRPCError).code, String((error as Error).message)).not.toBe(
              "INTERNAL_SERVER_ERROR",
            );
          }
        }),
        { numRuns: 60 },
      );
    });
  }
});
