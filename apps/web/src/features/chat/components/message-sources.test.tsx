// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MessageSources } from "./message-sources";

const sources = [
  { url: "https://www.cdc.gov/sids/about/index.html", title: "CDC" },
  {
    url: "https://www.healthychildren.org/English/safe-sleep",
    title: "A Parent's Guide to Safe Sleep",
    description: "HealthyChildren.org",
  },
  { url: "javascript:alert(1)", title: "Bad" },
];

describe("MessageSources", () => {
  it("starts hidden and toggles the list of publishers with their hosts", () => {
    render(<MessageSources sources={sources} />);
    const toggle = screen.getByRole("button", { name: "Show sources (2)" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("list", { name: "Sources" })).toBeNull();

    fireEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Hide sources" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    const list = screen.getByRole("list", { name: "Sources" });
    expect(list).toHaveTextContent("CDC");
    expect(list).toHaveTextContent("cdc.gov");
    expect(list).toHaveTextContent("healthychildren.org");
    expect(screen.getByRole("link", { name: "HealthyChildren.org" })).toHaveAttribute(
      "href",
      "https://www.healthychildren.org/English/safe-sleep",
    );
    expect(list).toHaveTextContent("A Parent's Guide to Safe Sleep");
    expect(list).not.toHaveTextContent("Bad");
    const link = screen.getByRole("link", { name: "CDC" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");

    fireEvent.click(screen.getByRole("button", { name: "Hide sources" }));
    expect(screen.queryByRole("list", { name: "Sources" })).toBeNull();
  });

  it("renders nothing without a linkable source", () => {
    const { container } = render(<MessageSources sources={[{ url: "ftp://x", title: "x" }]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
