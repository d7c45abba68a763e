import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Label } from "./label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";

function Story({ onValueChange }: { onValueChange: (v: string) => void }) {
  return (
    <>
      <Label htmlFor="feeding">Feeding method</Label>
      <Select onValueChange={onValueChange}>
        <SelectTrigger id="feeding">
          <SelectValue placeholder="Choose one" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="breastfeeding">Breastfeeding</SelectItem>
          <SelectItem value="formula">Formula</SelectItem>
          <SelectItem value="both">Both</SelectItem>
        </SelectContent>
      </Select>
    </>
  );
}

describe("Select", () => {
  it("shows the placeholder, then the picked option", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Story onValueChange={onValueChange} />);
    const trigger = screen.getByRole("combobox", { name: "Feeding method" });
    expect(trigger).toHaveTextContent("Choose one");
    await user.click(trigger);
    await user.click(screen.getByRole("option", { name: "Formula" }));
    expect(onValueChange).toHaveBeenCalledWith("formula");
    expect(trigger).toHaveTextContent("Formula");
  });

  it("is operable with the keyboard", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Story onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole("combobox")).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("listbox")).toBeInTheDocument();
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });
});
