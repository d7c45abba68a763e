import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { helmetOptions } from "./security-headers.js";
import { inlineScriptHashes } from "./web-app.js";

const THEME_SCRIPT = `\n  document.documentElement.dataset.theme = "dark";\n`;

function distWith(html: string): string {
  const root = mkdtempSync(path.join(tmpdir(), "nestling-web-"));
  writeFileSync(path.join(root, "index.html"), html);
  return root;
}

describe("inlineScriptHashes", () => {
  it("hashes each inline script's exact text, and not scripts loaded from a file", () => {
    const dist = distWith(
      `<!doctype html><html><head><script>${THEME_SCRIPT}</script>` +
        `<script type="module" crossorigin src="/assets/index-abc.js"></script></head></html>`,
    );
    const expected = createHash("sha256").update(THEME_SCRIPT, "utf8").digest("base64");
    expect(inlineScriptHashes(dist)).toEqual([`'sha256-${expected}'`]);
  });

  it("is empty without a web build", () => {
    expect(inlineScriptHashes(null)).toEqual([]);
    expect(inlineScriptHashes(path.join(tmpdir(), "no-such-build"))).toEqual([]);
  });

  it("puts the hashes in script-src beside 'self'", () => {
    const options = helmetOptions({
      emulatorOrigin: null,
      authDomain: null,
      tagManager: false,
      upgradeInsecureRequests: false,
      inlineScriptHashes: ["'sha256-abc='"],
    });
    const csp = options.contentSecurityPolicy;
    const directives = typeof csp === "object" && csp ? csp.directives : undefined;
    expect(directives?.scriptSrc).toEqual(["'self'", "'sha256-abc='"]);
  });
});
