import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@nestling/ui";
import { useAtom } from "jotai";
import { BookmarkIcon, HistoryIcon, SparklesIcon } from "lucide-react";
import { LogoMark } from "../layout/logo";
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

/** The sign-in dialog itself; `SignInDialog` mounts it the first time it opens. */
export function SignInDialogContent() {
  const [open, setOpen] = useAtom(signInDialogOpenAtom);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="max-w-md" data-testid="sign-in-dialog">
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
