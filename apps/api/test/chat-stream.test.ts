// GET /trpc/chat.stream over a real socket: server-sent events as the model writes, Stop (the
// browser closing the stream) cancelling the model call and storing what was sent, emergencies
// answered whole without the model, the rate limit and the cross-site guard.
import { createServer as createHttpServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createAnswerEngine } from "@nestling/answers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "./test-server.js";

/** A slow OpenAI-compatible model: one piece every 150 ms; it records when its caller hangs up. */
async function slowModel() {
  const pieces = ["Most babies ", "nap for ", "an hour ", "or two [1]. "];
  // Long enough that Stop comes well before the end, however busy the machine.
  pieces.push(...Array.from({ length: 200 }, (_, i) => `more ${i} `));
  const state = { calls: 0, hungUp: 0 };
  const server: Server = createHttpServer((req, res) => {
    state.calls++;
    req.resume();
    res.writeHead(200, { "content-type": "text/event-stream" });
    let i = 0;
    const timer = setInterval(() => {
      if (i === pieces.length) {
        res.end("data: [DONE]\n\n");
        clearInterval(timer);
        return;
      }
      res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: pieces[i++] } }] })}\n\n`);
    }, 150);
    res.on("close", () => {
      clearInterval(timer);
      if (i < pieces.length) state.hungUp++;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { state, baseUrl: `http://127.0.0.1:${port}/v1`, close: () => server.close() };
}

let model: Awaited<ReturnType<typeof slowModel>>;
let server: TestServer;
let origin: string;
beforeAll(async () => {
  model = await slowModel();
  server = await createTestServer({
    rateLimitChatPerMinute: 4,
    engine: createAnswerEngine({
      llm: { baseUrl: model.baseUrl, model: "slow", timeoutMs: 5_000 },
    }),
  });
  await server.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server.close();
  model.close();
});

const streamUrl = (message: string, conversationId: string) =>
  `/trpc/chat.stream?input=${encodeURIComponent(JSON.stringify({ message, conversationId }))}`;

/** The JSON data of each SSE message in `text`. */
function dataEvents(text: string): { type?: string; [key: string]: unknown }[] {
  return text
    .split("\n\n")
    .flatMap((block) => block.split("\n").filter((line) => line.startsWith("data: ")))
    .flatMap((line) => {
      try {
        return [JSON.parse(line.slice(6)) as { type?: string }];
      } catch {
        return []; // tRPC's own events (the stream's end) carry no JSON of ours
      }
    })
    .filter((data) => typeof data === "object" && data !== null && "type" in data);
}

describe("GET /trpc/chat.stream", () => {
  it("streams the model's pieces as they come, then stops the model and stores what was sent", async () => {
    const controller = new AbortController();
    const conversationId = `temp_${Date.now()}_stop`;
    const response = await fetch(
      origin + streamUrl("How long should my 6 month old nap?", conversationId),
      {
        headers: { accept: "text/event-stream", "sec-fetch-site": "same-origin" },
        signal: controller.signal,
      },
    );
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const cookie = response.headers.get("set-cookie")?.split(";")[0];
    expect(cookie).toMatch(/^nestling_visitor=/);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const arrivals: number[] = [];
    while (dataEvents(text).filter((e) => e.type === "text").length < 4) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      arrivals.push(performance.now());
    }
    const events = dataEvents(text);
    expect(events[0]).toMatchObject({ type: "start", urgency: "routine" });
    // The first four pieces, in order; on a busy machine one read can bring a fifth with them.
    expect(
      events
        .filter((e) => e.type === "text")
        .map((e) => e.text)
        .slice(0, 4),
    ).toEqual(["Most babies ", "nap for ", "an hour ", "or two [1]. "]);
    // Event by event, not all at the end: the pieces arrive well apart.
    expect((arrivals.at(-1) ?? 0) - (arrivals[0] ?? 0)).toBeGreaterThan(250);
    controller.abort();
    await expect.poll(() => model.state.hungUp, { timeout: 5_000 }).toBe(1);

    await expect
      .poll(async () => (await server.db.selectFrom("messages").select("id").execute()).length, {
        timeout: 5_000,
      })
      .toBe(2);
    const rows = await server.db
      .selectFrom("messages")
      .select(["role", "content", "stopped_at", "sources"])
      .orderBy("id")
      .execute();
    expect(rows[0]).toMatchObject({ role: "user", stopped_at: null });
    // What the client read, then at most what the server had sent before it saw the hang-up (on a
    // busy machine one more piece can leave before the abort arrives).
    expect(rows[1]?.content).toMatch(
      /^Most babies nap for an hour or two \[1\]\(https:\/\/[^)]+\)\.( more \d+)*$/,
    );
    expect(rows[1]?.stopped_at).not.toBeNull();
    expect(JSON.parse(rows[1]!.sources as string)).toHaveLength(1);
  });

  it("answers an emergency whole in one event, without asking the model", async () => {
    const calls = model.state.calls;
    const response = await server.app.inject({
      method: "GET",
      url: streamUrl("My baby is not breathing and turning blue", `temp_${Date.now()}_sos`),
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(response.statusCode).toBe(200);
    const events = dataEvents(response.body);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: "answer",
      assistantMessage: { urgency: "emergency", content: expect.stringMatching(/^Call 911/) },
    });
    expect(model.state.calls).toBe(calls);
  });

  it("refuses a request another site's page makes", async () => {
    for (const headers of [
      { "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    ]) {
      const response = await server.app.inject({
        method: "GET",
        url: streamUrl("My baby is not breathing", `temp_${Date.now()}_x`),
        headers,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { data: { reason: "CROSS_SITE" } } });
    }
  });

  it("counts streamed questions against the chat rate limit", async () => {
    const statuses: number[] = [];
    // Nobody known yet: held by the per-IP ceiling, five people's budget (4 a minute each).
    for (let i = 0; i < 21; i++) {
      const response = await server.app.inject({
        method: "GET",
        url: streamUrl("My baby is not breathing", `temp_${Date.now()}_rl${i}`),
        remoteAddress: "10.9.9.9",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
