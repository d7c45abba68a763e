// Domain types returned by the repositories: camelCase, dates as ISO strings, JSON parsed.

export type Urgency = "emergency" | "urgent" | "routine";
export type MessageRole = "user" | "assistant";
export type FeedingType = "breastfeeding" | "formula" | "both";

/** Same shape as `Source` of @nestling/citations (kept structural so db has no app dependency). */
export interface Source {
  url: string;
  title: string;
  description?: string;
}

export interface User {
  id: number;
  firebaseUid: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  /** The parent's region for emergency numbers ("US", "UK", …), or null when not chosen. */
  region: string | null;
  createdAt: string;
}

/** Who owns a conversation: a signed-in user or an anonymous visitor. */
export type Owner = { userId: number } | { visitorId: string };

export interface ConversationSummary {
  id: number;
  title: string;
  updatedAt: string;
}

export interface Conversation extends ConversationSummary {
  createdAt: string;
}

export interface Message {
  id: number;
  conversationId: number;
  role: MessageRole;
  content: string;
  sources: Source[];
  urgency: Urgency | null;
  /** Triage's finer level ("911", "er", "call-now", "call-24h", "home"), or null. */
  disposition: string | null;
  createdAt: string;
  /** Set on an answer the parent stopped while it streamed: it holds what they were shown. */
  stopped?: true;
}

export interface Feedback {
  messageId: number;
  helpful: boolean;
  createdAt: string;
}

export interface BabyProfile {
  name: string | null;
  dateOfBirth: string | null;
  feedingType: FeedingType | null;
  conditions: string | null;
  allergies: string | null;
  weight: string | null;
  height: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface LegalAcceptance {
  acceptedAt: string;
  version: string;
}

export interface Visitor {
  visitorId: string;
  /** The user this browser belongs to, once someone signed in on it. */
  userId: number | null;
  createdAt: string;
  lastSeenAt: string;
}
