// Fails when a tracked file points at a document that is not in the repo: a "spec §N" that does not
// name docs/behaviour.md, or a path or name of the design notes, spec or source catalogue kept
// outside it. The in-repo versions are docs/behaviour.md, docs/design.md and docs/sources.md.
// Run by `npm test` and `npm run lint` (scripts/run.mjs); alone: `node scripts/check-doc-references.mjs`.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SELF = "scripts/check-doc-references.mjs";
// Unread evaluation batches stay unread, by this script too.
const SKIPPED = [/^eval\/blind\/frozen\//, /^pnpm-lock\.yaml$/];

const OUTSIDE = [
  /\bshared\/(?:spec|design|sources|hooks)\b/i,
  /\/work\/shared\b/i,
  /\bproduct-spec(?:\.md)?\b/i,
  /\bARCHITECTURE\.md\b/,
  /\bTOOLCHAIN\.md\b/,
  /\bBLIND-EVAL\.md\b/,
  /\bteam brief\b/i,
];
const SPEC_SECTION = /\bspec(?:'s)?\s*§/i;

/** The problems in one file's text, as `line: text` strings. */
export function referenceProblems(text) {
  const problems = [];
  text.split("\n").forEach((line, i) => {
    const outside = OUTSIDE.find((re) => re.test(line));
    const bareSpec = SPEC_SECTION.test(line) && !line.includes("docs/behaviour.md");
    if (outside || bareSpec) problems.push(`${i + 1}: ${line.trim().slice(0, 160)}`);
  });
  return problems;
}

/** Checks every tracked file; returns how many lines point outside the repo. */
export function checkDocReferences() {
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter((f) => f && f !== SELF && !SKIPPED.some((re) => re.test(f)));
  let count = 0;
  for (const file of files) {
    let text;
    try {
      text = readFileSync(path.join(root, file), "utf8");
    } catch {
      continue; // listed but deleted in the work tree
    }
    if (text.includes("\0")) continue;
    for (const problem of referenceProblems(text)) {
      console.error(`${file}:${problem}`);
      count++;
    }
  }
  if (count > 0)
    console.error(
      `${count} line(s) point at documents outside the repo: say what is meant, or cite docs/behaviour.md §N, docs/design.md or docs/sources.md.`,
    );
  return count;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exit(checkDocReferences() > 0 ? 1 : 0);
