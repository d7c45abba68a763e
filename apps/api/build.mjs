// Compiles the server to JavaScript in dist/, so `npm start` runs plain node, with no TypeScript
// loader at run time:
//   dist/main.js           the server (src/main.ts with the workspace packages it imports)
//   dist/engine-worker.js  the answer engine's worker thread (loaded beside main.js)
//   dist/env.js            the environment module alone, for the start scripts' sign-in decision
//   dist/migrate.js        `npm run migrate`
// The workspace packages (@nestling/*) export TypeScript source, so they are bundled in; every
// other package stays an import resolved from node_modules at run time.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const apiRoot = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(apiRoot, "dist");
const workerEntry = fileURLToPath(
  import.meta
    .resolve("@nestling/answers/threaded")
    .replace(/threaded\.ts$/, "worker/engine-worker.ts"),
);

/** Bundle @nestling/* (TypeScript source); leave every other bare import to node_modules. */
const externalPackages = {
  name: "external-packages",
  setup(onBuild) {
    onBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@nestling/") ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * `new URL("../../knowledge/", import.meta.url)` points at a folder relative to the source file;
 * in the bundle import.meta.url is dist/…, so such paths are rewritten relative to dist. TypeScript
 * targets are left alone (the worker entry is chosen at run time).
 */
const rebaseFileUrls = {
  name: "rebase-file-urls",
  setup(onBuild) {
    onBuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, "utf8");
      const contents = source.replace(
        /new URL\(\s*"(\.{1,2}\/[^"]*)"\s*,\s*import\.meta\.url\s*\)/g,
        (whole, relative) => {
          if (relative.endsWith(".ts")) return whole;
          const target = path.resolve(path.dirname(args.path), relative);
          let rebased = path.relative(outdir, target).split(path.sep).join("/");
          if (!rebased.startsWith(".")) rebased = `./${rebased}`;
          if (relative.endsWith("/") && !rebased.endsWith("/")) rebased += "/";
          return `new URL(${JSON.stringify(rebased)}, import.meta.url)`;
        },
      );
      return { contents, loader: "ts" };
    });
  },
};

await build({
  entryPoints: {
    main: path.join(apiRoot, "src", "main.ts"),
    env: path.join(apiRoot, "src", "env.ts"),
    migrate: path.join(apiRoot, "src", "migrate.ts"),
    "engine-worker": workerEntry,
  },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [externalPackages, rebaseFileUrls],
});
