import { atom } from "jotai";

/** The mobile drawer (below 768px); the wide-screen sidebar is always shown. */
export const mobileSidebarOpenAtom = atom(false);
