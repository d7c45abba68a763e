import { findRecognizedSource, findSourceByTag, hostOf } from "./recognized-sources.js";
import type { Source } from "./types.js";

export interface FormatCitationsOptions {
  /**
   * The sources that numeric markers refer to: `[1]` is `sources[0]`, as numbered in the prompt.
   * Their titles and descriptions are used for links to the same address, and links to these
   * addresses are cited even when the host is not a recognised publisher.
   */
  sources?: readonly Source[];
}

export interface FormatCitationsResult {
  /** The text with every citation written as `[N](url)`, N counted from 1 by first appearance. */
  markdown: string;
  /** `sources[N - 1]` is the source cited as `[N]`. */
  sources: Source[];
}

/**
 * Rewrites the citations in a Markdown answer as numbered links and lists the sources cited.
 *
 * - A link to a recognised publisher becomes `[N](url)`; the same address keeps its number.
 * - A bare tag (`[cdc]`, `[Mayo Clinic]`) becomes a numbered link to the publisher's home page.
 * - A numeric marker (`[2]`, `[1, 3]`, `[2-4]`) refers to `options.sources`; one with no such
 *   source is removed, so an invented citation never reaches the reader.
 * - Links to other hosts are left exactly as written and are not cited.
 * - Code spans and fenced code blocks are left untouched.
 *
 * Runs in time linear in the length of the text, and is idempotent for the same options.
 */
export function formatCitations(markdown: string, options: FormatCitationsOptions = {}): FormatCitationsResult {
  const registry = new CitationRegistry(options.sources ?? []);
  const out: string[] = [];
  forEachBlock(markdown, (text, verbatim) => out.push(verbatim ? text : formatInline(text, registry)));
  return { markdown: out.join(""), sources: registry.sources };
}

// ---------------------------------------------------------------------------------------------
// Numbering

interface Citation {
  number: number;
  url: string;
}

class CitationRegistry {
  readonly sources: Source[] = [];
  private readonly numbers = new Map<string, number>();
  private readonly optionByUrl = new Map<string, Source>();

  constructor(private readonly options: readonly Source[]) {
    // The first option with an address is its canonical entry, whichever marker names it:
    // that keeps the output the same when it is formatted again.
    for (const option of options) if (!this.optionByUrl.has(option.url)) this.optionByUrl.set(option.url, option);
  }

  private readonly citable = new Map<string, boolean>();
  private readonly labels = new Map<string, Citation[] | null>();
  private readonly links = new Map<string, string>();

  /** Whether a link to this address is a citation. */
  isCitable(url: string): boolean {
    let known = this.citable.get(url);
    if (known === undefined) {
      known = isWritableUrl(url) && (this.optionByUrl.has(url) || findRecognizedSource(url) !== null);
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
    return this.cite(url, () => ({ url, title: findRecognizedSource(url)?.name ?? hostOf(url) ?? url }));
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

// ---------------------------------------------------------------------------------------------
// Blocks: fenced code is kept verbatim; runs of other non-blank lines are paragraphs, formatted
// inline. Fences may be indented further than CommonMark's 3 spaces because models indent them
// inside list items; taking too much as code is the safe side.

const FENCE = /^[ \t]{0,12}(`{3,}|~{3,})/;

function forEachBlock(text: string, emit: (text: string, verbatim: boolean) => void): void {
  const n = text.length;
  let pos = 0;
  let paragraphStart = -1;
  let fence: { char: string; length: number } | null = null;
  const endParagraph = (at: number) => {
    if (paragraphStart >= 0) emit(text.slice(paragraphStart, at), false);
    paragraphStart = -1;
  };
  while (pos < n) {
    const newline = text.indexOf("\n", pos);
    const end = newline < 0 ? n : newline + 1;
    const line = text.slice(pos, end);
    if (fence) {
      const close = FENCE.exec(line);
      const marker = close?.[1];
      if (marker && marker[0] === fence.char && marker.length >= fence.length && line.slice(close[0].length).trim() === "") {
        fence = null;
      }
      emit(line, true);
    } else {
      const open = FENCE.exec(line);
      const marker = open?.[1];
      // A backtick fence's info string may not contain a backtick (CommonMark); otherwise it is inline code.
      if (marker && !(marker[0] === "`" && line.indexOf("`", open[0].length) >= 0)) {
        endParagraph(pos);
        fence = { char: marker[0] as string, length: marker.length };
        emit(line, true);
      } else if (line.trim() === "") {
        endParagraph(pos);
        emit(line, true);
      } else if (paragraphStart < 0) {
        paragraphStart = pos;
      }
    }
    pos = end;
  }
  endParagraph(n);
}

// ---------------------------------------------------------------------------------------------
// Inline

const BACKSLASH = 0x5c;
const BACKTICK = 0x60;
const BANG = 0x21;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_PAREN = 0x28;
const CLOSE_PAREN = 0x29;
/** Bracket content longer than this is never a tag or a marker list, so it is not inspected. */
const MAX_LABEL = 64;

function isEscapable(c: number): boolean {
  // ASCII punctuation except the backtick: an escaped backtick still counts towards code-span
  // runs here, so code is never mistaken for text (the safe side).
  return c !== BACKTICK && ((c >= 0x21 && c <= 0x2f) || (c >= 0x3a && c <= 0x40) || (c >= 0x5b && c <= 0x60) || (c >= 0x7b && c <= 0x7e));
}

interface CodeSpans {
  starts: number[];
  ends: number[];
}

/** Code spans of a paragraph: a backtick run up to the next run of the same length. Linear time. */
function findCodeSpans(s: string): CodeSpans {
  const runStart: number[] = [];
  const runLength: number[] = [];
  const byLength = new Map<number, number[]>();
  for (let i = s.indexOf("`"); i >= 0; ) {
    let j = i + 1;
    while (s.charCodeAt(j) === BACKTICK) j++;
    const length = j - i;
    let list = byLength.get(length);
    if (!list) byLength.set(length, (list = []));
    list.push(runStart.length);
    runStart.push(i);
    runLength.push(length);
    i = s.indexOf("`", j);
  }
  const spans: CodeSpans = { starts: [], ends: [] };
  const cursor = new Map<number, number>();
  for (let r = 0; r < runStart.length; ) {
    const length = runLength[r] as number;
    const list = byLength.get(length) as number[];
    let p = cursor.get(length) ?? 0;
    while (p < list.length && (list[p] as number) <= r) p++;
    cursor.set(length, p);
    if (p < list.length) {
      const closer = list[p] as number;
      spans.starts.push(runStart[r] as number);
      spans.ends.push((runStart[closer] as number) + length);
      r = closer + 1;
    } else {
      r++;
    }
  }
  return spans;
}

const BRACKET_SYNTAX = /[\\`[\]]/g;
const INLINE_SYNTAX = /[\\`![\]]/g;

/**
 * Index of the next character matched by a global `syntax` pattern at or after `from`, or
 * `s.length`. The regular expression skips long plain stretches natively; the first check saves
 * its call cost where syntax characters are dense.
 */
function nextSyntax(syntax: RegExp, s: string, from: number): number {
  const c = s.charCodeAt(from);
  if (c === OPEN_BRACKET || c === CLOSE_BRACKET || c === BACKTICK || c === BACKSLASH || (c === BANG && syntax === INLINE_SYNTAX)) {
    return from;
  }
  syntax.lastIndex = from;
  return syntax.exec(s)?.index ?? s.length;
}

/** Reused between paragraphs: allocating and zeroing a fresh array each time dominated the cost. */
let scratch = new Int32Array(1024);

/**
 * For every `[` outside code spans and escapes, 1 + the index of its matching `]` (0: none).
 * Only those positions are written (and so cleared), and only those are read. Linear time.
 */
function matchBrackets(s: string, spans: CodeSpans): Int32Array {
  if (scratch.length < s.length) scratch = new Int32Array(Math.max(s.length, scratch.length * 2));
  const match = scratch;
  const stack: number[] = [];
  let span = 0;
  for (let i = nextSyntax(BRACKET_SYNTAX, s, 0); i < s.length; i = nextSyntax(BRACKET_SYNTAX, s, i + 1)) {
    const c = s.charCodeAt(i);
    if (c === BACKSLASH) {
      if (i + 1 < s.length && isEscapable(s.charCodeAt(i + 1))) i++;
    } else if (c === BACKTICK) {
      while (span < spans.starts.length && (spans.starts[span] as number) < i) span++;
      if (spans.starts[span] === i) i = (spans.ends[span] as number) - 1;
      else while (i + 1 < s.length && s.charCodeAt(i + 1) === BACKTICK) i++;
    } else if (c === OPEN_BRACKET) {
      match[i] = 0;
      stack.push(i);
    } else {
      const open = stack.pop();
      if (open !== undefined) match[open] = i + 1;
    }
  }
  return match;
}

/**
 * Parses an inline link's `(destination "title")` starting just after `(`.
 * Destinations and titles stop at brackets, which keeps every scan to its own stretch of text
 * (and so the whole pass linear); a URL with brackets is never a citation anyway.
 */
function parseDestination(s: string, start: number): { url: string; end: number } | null {
  const n = s.length;
  let i = skipSpace(s, start);
  let url: string;
  if (s[i] === "<") {
    let j = i + 1;
    while (j < n && !"<>\n[]".includes(s[j] as string)) j += s.charCodeAt(j) === BACKSLASH ? 2 : 1;
    if (s[j] !== ">") return null;
    url = s.slice(i + 1, j);
    i = j + 1;
  } else {
    let j = i;
    let depth = 0;
    while (j < n) {
      const c = s.charCodeAt(j);
      if (c <= 0x20 || c === OPEN_BRACKET || c === CLOSE_BRACKET) break;
      if (c === BACKSLASH) {
        j += 2;
        continue;
      }
      if (c === OPEN_PAREN) depth++;
      else if (c === CLOSE_PAREN && depth-- === 0) break;
      j++;
    }
    if (depth > 0 || j > n) return null;
    url = s.slice(i, j);
    i = j;
  }
  const afterUrl = i;
  i = skipSpace(s, i);
  const quote = s[i];
  if (i > afterUrl && (quote === '"' || quote === "'" || quote === "(")) {
    const closer = quote === "(" ? ")" : quote;
    let j = i + 1;
    while (j < n && s[j] !== closer && s[j] !== "[" && s[j] !== "]") j += s.charCodeAt(j) === BACKSLASH ? 2 : 1;
    if (s[j] !== closer) return null;
    i = skipSpace(s, j + 1);
  }
  if (s.charCodeAt(i) !== CLOSE_PAREN) return null;
  return { url, end: i + 1 };
}

function skipSpace(s: string, i: number): number {
  while (i < s.length && (s[i] === " " || s[i] === "\t" || s[i] === "\n")) i++;
  return i;
}

/** Output pieces (never empty strings), with the running length for cheap label checks. */
class Output {
  readonly pieces: string[] = [];
  length = 0;

  push(text: string): void {
    if (text === "") return;
    this.pieces.push(text);
    this.length += text.length;
  }

  truncate(count: number): void {
    while (this.pieces.length > count) this.length -= (this.pieces.pop() as string).length;
  }

  textFrom(index: number): string {
    return this.pieces.slice(index).join("");
  }

  charFromEnd(k: number): string | undefined {
    for (let p = this.pieces.length - 1; p >= 0; p--) {
      const piece = this.pieces[p] as string;
      if (k < piece.length) return piece[piece.length - 1 - k];
      k -= piece.length;
    }
    return undefined;
  }

  dropLastChar(): void {
    const last = this.pieces.pop();
    if (last === undefined) return;
    this.length -= 1;
    if (last.length > 1) this.pieces.push(last.slice(0, -1));
  }
}

/**
 * Formats one paragraph. Bracket pairs that are not links are "frames": their content is
 * formatted first and then, at the `]`, the formatted content decides what the pair was (a tag,
 * a marker list, or plain text). Deciding on the formatted content is what makes the function
 * idempotent: "[cd[9]c]" with no source 9 reads as "[cdc]" on any later pass, so it is one now.
 */
function formatInline(s: string, registry: CitationRegistry): string {
  if (s.indexOf("[") < 0) return s;
  const n = s.length;
  const spans = findCodeSpans(s);
  const match = matchBrackets(s, spans);
  const out = new Output();
  // Open frames as parallel stacks: index of the `[`, of its `]`, of its output piece, the output
  // length after it, and the rewrite count when it opened (unchanged content is read from `s`).
  const frameOpen: number[] = [];
  const frameClose: number[] = [];
  const framePiece: number[] = [];
  const frameStart: number[] = [];
  const frameRewrites: number[] = [];
  let rewrites = 0;
  let span = 0;
  let plain = 0;
  let i = 0;

  const flush = (to: number) => {
    if (to > plain) out.push(s.slice(plain, to));
    plain = to;
  };
  const emitCitation = (cite: Citation) => {
    // "!" followed by a link is an image: escape it so the citation stays a link next time.
    // A piece that is exactly "!" can only be a bare "!" pushed below (plain text flushes at "!").
    if (out.pieces[out.pieces.length - 1] === "!") {
      out.pieces[out.pieces.length - 1] = "\\!";
      out.length += 1;
    }
    out.push(registry.link(cite.number, cite.url));
    rewrites++;
  };
  const popFrame = () => {
    frameOpen.pop();
    frameClose.pop();
    framePiece.pop();
    frameStart.pop();
    frameRewrites.pop();
  };

  for (i = nextSyntax(INLINE_SYNTAX, s, 0); i < n; i = nextSyntax(INLINE_SYNTAX, s, i)) {
    // A frame whose `]` was consumed by something copied whole is just text.
    while (frameClose.length > 0 && (frameClose[frameClose.length - 1] as number) < i) popFrame();
    const c = s.charCodeAt(i);
    if (c === BACKSLASH) {
      i += i + 1 < n && isEscapable(s.charCodeAt(i + 1)) ? 2 : 1;
    } else if (c === BACKTICK) {
      while (span < spans.starts.length && (spans.starts[span] as number) < i) span++;
      if (spans.starts[span] === i) i = spans.ends[span] as number;
      else while (i < n && s.charCodeAt(i) === BACKTICK) i++;
    } else if (c === BANG) {
      const close = s.charCodeAt(i + 1) === OPEN_BRACKET ? (match[i + 1] as number) - 1 : -1;
      const image = close >= 0 && s.charCodeAt(close + 1) === OPEN_PAREN ? parseDestination(s, close + 2) : null;
      if (image) {
        i = image.end; // images are copied as they are
      } else {
        flush(i);
        out.push("!");
        plain = ++i;
      }
    } else if (c === OPEN_BRACKET) {
      const close = (match[i] as number) - 1;
      if (close < 0) {
        i++;
        continue;
      }
      const link = s.charCodeAt(close + 1) === OPEN_PAREN ? parseDestination(s, close + 2) : null;
      if (link) {
        if (registry.isCitable(link.url)) {
          flush(i);
          emitCitation({ number: registry.citeLink(link.url), url: link.url });
          plain = link.end;
        }
        i = link.end;
        continue;
      }
      flush(i);
      out.push("[");
      frameOpen.push(i);
      frameClose.push(close);
      framePiece.push(out.pieces.length - 1);
      frameStart.push(out.length);
      frameRewrites.push(rewrites);
      plain = ++i;
    } else if (c === CLOSE_BRACKET && frameClose.length > 0 && frameClose[frameClose.length - 1] === i) {
      flush(i);
      const top = frameClose.length - 1;
      const open = frameOpen[top] as number;
      const piece = framePiece[top] as number;
      let label: string | null = null;
      if (out.length - (frameStart[top] as number) <= MAX_LABEL) {
        label = frameRewrites[top] === rewrites ? s.slice(open + 1, i) : out.textFrom(piece + 1);
      }
      popFrame();
      const citations = label === null ? null : registry.resolve(label);
      if (citations === null) {
        out.push("]");
      } else {
        out.truncate(piece);
        rewrites++;
        if (citations.length === 0) removeMarker(out, s, i + 1);
        else for (const cite of citations) emitCitation(cite);
      }
      plain = ++i;
    } else {
      i++;
    }
  }
  flush(n);
  return out.pieces.join("");
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

/**
 * Tidies the text around a removed marker: "claim [9]." reads "claim.". The space is kept where
 * dropping it would join characters into new Markdown (an escape, an image, a longer backtick
 * run), a space is added between two backticks or tildes, and a fence that would now open the
 * line is escaped, so that formatting the result again finds the same structure.
 */
const MAX_FENCE_INDENT = 12;

function removeMarker(out: Output, s: string, nextIndex: number): void {
  const next = s[nextIndex];
  const last = out.charFromEnd(0);
  if (last === " " || last === "\t") {
    const before = out.charFromEnd(1);
    if (before !== undefined && before !== "\n" && before !== " " && !"\\`~!".includes(before)) out.dropLastChar();
  }
  const now = out.charFromEnd(0);
  if (now !== undefined && now === next && (now === "`" || now === "~")) out.push(" ");
  else if (atLineStart(out)) {
    let j = nextIndex;
    while (j - nextIndex <= MAX_FENCE_INDENT && (s[j] === " " || s[j] === "\t")) j++;
    if (s.startsWith("```", j) || s.startsWith("~~~", j)) out.push("\\");
  }
}

/** Whether the output holds only blanks since the start of its line (as far as a fence indent reaches). */
function atLineStart(out: Output): boolean {
  for (let k = 0; k <= MAX_FENCE_INDENT; k++) {
    const c = out.charFromEnd(k);
    if (c === undefined || c === "\n") return true;
    if (c !== " " && c !== "\t") return false;
  }
  return false;
}
