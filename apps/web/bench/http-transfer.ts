// What a browser really receives for one URL: the bytes on the wire and the encoding the server chose.
// node:http never decompresses on its own, so the body length is the transferred size; it is then
// decoded to report the uncompressed size beside it.
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { deferredScripts } from "../build/run-after-first-paint";

/** What Chromium sends on a normal navigation (zstd is not served, so it is left out). */
export const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br";

export interface Transfer {
  url: string;
  status: number;
  contentType: string;
  /** `br`, `gzip` or `identity` when the body went out as it is. */
  encoding: string;
  transferredBytes: number;
  uncompressedBytes: number;
  vary: string;
  cacheControl: string;
}

function decode(body: Buffer, encoding: string): Buffer {
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "gzip") return gunzipSync(body);
  if (encoding === "identity") return body;
  throw new Error(`unexpected content-encoding ${encoding}`);
}

export function fetchTransfer(
  url: string,
  acceptEncoding = BROWSER_ACCEPT_ENCODING,
): Promise<Transfer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        const encoding = String(res.headers["content-encoding"] ?? "identity");
        try {
          resolve({
            url,
            status: res.statusCode ?? 0,
            contentType: String(res.headers["content-type"] ?? ""),
            encoding,
            transferredBytes: body.length,
            uncompressedBytes: decode(body, encoding).length,
            vary: String(res.headers.vary ?? ""),
            cacheControl: String(res.headers["cache-control"] ?? ""),
          });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    req.on("error", reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`${url} timed out`)));
    req.end();
  });
}

/**
 * Scripts, module preloads and stylesheets that index.html makes the browser fetch for `/`, with the
 * scripts its loader requests just after the first paint.
 */
export function initialAssets(html: string): string[] {
  const files = new Set<string>();
  const patterns = [
    /<script[^>]+src="(\/[^"]+\.js)"/g,
    /<link[^>]+rel="modulepreload"[^>]+href="(\/[^"]+\.js)"/g,
    /<link[^>]+rel="stylesheet"[^>]+href="(\/[^"]+\.css)"/g,
    /<link[^>]+rel="preload"[^>]+href="(\/[^"]+)"/g,
  ];
  for (const pattern of patterns) for (const match of html.matchAll(pattern)) files.add(match[1]!);
  for (const file of deferredScripts(html)) files.add(file);
  return [...files];
}
