import { useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Check, ThumbsDown, ThumbsUp } from "lucide-react";
import { Button } from "@nestling/ui";
import { trackFeedbackSubmitted } from "../../../lib/analytics";
import { notifyFeedback, notifyFeedbackFailed } from "../../../lib/toasts";
import { errorReasonOf, useTRPC, useTRPCClient } from "../../../lib/trpc";
import { retryOnce } from "../lib/retry-once";

/**
 * Thumbs up / down under a saved answer (spec §4 "Feedback"). The existing rating is read first
 * (a 404 or any failure means none); one rating is final and replaces the thumbs with its label.
 */
export function MessageFeedback({ messageId }: { messageId: number }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const [chosen, setChosen] = useState<boolean | null>(null);

  const existing = useQuery({
    queryKey: trpc.feedback.get.queryKey({ messageId }),
    queryFn: async (): Promise<boolean | null> => {
      try {
        return (await client.feedback.get.query({ messageId })).helpful;
      } catch {
        return null;
      }
    },
    retry: false,
  });

  const submit = useMutation({
    mutationKey: trpc.feedback.submit.mutationKey(),
    retry: retryOnce,
    mutationFn: (helpful: boolean) => client.feedback.submit.mutate({ messageId, helpful }),
    onSuccess: (_result, helpful) => {
      notifyFeedback(helpful);
      trackFeedbackSubmitted(messageId, helpful);
    },
    onError: (error) => {
      const reason = errorReasonOf(error);
      notifyFeedbackFailed(reason);
      // A rating the server already holds stays final; any other failure lets the parent try again.
      if (reason !== "FEEDBACK_EXISTS") setChosen(null);
    },
  });

  const rating = chosen ?? existing.data ?? null;
  if (rating !== null) {
    return (
      <p
        data-slot="message-feedback"
        data-rating={rating ? "helpful" : "not-helpful"}
        className="mt-3 flex items-center gap-1.5 text-xs text-muted-foreground"
      >
        <Check className="size-3.5" aria-hidden />
        {rating ? "Marked as helpful" : "Marked as not helpful"}
      </p>
    );
  }

  const rate = (helpful: boolean) => {
    if (chosen !== null || existing.data != null) return;
    setChosen(helpful);
    submit.mutate(helpful);
  };

  return (
    <div
      data-slot="message-feedback"
      role="group"
      aria-label="Was this answer helpful?"
      className="mt-2 flex items-center gap-1"
    >
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label="Helpful"
        title="Helpful"
        disabled={existing.isPending}
        onClick={() => rate(true)}
      >
        <ThumbsUp aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label="Not helpful"
        title="Not helpful"
        disabled={existing.isPending}
        onClick={() => rate(false)}
      >
        <ThumbsDown aria-hidden />
      </Button>
    </div>
  );
}
