import { atom } from "jotai";

/** The sign-in panel, opened from prompts and by /?signin=1 (where GET /api/login sends the browser). */
export const signInDialogOpenAtom = atom(false);
