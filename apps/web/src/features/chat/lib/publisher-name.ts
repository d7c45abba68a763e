import type { MessageSource } from "../types";
import { displayHost } from "./safe-url";

/** A description this short is a publisher's name ("Mayo Clinic", "HealthyChildren.org"), not prose. */
const NAME_MAX_LENGTH = 60;

/**
 * The publisher to show for a cited page. The answer engine puts the publisher in `description`
 * when it knows the page's own title, and in `title` when it does not.
 */
export function publisherName(source: MessageSource): string {
  const description = source.description?.trim();
  if (description && description.length <= NAME_MAX_LENGTH) return description;
  return source.title.trim() || displayHost(source.url) || source.url;
}

/** The page's own title when it says more than the publisher's name; else null. */
export function pageTitle(source: MessageSource): string | null {
  const title = source.title.trim();
  return title && title !== publisherName(source) ? title : null;
}
