import { ShieldAlertIcon } from "lucide-react";
import { useEffect } from "react";
import { rememberEmergencyNumber } from "../../lib/emergency-number";
import { US_NUMBERS, useRegion } from "../region/use-region";

export const SAFETY_BANNER_TEXT =
  "Safety First: This advice is for educational purposes only. For medical emergencies, call 911 immediately.";

/**
 * The permanent blue notice of docs/behaviour.md §2; it stays on screen even when the top bar
 * hides.
 */
export function SafetyBanner() {
  // The emergency number follows the parent's region (911 by default, docs/behaviour.md §1).
  const { numbers } = useRegion();
  // Once the server's list has answered, the offline page gets the same number.
  useEffect(() => {
    if (numbers !== US_NUMBERS) rememberEmergencyNumber(numbers);
  }, [numbers]);
  return (
    <div
      role="note"
      aria-label="Safety notice"
      data-testid="safety-banner"
      className="flex items-start gap-2 border-b border-info-border bg-info px-3 py-1.5 text-[13px] leading-snug text-info-foreground sm:px-4 sm:py-2 sm:text-sm"
    >
      <ShieldAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <strong className="font-semibold">Safety First:</strong> This advice is for educational
        purposes only. For medical emergencies, call {numbers.emergency} immediately.
      </p>
    </div>
  );
}
