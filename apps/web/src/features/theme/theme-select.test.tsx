import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "jotai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { THEME_STORAGE_KEY } from "./theme";
import { ThemeSelect } from "./theme-select";
import { useThemeSync } from "./use-theme";

function Harness() {
  useThemeSync();
  return <ThemeSelect />;
}

let systemDark = false;
const listeners = new Set<(event: { matches: boolean }) => void>();
function stubSystem() {
  vi.stubGlobal("matchMedia", () => ({
    get matches() {
      return systemDark;
    },
    addEventListener: (_: string, fn: (event: { matches: boolean }) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (event: { matches: boolean }) => void) =>
      listeners.delete(fn),
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  listeners.clear();
  systemDark = false;
  delete document.documentElement.dataset.theme;
});

describe("ThemeSelect", () => {
  it("is a radio group named Theme, on System by default, following the system", () => {
    systemDark = true;
    stubSystem();
    render(
      <Provider>
        <Harness />
      </Provider>,
    );
    const group = screen.getByRole("radiogroup", { name: "Theme" });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "System" })).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe("dark");
  });

  it("applies and keeps Light or Dark, and System goes back to following the system", async () => {
    stubSystem();
    const user = userEvent.setup();
    render(
      <Provider>
        <Harness />
      </Provider>,
    );
    expect(document.documentElement.dataset.theme).toBe("light");

    await user.click(screen.getByRole("radio", { name: "Dark" }));
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");

    // Arrow keys move within the group, as for any radio group.
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "System" })).toBeChecked();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.dataset.theme).toBe("light");
  });

  it("on System, switches when the system does", () => {
    stubSystem();
    render(
      <Provider>
        <Harness />
      </Provider>,
    );
    expect(document.documentElement.dataset.theme).toBe("light");
    systemDark = true;
    act(() => listeners.forEach((fn) => fn({ matches: true })));
    expect(document.documentElement.dataset.theme).toBe("dark");
  });
});
