import { Button, cn } from "@nestling/ui";
import { useAuth } from "./auth-context";
import { GoogleIcon } from "./google-icon";
import { useUsesAuthEmulator } from "./use-firebase-setup";

export const SIGN_IN_LABEL = "Continue with Google";
export const SIGNING_IN_LABEL = "Signing in...";

/**
 * The sign-in button: large on the landing panel, compact in the sidebar. When the API points at
 * the local Auth emulator, a note says the account is a local test account, not a real Google one.
 */
export function ContinueWithGoogleButton({ size = "lg", className }: { size?: "lg" | "compact"; className?: string }) {
  const { signIn, isSigningIn } = useAuth();
  const emulator = useUsesAuthEmulator();
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <Button
        variant="outline"
        size={size === "lg" ? "lg" : "sm"}
        className={cn("w-full bg-card font-semibold", size === "lg" && "h-14 text-base")}
        disabled={isSigningIn}
        aria-busy={isSigningIn}
        onClick={() => void signIn()}
      >
        <GoogleIcon className={size === "lg" ? "!size-5" : "!size-4"} />
        {isSigningIn ? SIGNING_IN_LABEL : SIGN_IN_LABEL}
      </Button>
      {emulator ? (
        <p className="text-center text-xs text-muted-foreground" data-testid="emulator-note">
          Uses a local test account (sign-in emulator)
        </p>
      ) : null}
    </div>
  );
}
