import { Button } from "@nestling/ui";
import { DownloadIcon, PrinterIcon } from "lucide-react";
import { useState } from "react";
import type { ChatMessage } from "../types";
import { conversationMarkdown, downloadText, exportFileName } from "./conversation-markdown";

/**
 * "Export": the conversation as a Markdown file, or the browser's print dialog, where a print
 * stylesheet leaves only the messages, their sources and the safety notice ("Save as PDF").
 */
export function ExportButton({
  title,
  messages,
}: {
  title: string;
  messages: readonly ChatMessage[];
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="relative print:hidden" data-slot="export">
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls="export-options"
        onClick={() => setOpen((value) => !value)}
      >
        <DownloadIcon aria-hidden />
        Export
      </Button>
      {open ? (
        <div
          id="export-options"
          role="group"
          aria-label="Export options"
          className="absolute right-0 z-20 mt-1 flex w-56 flex-col gap-1 rounded-lg border border-border bg-popover p-1.5 text-popover-foreground shadow-md"
          onKeyDown={(event) => {
            if (event.key === "Escape") setOpen(false);
          }}
        >
          <Button
            variant="ghost"
            size="sm"
            className="justify-start"
            onClick={() => {
              downloadText(exportFileName(title), conversationMarkdown(title, messages));
              setOpen(false);
            }}
          >
            <DownloadIcon aria-hidden />
            Download Markdown
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="justify-start"
            onClick={() => {
              setOpen(false);
              window.print();
            }}
          >
            <PrinterIcon aria-hidden />
            Print or save as PDF
          </Button>
        </div>
      ) : null}
    </div>
  );
}
