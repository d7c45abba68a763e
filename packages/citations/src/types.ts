/** A cited source as shown under an answer: the address, a title, and optionally a short description. */
export interface Source {
  url: string;
  title: string;
  description?: string;
}

/** A publisher whose pages count as trusted citations. */
export interface RecognizedSource {
  /** Display name, e.g. "Mayo Clinic". */
  name: string;
  /** Short tag key, usable as a bare tag in text: `[mayo]`. */
  key: string;
  /** Host names; each matches exactly or as a parent domain of the link's host. */
  hosts: readonly string[];
  /** The publisher's home page, used when a bare tag is expanded to a link. */
  homeUrl: string;
  /** Other spellings accepted as bare tags, e.g. "Mayo Clinic" besides "mayo". */
  aliases: readonly string[];
}

/** One message for an OpenAI-style chat-completions API. */
export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}
