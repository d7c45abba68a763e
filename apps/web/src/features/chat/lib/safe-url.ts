/** Schemes an answer may link to; anything else (javascript:, data:, relative paths…) is dropped. */
const ALLOWED_PROTOCOLS = new Set(["http:", "https:", "tel:", "mailto:"]);

/**
 * react-markdown `urlTransform`: returns the URL when it is absolute with an allowed scheme, else "".
 * The WHATWG parser strips tabs/newlines and lowercases the scheme, so "Java\tScript:" cannot slip by.
 */
export function safeUrl(url: string): string {
  try {
    return ALLOWED_PROTOCOLS.has(new URL(url).protocol) ? url : "";
  } catch {
    return "";
  }
}

/** The host without a leading "www.", shown beside each source; "" for an unparsable URL. */
export function displayHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return "";
  }
}
