import { useCallback, useRef } from "react";
import { useAtomValue, useSetAtom, useStore } from "jotai";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { trackAiResponseReceived, trackChatMessageSent } from "../../../lib/analytics";
import { fullNavigate, LOGIN_PATH } from "../../../lib/navigation";
import { notify, notifySendFailed } from "../../../lib/toasts";
import { announceActiveConversation } from "../../../lib/window-events";
import { errorReasonOf, useTRPC, useTRPCClient } from "../../../lib/trpc";
import { preloadMessageMarkdown } from "../lib/markdown-loader";
import { retryOnce } from "../lib/retry-once";
import { draftAtom, revealAtom, sendingAtom } from "../chat-atoms";
import { threadId, type Thread } from "../thread";
import { regionAtom } from "../../region/region-atoms";
import type { ChatMessage } from "../types";
import { useAnswerReveal } from "./use-answer-reveal";
import { useThreadCache } from "./use-thread-cache";

/** Spec §9: after a 401 the page goes to sign-in 1 s later, so the toast can be read first. */
export const AUTH_REDIRECT_DELAY_MS = 1_000;
export const NEW_CHAT_TITLE = "New Chat";

interface SendVariables {
  text: string;
  thread: Extract<Thread, { kind: "saved" | "temp" }>;
  optimisticId: number;
  personalize: boolean;
  startedAt: number;
}

/** Unsaved messages get ids of 0 or less (spec §3); each one distinct within the page. */
let lastOptimisticId = 0;
function nextOptimisticId(): number {
  lastOptimisticId -= 1;
  return lastOptimisticId;
}

export interface UseSendMessageOptions {
  thread: Thread;
  personalize: boolean;
}

/**
 * Sends a question (spec §4 "Sending a message"): the question shows at once with a temporary id and
 * the input empties; a signed-in parent without a conversation first gets one ("New Chat") and the
 * address moves to it; on success the server's copy replaces the temporary one and the answer is
 * revealed; on failure the question is taken back, the text returns to the input and a toast says why.
 */
export function useSendMessage({ thread, personalize }: UseSendMessageOptions) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const store = useStore();
  const cache = useThreadCache();
  const reveal = useAnswerReveal();
  const setDraft = useSetAtom(draftAtom);
  const sendingThread = useAtomValue(sendingAtom);
  const revealing = useAtomValue(revealAtom) !== null;
  const sending = sendingThread !== null && sendingThread === threadId(thread);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const rollBack = useCallback(
    (target: Thread, optimisticId: number, text: string) => {
      cache.update(target, (messages) => messages.filter((m) => m.id !== optimisticId));
      // Give the text back unless the parent has already started typing something new.
      if (store.get(draftAtom).trim() === "") setDraft(text);
    },
    [cache, store, setDraft],
  );

  const createConversation = useMutation(
    trpc.conversations.create.mutationOptions({ retry: retryOnce }),
  );

  const sendMutation = useMutation({
    mutationKey: trpc.chat.send.mutationKey(),
    retry: retryOnce,
    mutationFn: (variables: SendVariables) =>
      client.chat.send.mutate({
        message: variables.text,
        conversationId: variables.thread.id,
        personalize: variables.personalize,
        region: store.get(regionAtom),
      }),
    onSuccess: (result, variables) => {
      const userMessage = result.userMessage as ChatMessage;
      const assistantMessage = result.assistantMessage as ChatMessage;
      cache.update(variables.thread, (messages) =>
        messages.map((m) => (m.id === variables.optimisticId ? userMessage : m)),
      );
      trackAiResponseReceived(
        variables.thread.id,
        performance.now() - variables.startedAt,
        (assistantMessage.sources?.length ?? 0) > 0,
      );
      reveal.start(variables.thread, assistantMessage);
    },
    onError: (error, variables) => {
      rollBack(variables.thread, variables.optimisticId, variables.text);
      const kind = notifySendFailed(errorReasonOf(error));
      if (kind === "auth") {
        if (redirectTimer.current !== null) clearTimeout(redirectTimer.current);
        redirectTimer.current = setTimeout(() => fullNavigate(LOGIN_PATH), AUTH_REDIRECT_DELAY_MS);
      }
    },
    onSettled: (_data, _error, variables) => {
      if (store.get(sendingAtom) === threadId(variables.thread)) store.set(sendingAtom, null);
    },
  });

  const send = useCallback(
    async (rawText: string) => {
      const text = rawText.trim();
      if (text === "" || store.get(sendingAtom) !== null || store.get(revealAtom) !== null) return;
      store.set(sendingAtom, threadId(thread));
      preloadMessageMarkdown();
      setDraft("");
      const optimistic: ChatMessage = {
        id: nextOptimisticId(),
        role: "user",
        content: text,
        createdAt: new Date().toISOString(),
      };
      cache.update(thread, (messages) => [...messages, optimistic]);

      let target: SendVariables["thread"];
      if (thread.kind === "new") {
        try {
          const conversation = await createConversation.mutateAsync({ title: NEW_CHAT_TITLE });
          target = { kind: "saved", id: conversation.id };
        } catch {
          rollBack(thread, optimistic.id, text);
          store.set(sendingAtom, null);
          notify("conversationCreateFailed");
          return;
        }
        // The question moves with the parent to the new conversation's address.
        cache.update(target, (messages) => [...messages, optimistic]);
        cache.update(thread, () => []);
        store.set(sendingAtom, threadId(target));
        void queryClient.invalidateQueries(trpc.conversations.list.pathFilter());
        navigate(`/chat/${target.id}`);
        announceActiveConversation(target.id);
      } else {
        target = thread;
      }

      trackChatMessageSent(target.id, text.length);
      sendMutation.mutate({
        text,
        thread: target,
        optimisticId: optimistic.id,
        personalize,
        startedAt: performance.now(),
      });
    },
    [
      thread,
      personalize,
      store,
      setDraft,
      cache,
      createConversation,
      rollBack,
      queryClient,
      trpc,
      navigate,
      sendMutation,
    ],
  );

  return {
    send,
    /** A question is on its way (the typing indicator shows). */
    sending,
    /** Sending is refused until the current question is answered and fully revealed. */
    busy: sendingThread !== null || revealing,
    finishReveal: reveal.finish,
  };
}
