import { useEffect, useRef, useState } from "react";
import { LegalDisclaimerDialog } from "../../features/legal/legal-disclaimer-dialog";
import { OnboardingDialog } from "../../features/onboarding/onboarding-dialog";
import {
  clearSkippedOnboarding,
  hasSkippedOnboarding,
  isProfileComplete,
  type ProfileLike,
} from "../../features/profile/profile-rules";
import { useBabyProfile, useRefetchBabyProfile } from "../../features/profile/use-baby-profile";

/**
 * docs/behaviour.md §9: the disclaimer opens 100 ms after load, or 200 ms after onboarding closes.
 */
export const LEGAL_DELAY_AFTER_LOAD_MS = 100;
export const LEGAL_DELAY_AFTER_ONBOARDING_MS = 200;

/**
 * Onboarding and the legal disclaimer for a signed-in parent, one at a time: onboarding first when
 * the profile is incomplete and was not skipped, then the disclaimer if it was never accepted.
 */
export function SignedInFlows({
  initialProfile,
  initiallyAccepted,
}: {
  initialProfile: ProfileLike | null;
  initiallyAccepted: boolean;
}) {
  const profile = useBabyProfile();
  const refetchProfile = useRefetchBabyProfile();
  const [onboardingOpen, setOnboardingOpen] = useState(
    () => !isProfileComplete(initialProfile) && !hasSkippedOnboarding(),
  );
  const [accepted, setAccepted] = useState(initiallyAccepted);
  const [legalOpen, setLegalOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const openLegalAfter = (ms: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setLegalOpen(true), ms);
  };

  useEffect(() => {
    if (!initiallyAccepted && !onboardingOpen) openLegalAfter(LEGAL_DELAY_AFTER_LOAD_MS);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
    // Only on load: later openings follow onboarding (see finishOnboarding).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const complete = isProfileComplete(profile.data);
  useEffect(() => {
    if (complete) clearSkippedOnboarding();
  }, [complete]);

  const finishOnboarding = async () => {
    setOnboardingOpen(false);
    await refetchProfile();
    if (!accepted) openLegalAfter(LEGAL_DELAY_AFTER_ONBOARDING_MS);
  };

  return (
    <>
      <OnboardingDialog open={onboardingOpen} onDone={() => void finishOnboarding()} />
      <LegalDisclaimerDialog
        open={legalOpen && !accepted}
        onAccepted={() => {
          setAccepted(true);
          setLegalOpen(false);
        }}
      />
    </>
  );
}
