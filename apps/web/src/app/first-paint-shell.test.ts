// index.html draws the empty chat screen's frame before any script runs (see the comment there).
// Its texts must stay those of the components React replaces it with.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { INPUT_PLACEHOLDER } from "../features/chat/components/chat-input";
import { SAFETY_BANNER_TEXT } from "../features/layout/safety-banner";

const html = readFileSync(path.resolve(__dirname, "../../index.html"), "utf8");
const shell = new DOMParser().parseFromString(html, "text/html");
const text = (selector: string) =>
  shell.querySelector(selector)?.textContent?.replace(/\s+/g, " ").trim();

describe("the first-paint shell in index.html", () => {
  it("sits inside #root, where React's first render replaces it", () => {
    expect(shell.querySelector("#root > [data-first-paint]")).not.toBeNull();
  });

  it("shows the safety notice word for word", () => {
    expect(text('[aria-label="Safety notice"] p')).toBe(SAFETY_BANNER_TEXT);
  });

  it("shows the question box's placeholder and the product's name", () => {
    expect(shell.querySelector("main textarea")?.getAttribute("placeholder")).toBe(
      INPUT_PLACEHOLDER,
    );
    expect(text("header .font-heading")).toBe("Nestling");
  });

  it("has no control a parent could use before the app runs: the box is read-only and unfocusable", () => {
    expect(shell.querySelectorAll("#root button, #root input, #root a")).toHaveLength(0);
    const box = shell.querySelector("main textarea")!;
    expect(box.hasAttribute("readonly")).toBe(true);
    expect(box.getAttribute("tabindex")).toBe("-1");
    expect(box.getAttribute("aria-hidden")).toBe("true");
  });
});
