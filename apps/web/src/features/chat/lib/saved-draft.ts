/**
 * The question being typed, kept in this tab's session across a full page load (the sign-in
 * redirect after a 401, a reload) for the address it was typed on.
 */
const KEY = "nestling-draft";

interface SavedDraft {
  path: string;
  text: string;
}

export function saveDraft(path: string, text: string): void {
  try {
    if (text.trim() === "") sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify({ path, text } satisfies SavedDraft));
  } catch {
    // Storage blocked or full: the draft is only lost as it was before.
  }
}

/** The draft saved for `path`, removed from storage once read; null when there is none for it. */
export function takeDraft(path: string): string | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw === null) return null;
    const saved = JSON.parse(raw) as Partial<SavedDraft>;
    if (saved.path !== path || typeof saved.text !== "string") return null;
    sessionStorage.removeItem(KEY);
    return saved.text;
  } catch {
    return null;
  }
}
