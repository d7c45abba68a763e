import { useEffect, useMemo, useState } from "react";
import { firstWords, splitWords } from "../lib/reveal-words";

export interface WordReveal {
  /** The words shown so far, with their original spacing. */
  text: string;
  /** The first word has appeared. */
  started: boolean;
  /** Every word has appeared. */
  done: boolean;
}

/** Shows `text` one word every `msPerWord`, starting after `delayMs`; restarts when the text changes. */
export function useWordReveal(
  text: string,
  { msPerWord, delayMs = 0 }: { msPerWord: number; delayMs?: number },
): WordReveal {
  const words = useMemo(() => splitWords(text), [text]);
  const [progress, setProgress] = useState({ text, shown: 0 });
  // A new text starts from nothing, in the same render (no flash of the old count).
  const shown = progress.text === text ? progress.shown : 0;

  useEffect(() => {
    if (words.length === 0) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const delay = setTimeout(() => {
      let count = 1;
      setProgress({ text, shown: count });
      interval = setInterval(() => {
        count += 1;
        setProgress({ text, shown: count });
        if (count >= words.length) clearInterval(interval);
      }, msPerWord);
      if (count >= words.length) clearInterval(interval);
    }, delayMs);
    return () => {
      clearTimeout(delay);
      if (interval !== undefined) clearInterval(interval);
    };
  }, [text, words.length, msPerWord, delayMs]);

  return {
    text: firstWords(words, shown),
    started: shown > 0 && words.length > 0,
    done: shown > 0 && shown >= words.length,
  };
}
