import { useState } from "react";

/**
 * True from the first time `open` is true, and from then on. A lazily loaded dialog is mounted only
 * once a parent opens it (its code stays out of the first load) and stays mounted afterwards, so
 * closing it plays its animation and reopening it is instant.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
