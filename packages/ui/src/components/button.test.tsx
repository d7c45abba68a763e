import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";

describe("Button", () => {
  it.each(["default", "destructive", "outline", "secondary", "ghost", "link"] as const)(
    "renders the %s variant",
    (variant) => {
      render(<Button variant={variant}>Save</Button>);
      const button = screen.getByRole("button", { name: "Save" });
      expect(button).toHaveAttribute("data-variant", variant);
      expect(button).toHaveAttribute("type", "button");
    },
  );

  it("uses the destructive colours for destructive actions", () => {
    render(<Button variant="destructive">Delete</Button>);
    expect(screen.getByRole("button")).toHaveClass("bg-destructive");
  });

  it("activates with Enter and Space from the keyboard", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Go</Button>);
    await user.tab();
    expect(screen.getByRole("button")).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it("does not fire when disabled", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Go
      </Button>,
    );
    await user.click(screen.getByRole("button"));
    expect(onClick).not.toHaveBeenCalled();
  });

  it("renders its child with button styles when asChild", () => {
    render(
      <Button asChild variant="link">
        <a href="/help">Help</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Help" });
    expect(link).toHaveClass("text-primary");
    expect(link).not.toHaveAttribute("type");
  });

  it("lets a caller's class override a variant class", () => {
    render(<Button className="h-14">Tall</Button>);
    const button = screen.getByRole("button");
    expect(button).toHaveClass("h-14");
    expect(button).not.toHaveClass("h-10");
  });
});
