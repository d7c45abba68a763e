import { useId, useState } from "react";
import { BookOpen, ChevronDown } from "lucide-react";
import { cn } from "@nestling/ui";
import { displayHost, safeUrl } from "../lib/safe-url";
import { pageTitle, publisherName } from "../lib/publisher-name";
import type { MessageSource } from "../types";

export type MessageSourcesProps = { sources: readonly MessageSource[]; className?: string };

/** The pages an answer cites, behind a toggle that starts closed so the answer itself stays in front. */
export function MessageSources({ sources, className }: MessageSourcesProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const linkable = sources.filter((source) => safeUrl(source.url).startsWith("http"));
  if (linkable.length === 0) return null;
  const count = linkable.length;

  return (
    <div
      data-slot="message-sources"
      data-state={open ? "open" : "closed"}
      className={cn("mt-3", className)}
    >
      {/* On paper the list is always there: a printed answer keeps its sources. */}
      <ol aria-hidden="true" className="hidden text-sm print:block">
        {linkable.map((source, index) => (
          <li key={`print-${source.url}-${index}`}>
            {index + 1}. {publisherName(source)} — {source.url}
          </li>
        ))}
      </ol>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-1.5 rounded-md px-1.5 py-1 text-xs print:hidden font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground"
      >
        <BookOpen className="size-3.5" aria-hidden />
        {open ? "Hide sources" : `Show sources (${count})`}
        <ChevronDown
          className={cn("size-3.5 transition-transform", open && "rotate-180")}
          aria-hidden
        />
      </button>
      {open ? (
        <ol id={listId} aria-label="Sources" className="mt-2 space-y-1.5 print:hidden">
          {linkable.map((source, index) => {
            const host = displayHost(source.url);
            return (
              <li key={`${source.url}-${index}`} className="flex gap-2 text-sm">
                <span className="mt-0.5 w-5 shrink-0 text-right text-xs font-semibold text-muted-foreground">
                  {index + 1}.
                </span>
                <div className="min-w-0">
                  <a
                    href={source.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium text-primary underline-offset-2 hover:underline"
                  >
                    {publisherName(source)}
                  </a>
                  <span className="ml-1.5 text-xs text-muted-foreground">{host}</span>
                  {pageTitle(source) ? (
                    <p className="line-clamp-2 text-xs text-muted-foreground">
                      {pageTitle(source)}
                    </p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}
