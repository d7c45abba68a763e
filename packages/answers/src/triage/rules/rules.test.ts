import { describe, expect, it } from "vitest";
import { LEXICON, WORD_CLASSES } from "../lexicon.js";
import { RAW_WORDS } from "../raw-words.js";
import { SCOPE_WORDS } from "../scope-words.js";
import { catalogue, sign } from "../../protocols/load-protocols.js";
import { patternLiterals, rawPatternWords } from "../tools/pattern-literals.js";
import { DANGER_CONCEPTS } from "./danger-lexicon.js";
import { RED_FLAG_RULES, riskyRules } from "./index.js";

describe("red-flag rule data", () => {
  it("has unique ids", () => {
    const ids = [...RED_FLAG_RULES.map((r) => r.id), ...riskyRules.map((r) => r.id)];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names a protocol sign for every rule and a risky protocol for every risky rule", () => {
    for (const rule of RED_FLAG_RULES) expect(catalogue().signs.has(rule.id), rule.id).toBe(true);
    for (const rule of riskyRules)
      expect(catalogue().byId.get(`risky-${rule.id}`)?.kind, rule.id).toBe("risky");
    for (const concept of DANGER_CONCEPTS) {
      expect(sign(`danger-${concept.id}`).disposition, concept.id).toMatch(/^(?:911|er)$/);
      expect(sign(`danger-${concept.id}-urgent`).disposition, concept.id).toMatch(
        /^call-(?:now|24h)$/,
      );
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
        if (/^[~^]\d+$/.test(slot)) continue;
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
