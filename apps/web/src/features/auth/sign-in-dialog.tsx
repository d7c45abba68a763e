import { useAtom } from "jotai";
import { lazy, Suspense, useEffect } from "react";
import { useSearchParams } from "react-router";
import { useOpenedOnce } from "../../app/use-opened-once";
import { useAuth } from "./auth-context";
import { signInDialogOpenAtom } from "./sign-in-atoms";

// The dialog (Radix Dialog, focus trap, scroll lock) loads the first time sign-in is offered.
const SignInDialogContent = lazy(() =>
  import("./sign-in-dialog-content").then((m) => ({ default: m.SignInDialogContent })),
);

/**
 * Opens for /?signin=1 (where GET /api/login sends the browser) and from sign-in prompts. The popup
 * itself needs a click, since browsers block popups that no gesture started.
 */
export function SignInDialog() {
  const [open, setOpen] = useAtom(signInDialogOpenAtom);
  const [params, setParams] = useSearchParams();
  const { status } = useAuth();
  const opened = useOpenedOnce(open);

  useEffect(() => {
    if (params.get("signin") !== "1") return;
    if (status !== "signed-in") setOpen(true);
    const next = new URLSearchParams(params);
    next.delete("signin");
    setParams(next, { replace: true });
  }, [params, setParams, setOpen, status]);

  useEffect(() => {
    if (status === "signed-in") setOpen(false);
  }, [status, setOpen]);

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialogContent />
    </Suspense>
  );
}
