import type { Message, Source, Urgency, User } from "@nestling/db";

/** A message as clients see it (the internal conversation key stays on the server). */
export interface MessageView {
  id: number;
  role: "user" | "assistant";
  content: string;
  createdAt: string;
  sources: Source[];
  urgency: Urgency | null;
  /** Triage's finer level: "911", "er", "call-now", "call-24h" or "home" (null on questions). */
  disposition: string | null;
  /** An answer the parent stopped while it streamed: it holds what they were shown. */
  stopped?: true;
}

export function toMessageView(message: Message): MessageView {
  return {
    id: message.id,
    role: message.role,
    content: message.content,
    createdAt: message.createdAt,
    sources: message.sources,
    urgency: message.urgency,
    disposition: message.disposition,
    ...(message.stopped ? { stopped: true as const } : {}),
  };
}

/** The user as `GET /api/auth/user` answers it. */
export interface PublicUser {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
  /** The region the parent chose for emergency numbers, or null (the browser's locale decides). */
  region: string | null;
}

export function toPublicUser(user: User): PublicUser {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    region: user.region,
  };
}
