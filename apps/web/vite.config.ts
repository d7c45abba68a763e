import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { precompress } from "./build/precompress.ts";
import { runAfterFirstPaint } from "./build/run-after-first-paint.ts";
import { serviceWorker } from "./build/service-worker.ts";

const API = "http://localhost:3000";

/**
 * Chunks: only code that `/` needs goes into the two shared initial chunks (`react`: React and the
 * router, which rarely change, so they stay cached across deploys; `vendor`: the rest). Anything
 * reached only through import() — Firebase (sign-in), the settings tabs, onboarding, the legal
 * dialog, secondary pages — is left to automatic splitting, so it loads when first needed.
 */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;

export default defineConfig({
  // Web fonts are not preloaded: measured with Lighthouse's mobile preset, a preloaded Inter makes the
  // app's first render repaint the question box's text larger than index.html's first paint did,
  // which moves LCP from the first paint (~FCP) to after the scripts. @font-face uses
  // font-display: swap, so text shows at once in a fallback font either way.
  plugins: [react(), tailwindcss(), runAfterFirstPaint(), serviceWorker(), precompress()],
  server: {
    port: 5173,
    proxy: {
      "/api": { target: API, changeOrigin: false },
      "/trpc": { target: API, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      "/api": { target: API, changeOrigin: false },
      "/trpc": { target: API, changeOrigin: false },
    },
  },
  build: {
    outDir: "dist",
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: "react", test: REACT, tags: ["$initial"], priority: 20 },
            { name: "vendor", test: NODE_MODULES, tags: ["$initial"], priority: 10 },
          ],
        },
      },
    },
  },
});
