// Compression of dynamic answers (JSON from /trpc and /api). Static files of the web build are not
// compressed here: the build ships brotli and gzip copies beside them, which web-app.ts serves as
// they are (a reply that already has a content-encoding is left alone).
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Below this, headers and the compressor's framing cost more than they save. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Up to this size an answer is compressed synchronously rather than through a stream. */
const SYNC_COMPRESS_MAX_BYTES = 65_536;

/** Compressible answers: JSON and text, never a server-sent event stream (it must reach the client event by event). */
export function isCompressibleType(contentType: string): boolean {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (type === "text/event-stream") return false;
  return type.startsWith("text/") || type === "application/json" || type.endsWith("+json");
}

/** Registers before the routes: the plugin attaches to each route as it is added. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ["br", "gzip"],
    customTypes: isCompressibleType,
    // Answers up to 64 KB are compressed in one synchronous call (a 15 KB conversation list takes
    // ~0.05 ms). The plugin's default on a 2-core machine is 8 KB, above which it pipes the answer
    // through a zlib stream: that stream's machinery cost several times the compression itself and
    // halved the conversation list's throughput for clients that accept gzip or br (every browser).
    syncThreshold: SYNC_COMPRESS_MAX_BYTES,
  });
}
