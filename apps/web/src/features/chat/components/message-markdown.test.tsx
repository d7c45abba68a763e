// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MessageMarkdown } from "./message-markdown";

describe("MessageMarkdown", () => {
  it("renders GFM: lists, bold and tables", () => {
    const { container } = render(
      <MessageMarkdown
        content={"**Feed** often:\n\n- day\n- night\n\n| Age | Oz |\n|---|---|\n| 1 mo | 4 |"}
      />,
    );
    expect(container.querySelector("strong")).toHaveTextContent("Feed");
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("table")).toBeInTheDocument();
  });

  it("never renders raw HTML", () => {
    const { container } = render(
      <MessageMarkdown
        content={'Hello <script>alert(1)</script><img src=x onerror="alert(2)"> <b>bold</b> world'}
      />,
    );
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    expect(container.innerHTML).not.toContain("onerror");
    expect(container).toHaveTextContent("Hello");
    expect(container).toHaveTextContent("world");
  });

  it("drops javascript:, data: and relative links but keeps their text", () => {
    const { container } = render(
      <MessageMarkdown
        content={
          "[one](javascript:alert(1)) [two](JaVaScRiPt:alert(1)) [three](data:text/html,hi) [four](/settings) ![pic](https://example.org/a.png)"
        }
      />,
    );
    expect(container.querySelectorAll("a")).toHaveLength(0);
    expect(container.querySelector("img")).toBeNull();
    for (const text of ["one", "two", "three", "four"]) expect(container).toHaveTextContent(text);
  });

  it("opens http(s), tel and mailto links in a new tab without an opener", () => {
    render(
      <MessageMarkdown
        content={
          "See [the CDC](https://www.cdc.gov/sids), [call](tel:911), [mail](mailto:help@example.org) or [http](http://nhs.uk)."
        }
      />,
    );
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "https://www.cdc.gov/sids",
      "tel:911",
      "mailto:help@example.org",
      "http://nhs.uk",
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("renders citation links as small superscript numbers", () => {
    const { container } = render(
      <MessageMarkdown
        content={
          "Place babies on their back to sleep [1](https://www.cdc.gov/sids)[2](https://www.nhs.uk/x)."
        }
      />,
    );
    const citations = container.querySelectorAll("sup > a[data-citation]");
    expect(citations).toHaveLength(2);
    expect(citations[0]).toHaveTextContent("1");
    expect(citations[0]).toHaveAttribute("href", "https://www.cdc.gov/sids");
    expect(citations[0]).toHaveAccessibleName("Source 1 (opens in a new tab)");
    expect(citations[1]).toHaveAttribute("rel", "noopener noreferrer");
  });
});
