import { Hospital, Phone, Siren, Stethoscope } from "lucide-react";
import { cn } from "@nestling/ui";
import { US_NUMBERS, type RegionNumbers } from "../../region/use-region";
import type { Disposition, Urgency } from "../types";

export type UrgencyCardProps = {
  urgency: Urgency | null | undefined;
  /** The finer level; older messages have none and get the card of their urgency. */
  disposition?: Disposition | null;
  /** The parent's region's numbers (US by default). */
  numbers?: RegionNumbers;
  className?: string;
};

const callButton =
  "mt-3 flex h-12 w-full items-center justify-center gap-2 rounded-md bg-destructive px-4 text-base font-bold text-destructive-foreground shadow-sm hover:bg-destructive-hover";

/**
 * Put above an answer whose question described danger, one card per triage level, so the action
 * comes before any reading: call the emergency number (a tap-to-call card), go to the emergency
 * department, call the doctor now, or call the doctor today. The numbers follow the parent's region.
 */
export function UrgencyCard({
  urgency,
  disposition,
  numbers = US_NUMBERS,
  className,
}: UrgencyCardProps) {
  const emergencyLink = (
    <a
      href={`tel:${numbers.dial}`}
      className="font-semibold text-destructive underline underline-offset-2"
    >
      call {numbers.emergency}
    </a>
  );
  if (urgency === "emergency") {
    const er = disposition === "er";
    return (
      <div
        role="alert"
        data-slot="urgency-card"
        data-urgency="emergency"
        data-disposition={er ? "er" : "911"}
        className={cn(
          "mb-3 rounded-lg border-2 border-destructive bg-destructive-soft p-3 text-foreground",
          className,
        )}
      >
        <p className="flex items-center gap-2 font-heading text-base font-bold text-destructive">
          {er ? (
            <Hospital className="size-5 shrink-0" aria-hidden />
          ) : (
            <Siren className="size-5 shrink-0" aria-hidden />
          )}
          {er ? "Go to the emergency department now" : "This may be an emergency"}
        </p>
        <p className="mt-1 text-sm">
          {er
            ? `Don't wait for an appointment. If your child gets worse or you can't get there quickly, call ${numbers.emergency}.`
            : `Call ${numbers.emergency} now. Don't wait for symptoms to pass.`}
        </p>
        <a href={`tel:${numbers.dial}`} className={callButton}>
          <Phone className="size-5" aria-hidden />
          Call {numbers.emergency}
        </a>
      </div>
    );
  }
  if (urgency === "urgent") {
    const today = disposition === "call-24h";
    return (
      <div
        role="note"
        data-slot="urgency-card"
        data-urgency="urgent"
        data-disposition={today ? "call-24h" : "call-now"}
        className={cn(
          "mb-3 rounded-lg border border-warning-foreground/40 bg-warning-soft p-3",
          className,
        )}
      >
        <p className="flex items-center gap-2 font-heading text-base font-bold text-warning-foreground">
          <Stethoscope className="size-5 shrink-0" aria-hidden />
          Call {numbers.urgentAdvice} {today ? "today" : "now"}
        </p>
        {today ? (
          <p className="mt-1 text-sm text-foreground">
            This should be checked by a doctor within 24 hours. If your baby gets worse, or you
            can't reach anyone, {emergencyLink}.
          </p>
        ) : (
          <p className="mt-1 text-sm text-foreground">
            This needs a doctor's advice today. Use their after-hours line if the office is closed.
            If your baby gets worse, or you can't reach anyone, {emergencyLink}.
          </p>
        )}
      </div>
    );
  }
  return null;
}
