import { LockKeyholeIcon } from "lucide-react";
import { Link } from "react-router";
import { ContinueWithGoogleButton } from "../../auth/continue-with-google-button";

/**
 * A saved conversation's address opened without signing in (a link from another device, or after
 * signing out): what it is and how to see it, instead of an error. Whatever the visitor types below
 * stays in the box while they sign in.
 */
export function SignInToSeeChat() {
  return (
    <section
      aria-labelledby="sign-in-to-see-chat"
      data-testid="sign-in-to-see-chat"
      className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-xl border border-border bg-card px-5 py-6 text-center"
    >
      <LockKeyholeIcon className="size-8 text-primary" aria-hidden="true" />
      <h2 id="sign-in-to-see-chat" className="text-xl font-bold">
        Sign in to see this chat
      </h2>
      <p className="text-sm text-muted-foreground">
        Saved chats belong to a parent's account. Sign in with the account that saved it to open it
        here; anything you type below stays in the box.
      </p>
      <ContinueWithGoogleButton size="lg" className="w-full" />
      <Link to="/" className="text-sm font-medium text-primary underline underline-offset-2">
        Or start a new chat without signing in
      </Link>
    </section>
  );
}
