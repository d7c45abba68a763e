// Vite plugin: index.html's entry script runs only after the browser has painted the first-paint
// shell (the frame with the safety notice). It is still downloaded at once (a module preload beside
// the others), so a parent waits no longer for the app; only its start moves behind the first
// frame. Without this, on a fast connection the scripts arrive and run before the first paint, and
// the shell's paint waits for the whole app's start-up: Lighthouse's mobile simulation then counts
// every script's download and run time into FCP and LCP.
import type { Plugin } from "vite";

const ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/**
 * The loader, as an inline classic script (the API allows it by its hash): after the frame being
 * drawn is painted (a timeout queued from requestAnimationFrame), or at once in a hidden tab, where
 * no frame is drawn.
 */
export function entryLoader(src: string): string {
  return [
    "<script>",
    "(function () {",
    "  function start() {",
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

/** Rewrites the built index.html: the entry becomes a module preload plus the loader at the end of <body>. */
export function runEntryAfterFirstPaint(html: string): string {
  const match = ENTRY.exec(html);
  if (!match) throw new Error("index.html has no module entry script to defer");
  const src = match[1]!;
  const preload = `<link rel="modulepreload" crossorigin href="${src}">`;
  return html.replace(match[0], preload).replace("</body>", `${entryLoader(src)}\n</body>`);
}

export function runAfterFirstPaint(): Plugin {
  return {
    name: "nestling-run-after-first-paint",
    apply: "build",
    transformIndexHtml: { order: "post", handler: runEntryAfterFirstPaint },
  };
}
