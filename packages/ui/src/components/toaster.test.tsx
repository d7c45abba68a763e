import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { dismissToasts, showToast, Toaster } from "./toaster";

describe("Toaster and showToast", () => {
  afterEach(() => act(() => dismissToasts()));

  it("shows a title and description", async () => {
    render(<Toaster />);
    act(() => {
      showToast({ title: "Profile saved", description: "Ready to start chatting!" });
    });
    expect(await screen.findByText("Profile saved")).toBeInTheDocument();
    expect(screen.getByText("Ready to start chatting!")).toBeInTheDocument();
  });

  it("marks destructive toasts with the error style", async () => {
    render(<Toaster />);
    act(() => {
      showToast({ title: "Deletion failed", description: "Nope", variant: "destructive" });
    });
    const title = await screen.findByText("Deletion failed");
    expect(title.closest("[data-sonner-toast]")).toHaveAttribute("data-type", "error");
  });

  it("keeps only one toast visible at a time", async () => {
    render(<Toaster />);
    act(() => {
      showToast({ title: "First" });
      showToast({ title: "Second" });
    });
    await screen.findByText("Second");
    await waitFor(() => {
      const visible = document.querySelectorAll('[data-sonner-toast][data-visible="true"]');
      expect(visible).toHaveLength(1);
      expect(visible[0]).toHaveTextContent("Second");
    });
  });
});
