import { useEffect, useRef, useState } from "react";

/** docs/behaviour.md §9: the top bar hides after scrolling down past 100px. */
export const HIDE_AFTER_PX = 100;

/**
 * True while the top bar should be hidden: the page was scrolled down and is past 100px. Scrolling
 * up, or being back within 100px of the top, shows it again.
 */
export function useHideOnScroll(threshold = HIDE_AFTER_PX): boolean {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);

  useEffect(() => {
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= threshold) setHidden(false);
      else if (y > lastY.current) setHidden(true);
      else if (y < lastY.current) setHidden(false);
      lastY.current = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [threshold]);

  return hidden;
}
