// A real OpenAI-compatible HTTP server on 127.0.0.1 (random port) for LLM-path tests. Each test
// sets how it behaves: a reply text, a delay, an HTTP error or a body that is not the right shape.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] };
}

export type Behaviour =
  | {
      kind: "reply";
      content: string;
      delayMs?: number;
      /** For `stream: true` requests: the reply in these pieces, one every `pieceMs`. */
      pieces?: string[];
      pieceMs?: number;
      /** After this many pieces the stream stalls (sends nothing more, keeps the connection). */
      stallAfter?: number;
      /** After this many pieces the connection is cut. */
      failAfter?: number;
    }
  | { kind: "status"; status: number }
  | { kind: "raw"; body: string };

export interface FakeLlmServer {
  baseUrl: string;
  requests: RecordedRequest[];
  behave(behaviour: Behaviour): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  let behaviour: Behaviour = { kind: "reply", content: "" };
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    void readBody(req).then((text) => {
      requests.push({
        path: req.url ?? "",
        authorization: req.headers.authorization,
        body: JSON.parse(text || "{}"),
      });
      const current = behaviour;
      if (current.kind === "status") {
        res
          .writeHead(current.status, { "content-type": "application/json" })
          .end(JSON.stringify({ error: { message: "model failed" } }));
      } else if (current.kind === "raw") {
        res.writeHead(200, { "content-type": "application/json" }).end(current.body);
      } else if (requests.at(-1)?.body.stream) {
        streamReply(res, current, timers);
      } else {
        const send = () => {
          if (res.destroyed) return;
          res.writeHead(200, { "content-type": "application/json" }).end(
            JSON.stringify({
              id: "x",
              object: "chat.completion",
              choices: [
                {
                  index: 0,
                  message: { role: "assistant", content: current.content },
                  finish_reason: "stop",
                },
              ],
            }),
          );
        };
        if (current.delayMs) {
          const timer = setTimeout(() => {
            timers.delete(timer);
            send();
          }, current.delayMs);
          timers.add(timer);
        } else send();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next) {
      behaviour = next;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The reply as OpenAI server-sent events, piece by piece, stalling or failing where told to. */
function streamReply(
  res: import("node:http").ServerResponse,
  behaviour: Extract<Behaviour, { kind: "reply" }>,
  timers: Set<NodeJS.Timeout>,
): void {
  const pieces = behaviour.pieces ?? [behaviour.content];
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const chunk = (content: string) =>
    `data: ${JSON.stringify({ id: "x", object: "chat.completion.chunk", choices: [{ index: 0, delta: { content } }] })}\n\n`;
  let sent = 0;
  const next = () => {
    if (res.destroyed) return;
    if (behaviour.failAfter !== undefined && sent >= behaviour.failAfter) {
      res.destroy();
      return;
    }
    if (behaviour.stallAfter !== undefined && sent >= behaviour.stallAfter) return;
    if (sent >= pieces.length) {
      res.end("data: [DONE]\n\n");
      return;
    }
    res.write(chunk(pieces[sent++] as string));
    const timer = setTimeout(() => {
      timers.delete(timer);
      next();
    }, behaviour.pieceMs ?? 0);
    timers.add(timer);
  };
  next();
}
