import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Input } from "./input";
import { Label } from "./label";
import { Textarea } from "./textarea";

describe("Input, Textarea and Label", () => {
  it("labels an input and accepts typing", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Label htmlFor="name">Baby's name</Label>
        <Input id="name" placeholder="e.g. Emma" />
      </>,
    );
    const input = screen.getByLabelText("Baby's name");
    expect(input).toHaveAttribute("placeholder", "e.g. Emma");
    await user.type(input, "Emma");
    expect(input).toHaveValue("Emma");
  });

  it("renders a number input with limits", () => {
    render(<Input type="number" min={0} max={36} aria-label="Age in months" />);
    const input = screen.getByRole("spinbutton", { name: "Age in months" });
    expect(input).toHaveAttribute("min", "0");
    expect(input).toHaveAttribute("max", "36");
  });

  it("marks an invalid field", () => {
    render(<Input aria-label="Weight" aria-invalid="true" />);
    expect(screen.getByLabelText("Weight")).toBeInvalid();
  });

  it("renders a multi-line textarea", async () => {
    const user = userEvent.setup();
    render(<Textarea aria-label="Allergies" />);
    const textarea = screen.getByRole("textbox", { name: "Allergies" });
    await user.type(textarea, "peanuts{Shift>}{Enter}{/Shift}eggs");
    expect(textarea).toHaveValue("peanuts\neggs");
  });
});
