import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Badge } from "./badge";

describe("Badge", () => {
  it.each([
    ["default", "bg-primary"],
    ["secondary", "bg-secondary"],
    ["outline", "border-border"],
    ["destructive", "bg-destructive"],
    ["success", "bg-success"],
  ] as const)("renders the %s variant", (variant, cls) => {
    render(<Badge variant={variant}>BETA</Badge>);
    expect(screen.getByText("BETA")).toHaveClass(cls);
  });
});
