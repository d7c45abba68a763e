import { describe, expect, it, vi } from "vitest";
import {
  announceActiveConversation,
  announceConversationChanged,
  announceNewConversation,
  CONVERSATION_CHANGED,
  NEW_CONVERSATION,
  onWindowEvent,
} from "./window-events";

describe("window events", () => {
  it("carries the conversation id on 'conversation-changed' and 'active-conversation'", () => {
    const changed = vi.fn();
    const active = vi.fn();
    const stopChanged = onWindowEvent("conversation-changed", (e) =>
      changed(e.detail.conversationId),
    );
    const stopActive = onWindowEvent("active-conversation", (e) => active(e.detail.conversationId));
    announceConversationChanged(12);
    announceActiveConversation("temp_1_x");
    expect(changed).toHaveBeenCalledWith(12);
    expect(active).toHaveBeenCalledWith("temp_1_x");
    stopChanged();
    stopActive();
    announceConversationChanged(13);
    expect(changed).toHaveBeenCalledOnce();
  });

  it("uses the documented event names on window", () => {
    const seen: string[] = [];
    const listener = (e: Event) => seen.push(e.type);
    window.addEventListener(CONVERSATION_CHANGED, listener);
    window.addEventListener(NEW_CONVERSATION, listener);
    announceConversationChanged(1);
    announceNewConversation();
    window.removeEventListener(CONVERSATION_CHANGED, listener);
    window.removeEventListener(NEW_CONVERSATION, listener);
    expect(seen).toEqual(["conversation-changed", "new-conversation"]);
  });
});
