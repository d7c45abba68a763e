// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { entryLoader, runEntryAfterFirstPaint } from "./run-after-first-paint";

const BUILT = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-def.js">
</head><body><div id="root"></div></body></html>`;

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = "";
});

describe("runEntryAfterFirstPaint", () => {
  it("turns the entry into a module preload and starts it from a loader at the end of <body>", () => {
    const html = runEntryAfterFirstPaint(BUILT);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-abc.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-def.js">');
    expect(html.indexOf("<script>")).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  it("fails the build when there is no entry to move", () => {
    expect(() => runEntryAfterFirstPaint("<html><body></body></html>")).toThrow(/no module entry/);
  });

  it("loads the entry after the next frame, not before", () => {
    const frames: Array<() => void> = [];
    vi.stubGlobal("requestAnimationFrame", (fn: () => void) => frames.push(fn));
    vi.useFakeTimers();
    const body = /<script>([\s\S]*)<\/script>/.exec(entryLoader("/assets/index-abc.js"))![1]!;
    new Function(body)();
    const entry = () => document.head.querySelector('script[src="/assets/index-abc.js"]');
    expect(entry()).toBeNull();
    frames.forEach((fn) => fn());
    expect(entry()).toBeNull();
    vi.runAllTimers();
    expect(entry()?.getAttribute("type")).toBe("module");
    vi.useRealTimers();
  });
});
