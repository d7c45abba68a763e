/** A cited web page behind an answer (the `@nestling/citations` Source shape). */
export interface MessageSource {
  url: string;
  title: string;
  description?: string | null;
}

export type Urgency = "emergency" | "urgent" | "routine";

/** Triage's finer level: call 911, go to the ER, call the doctor now or within 24 hours, home care. */
export type Disposition = "911" | "er" | "call-now" | "call-24h" | "home";

/** A chat message as the UI shows it; `id <= 0` marks one not yet saved (an optimistic user message). */
export interface ChatMessage {
  id: number;
  role: "user" | "assistant";
  content: string;
  createdAt: string | Date;
  sources?: MessageSource[] | null;
  urgency?: Urgency | null;
  disposition?: Disposition | string | null;
  /** The parent stopped this answer while it arrived: it holds what they were shown. */
  stopped?: boolean;
  /** In this page only: the connection dropped while the answer arrived; it holds what was shown. */
  interrupted?: boolean;
}
