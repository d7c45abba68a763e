import { Button, Input, Label, Textarea } from "@nestling/ui";
import { useMutation } from "@tanstack/react-query";
import { BabyIcon, LockIcon } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { trackBabyProfileSaved } from "../../lib/analytics";
import { notify, notifySettingsProfileFailed } from "../../lib/toasts";
import { useTRPC } from "../../lib/trpc";
import { useAuth } from "../auth/auth-context";
import { ContinueWithGoogleButton } from "../auth/continue-with-google-button";
import { formatBabyAge } from "../profile/baby-age";
import { FeedingTypeSelect } from "../profile/feeding-type-select";
import { useBabyProfile, useRefetchBabyProfile } from "../profile/use-baby-profile";
import {
  canSaveProfile,
  invalidNumber,
  toFormValues,
  toSaveInput,
  type ProfileFormValues,
} from "./profile-form-values";

export function BabyTab() {
  const { status } = useAuth();
  if (status !== "signed-in") return <SignInPrompt />;
  return <BabyProfileForm />;
}

function SignInPrompt() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-input p-6 text-center">
      <LockIcon className="size-6 text-primary" aria-hidden="true" />
      <p className="font-heading text-base font-bold">Save your baby's profile</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        Sign in with Google to unlock profile features: answers that fit your baby's age, and your
        chats saved for later.
      </p>
      <ContinueWithGoogleButton size="compact" className="w-full max-w-xs" />
    </div>
  );
}

function BabyProfileForm() {
  const profile = useBabyProfile();
  // The form mounts with the loaded profile; a later save refetches but keeps what was typed.
  return profile.isPending ? null : <ProfileFields initial={toFormValues(profile.data)} />;
}

function ProfileFields({ initial }: { initial: ProfileFormValues }) {
  const id = useId();
  const trpc = useTRPC();
  const refetchProfile = useRefetchBabyProfile();
  const [values, setValues] = useState(initial);
  const save = useMutation(trpc.babyProfile.save.mutationOptions());
  const set = (patch: Partial<ProfileFormValues>) =>
    setValues((current) => ({ ...current, ...patch }));
  const today = new Date().toISOString().slice(0, 10);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSaveProfile(values) || save.isPending) return;
    save.mutate(toSaveInput(values), {
      onSuccess: async (result) => {
        notify(result.isNewProfile ? "settingsProfileCreated" : "settingsProfileUpdated");
        trackBabyProfileSaved(result.isNewProfile);
        await refetchProfile();
      },
      onError: (error) => notifySettingsProfileFailed(error.message),
    });
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-4"
      noValidate
      data-testid="baby-profile-form"
    >
      <div className="flex items-center gap-3 rounded-lg bg-secondary p-3 text-secondary-foreground">
        <BabyIcon className="size-5" aria-hidden="true" />
        <p className="text-sm">
          <span className="font-semibold">Current age: </span>
          <span data-testid="baby-age">{formatBabyAge(values.dateOfBirth || null)}</span>
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-name`} label="Baby's name">
          <Input
            id={`${id}-name`}
            value={values.name}
            maxLength={100}
            onChange={(e) => set({ name: e.target.value })}
          />
        </Field>
        <Field id={`${id}-dob`} label="Date of birth">
          <Input
            id={`${id}-dob`}
            type="date"
            max={today}
            value={values.dateOfBirth}
            onChange={(e) => set({ dateOfBirth: e.target.value })}
          />
        </Field>
        <Field id={`${id}-feeding`} label="Feeding type">
          <FeedingTypeSelect
            id={`${id}-feeding`}
            value={values.feedingType}
            placeholder="Choose a feeding type"
            onChange={(feedingType) => set({ feedingType })}
          />
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field id={`${id}-weight`} label="Weight (lb)">
            <Input
              id={`${id}-weight`}
              inputMode="decimal"
              value={values.weight}
              aria-invalid={invalidNumber(values.weight) || undefined}
              onChange={(e) => set({ weight: e.target.value })}
            />
          </Field>
          <Field id={`${id}-height`} label="Height (in)">
            <Input
              id={`${id}-height`}
              inputMode="decimal"
              value={values.height}
              aria-invalid={invalidNumber(values.height) || undefined}
              onChange={(e) => set({ height: e.target.value })}
            />
          </Field>
        </div>
      </div>
      <Field id={`${id}-conditions`} label="Health conditions">
        <Textarea
          id={`${id}-conditions`}
          rows={2}
          maxLength={1000}
          placeholder="e.g. reflux, eczema"
          value={values.conditions}
          onChange={(e) => set({ conditions: e.target.value })}
        />
      </Field>
      <Field id={`${id}-allergies`} label="Allergies">
        <Textarea
          id={`${id}-allergies`}
          rows={2}
          maxLength={1000}
          placeholder="e.g. cow's milk protein"
          value={values.allergies}
          onChange={(e) => set({ allergies: e.target.value })}
        />
      </Field>
      <Button
        type="submit"
        disabled={!canSaveProfile(values) || save.isPending}
        className="self-end"
      >
        {save.isPending ? "Saving..." : "Save Profile"}
      </Button>
    </form>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
