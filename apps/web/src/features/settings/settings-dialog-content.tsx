import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@nestling/ui";
import { useAtom } from "jotai";
import { lazy, Suspense } from "react";
import { PageLoader } from "../../app/page-loader";
import { settingsOpenAtom } from "./settings-atoms";

// The tabs (forms, select, switch, delete confirmation) load the first time settings open.
const SettingsPanel = lazy(() =>
  import("./settings-panel").then((m) => ({ default: m.SettingsPanel })),
);

export function SettingsDialogContent() {
  const [open, setOpen] = useAtom(settingsOpenAtom);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="max-w-2xl" data-testid="settings-dialog">
        <DialogHeader>
          <DialogTitle>Settings</DialogTitle>
          <DialogDescription>
            Your baby's profile, your account and your privacy choices.
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<PageLoader />}>
          <SettingsPanel />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
