import { atom } from "jotai";

export type SettingsTab = "baby" | "account" | "privacy";

export const settingsOpenAtom = atom(false);
export const settingsTabAtom = atom<SettingsTab>("baby");

/**
 * 'Personalized Responses' (docs/behaviour.md §2): use the baby profile to tailor answers. On by
 * default and kept only in memory for this page, never saved. The chat sends it as chat.send's
 * `personalize`.
 */
export const personalizeAtom = atom(true);
