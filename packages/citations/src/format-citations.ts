import type { Source } from "./types.js";
import { type Citation, CitationRegistry } from "./citation-registry.js";
import {
  forEachBlock,
  BACKSLASH,
  BACKTICK,
  BANG,
  OPEN_BRACKET,
  CLOSE_BRACKET,
  OPEN_PAREN,
  MAX_LABEL,
  isEscapable,
  findCodeSpans,
  INLINE_SYNTAX,
  nextSyntax,
  matchBrackets,
  parseDestination,
} from "./markdown-scan.js";

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
export function formatCitations(
  markdown: string,
  options: FormatCitationsOptions = {},
): FormatCitationsResult {
  const registry = new CitationRegistry(options.sources ?? []);
  return { markdown: formatBlocks(markdown, registry), sources: registry.sources };
}

/**
 * Formats whole blocks with a registry that may already hold earlier citations: text cut at a
 * block boundary formats piece by piece exactly as it does whole (see `createCitationStream`).
 */
export function formatBlocks(markdown: string, registry: CitationRegistry): string {
  const out: string[] = [];
  forEachBlock(markdown, (text, verbatim) =>
    out.push(verbatim ? text : formatInline(text, registry)),
  );
  return out.join("");
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
      const image =
        close >= 0 && s.charCodeAt(close + 1) === OPEN_PAREN
          ? parseDestination(s, close + 2)
          : null;
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
    } else if (
      c === CLOSE_BRACKET &&
      frameClose.length > 0 &&
      frameClose[frameClose.length - 1] === i
    ) {
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
    if (before !== undefined && before !== "\n" && before !== " " && !"\\`~!".includes(before))
      out.dropLastChar();
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
