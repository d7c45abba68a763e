import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "./card";
import { ScrollArea } from "./scroll-area";
import { Separator } from "./separator";
import { VisuallyHidden } from "./visually-hidden";

describe("layout parts", () => {
  it("renders a card with a heading and description", () => {
    render(
      <Card>
        <CardHeader>
          <CardTitle>Privacy First</CardTitle>
          <CardDescription>Your data stays yours.</CardDescription>
        </CardHeader>
        <CardContent>Body</CardContent>
      </Card>,
    );
    expect(screen.getByRole("heading", { name: "Privacy First" })).toBeInTheDocument();
    expect(screen.getByText("Your data stays yours.")).toHaveClass("text-muted-foreground");
  });

  it("renders a decorative separator in both orientations", () => {
    const { container } = render(
      <>
        <Separator />
        <Separator orientation="vertical" />
      </>,
    );
    const parts = container.querySelectorAll('[data-slot="separator"]');
    expect(parts[0]).toHaveAttribute("data-orientation", "horizontal");
    expect(parts[1]).toHaveAttribute("data-orientation", "vertical");
    expect(parts[0]).toHaveAttribute("role", "none");
  });

  it("renders scrollable content inside a scroll area", () => {
    render(
      <ScrollArea className="h-24">
        <ul aria-label="Chat History">
          <li>First chat</li>
        </ul>
      </ScrollArea>,
    );
    expect(screen.getByRole("list", { name: "Chat History" })).toBeInTheDocument();
  });

  it("keeps visually hidden text available to screen readers", () => {
    render(
      <button>
        <VisuallyHidden>Open menu</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole("button", { name: "Open menu" })).toBeInTheDocument();
  });
});
