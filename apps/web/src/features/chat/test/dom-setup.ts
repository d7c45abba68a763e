// Imported first by this feature's tests: jest-dom matchers and a DOM reset after each test, so the
// suites also run under a bare `vitest --environment jsdom` without the app's shared setup.
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());

// jsdom has neither; the message list scrolls itself and Radix measures elements.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
} as unknown as typeof ResizeObserver;
