import { useAtomValue } from "jotai";
import { lazy, Suspense } from "react";
import { useOpenedOnce } from "../../app/use-opened-once";
import { settingsOpenAtom } from "./settings-atoms";

// The dialog (Radix Dialog, focus trap, scroll lock) and its tabs load the first time settings open.
const SettingsDialogContent = lazy(() =>
  import("./settings-dialog-content").then((m) => ({ default: m.SettingsDialogContent })),
);

export function SettingsDialog() {
  const opened = useOpenedOnce(useAtomValue(settingsOpenAtom));
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SettingsDialogContent />
    </Suspense>
  );
}
