import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useAtomValue } from "jotai";
import { activeConversationIdAtom, sameConversation } from "../../lib/active-conversation";
import {
  notifyConversationActionFailed,
  notifyConversationDeleted,
} from "../../lib/conversation-toasts";
import { errorText, useTRPC } from "../../lib/trpc";

/** Rename and delete for the history's rows; both refresh the history, delete leaves an open chat. */
export function useConversationActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const active = useAtomValue(activeConversationIdAtom);
  const refresh = () => queryClient.invalidateQueries(trpc.conversations.list.pathFilter());

  const rename = useMutation(
    trpc.conversations.rename.mutationOptions({
      onSuccess: () => {
        void refresh();
      },
      onError: (error) => notifyConversationActionFailed("rename", errorText(error)),
    }),
  );
  const remove = useMutation(
    trpc.conversations.delete.mutationOptions({
      onSuccess: ({ id }) => {
        notifyConversationDeleted();
        // Leave the deleted chat before the list refetches, so it is never shown without its row.
        if (sameConversation(active, id)) void navigate("/", { replace: true });
        void refresh();
      },
      onError: (error) => notifyConversationActionFailed("delete", errorText(error)),
    }),
  );
  return { rename, remove };
}
