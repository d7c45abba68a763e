// Vite plugin: index.html's scripts are fetched and run only after the browser has painted the
// first-paint shell (the frame with the safety notice). Before, the entry and its chunks were module
// preloads in <head>: on a slow connection their ~140 KB shared the line with the stylesheet the
// first paint waits for, and Lighthouse's mobile simulation counted every one of them into FCP and
// LCP (a preload that has arrived before the paint looks render-blocking to it). Now the page asks
// for nothing but its HTML, CSS and fonts until the shell is on screen; then a small loader requests
// the entry and all its chunks at once (module preloads beside the entry script), so they still
// download in parallel rather than one after another as the entry's imports are discovered.
import type { Plugin } from "vite";

const ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\n?/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;

/**
 * The loader, as an inline classic script (the API allows it by its hash): after the frame being
 * drawn is painted (a timeout queued from requestAnimationFrame), or at once in a hidden tab, where
 * no frame is drawn.
 */
export function entryLoader(src: string, chunks: string[]): string {
  return [
    "<script>",
    "(function () {",
    "  function start() {",
    `    ${JSON.stringify(chunks)}.forEach(function (href) {`,
    '      var link = document.createElement("link");',
    '      link.rel = "modulepreload";',
    '      link.crossOrigin = "";',
    "      link.href = href;",
    "      document.head.appendChild(link);",
    "    });",
    '    var script = document.createElement("script");',
    '    script.type = "module";',
    '    script.crossOrigin = "";',
    `    script.src = ${JSON.stringify(src)};`,
    "    document.head.appendChild(script);",
    "  }",
    '  if (document.visibilityState === "hidden") start();',
    "  else requestAnimationFrame(function () { setTimeout(start, 0); });",
    "})();",
    "</script>",
  ].join("\n");
}

/**
 * The scripts the loader of a built index.html requests after the first paint: its chunks, then the
 * entry (for the service worker's shell and the bench, which list what `/` loads).
 */
export function deferredScripts(html: string): string[] {
  const chunks = /(\[[^\]]*\])\.forEach\(function \(href\)/.exec(html);
  const entry = /script\.src = ("[^"]+")/.exec(html);
  return [
    ...(chunks ? (JSON.parse(chunks[1]!) as string[]) : []),
    ...(entry ? [JSON.parse(entry[1]!) as string] : []),
  ];
}

/** Rewrites the built index.html: the entry and its module preloads leave <head> for the loader at the end of <body>. */
export function runEntryAfterFirstPaint(html: string): string {
  const match = ENTRY.exec(html);
  if (!match) throw new Error("index.html has no module entry script to defer");
  const src = match[1]!;
  const chunks = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  return html
    .replace(match[0], "")
    .replace(PRELOAD, "")
    .replace("</body>", `${entryLoader(src, chunks)}\n</body>`);
}

export function runAfterFirstPaint(): Plugin {
  return {
    name: "nestling-run-after-first-paint",
    apply: "build",
    transformIndexHtml: { order: "post", handler: runEntryAfterFirstPaint },
  };
}
