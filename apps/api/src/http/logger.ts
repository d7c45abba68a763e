// Pino settings for Fastify's logger: requests are logged without cookies or credentials.
import type { FastifyServerOptions } from "fastify";

export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

/** Where log lines go: stdout by default; tests pass a stream to read them. */
export interface LogTarget {
  level: LogLevel;
  stream?: { write(line: string): void };
}

export function loggerOptions({
  level,
  stream,
}: LogTarget): NonNullable<FastifyServerOptions["logger"]> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "headers.cookie",
        "headers.authorization",
      ],
      censor: "[redacted]",
    },
    serializers: {
      // Method, path and caller only: no headers, no query string (tRPC GET inputs carry user text).
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: request.url.split("?")[0], ip: request.ip };
      },
    },
  };
}
