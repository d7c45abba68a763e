import { atom } from "jotai";
import { readThemeChoice, type ThemeChoice } from "./theme";

/** Light, Dark or System, as chosen in Settings (client-only state, kept in localStorage). */
export const themeChoiceAtom = atom<ThemeChoice>(readThemeChoice());
