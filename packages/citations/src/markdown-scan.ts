// The Markdown that formatCitations must respect, found in linear time.
//
// Blocks: fenced code is kept verbatim; runs of other non-blank lines are paragraphs, formatted
// inline. Fences may be indented further than CommonMark's 3 spaces because models indent them
// inside list items; taking too much as code is the safe side.

const FENCE = /^[ \t]{0,12}(`{3,}|~{3,})/;

export function forEachBlock(text: string, emit: (text: string, verbatim: boolean) => void): void {
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
      if (
        marker &&
        marker[0] === fence.char &&
        marker.length >= fence.length &&
        line.slice(close[0].length).trim() === ""
      ) {
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

// Inline

export const BACKSLASH = 0x5c;
export const BACKTICK = 0x60;
export const BANG = 0x21;
export const OPEN_BRACKET = 0x5b;
export const CLOSE_BRACKET = 0x5d;
export const OPEN_PAREN = 0x28;
export const CLOSE_PAREN = 0x29;
/** Bracket content longer than this is never a tag or a marker list, so it is not inspected. */
export const MAX_LABEL = 64;

export function isEscapable(c: number): boolean {
  // ASCII punctuation except the backtick: an escaped backtick still counts towards code-span
  // runs here, so code is never mistaken for text (the safe side).
  return (
    c !== BACKTICK &&
    ((c >= 0x21 && c <= 0x2f) ||
      (c >= 0x3a && c <= 0x40) ||
      (c >= 0x5b && c <= 0x60) ||
      (c >= 0x7b && c <= 0x7e))
  );
}

interface CodeSpans {
  starts: number[];
  ends: number[];
}

/** Code spans of a paragraph: a backtick run up to the next run of the same length. Linear time. */
export function findCodeSpans(s: string): CodeSpans {
  const runStart: number[] = [];
  const runLength: number[] = [];
  const byLength = new Map<number, number[]>();
  for (let i = s.indexOf("`"); i >= 0;) {
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
  for (let r = 0; r < runStart.length;) {
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
export const INLINE_SYNTAX = /[\\`![\]]/g;

/**
 * Index of the next character matched by a global `syntax` pattern at or after `from`, or
 * `s.length`. The regular expression skips long plain stretches natively; the first check saves
 * its call cost where syntax characters are dense.
 */
export function nextSyntax(syntax: RegExp, s: string, from: number): number {
  const c = s.charCodeAt(from);
  if (
    c === OPEN_BRACKET ||
    c === CLOSE_BRACKET ||
    c === BACKTICK ||
    c === BACKSLASH ||
    (c === BANG && syntax === INLINE_SYNTAX)
  ) {
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
export function matchBrackets(s: string, spans: CodeSpans): Int32Array {
  if (scratch.length < s.length) scratch = new Int32Array(Math.max(s.length, scratch.length * 2));
  const match = scratch;
  const stack: number[] = [];
  let span = 0;
  for (
    let i = nextSyntax(BRACKET_SYNTAX, s, 0);
    i < s.length;
    i = nextSyntax(BRACKET_SYNTAX, s, i + 1)
  ) {
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
export function parseDestination(s: string, start: number): { url: string; end: number } | null {
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
    while (j < n && s[j] !== closer && s[j] !== "[" && s[j] !== "]")
      j += s.charCodeAt(j) === BACKSLASH ? 2 : 1;
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
