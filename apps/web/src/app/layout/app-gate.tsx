import { lazy, Suspense, type ReactNode } from "react";
import { useAuth } from "../../features/auth/auth-context";
import { useBabyProfile, useLegalStatus } from "../../features/profile/use-baby-profile";
import { AppLoader } from "../page-loader";

// Onboarding and the legal dialog only ever show to signed-in parents: load them only for them.
const SignedInFlows = lazy(() =>
  import("./signed-in-flows").then((m) => ({ default: m.SignedInFlows })),
);

/**
 * Shows "Loading Nestling..." while auth status, and for a signed-in parent the profile and legal
 * status (fetched in parallel), are loading (docs/behaviour.md §4); then the app and the signed-in
 * flows.
 */
export function AppGate({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const profile = useBabyProfile();
  const legal = useLegalStatus();

  if (status === "loading") return <AppLoader />;
  if (status === "signed-in" && (profile.isPending || legal.isPending)) return <AppLoader />;

  return (
    <>
      {children}
      {status === "signed-in" && profile.isSuccess && legal.isSuccess ? (
        <Suspense fallback={null}>
          <SignedInFlows
            key={user?.email ?? "signed-in"}
            initialProfile={profile.data}
            initiallyAccepted={legal.data.hasAccepted}
          />
        </Suspense>
      ) : null}
    </>
  );
}
