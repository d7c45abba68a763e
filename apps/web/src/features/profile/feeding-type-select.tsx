import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@nestling/ui";
import { FEEDING_OPTIONS, isFeedingType, type FeedingType } from "../onboarding/onboarding-form";

/** The feeding-method picker of onboarding and the Baby settings tab; only known values reach `onChange`. */
export function FeedingTypeSelect({
  id,
  value,
  placeholder,
  onChange,
}: {
  id: string;
  value: FeedingType | "";
  placeholder: string;
  onChange: (value: FeedingType) => void;
}) {
  return (
    <Select
      value={value}
      onValueChange={(next) => {
        if (isFeedingType(next)) onChange(next);
      }}
    >
      <SelectTrigger id={id}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {FEEDING_OPTIONS.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
