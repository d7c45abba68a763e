import type * as UiModule from "@nestling/ui";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { showToast } from "@nestling/ui";
import { useActiveConversationSync } from "../../lib/active-conversation";
import { locationNow, renderApp, settleUntil, signedInAuth } from "../../test/render-app";
import { ApiTestError, fakeTrpc, type RecordedCall } from "../../test/trpc-msw";
import { ChatHistory } from "./chat-history";

vi.mock("@nestling/ui", async (importOriginal) => ({
  ...(await importOriginal<typeof UiModule>()),
  showToast: vi.fn(),
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let titles: Record<number, string>;
let calls: RecordedCall[];
beforeEach(() => {
  calls = [];
  titles = { 1: "Night feeds", 2: "A very long title about teething pain and sleepless nights" };
  vi.mocked(showToast).mockClear();
  server.use(
    fakeTrpc(
      {
        "conversations.page": () => ({
          items: Object.entries(titles).map(([id, title]) => ({
            id: Number(id),
            title,
            updatedAt: "x",
          })),
          nextCursor: null,
        }),
        "conversations.rename": (input) => {
          const { id, title } = input as { id: number; title: string };
          titles[id] = title;
          return { id, title, createdAt: "x", updatedAt: "x" };
        },
        "conversations.delete": (input) => {
          const { id } = input as { id: number };
          delete titles[id];
          return { id, deleted: true };
        },
      },
      calls,
    ),
  );
});

function History() {
  useActiveConversationSync();
  return <ChatHistory />;
}

const row = (name: string) => screen.getByRole("link", { name }).closest("li") as HTMLElement;

describe("history rows", () => {
  it("show a long title's full text on hover", async () => {
    renderApp(<History />, { auth: signedInAuth() });
    const link = await screen.findByRole("link", { name: titles[2] });
    expect(link).toHaveAttribute("title", titles[2]);
  });

  it("rename in place with the keyboard, and Escape cancels", async () => {
    const user = userEvent.setup();
    renderApp(<History />, { auth: signedInAuth() });
    await screen.findByRole("link", { name: "Night feeds" });
    await user.click(within(row("Night feeds")).getByRole("button", { name: "Rename" }));
    await user.keyboard("{Escape}");
    expect(calls.some((c) => c.path === "conversations.rename")).toBe(false);

    await user.click(within(row("Night feeds")).getByRole("button", { name: "Rename" }));
    const box = screen.getByRole("textbox", { name: "Chat title" });
    await user.clear(box);
    await user.type(box, "Night feeds at 4 months{Enter}");
    expect(calls.find((c) => c.path === "conversations.rename")?.input).toEqual({
      id: 1,
      title: "Night feeds at 4 months",
    });
    expect(await screen.findByRole("link", { name: "Night feeds at 4 months" })).toBeVisible();
  });

  it("delete only after confirming, and leave the chat that was open", async () => {
    const user = userEvent.setup();
    renderApp(<History />, { auth: signedInAuth(), route: "/chat/1" });
    await screen.findByRole("link", { name: "Night feeds" });
    await user.click(within(row("Night feeds")).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Night feeds");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.some((c) => c.path === "conversations.delete")).toBe(false);

    await user.click(within(row("Night feeds")).getByRole("button", { name: "Delete" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete chat" }),
    );
    await settleUntil(() => expect(screen.queryByRole("link", { name: "Night feeds" })).toBeNull());
    await settleUntil(() => expect(locationNow()).toBe("/"));
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: "Chat deleted" }));
  });

  it("says why a rename failed", async () => {
    server.use(
      fakeTrpc({
        "conversations.page": () => ({
          items: [{ id: 1, title: "Night feeds", updatedAt: "x" }],
          nextCursor: null,
        }),
        "conversations.rename": () => {
          throw new ApiTestError("BAD_REQUEST", 400, "Title must be at most 200 characters");
        },
      }),
    );
    const user = userEvent.setup();
    renderApp(<History />, { auth: signedInAuth() });
    await screen.findByRole("link", { name: "Night feeds" });
    await user.click(within(row("Night feeds")).getByRole("button", { name: "Rename" }));
    await user.type(screen.getByRole("textbox", { name: "Chat title" }), "!{Enter}");
    await settleUntil(() =>
      expect(showToast).toHaveBeenCalledWith(
        expect.objectContaining({
          variant: "destructive",
          description: "Title must be at most 200 characters. Please try again.",
        }),
      ),
    );
  });
});
