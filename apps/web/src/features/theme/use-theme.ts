import { useAtom } from "jotai";
import { useCallback, useEffect, useState } from "react";
import { themeChoiceAtom } from "./theme-atoms";
import {
  applyTheme,
  resolveTheme,
  saveThemeChoice,
  systemPrefersDark,
  watchSystemTheme,
  type ThemeChoice,
} from "./theme";

/**
 * Keeps <html data-theme> in step with the parent's choice and, on System, with the system's
 * setting as it changes (a phone switching to dark at sunset).
 */
export function useThemeSync(): void {
  const [choice] = useAtom(themeChoiceAtom);
  const [prefersDark, setPrefersDark] = useState(systemPrefersDark);
  useEffect(() => watchSystemTheme(setPrefersDark), []);
  useEffect(() => applyTheme(resolveTheme(choice, prefersDark)), [choice, prefersDark]);
}

/** The choice and a setter that also keeps it for the next visit. */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const [choice, setChoice] = useAtom(themeChoiceAtom);
  const choose = useCallback(
    (next: ThemeChoice) => {
      saveThemeChoice(next);
      setChoice(next);
    },
    [setChoice],
  );
  return [choice, choose];
}
