import { Phone, Siren, Stethoscope } from "lucide-react";
import { cn } from "@nestling/ui";
import type { Urgency } from "../types";

export type UrgencyCardProps = { urgency: Urgency | null | undefined; className?: string };

/**
 * Put above an answer whose question described danger: an emergency gets a tap-to-call 911 card, an
 * urgent one a "call your pediatrician now" card, so the action comes before any reading.
 */
export function UrgencyCard({ urgency, className }: UrgencyCardProps) {
  if (urgency === "emergency") {
    return (
      <div
        role="alert"
        data-slot="urgency-card"
        data-urgency="emergency"
        className={cn(
          "mb-3 rounded-lg border-2 border-destructive bg-destructive-soft p-3 text-foreground",
          className,
        )}
      >
        <p className="flex items-center gap-2 font-heading text-base font-bold text-destructive">
          <Siren className="size-5 shrink-0" aria-hidden />
          This may be an emergency
        </p>
        <p className="mt-1 text-sm">Call 911 now. Don't wait for symptoms to pass.</p>
        <a
          href="tel:911"
          className="mt-3 flex h-12 w-full items-center justify-center gap-2 rounded-md bg-destructive px-4 text-base font-bold text-destructive-foreground shadow-sm hover:bg-destructive-hover"
        >
          <Phone className="size-5" aria-hidden />
          Call 911
        </a>
      </div>
    );
  }
  if (urgency === "urgent") {
    return (
      <div
        role="note"
        data-slot="urgency-card"
        data-urgency="urgent"
        className={cn(
          "mb-3 rounded-lg border border-warning-foreground/40 bg-warning-soft p-3",
          className,
        )}
      >
        <p className="flex items-center gap-2 font-heading text-base font-bold text-warning-foreground">
          <Stethoscope className="size-5 shrink-0" aria-hidden />
          Call your pediatrician now
        </p>
        <p className="mt-1 text-sm text-foreground">
          This needs a doctor's advice today. Use their after-hours line if the office is closed. If
          your baby gets worse, or you can't reach anyone,{" "}
          <a href="tel:911" className="font-semibold text-destructive underline underline-offset-2">
            call 911
          </a>
          .
        </p>
      </div>
    );
  }
  return null;
}
