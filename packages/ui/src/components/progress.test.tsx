import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Progress } from "./progress";

describe("Progress", () => {
  it.each([20, 100])("reports %i percent to assistive technology and fills that much", (value) => {
    const { container } = render(<Progress value={value} aria-label="Setup progress" />);
    const bar = screen.getByRole("progressbar", { name: "Setup progress" });
    expect(bar).toHaveAttribute("aria-valuenow", String(value));
    const indicator = container.querySelector('[data-slot="progress-indicator"]') as HTMLElement;
    expect(indicator.style.transform).toBe(`translateX(-${100 - value}%)`);
  });
});
