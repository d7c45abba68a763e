/**
 * The Markdown renderer (react-markdown, remark-gfm and their parsers) is the largest piece of the
 * chat, and the first screen, a greeting and suggestions, never needs it. It loads on demand, and
 * early: when the parent focuses the input or sends, so it is there before the answer arrives.
 */
export const loadMessageMarkdown = () => import("../components/message-markdown");

export function preloadMessageMarkdown(): void {
  void loadMessageMarkdown();
}
