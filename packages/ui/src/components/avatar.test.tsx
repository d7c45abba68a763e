import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Avatar } from "./avatar";

describe("Avatar", () => {
  it.each(["default", "robot", "user"] as const)(
    "draws the %s face when there is no picture or text",
    (face) => {
      const { container } = render(<Avatar face={face} />);
      expect(container.querySelector(`svg[data-face="${face}"]`)).toBeInTheDocument();
    },
  );

  it.each([
    ["sm", "size-6"],
    ["md", "size-8"],
    ["lg", "size-10"],
    ["xl", "size-16"],
  ] as const)("has the %s size", (size, cls) => {
    const { container } = render(<Avatar size={size} />);
    const root = container.querySelector('[data-slot="avatar"]');
    expect(root).toHaveAttribute("data-size", size);
    expect(root).toHaveClass(cls);
  });

  it("shows the fallback letter while the picture has not loaded", () => {
    render(<Avatar src="https://example.com/me.png" alt="Jane Doe" fallback="J" />);
    const avatar = screen.getByRole("img", { name: "Jane Doe" });
    expect(avatar).toHaveTextContent("J");
  });

  it("is hidden from assistive technology when it has no accessible name", () => {
    const { container } = render(<Avatar face="robot" />);
    expect(container.querySelector('[data-slot="avatar"]')).toHaveAttribute("aria-hidden", "true");
  });
});
