import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompressDir } from "./precompress";

describe("precompressDir", () => {
  it("writes br and gz copies that decode to each text file, and leaves binaries and maps alone", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "nestling-precompress-"));
    mkdirSync(path.join(dir, "assets"));
    const script = `export const greeting = "${"hello ".repeat(500)}";`;
    writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>x</title>");
    writeFileSync(path.join(dir, "assets", "app-abc.js"), script);
    writeFileSync(path.join(dir, "assets", "app-abc.css"), "body{margin:0}");
    writeFileSync(path.join(dir, "assets", "app-abc.js.map"), "{}");
    writeFileSync(path.join(dir, "assets", "font-abc.woff2"), Buffer.from([1, 2, 3]));

    expect(await precompressDir(dir)).toBe(3);

    const js = path.join(dir, "assets", "app-abc.js");
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(script.length / 10);
    expect(gunzipSync(readFileSync(path.join(dir, "index.html.gz"))).toString()).toContain(
      "<title>",
    );
    expect(readdirSync(path.join(dir, "assets")).sort()).toEqual([
      "app-abc.css",
      "app-abc.css.br",
      "app-abc.css.gz",
      "app-abc.js",
      "app-abc.js.br",
      "app-abc.js.gz",
      "app-abc.js.map",
      "font-abc.woff2",
    ]);
  });
});
