import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Progress,
} from "@nestling/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { trackBabyProfileSaved, trackOnboardingCompleted } from "../../lib/analytics";
import { fullNavigate, LOGIN_PATH } from "../../lib/navigation";
import { notify } from "../../lib/toasts";
import { isSignInError, useTRPC } from "../../lib/trpc";
import { setSkippedOnboarding } from "../profile/profile-rules";
import { BabyDetailsStep } from "./baby-details-step";
import { toProfileInput, type OnboardingValues } from "./onboarding-form";
import { WelcomeStep } from "./welcome-step";

/** docs/behaviour.md §9: after a 401 the app sends the parent to sign in again after 1.5 s. */
export const LOGIN_REDIRECT_DELAY_MS = 1_500;
export const STEP_PROGRESS = [20, 100] as const;

/**
 * First-run onboarding for a signed-in parent without a usable profile. It cannot be dismissed by
 * an outside click or Escape: the parent either finishes or chooses 'I'll do this later'.
 */
export function OnboardingDialog({ open, onDone }: { open: boolean; onDone: () => void }) {
  const trpc = useTRPC();
  const [step, setStep] = useState<0 | 1>(0);
  const [values, setValues] = useState<OnboardingValues>({
    name: "",
    ageInMonths: "",
    feedingType: "",
  });
  const save = useMutation(trpc.babyProfile.save.mutationOptions());

  const submit = () => {
    save.mutate(toProfileInput(values), {
      onSuccess: (result) => {
        if (result.isNewProfile) notify("onboardingSaved");
        trackBabyProfileSaved(result.isNewProfile);
        trackOnboardingCompleted();
        onDone();
      },
      onError: (error) => {
        if (isSignInError(error)) {
          notify("onboardingAuthRequired");
          setTimeout(() => fullNavigate(LOGIN_PATH), LOGIN_REDIRECT_DELAY_MS);
          return;
        }
        notify("onboardingSaveFailed");
      },
    });
  };

  const skip = () => {
    setSkippedOnboarding();
    onDone();
  };

  return (
    <Dialog open={open}>
      <DialogContent blocking className="max-w-2xl" data-testid="onboarding">
        <DialogHeader>
          <DialogTitle>{step === 0 ? "Welcome to Nestling" : "Almost there"}</DialogTitle>
          <DialogDescription>
            {step === 0
              ? "Calm, sourced answers to your baby questions, day or night."
              : "A few details help us tailor answers to your baby's age."}
          </DialogDescription>
        </DialogHeader>
        <Progress value={STEP_PROGRESS[step]} aria-label={`Step ${step + 1} of 2`} />
        {step === 0 ? (
          <WelcomeStep onStart={() => setStep(1)} />
        ) : (
          <BabyDetailsStep
            values={values}
            onChange={setValues}
            onSubmit={submit}
            onSkip={skip}
            saving={save.isPending}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
