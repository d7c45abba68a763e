import { Button, Input, Label } from "@nestling/ui";
import { useId, type FormEvent } from "react";
import { MAX_AGE_MONTHS, MIN_AGE_MONTHS } from "../profile/baby-age";
import { FeedingTypeSelect } from "../profile/feeding-type-select";
import { canContinue, parseAgeInMonths, type OnboardingValues } from "./onboarding-form";

export function BabyDetailsStep({
  values,
  onChange,
  onSubmit,
  onSkip,
  saving,
}: {
  values: OnboardingValues;
  onChange: (values: OnboardingValues) => void;
  onSubmit: () => void;
  onSkip: () => void;
  saving: boolean;
}) {
  const id = useId();
  const ageInvalid = values.ageInMonths !== "" && parseAgeInMonths(values.ageInMonths) === null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canContinue(values) && !saving) onSubmit();
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <h3 className="font-heading text-lg font-bold">Tell us about your little one</h3>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-name`}>Baby's name</Label>
        <Input
          id={`${id}-name`}
          autoComplete="off"
          placeholder="e.g. Emma"
          value={values.name}
          maxLength={100}
          onChange={(event) => onChange({ ...values, name: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-age`}>Age in months</Label>
        <Input
          id={`${id}-age`}
          type="number"
          inputMode="numeric"
          min={MIN_AGE_MONTHS}
          max={MAX_AGE_MONTHS}
          step={1}
          placeholder="0 to 36"
          value={values.ageInMonths}
          aria-invalid={ageInvalid || undefined}
          aria-describedby={`${id}-age-hint`}
          onChange={(event) => onChange({ ...values, ageInMonths: event.target.value })}
        />
        <p
          id={`${id}-age-hint`}
          className={ageInvalid ? "text-xs text-destructive" : "text-xs text-muted-foreground"}
        >
          {ageInvalid
            ? "Enter a whole number of months from 0 to 36."
            : "Newborns can be entered as 0 or 1."}
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-feeding`}>Feeding method</Label>
        <FeedingTypeSelect
          id={`${id}-feeding`}
          value={values.feedingType}
          placeholder="Choose a feeding method"
          onChange={(feedingType) => onChange({ ...values, feedingType })}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onSkip} disabled={saving}>
          I'll do this later
        </Button>
        <Button type="submit" disabled={!canContinue(values) || saving} aria-busy={saving}>
          {saving ? "Setting up your experience..." : "Continue to Chat"}
        </Button>
      </div>
    </form>
  );
}
