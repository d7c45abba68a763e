import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@nestling/ui";
import { useAtom } from "jotai";
import { BookmarkIcon, HistoryIcon, SparklesIcon } from "lucide-react";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useReturnFocus } from "../../lib/focus";
import { LogoMark } from "../layout/logo";
import { useAuth } from "./auth-context";
import { ContinueWithGoogleButton } from "./continue-with-google-button";
import { signInDialogOpenAtom } from "./sign-in-atoms";

/** The landing sign-in panel: the big 'Continue with Google' button and what signing in adds. */
export function SignInPanel() {
  return (
    <div className="flex flex-col gap-5">
      <ul className="flex flex-col gap-3 text-sm">
        <li className="flex items-start gap-3">
          <SparklesIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          Answers that fit your baby's age, from a profile you control.
        </li>
        <li className="flex items-start gap-3">
          <HistoryIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          Your chats saved, so you can pick up where you left off.
        </li>
        <li className="flex items-start gap-3">
          <BookmarkIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          Free, with every answer linked to its sources.
        </li>
      </ul>
      <ContinueWithGoogleButton size="lg" />
    </div>
  );
}

/**
 * Opens for /?signin=1 (where GET /api/login sends the browser) and from sign-in prompts. The popup
 * itself needs a click, since browsers block popups that no gesture started.
 */
export function SignInDialog() {
  const [open, setOpen] = useAtom(signInDialogOpenAtom);
  const [params, setParams] = useSearchParams();
  const { status } = useAuth();

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

  const returnFocus = useReturnFocus(open);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        className="max-w-md"
        data-testid="sign-in-dialog"
        onCloseAutoFocus={returnFocus}
      >
        <DialogHeader className="items-center text-center">
          <LogoMark className="size-12" />
          <DialogTitle>Sign in to Nestling</DialogTitle>
          <DialogDescription>
            Keep your baby's profile and your chats in one place.
          </DialogDescription>
        </DialogHeader>
        <SignInPanel />
      </DialogContent>
    </Dialog>
  );
}
