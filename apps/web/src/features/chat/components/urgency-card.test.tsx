// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UrgencyCard } from "./urgency-card";

describe("UrgencyCard", () => {
  it("shows a tap-to-call 911 alert for an emergency", () => {
    render(<UrgencyCard urgency="emergency" />);
    expect(screen.getByRole("alert")).toHaveTextContent("This may be an emergency");
    expect(screen.getByRole("link", { name: "Call 911" })).toHaveAttribute("href", "tel:911");
  });

  it("tells the parent to call the pediatrician when urgent", () => {
    render(<UrgencyCard urgency="urgent" />);
    expect(screen.getByRole("note")).toHaveTextContent("Call your pediatrician now");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it.each(["routine", null, undefined] as const)("shows nothing for %s", (urgency) => {
    const { container } = render(<UrgencyCard urgency={urgency} />);
    expect(container).toBeEmptyDOMElement();
  });
});
