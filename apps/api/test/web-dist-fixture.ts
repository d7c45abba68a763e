// A tiny stand-in for apps/web/dist, so static serving and the SPA fallback are tested without a web build.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

export const INDEX_HTML = `<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`;
export const APP_JS = `console.log("nestling");`;
export const PNG_BYTES = Buffer.from("89504e470d0a1a0a", "hex");

/** As the web build leaves them: brotli and gzip copies beside each text file. */
function writeWithCompressedCopies(file: string, content: string): void {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

export function createWebDistFixture(): string {
  const root = mkdtempSync(path.join(tmpdir(), "nestling-web-"));
  mkdirSync(path.join(root, "assets"));
  writeWithCompressedCopies(path.join(root, "index.html"), INDEX_HTML);
  writeWithCompressedCopies(path.join(root, "assets", "app-abc123.js"), APP_JS);
  // A file the build left without copies (an image, say): sent as it is.
  writeFileSync(path.join(root, "assets", "logo-abc123.png"), PNG_BYTES);
  writeFileSync(
    path.join(root, "assets", "app-abc123.js.map"),
    JSON.stringify({ version: 3, sources: ["app.tsx"], sourcesContent: ["secret source"] }),
  );
  writeFileSync(path.join(root, "favicon.svg"), `<svg xmlns="http://www.w3.org/2000/svg"/>`);
  return root;
}
