import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ExportButton } from "./export-button";

afterEach(() => vi.restoreAllMocks());

const MESSAGES = [
  { id: 1, role: "user" as const, content: "Teething signs?", createdAt: "2026-11-20T15:00:00Z" },
  { id: 2, role: "assistant" as const, content: "Drooling and chewing.", createdAt: "2026-11-20" },
];

describe("ExportButton", () => {
  it("downloads the conversation as a Markdown file", async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return "blob:export";
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    render(<ExportButton title="Teething" messages={MESSAGES} />);
    fireEvent.click(screen.getByRole("button", { name: "Export" }));
    fireEvent.click(screen.getByRole("button", { name: "Download Markdown" }));
    expect(click).toHaveBeenCalledTimes(1);
    // jsdom's Blob has no text(): read it the way a page would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(text).toContain("# Teething");
    expect(text).toContain("Teething signs?");
    expect(text).toContain("Drooling and chewing.");
    expect(screen.queryByRole("group", { name: "Export options" })).toBeNull();
  });

  it("opens the browser's print dialog for a printable page", () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    render(<ExportButton title="Teething" messages={MESSAGES} />);
    fireEvent.click(screen.getByRole("button", { name: "Export" }));
    fireEvent.click(screen.getByRole("button", { name: "Print or save as PDF" }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
