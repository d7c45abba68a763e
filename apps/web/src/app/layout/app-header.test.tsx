import { act, screen } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { fakeTrpc } from "../../test/trpc-msw";
import { SAFETY_BANNER_TEXT } from "../../features/layout/safety-banner";
import { AppHeader } from "./app-header";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("AppHeader", () => {
  it("shows the permanent Safety First banner with the exact text", () => {
    server.use(fakeTrpc({}));
    renderApp(<AppHeader />);
    expect(SAFETY_BANNER_TEXT).toBe(
      "Safety First: This advice is for educational purposes only. For medical emergencies, call 911 immediately.",
    );
    expect(screen.getByTestId("safety-banner")).toHaveTextContent(SAFETY_BANNER_TEXT);
  });

  it("hides the top bar after scrolling down past 100px and shows it again on scrolling up or near the top", () => {
    server.use(fakeTrpc({}));
    renderApp(<AppHeader />);
    const header = screen.getByTestId("app-header");
    scrollTo(0);
    scrollTo(90);
    expect(header).toHaveAttribute("data-hidden", "false");
    scrollTo(100);
    expect(header).toHaveAttribute("data-hidden", "false");
    scrollTo(101);
    expect(header).toHaveAttribute("data-hidden", "true");
    scrollTo(400);
    expect(header).toHaveAttribute("data-hidden", "true");
    scrollTo(350);
    expect(header).toHaveAttribute("data-hidden", "false");
    scrollTo(500);
    expect(header).toHaveAttribute("data-hidden", "true");
    scrollTo(60);
    expect(header).toHaveAttribute("data-hidden", "false");
    // The banner never hides.
    expect(screen.getByTestId("safety-banner")).toBeVisible();
  });
});
