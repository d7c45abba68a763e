import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  showToast,
} from "@nestling/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckIcon, CopyIcon } from "lucide-react";
import { useState } from "react";
import { errorText, useTRPC } from "../../lib/trpc";
import { readableDate } from "./share-dates";

/** The address to hand out for a link the server just made. */
export const shareUrl = (path: string) => new URL(path, window.location.origin).toString();

function CopyLink({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex gap-2">
      <input
        readOnly
        value={url}
        aria-label="Share link"
        onFocus={(event) => event.currentTarget.select()}
        className="h-9 min-w-0 flex-1 rounded-md border border-input bg-muted px-3 text-sm"
      />
      <Button
        size="sm"
        onClick={() => {
          void navigator.clipboard?.writeText(url).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
        {copied ? "Copied" : "Copy link"}
      </Button>
    </div>
  );
}

/**
 * Turns a read-only link to one conversation on or off. The link's token is shown only when it is
 * made (the server keeps only its hash), so a parent who lost it makes a new one, which ends the old.
 */
export function ShareDialog({
  conversationId,
  onClose,
}: {
  conversationId: number;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const current = useQuery(trpc.shares.current.queryOptions({ conversationId }, { retry: false }));
  const [made, setMade] = useState<{ url: string; expiresAt: string } | null>(null);
  const refresh = () =>
    queryClient.invalidateQueries(trpc.shares.current.queryFilter({ conversationId }));
  const create = useMutation(
    trpc.shares.create.mutationOptions({
      onSuccess: (link) => {
        setMade({ url: shareUrl(link.path), expiresAt: link.expiresAt });
        void refresh();
      },
      onError: (error) =>
        showToast({
          title: "Error",
          description: `Failed to create the link. ${errorText(error)}`,
          variant: "destructive",
        }),
    }),
  );
  const revoke = useMutation(
    trpc.shares.revoke.mutationOptions({
      onSuccess: () => {
        setMade(null);
        void refresh();
        showToast({ title: "Link turned off", description: "The shared link no longer opens." });
      },
      onError: (error) =>
        showToast({
          title: "Error",
          description: `Failed to turn the link off. ${errorText(error)}`,
          variant: "destructive",
        }),
    }),
  );
  const active = current.data?.active ?? null;
  const busy = create.isPending || revoke.isPending;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        // One column that may shrink: the link field must not widen the dialog past a phone.
        className="grid-cols-[minmax(0,1fr)]"
        onCloseAutoFocus={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Share this conversation</DialogTitle>
          <DialogDescription>
            Anyone with the link can read the questions, answers and sources, without signing in.
            Your name, your baby&apos;s name and profile are never shown: names become “your baby”.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-3 text-sm" aria-live="polite">
          {current.isPending ? (
            <p className="text-muted-foreground">Checking for a link...</p>
          ) : current.isError ? (
            <p className="text-destructive">This conversation&apos;s link could not be checked.</p>
          ) : made ? (
            <>
              <CopyLink url={made.url} />
              <p className="text-muted-foreground">
                The link works until {readableDate(made.expiresAt)}. Search engines are asked not to
                list it.
              </p>
            </>
          ) : active ? (
            <p>
              A link is on until {readableDate(active.expiresAt)}. For safety it is shown only when
              made: make a new one to copy it again (the old one stops working).
            </p>
          ) : (
            <p className="text-muted-foreground">No link yet. A new link expires after 30 days.</p>
          )}
        </div>
        <DialogFooter>
          {made || active ? (
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => revoke.mutate({ conversationId })}
            >
              {revoke.isPending ? "Turning off..." : "Turn off link"}
            </Button>
          ) : null}
          {made ? null : (
            <Button
              disabled={busy || current.isPending || current.isError}
              onClick={() => create.mutate({ conversationId })}
            >
              {create.isPending ? "Creating..." : active ? "Make a new link" : "Create link"}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
