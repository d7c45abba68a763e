import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Values of rule fields that look like patterns but are not. */
const NOT_PATTERNS = new Set(["emergency", "urgent", "match", "skip", "strong", "moderate"]);

/**
 * The phrase-pattern string literals of the rule files: literals made only of lower-case words, digits,
 * "|", "~N", "^N", "?", "=" and "@", outside comments and not rule ids or type tests.
 */
export function patternLiterals(): { file: string; pattern: string }[] {
  const dir = fileURLToPath(new URL("../rules/", import.meta.url));
  const out: { file: string; pattern: string }[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
    const code = readFileSync(`${dir}${file}`, "utf8")
      .split("\n")
      .filter((line) => !/^\s*(?:\/\/|\*|\/\*)/.test(line))
      .join("\n");
    for (const m of code.matchAll(/(?<!id: |=== |!== )"([a-z0-9=|~^?@ ]+)"/g)) {
      if (!NOT_PATTERNS.has(m[1]!) && m[1]!.length > 1) out.push({ file, pattern: m[1]! });
    }
  }
  return out;
}

/** Words matched as typed ("=word") in the rule patterns. */
export function rawPatternWords(): string[] {
  const words = new Set<string>();
  for (const { pattern } of patternLiterals()) {
    for (const m of pattern.matchAll(/=([a-z]+)/g)) words.add(m[1]!);
  }
  return [...words].sort();
}
