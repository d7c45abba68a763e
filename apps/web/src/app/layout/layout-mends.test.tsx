import { act, fireEvent, screen } from "@testing-library/react";
import { setupServer } from "msw/node";
import { useState } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  ChatInput,
  INPUT_PLACEHOLDER,
  INPUT_PLACEHOLDER_SHORT,
} from "../../features/chat/components/chat-input";
import { SidebarContent } from "../../features/sidebar/sidebar-content";
import { useReturnFocus } from "../../lib/focus";
import { renderApp } from "../../test/render-app";
import { fakeTrpc } from "../../test/trpc-msw";
import { AppHeader } from "./app-header";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  Object.defineProperty(window, "innerWidth", { value: 1024, configurable: true });
});
afterAll(() => server.close());

function atWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { value: width, configurable: true });
}

function Input() {
  const [value, setValue] = useState("");
  return <ChatInput value={value} onChange={setValue} onSend={() => {}} pending={false} />;
}

describe("layout mends", () => {
  it("focuses the question box on load on a desktop, with the full placeholder", () => {
    server.use(fakeTrpc({}));
    renderApp(<Input />);
    const box = screen.getByRole("textbox", { name: "Your question" });
    expect(document.activeElement).toBe(box);
    expect(box).toHaveAttribute("placeholder", INPUT_PLACEHOLDER);
  });

  it("keeps a one-line placeholder and no focus (no keyboard) on a phone", () => {
    atWidth(390);
    server.use(fakeTrpc({}));
    renderApp(<Input />);
    const box = screen.getByRole("textbox", { name: "Your question" });
    expect(document.activeElement).not.toBe(box);
    expect(box).toHaveAttribute("placeholder", INPUT_PLACEHOLDER_SHORT);
    expect(INPUT_PLACEHOLDER_SHORT.length).toBeLessThan(32);
  });

  it("keeps the top bar (and its menu button) in place on a phone while scrolling", () => {
    atWidth(390);
    server.use(fakeTrpc({}));
    renderApp(<AppHeader />);
    for (const y of [0, 150, 400]) {
      act(() => {
        Object.defineProperty(window, "scrollY", { value: y, configurable: true });
        window.dispatchEvent(new Event("scroll"));
      });
    }
    expect(screen.getByTestId("app-header")).toHaveAttribute("data-hidden", "false");
    expect(screen.getByRole("button", { name: "Open menu" })).toBeVisible();
  });

  it("names the logo link by its visible text", () => {
    server.use(fakeTrpc({}));
    renderApp(<SidebarContent />);
    expect(screen.getByRole("link", { name: "Nestling BETA" })).toHaveAttribute("href", "/");
  });

  it("returns focus to the control that opened a dialog, else to the question box", () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      const returnFocus = useReturnFocus(open);
      return (
        <>
          <textarea id="chat-input" aria-label="box" />
          <button onClick={() => setOpen(true)}>Open</button>
          {open ? (
            <button
              onClick={(event) => {
                setOpen(false);
                returnFocus(event.nativeEvent);
              }}
            >
              Close
            </button>
          ) : null}
        </>
      );
    }
    server.use(fakeTrpc({}));
    renderApp(<Harness />);
    const opener = screen.getByRole("button", { name: "Open" });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(document.activeElement).toBe(opener);
  });
});
