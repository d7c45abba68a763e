import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useState } from "react";
import { Button } from "./button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog";

function Story({ blocking = false }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button>Open settings</Button>
        </DialogTrigger>
        <DialogContent blocking={blocking}>
          <DialogHeader>
            <DialogTitle>Settings</DialogTitle>
            <DialogDescription>Change how Nestling works for you.</DialogDescription>
          </DialogHeader>
          <input aria-label="Name" />
          <DialogFooter>
            <Button onClick={() => setOpen(false)}>Done</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <p>{open ? "is open" : "is closed"}</p>
    </>
  );
}

describe("Dialog", () => {
  it("opens with a title and description and a close button", async () => {
    const user = userEvent.setup();
    render(<Story />);
    await user.click(screen.getByRole("button", { name: "Open settings" }));
    const dialog = screen.getByRole("dialog", { name: "Settings" });
    expect(dialog).toHaveAccessibleDescription("Change how Nestling works for you.");
    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();
  });

  it("traps focus inside and restores it to the trigger on Escape", async () => {
    const user = userEvent.setup();
    render(<Story />);
    const trigger = screen.getByRole("button", { name: "Open settings" });
    await user.click(trigger);
    const dialog = screen.getByRole("dialog");
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it("closes on an outside click by default", async () => {
    const user = userEvent.setup();
    render(<Story />);
    await user.click(screen.getByRole("button", { name: "Open settings" }));
    await user.click(document.querySelector('[data-slot="dialog-overlay"]') as HTMLElement);
    await waitFor(() => expect(screen.getByText("is closed")).toBeInTheDocument());
  });

  it("stays open on an outside click or Escape when blocking", async () => {
    const user = userEvent.setup();
    render(<Story blocking />);
    await user.click(screen.getByRole("button", { name: "Open settings" }));
    expect(screen.queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
    await user.click(document.querySelector('[data-slot="dialog-overlay"]') as HTMLElement);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(screen.getByText("is open")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(screen.getByText("is open")).toBeInTheDocument();
  });
});
