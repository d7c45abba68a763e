import { useMemo } from "react";
import { useAtomValue } from "jotai";
import { useParams } from "react-router";
import { useAuth } from "../../auth/auth-context";
import { tempConversationIdAtom } from "../chat-atoms";
import { parseConversationParam, type Thread } from "../thread";

/**
 * The thread for the current address: `/chat/{id}` is that saved conversation; `/` is a new one for a
 * signed-in parent (created on the first send) or the tab's temporary conversation for a visitor.
 * `invalid` is set when the address names no possible conversation.
 */
export function useChatThread(): { thread: Thread; invalid: boolean } {
  const { conversationId } = useParams();
  const { status } = useAuth();
  const tempId = useAtomValue(tempConversationIdAtom);
  const savedId = parseConversationParam(conversationId);
  const invalid = conversationId !== undefined && savedId === null;

  const kind: Thread["kind"] = savedId !== null ? "saved" : status === "signed-in" ? "new" : "temp";
  const thread = useMemo<Thread>(() => {
    if (kind === "saved" && savedId !== null) return { kind, id: savedId };
    if (kind === "new") return { kind };
    return { kind: "temp", id: tempId };
  }, [kind, savedId, tempId]);

  return { thread, invalid };
}
