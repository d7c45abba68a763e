import { memo, type ReactNode } from "react";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { cn } from "@nestling/ui";
import { safeUrl } from "../lib/safe-url";

/** "1", "[1]" or "12": the text of a citation link such as `[1](https://…)`. */
const CITATION_TEXT = /^\[?(\d{1,2})\]?$/;

function textOf(children: ReactNode): string | null {
  if (typeof children === "string" || typeof children === "number") return String(children);
  if (Array.isArray(children) && children.length === 1) return textOf(children[0] as ReactNode);
  return null;
}

const components: Components = {
  a({ href, children, node: _node, ...props }) {
    // urlTransform already emptied unsafe hrefs: keep their text, drop the link.
    if (!href) return <span>{children}</span>;
    const citation = textOf(children)?.match(CITATION_TEXT);
    if (citation) {
      return (
        <sup className="ml-0.5 align-baseline">
          <a
            {...props}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            data-citation={citation[1]}
            aria-label={`Source ${citation[1]} (opens in a new tab)`}
            className="inline-flex min-h-6 min-w-6 items-center justify-center rounded px-0.5 align-super text-[0.75rem] leading-none font-semibold text-primary no-underline hover:underline"
          >
            [{citation[1]}]
          </a>
        </sup>
      );
    }
    return (
      <a
        {...props}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="font-medium text-primary underline underline-offset-2"
      >
        {children}
      </a>
    );
  },
  table({ node: _node, className, ...props }) {
    return (
      <div className="my-2 overflow-x-auto">
        <table className={cn("w-full border-collapse text-left text-sm", className)} {...props} />
      </div>
    );
  },
};

export type MessageMarkdownProps = { content: string; className?: string };

/**
 * An answer's Markdown (GFM tables, lists…) rendered without raw HTML and with only http(s), tel and
 * mailto links, each opening in a new tab: answers quote the web, so nothing in them may run or track.
 */
export const MessageMarkdown = memo(function MessageMarkdown({
  content,
  className,
}: MessageMarkdownProps) {
  return (
    <div
      className={cn(
        "space-y-2 break-words text-[0.95rem] leading-relaxed",
        "[&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 [&_li]:my-0.5",
        "[&_h1]:text-lg [&_h1]:font-bold [&_h2]:text-base [&_h2]:font-bold [&_h3]:font-semibold",
        "[&_strong]:font-semibold [&_th]:border-b [&_th]:p-1.5 [&_td]:border-b [&_td]:p-1.5",
        "[&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground",
        "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1",
        className,
      )}
    >
      <Markdown
        remarkPlugins={[remarkGfm]}
        skipHtml
        urlTransform={safeUrl}
        disallowedElements={["img"]}
        components={components}
      >
        {content}
      </Markdown>
    </div>
  );
});
