import { DEFAULT_REGION, localize, regionInfo, type Region } from "./regions.js";

export interface LocalizeStream {
  /** Adds the model's next piece; returns the text that can now be shown, in the region's wording. */
  push(text: string): string;
}

/**
 * Puts text that arrives piece by piece into the region's wording (see `localize`) so what streams
 * agrees with the stored answer: "911" may arrive as "9" then "11", and a phrase to replace over
 * several pieces. The text is localized whole each time and only its settled part is given out:
 * the end (as long as the longest phrase, back to a space) is held back, and so is any phrase
 * that straddles that point. With the default region nothing changes and nothing is held back.
 */
export function createLocalizeStream(region: Region = DEFAULT_REGION): LocalizeStream {
  if (region === DEFAULT_REGION) return { push: (text) => text };
  const phrases = [...regionInfo(region).replacements.map(([from]) => from), "911"];
  const longest = Math.max(...phrases.map((p) => p.length));
  let raw = "";
  let sent = "";
  return {
    push(text) {
      raw += text;
      const cut = settledEnd(raw, phrases, longest);
      const localized = localize(raw.slice(0, cut), region);
      // Should an earlier replacement now read differently, wait: the stored answer settles it.
      if (!localized.startsWith(sent)) return "";
      const fresh = localized.slice(sent.length);
      sent = localized;
      return fresh;
    },
  };
}

/** Where the settled text ends: at a space at least `longest` characters from the end, outside any phrase. */
function settledEnd(raw: string, phrases: string[], longest: number): number {
  let cut = raw.lastIndexOf(" ", raw.length - longest - 1);
  for (let moved = true; moved && cut > 0;) {
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
