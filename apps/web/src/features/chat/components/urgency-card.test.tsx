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

  it("sends the parent to the emergency department for the ER level, with the number to call", () => {
    render(<UrgencyCard urgency="emergency" disposition="er" />);
    expect(screen.getByRole("alert")).toHaveTextContent("Go to the emergency department now");
    expect(screen.getByRole("link", { name: "Call 911" })).toHaveAttribute("href", "tel:911");
  });

  it("says today, not now, for the within-24-hours level", () => {
    render(<UrgencyCard urgency="urgent" disposition="call-24h" />);
    expect(screen.getByRole("note")).toHaveTextContent("Call your pediatrician today");
    expect(screen.getByRole("note")).toHaveTextContent("within 24 hours");
  });

  it("uses the region's numbers", () => {
    const uk = {
      code: "UK",
      name: "United Kingdom",
      emergency: "999",
      dial: "999",
      urgentAdvice: "NHS 111",
    };
    const { unmount } = render(<UrgencyCard urgency="emergency" numbers={uk} />);
    expect(screen.getByRole("link", { name: "Call 999" })).toHaveAttribute("href", "tel:999");
    unmount();
    render(<UrgencyCard urgency="urgent" disposition="call-now" numbers={uk} />);
    expect(screen.getByRole("note")).toHaveTextContent("Call NHS 111 now");
  });

  it.each(["routine", null, undefined] as const)("shows nothing for %s", (urgency) => {
    const { container } = render(<UrgencyCard urgency={urgency} />);
    expect(container).toBeEmptyDOMElement();
  });
});
