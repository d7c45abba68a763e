// `npm test`, `npm run build`, …: install when needed, then run the task in every workspace via turbo.
import { ensureInstalled, pnpm } from "./pnpm.mjs";

const [task, ...rest] = process.argv.slice(2);
ensureInstalled();
const extra = task === "dev" ? ["--parallel"] : [];
pnpm(["exec", "turbo", "run", task, ...extra, ...rest]);
