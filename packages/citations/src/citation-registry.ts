import { findRecognizedSource, findSourceByTag, hostOf } from "./recognized-sources.js";
import type { Source } from "./types.js";
import { OPEN_PAREN, CLOSE_PAREN } from "./markdown-scan.js";

// Numbering: which source each citation names, and the numbers in order of first appearance.

export interface Citation {
  number: number;
  url: string;
}

export class CitationRegistry {
  readonly sources: Source[] = [];
  private readonly numbers = new Map<string, number>();
  private readonly optionByUrl = new Map<string, Source>();

  constructor(private readonly options: readonly Source[]) {
    // The first option with an address is its canonical entry, whichever marker names it:
    // that keeps the output the same when it is formatted again.
    for (const option of options)
      if (!this.optionByUrl.has(option.url)) this.optionByUrl.set(option.url, option);
  }

  private readonly citable = new Map<string, boolean>();
  private readonly labels = new Map<string, Citation[] | null>();
  private readonly links = new Map<string, string>();

  /** A registry that goes on from this one's numbering without changing it. */
  clone(): CitationRegistry {
    const copy = new CitationRegistry(this.options);
    copy.sources.push(...this.sources);
    for (const [url, n] of this.numbers) copy.numbers.set(url, n);
    for (const [url, ok] of this.citable) copy.citable.set(url, ok);
    for (const [label, cites] of this.labels) copy.labels.set(label, cites);
    for (const [url, link] of this.links) copy.links.set(url, link);
    return copy;
  }

  /** Whether a link to this address is a citation. */
  isCitable(url: string): boolean {
    let known = this.citable.get(url);
    if (known === undefined) {
      known =
        isWritableUrl(url) && (this.optionByUrl.has(url) || findRecognizedSource(url) !== null);
      this.citable.set(url, known);
    }
    return known;
  }

  /** What a bracketed label stands for, remembered: the numbers it gets never change within a call. */
  resolve(label: string): Citation[] | null {
    let known = this.labels.get(label);
    if (known === undefined) {
      known = resolveLabel(label, this);
      this.labels.set(label, known);
    }
    return known;
  }

  /** The Markdown for citation `number` of `url`. */
  link(number: number, url: string): string {
    let text = this.links.get(url);
    if (text === undefined) {
      text = citationLink(number, url);
      this.links.set(url, text);
    }
    return text;
  }

  /** Number for a linked address (which must be citable). */
  citeLink(url: string): number {
    return this.cite(url, () => ({
      url,
      title: findRecognizedSource(url)?.name ?? hostOf(url) ?? url,
    }));
  }

  /** Number and address for numeric marker n, or null when there is no usable source n. */
  citeOption(n: number): Citation | null {
    const option = this.options[n - 1];
    if (!option || !isWritableUrl(option.url)) return null;
    return { number: this.cite(option.url, () => option), url: option.url };
  }

  /** Number and address for a bare tag such as "cdc", or null when the tag names no publisher. */
  citeTag(tag: string): Citation | null {
    const publisher = findSourceByTag(tag);
    if (!publisher) return null;
    const url = publisher.homeUrl;
    return { number: this.cite(url, () => ({ url, title: publisher.name })), url };
  }

  private cite(url: string, fallback: () => Source): number {
    const known = this.numbers.get(url);
    if (known !== undefined) return known;
    const chosen = this.optionByUrl.get(url) ?? fallback();
    const copy: Source = { url, title: chosen.title };
    if (chosen.description !== undefined) copy.description = chosen.description;
    this.sources.push(copy);
    this.numbers.set(url, this.sources.length);
    return this.sources.length;
  }
}

/** An address we can write back as a link destination that every reader parses the same way. */
function isWritableUrl(url: string): boolean {
  return url !== "" && !/[\s<>[\]\\]/.test(url);
}

function citationLink(number: number, url: string): string {
  return balancedParens(url) ? `[${number}](${url})` : `[${number}](<${url}>)`;
}

function balancedParens(url: string): boolean {
  let depth = 0;
  for (let i = 0; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c === OPEN_PAREN) depth++;
    else if (c === CLOSE_PAREN && --depth < 0) return false;
  }
  return depth === 0;
}

/**
 * What a bracketed label stands for: citations for a tag or a marker list (an empty list when
 * every marker is unknown, meaning "remove it"), or null for ordinary bracketed text.
 */
function resolveLabel(label: string, registry: CitationRegistry): Citation[] | null {
  const numbers = parseMarkerList(label);
  if (numbers) {
    const cited: Citation[] = [];
    const seen = new Set<number>();
    for (const n of numbers) {
      const cite = registry.citeOption(n);
      if (cite && !seen.has(cite.number)) {
        seen.add(cite.number);
        cited.push(cite);
      }
    }
    return cited;
  }
  if (!/^[A-Za-z][A-Za-z0-9 .'&-]*$/.test(label)) return null;
  const cite = registry.citeTag(label);
  return cite ? [cite] : null;
}

const MAX_RANGE = 50;

/** "3", "1, 2", "1;4", "2-4" or "2–4" as the numbers they list; null for anything else. */
function parseMarkerList(label: string): number[] | null {
  if (!/^\s*\d{1,4}(?:\s*(?:[,;]|[-–])\s*\d{1,4})*\s*$/.test(label)) return null;
  const numbers: number[] = [];
  for (const part of label.split(/[,;]/)) {
    const bounds = part.split(/[-–]/).map((x) => Number.parseInt(x.trim(), 10));
    if (bounds.length === 1) numbers.push(bounds[0] as number);
    else {
      const from = bounds[0] as number;
      const to = bounds[bounds.length - 1] as number;
      if (bounds.length !== 2 || to < from || to - from > MAX_RANGE) return null;
      for (let k = from; k <= to; k++) numbers.push(k);
    }
  }
  return numbers;
}
