import { Button, cn } from "@nestling/ui";
import { lazy, Suspense, useState } from "react";
import { useOpenedOnce } from "../../app/use-opened-once";
import { useAuth } from "./auth-context";
import { GoogleIcon } from "./google-icon";
import { SIGN_IN_LABEL, SIGNING_IN_LABEL } from "./sign-in-labels";
import { useAuthEmulatorSetting } from "./use-firebase-setup";

export { SIGN_IN_LABEL, SIGNING_IN_LABEL };

// A dialog (Radix Dialog, focus trap, scroll lock) only the local emulator needs, and only on a click.
const TestAccountDialog = lazy(() =>
  import("./test-account-dialog").then((m) => ({ default: m.TestAccountDialog })),
);

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
  const { emulator, resolve } = useAuthEmulatorSetting();
  const [testAccountOpen, setTestAccountOpen] = useState(false);
  const testAccountOpened = useOpenedOnce(testAccountOpen);
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <Button
        variant="outline"
        size={size === "lg" ? "lg" : "sm"}
        className={cn("w-full bg-card font-semibold", size === "lg" && "h-14 text-base")}
        disabled={isSigningIn}
        aria-busy={isSigningIn}
        onClick={() => {
          // Known (the usual case): act within the click, so Google's popup is not blocked. A
          // click that comes before the config has answered waits for it rather than guessing.
          if (emulator === true) setTestAccountOpen(true);
          else if (emulator === false) void signIn();
          else
            void resolve().then((usesEmulator) =>
              usesEmulator ? setTestAccountOpen(true) : signIn(),
            );
        }}
      >
        <GoogleIcon className={size === "lg" ? "!size-5" : "!size-4"} />
        {isSigningIn ? SIGNING_IN_LABEL : SIGN_IN_LABEL}
      </Button>
      {/* The caption's line is always there, so nothing around the button moves when the
          config answers that this is the emulator. */}
      <p
        className="min-h-4 text-center text-xs leading-4 text-muted-foreground"
        data-testid={emulator ? "emulator-note" : undefined}
        aria-hidden={emulator ? undefined : true}
      >
        {emulator ? "Local test account (sign-in emulator)" : null}
      </p>
      {emulator && testAccountOpened ? (
        <Suspense fallback={null}>
          <TestAccountDialog open={testAccountOpen} onOpenChange={setTestAccountOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
