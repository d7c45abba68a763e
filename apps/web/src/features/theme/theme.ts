/**
 * Light, dark or the system's setting. The choice is kept in this browser (localStorage) and applied
 * as <html data-theme>; index.html runs the same rule before the first paint, so the screen never
 * flashes the other theme while the scripts load (theme-boot.test.ts keeps the two in step).
 */
export type ThemeChoice = "light" | "dark" | "system";
export type Theme = "light" | "dark";

export const THEME_STORAGE_KEY = "nestling-theme";
export const THEME_CHOICES: readonly ThemeChoice[] = ["light", "dark", "system"];
const DARK_QUERY = "(prefers-color-scheme: dark)";

/** The browser-bar colour of each theme (index.html and the manifest start with the same). */
export const THEME_COLORS: Record<Theme, string> = { light: "#2f68a8", dark: "#1d2127" };

function isChoice(value: unknown): value is ThemeChoice {
  return THEME_CHOICES.includes(value as ThemeChoice);
}

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isChoice(stored) ? stored : "system";
  } catch {
    // Storage can be blocked (private modes, strict settings): follow the system.
    return "system";
  }
}

export function saveThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === "system") localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Not kept across visits, but still applied to this page.
  }
}

export function systemPrefersDark(): boolean {
  return typeof matchMedia === "function" && matchMedia(DARK_QUERY).matches;
}

export function resolveTheme(choice: ThemeChoice, prefersDark: boolean): Theme {
  if (choice === "system") return prefersDark ? "dark" : "light";
  return choice;
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme;
  document
    .querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')
    .forEach((meta) => (meta.content = THEME_COLORS[theme]));
}

/** Calls `onChange` when the system's light/dark setting changes; returns the unsubscribe. */
export function watchSystemTheme(onChange: (prefersDark: boolean) => void): () => void {
  if (typeof matchMedia !== "function") return () => {};
  const query = matchMedia(DARK_QUERY);
  const listener = (event: MediaQueryListEvent) => onChange(event.matches);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}
