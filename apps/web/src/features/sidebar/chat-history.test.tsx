import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { locationNow, renderApp, settleUntil, signedInAuth } from "../../test/render-app";
import { fakeTrpc, type RecordedCall } from "../../test/trpc-msw";
import { ChatHistory } from "./chat-history";
import { highlight } from "./search-results";
import { HISTORY_PAGE_SIZE } from "./use-conversation-history";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// 35 chats, newest first: a page of 30, then one of 5.
const ALL = Array.from({ length: 35 }, (_, i) => ({
  id: 35 - i,
  title: `Chat number ${35 - i}`,
  updatedAt: new Date(Date.UTC(2026, 0, 1) - i * 60_000).toISOString(),
}));

let calls: RecordedCall[];
beforeEach(() => {
  calls = [];
  server.use(
    fakeTrpc(
      {
        "conversations.page": (input) => {
          const { cursor, limit } = input as { cursor: string | null; limit: number };
          const start = cursor ? Number(cursor) : 0;
          const next = start + limit;
          return {
            items: ALL.slice(start, next),
            nextCursor: next < ALL.length ? String(next) : null,
          };
        },
        "conversations.search": (input) => {
          const { query } = input as { query: string };
          return query === "teeth"
            ? [
                {
                  conversationId: 12,
                  title: "Teething",
                  updatedAt: "2026-01-01T00:00:00.000Z",
                  messageId: 340,
                  snippet: "…a cold teething ring can help with teeth coming through…",
                },
                {
                  conversationId: 30,
                  title: "Teeth brushing",
                  updatedAt: "2026-01-01T00:00:00.000Z",
                  messageId: null,
                  snippet: "Teeth brushing",
                },
              ]
            : [];
        },
      },
      calls,
    ),
  );
});

describe("history paging", () => {
  // Rendering a page of rows is slow in jsdom on a busy machine.
  it(
    "loads one page at first and the next ones on request, each chat once",
    { timeout: 45_000 },
    async () => {
      const user = userEvent.setup();
      renderApp(<ChatHistory />, { auth: signedInAuth() });
      const list = await screen.findByTestId("chat-history");
      // Counted by tag: role queries over many rows are slow in jsdom.
      expect(list.querySelectorAll("a")).toHaveLength(HISTORY_PAGE_SIZE);
      expect(calls.filter((c) => c.path === "conversations.page")).toHaveLength(1);

      await user.click(screen.getByText("Show more chats"));
      await settleUntil(() => expect(list.querySelectorAll("a")).toHaveLength(35));
      expect(screen.queryByText("Show more chats")).toBeNull();
      expect(calls.map((c) => (c.input as { cursor: string | null }).cursor)).toEqual([null, "30"]);
      // Full titles on hover or focus: every row carries its whole title.
      expect(within(list).getByRole("link", { name: "Chat number 1" })).toHaveAttribute(
        "title",
        "Chat number 1",
      );
    },
  );
});

describe("search chats", () => {
  it("searches as the parent types and opens a result at its message", async () => {
    const user = userEvent.setup();
    renderApp(<ChatHistory />, { auth: signedInAuth() });
    await screen.findByTestId("chat-history");
    await user.type(screen.getByRole("searchbox", { name: "Search chats" }), "teeth");
    const results = await screen.findByRole("list", { name: "Search results" });
    expect(calls.filter((c) => c.path === "conversations.search").at(-1)?.input).toEqual({
      query: "teeth",
    });
    const hit = within(results).getByRole("link", { name: /Teething/ });
    expect(hit).toHaveAttribute("href", "/chat/12?m=340");
    expect(within(hit).getByText("teeth", { selector: "mark" })).toBeInTheDocument();
    // Only the title matched: it opens the conversation as usual.
    expect(within(results).getByRole("link", { name: /Teeth brushing/ })).toHaveAttribute(
      "href",
      "/chat/30",
    );
    await user.click(hit);
    expect(locationNow()).toBe("/chat/12?m=340");
  });

  it("says when nothing matches, and Escape goes back to the history", async () => {
    const user = userEvent.setup();
    renderApp(<ChatHistory />, { auth: signedInAuth() });
    await screen.findByTestId("chat-history");
    const box = screen.getByRole("searchbox", { name: "Search chats" });
    await user.type(box, "zebra");
    expect(await screen.findByText("No chats match “zebra”.")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(box).toHaveValue("");
    expect(await screen.findByTestId("chat-history")).toBeVisible();
    await act(async () => {});
  });
});

describe("highlight", () => {
  it("marks words that start with a query word, in any case", () => {
    const parts = highlight("Teething and TEETH, not steeth", "teeth");
    const marked = parts.filter((p) => typeof p !== "string");
    expect(marked).toHaveLength(2);
  });
});
