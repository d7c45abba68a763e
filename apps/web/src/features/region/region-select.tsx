import { Label } from "@nestling/ui";
import { useId } from "react";
import { isRegionCode } from "./region";
import { useRegion } from "./use-region";

/** Settings: where the parent is, which sets the emergency number in answers, cards and the banner. */
export function RegionSelect() {
  const { region, list, numbers, setRegion } = useRegion();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5" data-testid="region-select">
      <Label htmlFor={`${id}-region`}>Region</Label>
      <p id={`${id}-region-hint`} className="text-sm text-muted-foreground">
        Sets the emergency number Nestling tells you to call (now {numbers.emergency}).
      </p>
      <select
        id={`${id}-region`}
        aria-describedby={`${id}-region-hint`}
        value={region}
        onChange={(event) => {
          if (isRegionCode(event.target.value)) setRegion(event.target.value);
        }}
        className="h-10 rounded-md border border-input bg-background px-3 text-sm"
      >
        {list.map((r) => (
          <option key={r.code} value={r.code}>
            {r.name} ({r.emergency})
          </option>
        ))}
      </select>
    </div>
  );
}
