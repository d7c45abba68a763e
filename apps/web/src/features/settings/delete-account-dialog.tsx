import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  Button,
} from "@nestling/ui";
import { useMutation } from "@tanstack/react-query";
import { Trash2Icon } from "lucide-react";
import { useState } from "react";
import { flashAfterReload, notifyDeleteAccountFailed } from "../../lib/toasts";
import { useTRPC } from "../../lib/trpc";
import { navigateHome } from "../../lib/navigation";
import { clearSessionHint } from "../auth/session-hint";

export const DELETED_ITEMS = [
  "Baby profile information",
  "All conversation history",
  "Account settings and preferences",
  "All stored data",
] as const;

/**
 * 'Delete My Account' with its confirmation (docs/behaviour.md §2); success signs out and reloads
 * at /.
 */
export function DeleteAccountDialog() {
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const remove = useMutation(trpc.auth.deleteAccount.mutationOptions());

  const confirm = () => {
    remove.mutate(undefined, {
      onSuccess: async () => {
        clearSessionHint();
        try {
          const { signOutOfIdentity } = await import("../../lib/firebase");
          await signOutOfIdentity();
        } catch (error) {
          console.warn("[account] identity sign-out after deletion failed", error);
        }
        flashAfterReload("accountDeleted");
        navigateHome();
      },
      onError: (error) => {
        setOpen(false);
        notifyDeleteAccountFailed(error.message);
      },
    });
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive" className="self-start">
          <Trash2Icon aria-hidden="true" />
          Delete My Account
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete your account?</AlertDialogTitle>
          <AlertDialogDescription>
            This permanently deletes your account and cannot be undone. We will delete:
          </AlertDialogDescription>
        </AlertDialogHeader>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {DELETED_ITEMS.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button
            variant="destructive"
            onClick={confirm}
            disabled={remove.isPending}
            aria-busy={remove.isPending}
          >
            {remove.isPending ? "Deleting..." : "Yes, Delete My Account"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
