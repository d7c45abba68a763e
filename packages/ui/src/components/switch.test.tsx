import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Label } from "./label";
import { Switch } from "./switch";

describe("Switch", () => {
  it("toggles with a click on its label and with Space", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <Switch id="p" defaultChecked onCheckedChange={onChange} />
        <Label htmlFor="p">Personalized Responses</Label>
      </>,
    );
    const control = screen.getByRole("switch", { name: "Personalized Responses" });
    expect(control).toBeChecked();
    await user.click(screen.getByText("Personalized Responses"));
    expect(control).not.toBeChecked();
    control.focus();
    await user.keyboard(" ");
    expect(control).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it("cannot be toggled when disabled", async () => {
    const user = userEvent.setup();
    render(<Switch aria-label="Off" disabled />);
    await user.click(screen.getByRole("switch"));
    expect(screen.getByRole("switch")).not.toBeChecked();
  });
});
