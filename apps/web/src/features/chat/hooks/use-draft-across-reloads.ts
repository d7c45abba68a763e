import { useStore } from "jotai";
import { useEffect } from "react";
import { draftAtom } from "../chat-atoms";
import { saveDraft, takeDraft } from "../lib/saved-draft";

/**
 * A question typed but not sent survives a full page load on the same address: it is saved when the
 * page goes away (the sign-in redirect after a 401, a reload) and put back in the box on return.
 */
export function useDraftAcrossReloads(): void {
  const store = useStore();
  useEffect(() => {
    const saved = takeDraft(window.location.pathname);
    if (saved !== null && store.get(draftAtom).trim() === "") store.set(draftAtom, saved);
    const save = () => saveDraft(window.location.pathname, store.get(draftAtom));
    window.addEventListener("pagehide", save);
    return () => window.removeEventListener("pagehide", save);
  }, [store]);
}
