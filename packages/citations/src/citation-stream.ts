import { CitationRegistry } from "./citation-registry.js";
import {
  formatBlocks,
  type FormatCitationsOptions,
  type FormatCitationsResult,
} from "./format-citations.js";

/**
 * An unfinished bracket longer than this is taken as plain text: a citation (a link to a cited
 * page, a tag or a marker list) is never this long, and holding text back for longer would freeze
 * the answer on a stray "[".
 */
const MAX_PENDING = 600;

const FENCE = /^[ \t]{0,12}(`{3,}|~{3,})/;

/** Formats a growing answer; see `createCitationStream`. */
export interface CitationStream {
  /**
   * Adds text as it arrives and returns the answer formatted so far, up to (not including) any
   * bracket that may still become a citation: `[1`, `[cd`, `[1]` at the very end (a link may
   * follow) or `[NHS](https://www.nh`. Each result extends what the reader saw before.
   */
  push(chunk: string): FormatCitationsResult;
  /** The last result of `push` (what a reader has been shown), without adding text. */
  current(): FormatCitationsResult;
  /** Every chunk joined, unformatted. */
  readonly text: string;
  /** The whole text formatted, once no more will arrive: an unfinished bracket stays as text. */
  end(): FormatCitationsResult;
}

/**
 * A streaming-safe formatter for text that arrives in pieces (a model's tokens): after each piece
 * it gives the answer formatted as `formatCitations` would, cut before anything that could still
 * turn into a citation, so a half-written marker such as `[1` is never shown.
 *
 * ```ts
 * const stream = createCitationStream({ sources });
 * for await (const token of tokens) render(stream.push(token).markdown);
 * render(stream.end().markdown);
 * ```
 */
export function createCitationStream(options: FormatCitationsOptions = {}): CitationStream {
  let text = "";
  let shown: FormatCitationsResult = { markdown: "", sources: [] };
  let shownUpTo = 0;
  // Finished blocks are formatted once: `done` is the text before `frontier`, formatted, and
  // `registry` numbers what it cites. Each piece formats only the block being written, so a
  // long answer costs about its length, not its length times the number of pieces.
  let frontier = 0;
  let done = "";
  const registry = new CitationRegistry(options.sources ?? []);
  const formatUpTo = (end: number): FormatCitationsResult => {
    const boundary = lastBlockBoundary(text, frontier, end);
    if (boundary > frontier) {
      done += formatBlocks(text.slice(frontier, boundary), registry);
      frontier = boundary;
    }
    const rest = registry.clone();
    return {
      markdown: done + formatBlocks(text.slice(frontier, end), rest),
      sources: rest.sources,
    };
  };
  return {
    get text() {
      return text;
    },
    push(chunk: string) {
      text += chunk;
      const cut = safeLength(text, frontier);
      if (cut !== shownUpTo) {
        shownUpTo = cut;
        shown = formatUpTo(cut);
      }
      return shown;
    },
    current: () => shown,
    end: () => formatUpTo(text.length),
  };
}

/**
 * The last line start in `text[from, end)` after which a block starts afresh: past a blank line
 * or a closing fence, outside any fence. `from` must be such a point; returns it when none follows.
 */
export function lastBlockBoundary(text: string, from: number, end: number): number {
  let boundary = from;
  let fence: { char: string; length: number } | null = null;
  let pos = from;
  while (pos < end) {
    const newline = text.indexOf("\n", pos);
    if (newline < 0 || newline >= end) break;
    const line = text.slice(pos, newline + 1);
    const marker = FENCE.exec(line);
    if (fence) {
      const closing = marker?.[1];
      if (
        closing &&
        closing[0] === fence.char &&
        closing.length >= fence.length &&
        line.slice((marker as RegExpExecArray)[0].length).trim() === ""
      ) {
        fence = null;
        boundary = newline + 1;
      }
    } else if (marker?.[1] && !(marker[1][0] === "`" && line.indexOf("`", marker[0].length) >= 0)) {
      fence = { char: marker[1][0] as string, length: marker[1].length };
    } else if (line.trim() === "") {
      boundary = newline + 1;
    }
    pos = newline + 1;
  }
  return boundary;
}

/**
 * How much of `text` is final: everything before the first bracket of the last paragraph that
 * is not yet a complete, unambiguous construct (and before a trailing backslash, which may yet
 * escape what follows). Code spans and fenced code are skipped: brackets there are never cited.
 */
export function safeLength(text: string, from = 0): number {
  const start = lastParagraphStart(text, from);
  if (start < 0) return text.length;
  const n = text.length;
  const open: number[] = [];
  let i = start;
  while (i < n) {
    const c = text[i];
    if (c === "\\") {
      if (i + 1 >= n) return cutAt(text, open, i);
      i += 2;
    } else if (c === "`") {
      let run = 1;
      while (text[i + run] === "`") run++;
      const close = findRun(text, i + run, run);
      // An unclosed run is literal text (CommonMark); brackets after it still count.
      i = close < 0 ? i + run : close + run;
    } else if (c === "[") {
      open.push(i);
      i++;
    } else if (c === "]" && open.length > 0) {
      const at = open.pop() as number;
      if (open.length === 0) {
        // "[x]" at the very end may become "[x](url)"; "[x](…" is unfinished until its ")".
        if (i + 1 >= n) return cutAt(text, [at], n);
        if (text[i + 1] === "(") {
          const end = destinationEnd(text, i + 2);
          if (end === UNFINISHED) return cutAt(text, [at], n);
          if (end !== NOT_A_LINK) {
            i = end;
            continue;
          }
        }
      }
      i++;
    } else {
      i++;
    }
  }
  return cutAt(text, open, n);
}

/** Start of the paragraph being written, or -1 when the text ends inside fenced code or blank lines. */
function lastParagraphStart(text: string, from: number): number {
  let pos = from;
  let paragraph = -1;
  let fence: { char: string; length: number } | null = null;
  const n = text.length;
  while (pos < n) {
    const newline = text.indexOf("\n", pos);
    const end = newline < 0 ? n : newline + 1;
    const line = text.slice(pos, end);
    const open = FENCE.exec(line);
    const marker = open?.[1];
    if (fence) {
      // Closed as formatCitations closes it: nothing but blanks after the marker.
      if (
        marker &&
        marker[0] === fence.char &&
        marker.length >= fence.length &&
        line.slice((open as RegExpExecArray)[0].length).trim() === ""
      )
        fence = null;
    } else if (
      marker &&
      !(marker[0] === "`" && line.indexOf("`", line.indexOf(marker) + marker.length) >= 0)
    ) {
      fence = { char: marker[0] as string, length: marker.length };
      paragraph = -1;
    } else if (line.trim() === "") {
      paragraph = -1;
    } else if (paragraph < 0) {
      paragraph = pos;
    }
    pos = end;
  }
  return fence ? -1 : paragraph;
}

/** Index of the next run of exactly `length` backticks at or after `from`, or -1. */
function findRun(text: string, from: number, length: number): number {
  let i = text.indexOf("`", from);
  while (i >= 0) {
    let run = 1;
    while (text[i + run] === "`") run++;
    if (run === length) return i;
    i = text.indexOf("`", i + run);
  }
  return -1;
}

const UNFINISHED = -1;
const NOT_A_LINK = -2;

/**
 * Index after the `)` closing a link destination that starts at `from`; UNFINISHED when it has not
 * arrived; NOT_A_LINK at a bracket, where formatCitations stops reading a destination too (so the
 * bracket is scanned as text, like any other).
 */
function destinationEnd(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === "\\") i++;
    else if (c === "[" || c === "]") return NOT_A_LINK;
    else if (c === "(") depth++;
    else if (c === ")") {
      if (depth === 0) return i + 1;
      depth--;
    }
  }
  return UNFINISHED;
}

/**
 * Where to cut: at the first bracket still open, skipping any that has waited too long to be a
 * citation; else at `limit`.
 */
function cutAt(text: string, open: readonly number[], limit: number): number {
  for (const at of open) if (text.length - at <= MAX_PENDING) return at;
  return limit;
}
