import { readFileSync } from "node:fs";
import path from "node:path";
import { PROTOCOLS_DIR } from "./load-protocols.js";

/** Where the parent is, for emergency numbers and names (protocols/regions.md). */
export const REGIONS = ["US", "UK", "IE", "CA", "AU", "NZ", "OTHER"] as const;
export type Region = (typeof REGIONS)[number];
export const DEFAULT_REGION: Region = "US";

export interface RegionInfo {
  code: Region;
  name: string;
  /** As written in answers ("999", "112 or 999"). */
  emergency: string;
  /** The number to dial from a tap-to-call link: the first one. */
  dial: string;
  urgentAdvice: string;
  /** US wording → local wording, in order. */
  replacements: Array<[string, string]>;
}

export function isRegion(value: unknown): value is Region {
  return typeof value === "string" && (REGIONS as readonly string[]).includes(value);
}

function tableRows(section: string): string[][] {
  return section
    .split(/\r?\n/)
    .filter((l) => l.trim().startsWith("|"))
    .map((l) =>
      l
        .trim()
        .replace(/^\||\|$/g, "")
        .split("|")
        .map((c) => c.trim()),
    )
    .filter((cells) => !/^-+$/.test(cells[0] ?? "") && cells[0] !== "Region");
}

/** Reads and checks regions.md; every region must be listed once. */
export function parseRegions(text: string): Map<Region, RegionInfo> {
  const [, numbers = "", wording = ""] = text.split(/^## (?:Numbers|Wording)\s*$/m);
  const regions = new Map<Region, RegionInfo>();
  for (const [code, name, emergency, urgentAdvice] of tableRows(numbers)) {
    if (!isRegion(code)) throw new Error(`regions.md: unknown region "${code}"`);
    if (!name || !emergency || !urgentAdvice) throw new Error(`regions.md: ${code} is incomplete`);
    const dial = /\d+/.exec(emergency)?.[0];
    if (!dial) throw new Error(`regions.md: ${code} has no emergency number`);
    regions.set(code, { code, name, emergency, dial, urgentAdvice, replacements: [] });
  }
  for (const code of REGIONS)
    if (!regions.has(code)) throw new Error(`regions.md: ${code} missing`);
  for (const [code, from, to] of tableRows(wording)) {
    const region = isRegion(code) ? regions.get(code) : undefined;
    if (!region || !from || !to) throw new Error(`regions.md: bad wording row for "${code}"`);
    region.replacements.push([from, to]);
  }
  return regions;
}

let loaded: Map<Region, RegionInfo> | null = null;

export function regions(): Map<Region, RegionInfo> {
  loaded ??= parseRegions(readFileSync(path.join(PROTOCOLS_DIR, "regions.md"), "utf8"));
  return loaded;
}

export function regionInfo(region: Region = DEFAULT_REGION): RegionInfo {
  return regions().get(region)!;
}

/**
 * An answer in the region's wording: the replacements in order, then the emergency number.
 * Link destinations ("](https://…)") are left alone. With the default region the text is unchanged.
 */
const US_POISON_LINE =
  /Poison (?:Control|Help)(?: number)?(?: at| on)? ?\(?1-800-222-1222(?:,? (?:in the )?(?:US|U\.S\.))?\)?/g;

const QUALIFIER = String.raw`(?: ?\((?:in )?(?:the )?(?:US|UK|U\.S\.)\)| in the (?:US|UK|U\.S\.))?`;
/** The same pairs as plain text, for a stream to hold back until a pair is whole. */
export const US_UK_PAIR_FORMS = [
  "911 or 999",
  "999 or 911",
  "911/999",
  "911 (999 in the UK)",
  "911 in the US or 999 in the UK",
];
/**
 * "911 or 999", "999 or 911", "911/999", "911 (999 in the UK)", "911 (US) / 999 (UK)", "911 in the US
 * or 999 in the UK": the US and UK numbers named side by side. For another region the pair is one
 * number, the region's, so it is read as "911" before the number is replaced.
 */
const US_UK_PAIR = new RegExp(
  String.raw`\b(?:911${QUALIFIER}(?: or | ?\/ ?)999${QUALIFIER}|999${QUALIFIER}(?: or | ?\/ ?)911${QUALIFIER}|911 \((?:or )?999(?: in the UK)?\))(?!\d)`,
  "g",
);

/** Numbers the replacement repeats: "999 or 999", "999/999", "999 or 112 or 999", "999 (999 in the UK)". */
const EMERGENCY_NUMBER = "(?:911|999|112|000|111)";
const NUMBER_CHAIN = new RegExp(
  String.raw`\b${EMERGENCY_NUMBER}(?:(?: or | ?\/ ?)${EMERGENCY_NUMBER})+(?!\d)`,
  "g",
);
const NUMBER_WITH_ITSELF_ASIDE = new RegExp(
  String.raw`\b(${EMERGENCY_NUMBER}) \((?:or )?\1(?: in [^)]*)?\)`,
  "g",
);

function collapseRepeats(text: string): string {
  return text.replace(NUMBER_WITH_ITSELF_ASIDE, "$1").replace(NUMBER_CHAIN, (chain) => {
    const numbers = chain.split(/ or | ?\/ ?/);
    const once = [...new Set(numbers)];
    return once.length === numbers.length ? chain : once.join(" or ");
  });
}

export function localize(markdown: string, region: Region = DEFAULT_REGION): string {
  if (region === DEFAULT_REGION) return markdown;
  const info = regionInfo(region);
  return markdown
    .split(/(\]\([^)\n]*\))/)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      // The knowledge base names the US poison line in several ways; each becomes the one wording
      // the region tables replace ("Poison Control at 1-800-222-1222").
      let out = part.replace(US_POISON_LINE, "Poison Control at 1-800-222-1222");
      out = out.replace(US_UK_PAIR, "911");
      for (const [from, to] of info.replacements) out = out.split(from).join(to);
      return collapseRepeats(out.replace(/\b911\b/g, info.emergency));
    })
    .join("");
}
