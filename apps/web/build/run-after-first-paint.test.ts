// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferredScripts, entryLoader, runEntryAfterFirstPaint } from "./run-after-first-paint";

const BUILT = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-def.js">
</head><body><div id="root"></div></body></html>`;

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = "";
});

describe("runEntryAfterFirstPaint", () => {
  it("leaves nothing in <head> to fetch and starts entry and chunks from a loader at the end of <body>", () => {
    const html = runEntryAfterFirstPaint(BUILT);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html.indexOf("<script>")).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html).toContain('["/assets/react-def.js"]');
    expect(html).toContain('"/assets/index-abc.js"');
  });

  it("lists what the loader requests, chunks first", () => {
    expect(deferredScripts(runEntryAfterFirstPaint(BUILT))).toEqual([
      "/assets/react-def.js",
      "/assets/index-abc.js",
    ]);
  });

  it("fails the build when there is no entry to move", () => {
    expect(() => runEntryAfterFirstPaint("<html><body></body></html>")).toThrow(/no module entry/);
  });

  it("requests the entry and its chunks after the next frame, not before", () => {
    const frames: Array<() => void> = [];
    vi.stubGlobal("requestAnimationFrame", (fn: () => void) => frames.push(fn));
    vi.useFakeTimers();
    const body = /<script>([\s\S]*)<\/script>/.exec(
      entryLoader("/assets/index-abc.js", ["/assets/react-def.js"]),
    )![1]!;
    new Function(body)();
    const entry = () => document.head.querySelector('script[src="/assets/index-abc.js"]');
    const chunk = () => document.head.querySelector('link[href="/assets/react-def.js"]');
    expect(entry()).toBeNull();
    frames.forEach((fn) => fn());
    expect(entry()).toBeNull();
    expect(chunk()).toBeNull();
    vi.runAllTimers();
    expect(entry()?.getAttribute("type")).toBe("module");
    expect(chunk()?.getAttribute("rel")).toBe("modulepreload");
    vi.useRealTimers();
  });
});
