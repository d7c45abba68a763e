// A local OpenAI-compatible model for the streaming tests: POST /v1/chat/completions with
// `stream: true` answers in server-sent events, slowly, or stalls, or fails, as the test says.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type ModelMode =
  /** The reply in pieces, one every `pieceMs`. */
  | { kind: "slow"; pieces: string[]; pieceMs: number }
  /** Some pieces, then nothing more on an open connection. */
  | { kind: "stall"; pieces: string[] }
  /** An HTTP 500. */
  | { kind: "fail" };

export interface FakeModel {
  baseUrl: string;
  /** Requests received, and how many of them the caller hung up before the reply ended. */
  calls: number;
  hungUp: number;
  mode: ModelMode;
  close(): Promise<void>;
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({ object: "chat.completion.chunk", choices: [{ index: 0, delta: { content } }] })}\n\n`;

export async function startFakeModel(): Promise<FakeModel> {
  const model = { calls: 0, hungUp: 0, mode: { kind: "fail" } as ModelMode };
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      model.calls++;
      const mode = model.mode;
      if (mode.kind === "fail") {
        res.writeHead(500, { "content-type": "application/json" }).end('{"error":"down"}');
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      let sent = 0;
      let ended = false;
      const timer = setInterval(
        () => {
          if (sent < mode.pieces.length) res.write(chunk(mode.pieces[sent++]!));
          else if (mode.kind === "slow") {
            ended = true;
            clearInterval(timer);
            res.end("data: [DONE]\n\n");
          }
        },
        mode.kind === "slow" ? mode.pieceMs : 50,
      );
      res.on("close", () => {
        clearInterval(timer);
        if (!ended) model.hungUp++;
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(model, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
