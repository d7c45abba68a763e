import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
} from "@nestling/ui";
import { FlaskConicalIcon } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useAuth } from "./auth-context";
import { SIGNING_IN_LABEL } from "./sign-in-labels";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Sign-in against the local Auth emulator: the parent (or a test) picks any e-mail and name, and a
 * local test account is created or reused. It is clearly labelled so nobody mistakes it for Google.
 */
export function TestAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { signIn, isSigningIn } = useAuth();
  const id = useId();
  const [email, setEmail] = useState("parent@example.com");
  const [name, setName] = useState("Test Parent");
  const valid = EMAIL.test(email.trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || isSigningIn) return;
    await signIn({ email: email.trim(), displayName: name.trim() });
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" data-testid="test-account-dialog">
        <DialogHeader>
          <div className="flex items-center gap-2">
            <FlaskConicalIcon className="size-5 text-primary" aria-hidden="true" />
            <DialogTitle>Local test account</DialogTitle>
          </div>
          <DialogDescription>
            This copy of Nestling uses the sign-in emulator, so no real Google account is involved.
            Any e-mail works; the same e-mail always opens the same test account.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-email`}>Test e-mail</Label>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="off"
              value={email}
              aria-invalid={!valid || undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-name`}>Name</Label>
            <Input
              id={`${id}-name`}
              autoComplete="off"
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="submit" disabled={!valid || isSigningIn} aria-busy={isSigningIn}>
              {isSigningIn ? SIGNING_IN_LABEL : "Sign in with test account"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
