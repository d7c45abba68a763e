import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Checkbox } from "./checkbox";
import { Label } from "./label";

describe("Checkbox", () => {
  it("is ticked by clicking its label or pressing Space", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Checkbox id="accept" />
        <Label htmlFor="accept">I understand and accept the terms outlined above</Label>
      </>,
    );
    const box = screen.getByRole("checkbox", {
      name: "I understand and accept the terms outlined above",
    });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText(/I understand/));
    expect(box).toBeChecked();
    await user.keyboard(" ");
    expect(box).not.toBeChecked();
    box.focus();
    await user.keyboard(" ");
    expect(box).toBeChecked();
    expect(box).toHaveAttribute("data-state", "checked");
  });
});
