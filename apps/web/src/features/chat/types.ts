/** A cited web page behind an answer (the `@nestling/citations` Source shape). */
export interface MessageSource {
  url: string;
  title: string;
  description?: string | null;
}

export type Urgency = "emergency" | "urgent" | "routine";

/** A chat message as the UI shows it; `id <= 0` marks one not yet saved (an optimistic user message). */
export interface ChatMessage {
  id: number;
  role: "user" | "assistant";
  content: string;
  createdAt: string | Date;
  sources?: MessageSource[] | null;
  urgency?: Urgency | null;
}
