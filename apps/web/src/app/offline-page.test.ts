// public/offline.html is what the service worker shows with no network: the safety notice word for
// word, and the emergency number the app kept for it (public/offline.js).
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SAFETY_BANNER_TEXT } from "../features/layout/safety-banner";
import { EMERGENCY_NUMBER_KEY, rememberEmergencyNumber } from "../lib/emergency-number";
import { THEME_STORAGE_KEY } from "../features/theme/theme";

const PUBLIC = path.resolve(__dirname, "../../public");
const html = readFileSync(path.join(PUBLIC, "offline.html"), "utf8");
const script = readFileSync(path.join(PUBLIC, "offline.js"), "utf8");

function openOfflinePage() {
  const page = new DOMParser().parseFromString(html, "text/html");
  document.body.innerHTML = page.body.innerHTML;
  new Function(script)();
}
const text = (selector: string) =>
  document.querySelector(selector)?.textContent?.replace(/\s+/g, " ").trim();

beforeEach(() => localStorage.clear());
afterEach(() => {
  delete document.documentElement.dataset.theme;
  document.body.innerHTML = "";
});

describe("the offline page", () => {
  it("shows the safety notice and 911 when the app kept no number", () => {
    openOfflinePage();
    expect(text('[aria-label="Safety notice"] p')).toBe(SAFETY_BANNER_TEXT);
    expect(document.querySelector("[data-emergency-call]")?.getAttribute("href")).toBe("tel:911");
  });

  it("shows the parent's own emergency number, as the app kept it", () => {
    rememberEmergencyNumber({ emergency: "112 or 999", dial: "112" });
    openOfflinePage();
    expect(text('[aria-label="Safety notice"] p')).toBe(
      SAFETY_BANNER_TEXT.replace("911", "112 or 999"),
    );
    expect(text("[data-emergency-call]")).toBe("Call 112 or 999");
    expect(document.querySelector("[data-emergency-call]")?.getAttribute("href")).toBe("tel:112");
  });

  it("ignores anything but a number to dial", () => {
    localStorage.setItem(
      EMERGENCY_NUMBER_KEY,
      JSON.stringify({ emergency: "<b>x</b>", dial: "javascript:alert(1)" }),
    );
    openOfflinePage();
    expect(document.querySelector("[data-emergency-call]")?.getAttribute("href")).toBe("tel:911");
    expect(text("[data-emergency-call]")).toBe("Call 911");
  });

  it("keeps the parent's Light or Dark choice, else follows the system", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    openOfflinePage();
    expect(document.documentElement.dataset.theme).toBe("dark");
    localStorage.removeItem(THEME_STORAGE_KEY);
    vi.stubGlobal("matchMedia", () => ({ matches: false, addEventListener: () => {} }));
    openOfflinePage();
    expect(document.documentElement.dataset.theme).toBe("light");
    vi.unstubAllGlobals();
  });
});
