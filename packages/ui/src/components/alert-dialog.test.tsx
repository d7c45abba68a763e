import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./alert-dialog";

function Story({ onConfirm }: { onConfirm: () => void }) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">Delete My Account</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure?</AlertDialogTitle>
          <AlertDialogDescription>This cannot be undone.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Yes, Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

describe("AlertDialog", () => {
  it("opens as an alertdialog and focuses Cancel first, the safe choice", async () => {
    const user = userEvent.setup();
    render(<Story onConfirm={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Delete My Account" }));
    expect(screen.getByRole("alertdialog", { name: "Are you sure?" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
  });

  it("keeps focus inside while tabbing and confirms with the keyboard", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Story onConfirm={onConfirm} />);
    await user.click(screen.getByRole("button", { name: "Delete My Account" }));
    const dialog = screen.getByRole("alertdialog");
    await user.tab();
    expect(screen.getByRole("button", { name: "Yes, Delete" })).toHaveFocus();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab({ shift: true });
    await user.keyboard("{Enter}");
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it("cancels with Escape and returns focus to the trigger", async () => {
    const user = userEvent.setup();
    render(<Story onConfirm={vi.fn()} />);
    const trigger = screen.getByRole("button", { name: "Delete My Account" });
    await user.click(trigger);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it("does not close on an outside click", async () => {
    const user = userEvent.setup();
    render(<Story onConfirm={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Delete My Account" }));
    await user.click(document.querySelector('[data-slot="alert-dialog-overlay"]') as HTMLElement);
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });
});
