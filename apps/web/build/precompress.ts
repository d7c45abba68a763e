// Vite plugin: after the build, writes a brotli (.br) and a gzip (.gz) copy beside every text file of
// the output (scripts, styles, HTML, SVG, JSON, text). The API serves the copy the browser accepts
// as it is (@fastify/static `preCompressed`), so no request pays for compression and the strongest
// levels can be used once, here. Fonts (woff2) and images are compressed already; source maps are
// not served to browsers.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* textFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (TEXT_FILE.test(entry.name)) yield full;
  }
}

/** Writes `file.br` and `file.gz` for each text file under `dir`; returns how many files it compressed. */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  for await (const file of textFiles(dir)) {
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    // Even a file too small to shrink gets both copies: every script and style then answers with
    // the encoding the browser asked for, and the copies cost a few bytes at most.
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count += 1;
  }
  return count;
}

export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "nestling:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
