import { formatCitations, type Source } from "@nestling/citations";

/** A composed answer: Markdown with numbered citation links, and the sources they number. */
export interface ComposedAnswer {
  content: string;
  sources: Source[];
}

/** Turns a source address into what the reader sees under the answer. */
export type SourceLookup = (url: string) => Source;

/**
 * Collects the sources an answer may cite and hands out their marker numbers ([1], [2]…), which
 * `formatCitations` then turns into links: only sources that were really used can be cited.
 */
export class Citations {
  readonly sources: Source[] = [];
  constructor(private readonly lookup: SourceLookup) {}

  /** Whether a source already has a number in this answer. */
  has(url: string): boolean {
    return this.sources.some((s) => s.url === url);
  }

  markers(urls: readonly string[]): string {
    return urls.map((url) => `[${this.number(url)}]`).join("");
  }

  private number(url: string): number {
    const at = this.sources.findIndex((s) => s.url === url);
    if (at >= 0) return at + 1;
    this.sources.push(this.lookup(url));
    return this.sources.length;
  }

  finish(lines: string[]): ComposedAnswer {
    const formatted = formatCitations(lines.join("\n").trim(), { sources: this.sources });
    return { content: formatted.markdown, sources: formatted.sources };
  }
}
