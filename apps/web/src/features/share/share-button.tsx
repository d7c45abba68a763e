import { Button } from "@nestling/ui";
import { Share2Icon } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";

// The dialog (Radix Dialog and the share calls) loads the first time a parent opens it.
const ShareDialog = lazy(() => import("./share-dialog").then((m) => ({ default: m.ShareDialog })));

/** "Share": opens the dialog that turns a read-only link to this conversation on or off. */
export function ShareButton({ conversationId }: { conversationId: number }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="sm"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Share2Icon aria-hidden />
        Share
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ShareDialog
            conversationId={conversationId}
            onClose={() => {
              setOpen(false);
              requestAnimationFrame(() => button.current?.focus());
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
