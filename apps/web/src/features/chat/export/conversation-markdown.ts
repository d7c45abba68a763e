export {
  conversationMarkdown,
  EXPORT_NOTICE,
  exportFileName,
} from "@nestling/router/conversation-markdown";

/** Saves text as a file through a temporary link (no server round trip). */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/markdown;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
