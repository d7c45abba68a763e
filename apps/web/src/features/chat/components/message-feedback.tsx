import { useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Check, ThumbsDown, ThumbsUp } from "lucide-react";
import { Button } from "@nestling/ui";
import { trackFeedbackSubmitted } from "../../../lib/analytics";
import { notifyFeedback, notifyFeedbackFailed } from "../../../lib/toasts";
import { errorReasonOf, useTRPC, useTRPCClient } from "../../../lib/trpc";
import { focusChatInput } from "../../../lib/focus";
import { isFreshAnswer } from "../lib/fresh-answers";
import { retryOnce } from "../lib/retry-once";

/**
 * Thumbs up / down under a saved answer (docs/behaviour.md §4 "Feedback"). The existing rating is
 * read first (a 404 or any failure means none); one rating is final and replaces the thumbs with
 * its label.
 */
export function MessageFeedback({ messageId }: { messageId: number }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const fresh = isFreshAnswer(messageId);

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
    // A new answer has no rating: no lookup.
    enabled: !fresh,
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

  const rating = chosen ?? (fresh ? null : (existing.data ?? null));
  const loading = !fresh && existing.isPending;
  if (rating !== null) {
    return (
      <p
        data-slot="message-feedback"
        data-rating={rating ? "helpful" : "not-helpful"}
        className="flex items-center gap-1.5 px-1 text-xs text-muted-foreground"
      >
        <Check className="size-3.5" aria-hidden />
        {rating ? "Marked as helpful" : "Marked as not helpful"}
      </p>
    );
  }

  const rate = (helpful: boolean) => {
    if (chosen !== null || (!fresh && existing.data != null)) return;
    setChosen(helpful);
    submit.mutate(helpful);
    // The thumbs give way to the rating's label: keep focus in the chat rather than the page body.
    focusChatInput();
  };

  return (
    <div
      data-slot="message-feedback"
      role="group"
      aria-label="Was this answer helpful?"
      className="flex items-center gap-1"
    >
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label="Helpful"
        title="Helpful"
        disabled={loading}
        onClick={() => rate(true)}
      >
        <ThumbsUp aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label="Not helpful"
        title="Not helpful"
        disabled={loading}
        onClick={() => rate(false)}
      >
        <ThumbsDown aria-hidden />
      </Button>
    </div>
  );
}
