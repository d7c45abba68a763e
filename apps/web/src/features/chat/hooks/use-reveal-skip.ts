import { useEffect } from "react";
import { useAtomValue } from "jotai";
import { revealAtom } from "../chat-atoms";

/**
 * While an answer is being revealed word by word, Escape anywhere, or a tap or click on the answer,
 * shows the rest at once: a parent who reads faster than 40 ms a word should not have to wait.
 */
export function useRevealSkip(finishReveal: () => void): void {
  const revealing = useAtomValue(revealAtom) !== null;
  useEffect(() => {
    if (!revealing) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") finishReveal();
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Element && event.target.closest("[data-revealing]"))
        finishReveal();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [revealing, finishReveal]);
}
