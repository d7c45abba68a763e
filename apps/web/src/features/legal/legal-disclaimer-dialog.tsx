import {
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Label,
} from "@nestling/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ScaleIcon } from "lucide-react";
import { useState } from "react";
import { LEGAL_ACCEPT_FAILED_ALERT } from "../../lib/toasts";
import { useTRPC } from "../../lib/trpc";

/**
 * 'Important Legal Disclaimer' (docs/behaviour.md §2): must be accepted, with the box ticked,
 * before chatting. It cannot be dismissed; a failed save shows a browser alert and the dialog
 * stays.
 */
export function LegalDisclaimerDialog({
  open,
  onAccepted,
}: {
  open: boolean;
  onAccepted: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [ticked, setTicked] = useState(false);
  const accept = useMutation(trpc.legal.accept.mutationOptions());

  const submit = () => {
    accept.mutate(undefined, {
      onSuccess: (status) => {
        queryClient.setQueryData(trpc.legal.status.queryKey(), status);
        onAccepted();
      },
      onError: (error) => {
        console.warn("[legal] accepting the disclaimer failed", error);
        window.alert(LEGAL_ACCEPT_FAILED_ALERT);
      },
    });
  };

  return (
    <Dialog open={open}>
      <DialogContent blocking className="max-w-xl" data-testid="legal-disclaimer">
        <DialogHeader>
          <div className="flex items-center gap-2">
            <ScaleIcon className="size-5 text-primary" aria-hidden="true" />
            <DialogTitle>Important Legal Disclaimer</DialogTitle>
          </div>
          <DialogDescription>
            Nestling gives general, educational information about caring for babies and toddlers. It
            is not medical advice and it does not replace your pediatrician, nurse or other health
            professional.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-3 text-sm">
          <p className="rounded-md border border-destructive/30 bg-destructive-soft p-3 font-medium text-destructive">
            In a medical emergency, call 911 immediately. Do not wait for an answer from this app.
          </p>
          <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
            <li>
              Answers summarise guidance from trusted health sources and can still be incomplete or
              wrong for your child.
            </li>
            <li>
              Always ask a qualified professional about your baby's health, growth, feeding or
              medicines.
            </li>
            <li>You stay responsible for the decisions you make about your child's care.</li>
          </ul>
          <div className="flex items-start gap-3 rounded-md bg-muted p-3">
            <Checkbox
              id="legal-accept"
              checked={ticked}
              onCheckedChange={(value) => setTicked(value === true)}
              aria-describedby="legal-accept-note"
              className="mt-0.5"
            />
            <div className="flex flex-col gap-1">
              <Label htmlFor="legal-accept" className="leading-snug">
                I understand and accept the terms outlined above
              </Label>
              <p id="legal-accept-note" className="text-xs text-muted-foreground">
                Nestling is for educational purposes only. I will seek professional medical advice
                for my child's health.
              </p>
            </div>
          </div>
        </div>
        <DialogFooter>
          <Button
            onClick={submit}
            disabled={!ticked || accept.isPending}
            className="w-full sm:w-auto"
          >
            {accept.isPending ? "Processing..." : "Accept & Continue"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
