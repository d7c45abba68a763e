// Vite plugin: `<link rel="preload">` for the web fonts the first screen draws with, so the browser
// fetches them alongside the stylesheet instead of discovering them only after layout (the text
// shows at once in a fallback font either way: the @font-face rules say font-display: swap).
import type { Plugin } from "vite";

/**
 * The woff2 files to preload, by the start of their emitted name: only the Latin subsets of the
 * body font (Inter) and the heading font (Nunito, the product name in the top bar). Other scripts'
 * subsets load by unicode-range only when a page uses them.
 */
export const FIRST_SCREEN_FONTS = ["inter-latin-wght-normal-", "nunito-latin-wght-normal-"];

export function fontPreloadTags(fileNames: readonly string[], prefixes = FIRST_SCREEN_FONTS) {
  return prefixes.flatMap((prefix) => {
    const file = fileNames.find((name) => {
      const base = name.slice(name.lastIndexOf("/") + 1);
      return base.startsWith(prefix) && base.endsWith(".woff2");
    });
    if (!file) throw new Error(`font-preload: no emitted font starts with ${prefix}`);
    return [
      {
        tag: "link",
        attrs: {
          rel: "preload",
          href: `/${file}`,
          as: "font",
          type: "font/woff2",
          crossorigin: "",
        },
        injectTo: "head" as const,
      },
    ];
  });
}

export function fontPreload(): Plugin {
  return {
    name: "nestling:font-preload",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        return fontPreloadTags(Object.keys(context.bundle ?? {}));
      },
    },
  };
}
