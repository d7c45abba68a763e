import { useCallback, useRef } from "react";
import { useAtomValue, useSetAtom, useStore } from "jotai";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { trackAiResponseReceived, trackChatMessageSent } from "../../../lib/analytics";
import { fullNavigate, signInPath } from "../../../lib/navigation";
import { notify, notifySendFailed } from "../../../lib/toasts";
import { announceActiveConversation } from "../../../lib/window-events";
import { errorReasonOf, useTRPC, useTRPCClient } from "../../../lib/trpc";
import { preloadMessageMarkdown } from "../lib/markdown-loader";
import { markFreshAnswer } from "../lib/fresh-answers";
import { retryOnce } from "../lib/retry-once";
import {
  announcementAtom,
  continuedThreadAtom,
  draftAtom,
  revealAtom,
  sendingAtom,
  shownThreadAtom,
  streamingAtom,
} from "../chat-atoms";
import type { StreamOutcome } from "../lib/answer-stream";
import { threadId, type Thread } from "../thread";
import { regionAtom } from "../../region/region-atoms";
import type { ChatMessage } from "../types";
import { useAnswerReveal } from "./use-answer-reveal";
import { useThreadCache } from "./use-thread-cache";

/**
 * docs/behaviour.md §9: after a 401 the page goes to sign-in 1 s later, so the toast can be read
 * first.
 */
export const AUTH_REDIRECT_DELAY_MS = 1_000;
export const NEW_CHAT_TITLE = "New Chat";
/** After Stop, the server stores the answer within milliseconds; the list is fetched again after this. */
export const STOPPED_REFETCH_MS = 1_000;
/** Said to screen readers when the connection drops mid-answer (the note under the answer says more). */
export const INTERRUPTED_ANNOUNCEMENT = "The connection dropped before the answer finished.";

interface SendVariables {
  text: string;
  /** Ask the last question again: the new answer replaces the last one. */
  regenerate: boolean;
  /** Regenerate: the question and answer taken off the screen, put back if it fails. */
  replaced: ChatMessage[];
  thread: Extract<Thread, { kind: "saved" | "temp" }>;
  optimisticId: number;
  personalize: boolean;
  startedAt: number;
  /** The conversation was created for this question: the server removes it if nothing is stored. */
  createdForIt: boolean;
}

/**
 * Unsaved messages get ids of 0 or less (docs/behaviour.md §3); each one distinct within the page.
 */
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
 * Sends a question (docs/behaviour.md §4 "Sending a message"): the question shows at once with a
 * temporary id and the input empties; a signed-in parent without a conversation first gets one
 * ("New Chat") and the address moves to it; on success the server's copy replaces the temporary one
 * and the answer is revealed; on failure the question is taken back, the text returns to the input
 * and a toast says why.
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
    // A stream that broke off once the model had begun may have been stored: asking again could
    // repeat the question.
    retry: (count, error) =>
      !(error instanceof Error && error.name === "StreamInterruptedError") &&
      retryOnce(count, error),
    mutationFn: async (variables: SendVariables): Promise<StreamOutcome> => {
      const input = {
        message: variables.text,
        conversationId: variables.thread.id,
        personalize: variables.personalize,
        region: store.get(regionAtom),
        ...(variables.regenerate ? { regenerate: true } : {}),
      };
      // The streaming code (and the citation formatter) loads with the first question.
      const { canStream, streamAnswer } = await import("../lib/answer-stream");
      if (canStream(input)) {
        const shownAs = (markdown: string, sources: ChatMessage["sources"]): void => {
          const current = store.get(streamingAtom);
          if (current)
            store.set(streamingAtom, {
              ...current,
              message: { ...current.message, content: markdown, sources },
            });
        };
        const stream = streamAnswer(client, input, {
          onStart: (start, shown) => {
            store.set(announcementAtom, "");
            store.set(streamingAtom, {
              thread: variables.thread,
              stop: () => stream.stop(),
              message: {
                id: 0,
                role: "assistant",
                content: shown.markdown,
                sources: shown.sources,
                urgency: start.urgency,
                disposition: start.disposition,
                createdAt: new Date().toISOString(),
              },
            });
          },
          onText: (shown) => shownAs(shown.markdown, shown.sources),
        });
        const outcome = await stream.outcome;
        if (outcome.kind !== "unavailable") return outcome;
      }
      const result = await client.chat.send.mutate(input);
      return { kind: "answered", result, streamed: false };
    },
    onSuccess: (outcome, variables) => {
      store.set(streamingAtom, null);
      if (outcome.kind === "unavailable") return;
      if (outcome.kind === "stopped" || outcome.kind === "interrupted") {
        stopped(variables, outcome);
        return;
      }
      const userMessage = outcome.result.userMessage as ChatMessage;
      const assistantMessage = outcome.result.assistantMessage as ChatMessage;
      cache.update(variables.thread, (messages) =>
        messages.map((m) => (m.id === variables.optimisticId ? userMessage : m)),
      );
      trackAiResponseReceived(
        variables.thread.id,
        performance.now() - variables.startedAt,
        (assistantMessage.sources?.length ?? 0) > 0,
      );
      markFreshAnswer(assistantMessage.id);
      // Text the parent watched arrive is there already: no second, word-by-word reveal.
      if (outcome.streamed) reveal.place(variables.thread, assistantMessage);
      else reveal.start(variables.thread, assistantMessage);
    },
    onError: (error, variables) => {
      store.set(streamingAtom, null);
      if (variables.replaced.length > 0) {
        cache.update(variables.thread, (messages) => [
          ...messages.filter((m) => m.id !== variables.optimisticId),
          ...variables.replaced,
        ]);
      } else {
        rollBack(variables.thread, variables.optimisticId, variables.text);
      }
      if (variables.createdForIt) {
        // The server removed the conversation that was made for this question: back to a new chat,
        // with the history refreshed so no empty "New Chat" stays listed.
        void queryClient.invalidateQueries(trpc.conversations.list.pathFilter());
        if (store.get(shownThreadAtom) === threadId(variables.thread)) {
          store.set(continuedThreadAtom, "new");
          navigate("/", { replace: true });
        }
      }
      const kind = notifySendFailed(errorReasonOf(error));
      if (kind === "auth") {
        if (redirectTimer.current !== null) clearTimeout(redirectTimer.current);
        redirectTimer.current = setTimeout(
          () => fullNavigate(signInPath()),
          AUTH_REDIRECT_DELAY_MS,
        );
      }
    },
    onSettled: (_data, _error, variables) => {
      if (store.get(sendingAtom) === threadId(variables.thread)) store.set(sendingAtom, null);
    },
  });

  /**
   * Stop, or a connection that dropped mid-answer: the answer stays as far as it was shown. The
   * server stores the same, marked stopped; a saved conversation is fetched again shortly, for the
   * stored messages' ids. Had the server gone down before storing it, the question is gone from
   * the fetched conversation: its text returns to the input, to ask again.
   */
  const stopped = useCallback(
    (
      variables: SendVariables,
      outcome: Extract<StreamOutcome, { kind: "stopped" | "interrupted" }>,
    ) => {
      const interrupted = outcome.kind === "interrupted";
      const answer: ChatMessage = {
        id: nextOptimisticId(),
        role: "assistant",
        content: outcome.shown.markdown.trim(),
        sources: outcome.shown.sources,
        urgency: outcome.start.urgency,
        disposition: outcome.start.disposition,
        createdAt: new Date().toISOString(),
        ...(interrupted ? { interrupted: true } : { stopped: true }),
      };
      cache.update(variables.thread, (messages) => [...messages, answer]);
      store.set(announcementAtom, interrupted ? INTERRUPTED_ANNOUNCEMENT : "Answer stopped.");
      if (interrupted) notify("answerInterrupted");
      if (variables.thread.kind === "saved") {
        const { thread } = variables;
        const key = trpc.conversations.messages.queryKey({ id: thread.id });
        setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: key }).then(() => {
            const question = cache
              .get(thread)
              .filter((m) => m.role === "user")
              .at(-1);
            const stored =
              question !== undefined && question.id > 0 && question.content === variables.text;
            if (interrupted && !stored && store.get(draftAtom).trim() === "")
              setDraft(variables.text);
          });
        }, STOPPED_REFETCH_MS);
      }
      void queryClient.invalidateQueries(trpc.conversations.list.pathFilter());
    },
    [cache, store, queryClient, trpc, setDraft],
  );

  const send = useCallback(
    async (rawText: string, options: { regenerate?: ChatMessage[] } = {}) => {
      const text = rawText.trim();
      if (text === "" || store.get(sendingAtom) !== null || store.get(revealAtom) !== null) return;
      store.set(sendingAtom, threadId(thread));
      preloadMessageMarkdown();
      if (!options.regenerate) setDraft("");
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
        // On screen from now on, even before the chat screen renders the new address.
        store.set(shownThreadAtom, threadId(target));
        announceActiveConversation(target.id);
        notify("conversationCreated");
      } else {
        target = thread;
      }

      trackChatMessageSent(target.id, text.length);
      sendMutation.mutate({
        text,
        regenerate: options.regenerate !== undefined,
        replaced: options.regenerate ?? [],
        thread: target,
        optimisticId: optimistic.id,
        personalize,
        startedAt: performance.now(),
        createdForIt: thread.kind === "new",
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

  /** Asks the thread's last question again; its new answer takes the last answer's place. */
  const regenerate = useCallback(() => {
    if (thread.kind === "new" || store.get(sendingAtom) !== null || store.get(revealAtom) !== null)
      return;
    const messages = cache.get(thread);
    const [question, answer] = messages.slice(-2);
    if (question?.role !== "user" || answer?.role !== "assistant" || question.id <= 0) return;
    cache.update(thread, (current) => current.slice(0, -2));
    void send(question.content, { regenerate: [question, answer] });
  }, [thread, store, cache, send]);

  return {
    send,
    regenerate,
    /** A question is on its way (the typing indicator shows). */
    sending,
    /** Sending is refused until the current question is answered and fully revealed. */
    busy: sendingThread !== null || revealing,
    finishReveal: reveal.finish,
  };
}
