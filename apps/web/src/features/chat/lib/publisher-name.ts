import type { MessageSource } from "../types";

/**
 * The publisher to show for a cited page. Answers cite a known set of health publishers, and their
 * titles often already are the publisher; otherwise the title stands in.
 */
export function publisherName(source: MessageSource): string {
  return source.title.trim() || source.url;
}
