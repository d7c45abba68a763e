// index.html picks the theme before any module loads; this runs its inline script against the rule
// in theme.ts for every stored choice and system setting.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resolveTheme, THEME_STORAGE_KEY, type ThemeChoice } from "./theme";

const html = readFileSync(path.resolve(__dirname, "../../../index.html"), "utf8");
const bootScript = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

function runBoot(stored: string | null, systemDark: boolean): string | undefined {
  if (stored === null) localStorage.removeItem(THEME_STORAGE_KEY);
  else localStorage.setItem(THEME_STORAGE_KEY, stored);
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(prefers-color-scheme: dark)" && systemDark,
  }));
  delete document.documentElement.dataset.theme;
  new Function(bootScript[0]!)();
  return document.documentElement.dataset.theme;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("index.html's pre-paint theme script", () => {
  it("is the page's one inline script", () => {
    expect(bootScript).toHaveLength(1);
  });

  for (const stored of ["light", "dark", null] as const)
    for (const systemDark of [false, true])
      it(`stored ${stored ?? "nothing"}, system ${systemDark ? "dark" : "light"}: as theme.ts says`, () => {
        const choice: ThemeChoice = stored ?? "system";
        expect(runBoot(stored, systemDark)).toBe(resolveTheme(choice, systemDark));
      });

  it("treats an unknown stored value as System", () => {
    expect(runBoot("sepia", true)).toBe("dark");
  });
});
