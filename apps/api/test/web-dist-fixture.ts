// A tiny stand-in for apps/web/dist, so static serving and the SPA fallback are tested without a web build.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const INDEX_HTML = `<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`;
export const APP_JS = `console.log("nestling");`;

export function createWebDistFixture(): string {
  const root = mkdtempSync(path.join(tmpdir(), "nestling-web-"));
  mkdirSync(path.join(root, "assets"));
  writeFileSync(path.join(root, "index.html"), INDEX_HTML);
  writeFileSync(path.join(root, "assets", "app-abc123.js"), APP_JS);
  writeFileSync(
    path.join(root, "assets", "app-abc123.js.map"),
    JSON.stringify({ version: 3, sources: ["app.tsx"], sourcesContent: ["secret source"] }),
  );
  writeFileSync(path.join(root, "favicon.svg"), `<svg xmlns="http://www.w3.org/2000/svg"/>`);
  return root;
}
