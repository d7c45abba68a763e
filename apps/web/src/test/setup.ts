import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach } from "vitest";

// jsdom lacks these browser APIs; Radix primitives and the layout hooks call them.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
window.scrollTo ??= (() => {}) as typeof window.scrollTo;

/** Tests set `window.innerWidth` and call this to pick the phone or wide layout. */
function matchMediaFor(query: string): MediaQueryList {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const matches = min ? window.innerWidth >= Number(min[1]) : false;
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
}
window.matchMedia = matchMediaFor;

// The machine is shared and busy: give findBy*/waitFor more than the default 1 s.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // Toasts live in sonner's module state; a new Toaster would replay the previous test's.
  toast.dismiss();
  localStorage.clear();
  sessionStorage.clear();
});
