import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useState } from "react";
import { Button } from "./button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "./sheet";

function Story() {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button>Open menu</Button>
      </SheetTrigger>
      <SheetContent side="left">
        <SheetTitle>Menu</SheetTitle>
        <SheetDescription>Navigation</SheetDescription>
        <a href="#help" onClick={() => setOpen(false)}>
          Help
        </a>
      </SheetContent>
    </Sheet>
  );
}

describe("Sheet", () => {
  it("slides in from the left as a modal dialog over an overlay", async () => {
    const user = userEvent.setup();
    render(<Story />);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const sheet = screen.getByRole("dialog", { name: "Menu" });
    expect(sheet).toHaveAttribute("data-side", "left");
    expect(document.querySelector('[data-slot="sheet-overlay"]')).toBeInTheDocument();
  });

  it("closes when the overlay is tapped", async () => {
    const user = userEvent.setup();
    render(<Story />);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(document.querySelector('[data-slot="sheet-overlay"]') as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("closes with its close button and restores focus to the menu button", async () => {
    const user = userEvent.setup();
    render(<Story />);
    const trigger = screen.getByRole("button", { name: "Open menu" });
    await user.click(trigger);
    await user.click(screen.getByRole("button", { name: "Close menu" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it("traps keyboard focus while open", async () => {
    const user = userEvent.setup();
    render(<Story />);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const sheet = screen.getByRole("dialog");
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(sheet).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
