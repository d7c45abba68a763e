import { findRecognizedSource } from "@nestling/citations";
import { describe, expect, it } from "vitest";
import { LEXICON, WORD_CLASSES } from "../lexicon.js";
import { RAW_WORDS } from "../raw-words.js";
import { SCOPE_WORDS } from "../scope-words.js";
import { SRC } from "../sources.js";
import { patternLiterals, rawPatternWords } from "../tools/pattern-literals.js";
import { RED_FLAG_RULES, riskyRules } from "./index.js";

describe("red-flag rule data", () => {
  it("has unique ids", () => {
    const ids = [...RED_FLAG_RULES.map((r) => r.id), ...riskyRules.map((r) => r.id)];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(RED_FLAG_RULES.map((r) => [r.id, r] as const))(
    "%s has an action, steps while waiting and sources",
    (_id, rule) => {
      expect(rule.label.length).toBeGreaterThan(5);
      expect(rule.action).toMatch(/[.:!]/);
      expect(rule.whileWaiting.length).toBeGreaterThanOrEqual(2);
      expect(rule.sources.length).toBeGreaterThanOrEqual(1);
      if (rule.urgency === "emergency")
        expect(rule.action).toMatch(/^(?:Call 911|Put your baby down)/);
      else
        expect(rule.action).toMatch(
          /^(?:Call your pediatrician|Call your pediatrician or|Get medical advice|Please contact|Put your baby down)/,
        );
    },
  );

  it("never offers a home remedy instead of help in an emergency", () => {
    for (const rule of RED_FLAG_RULES.filter((r) => r.urgency === "emergency")) {
      for (const step of rule.whileWaiting)
        expect(step).not.toMatch(
          /\binstead of (?:calling|going)\b|\bno need to call\b|\bwait and see\b/i,
        );
    }
  });

  it("cites only https addresses of recognised sources", () => {
    const urls = new Set<string>([
      ...Object.values(SRC),
      ...RED_FLAG_RULES.flatMap((r) => r.sources),
      ...riskyRules.flatMap((r) => r.sources),
    ]);
    for (const url of urls) {
      expect(url).toMatch(/^https:\/\//);
      expect(findRecognizedSource(url), url).toBeTruthy();
    }
  });

  it("lists no spelling under two heads", () => {
    const seen = new Map<string, string>();
    for (const [head, spellings] of Object.entries(LEXICON)) {
      for (const s of spellings) {
        expect(seen.get(s), `${s} under ${head} and ${seen.get(s)}`).toBeUndefined();
        seen.set(s, head);
      }
    }
  });

  it("uses only known head words in phrase patterns (words matched as typed are marked with =)", () => {
    const known = new Set([...Object.keys(LEXICON), ...SCOPE_WORDS]);
    const unknown: string[] = [];
    for (const { file, pattern } of patternLiterals()) {
      for (const slot of pattern.split(/\s+/)) {
        if (/^~\d+$/.test(slot)) continue;
        for (const alt of slot.replace(/\?$/, "").split("|")) {
          if (alt.startsWith("=") || alt === "") continue;
          if (alt.startsWith("@")) {
            if (!WORD_CLASSES[alt.slice(1)]) unknown.push(`${file}: ${alt}`);
          } else if (!known.has(alt)) unknown.push(`${file}: ${alt} in "${pattern}"`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });

  it("has every word matched as typed in the typo-correction vocabulary (run tools/generate-vocabulary.ts)", () => {
    const listed = new Set(RAW_WORDS);
    expect(rawPatternWords().filter((w) => !listed.has(w))).toEqual([]);
  });
});
