import { DEFAULT_REGION, localize, regionInfo, US_UK_PAIR_FORMS, type Region } from "./regions.js";

export interface LocalizeStream {
  /** Adds the model's next piece; returns the text that can now be shown, in the region's wording. */
  push(text: string): string;
}

/**
 * Puts text that arrives piece by piece into the region's wording (see `localize`) so what streams
 * agrees with the stored answer: "911" may arrive as "9" then "11", and a phrase to replace over
 * several pieces. Only the settled part is given out: the end (as long as the longest phrase, back
 * to a space) is held back, and so is any phrase that straddles that point. No phrase or link spans
 * a line, so finished lines are localized once and each piece re-reads only the line being
 * written. With the default region nothing changes and nothing is held back.
 */
export function createLocalizeStream(region: Region = DEFAULT_REGION): LocalizeStream {
  if (region === DEFAULT_REGION) return { push: (text) => text };
  const phrases = [
    ...regionInfo(region).replacements.map(([from]) => from),
    ...US_UK_PAIR_FORMS,
    "911",
  ];
  const longest = Math.max(...phrases.map((p) => p.length));
  let raw = "";
  // `raw` before `lineStart` is given out in full; `sent` is what was given out of the line after it.
  let lineStart = 0;
  let sent = "";
  return {
    push(text) {
      raw += text;
      const cut = Math.max(settledEnd(raw, phrases, longest, lineStart), lineStart);
      const localized = localize(raw.slice(lineStart, cut), region);
      // Should an earlier replacement now read differently, wait: the stored answer settles it.
      if (!localized.startsWith(sent)) return "";
      const fresh = localized.slice(sent.length);
      sent = localized;
      // (lastIndexOf reads a negative start as 0: nothing settled means no line to finish.)
      const lineEnd = cut > lineStart ? raw.lastIndexOf("\n", cut - 1) : -1;
      if (lineEnd >= lineStart) {
        sent = sent.slice(localize(raw.slice(lineStart, lineEnd + 1), region).length);
        lineStart = lineEnd + 1;
      }
      return fresh;
    },
  };
}

/** Where the settled text ends: at a space at least `longest` characters from the end, outside any phrase. */
function settledEnd(raw: string, phrases: string[], longest: number, from: number): number {
  let cut = raw.lastIndexOf(" ", raw.length - longest - 1);
  for (let moved = true; moved && cut > from;) {
    moved = false;
    for (const phrase of phrases) {
      const at = raw.indexOf(phrase, Math.max(0, cut - phrase.length + 1));
      if (at !== -1 && at < cut && at + phrase.length > cut) {
        cut = raw.lastIndexOf(" ", at);
        moved = true;
      }
    }
  }
  return Math.max(cut, 0);
}
