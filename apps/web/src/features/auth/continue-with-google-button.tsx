import { Button, cn } from "@nestling/ui";
import { useState } from "react";
import { useAuth } from "./auth-context";
import { GoogleIcon } from "./google-icon";
import { SIGN_IN_LABEL, SIGNING_IN_LABEL } from "./sign-in-labels";
import { TestAccountDialog } from "./test-account-dialog";
import { useUsesAuthEmulator } from "./use-firebase-setup";

export { SIGN_IN_LABEL, SIGNING_IN_LABEL };

/**
 * The sign-in button: large on the landing panel, compact in the sidebar. When the API points at
 * the local Auth emulator it says so and signs in with a local test account instead of Google.
 */
export function ContinueWithGoogleButton({
  size = "lg",
  className,
}: {
  size?: "lg" | "compact";
  className?: string;
}) {
  const { signIn, isSigningIn } = useAuth();
  const emulator = useUsesAuthEmulator();
  const [testAccountOpen, setTestAccountOpen] = useState(false);
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <Button
        variant="outline"
        size={size === "lg" ? "lg" : "sm"}
        className={cn("w-full bg-card font-semibold", size === "lg" && "h-14 text-base")}
        disabled={isSigningIn}
        aria-busy={isSigningIn}
        onClick={() => (emulator ? setTestAccountOpen(true) : void signIn())}
      >
        <GoogleIcon className={size === "lg" ? "!size-5" : "!size-4"} />
        {isSigningIn ? SIGNING_IN_LABEL : SIGN_IN_LABEL}
      </Button>
      {emulator ? (
        <>
          <p className="text-center text-xs text-muted-foreground" data-testid="emulator-note">
            Local test account (sign-in emulator)
          </p>
          <TestAccountDialog open={testAccountOpen} onOpenChange={setTestAccountOpen} />
        </>
      ) : null}
    </div>
  );
}
