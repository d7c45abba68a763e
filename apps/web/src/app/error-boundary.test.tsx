// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./error-boundary";

function Boom({ fail }: { fail: boolean }) {
  if (fail) throw new Error("chunk failed to load");
  return <p>page content</p>;
}

describe("ErrorBoundary", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows its fallback in place of a child that throws, leaving the rest of the page", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <div>
        <p>emergency answer</p>
        <ErrorBoundary fallback={<p>fallback</p>}>
          <Boom fail />
        </ErrorBoundary>
      </div>,
    );
    expect(screen.getByText("fallback")).toBeInTheDocument();
    expect(screen.getByText("emergency answer")).toBeInTheDocument();
  });

  it("gives the children another try when the reset key changes", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { rerender } = render(
      <ErrorBoundary resetKey="/settings" fallback={<p>fallback</p>}>
        <Boom fail />
      </ErrorBoundary>,
    );
    expect(screen.getByText("fallback")).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKey="/help" fallback={<p>fallback</p>}>
        <Boom fail={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText("page content")).toBeInTheDocument();
  });
});
