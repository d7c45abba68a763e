export { appRouter, createCaller, type AppRouter } from "./root";
export { createContext, type ChatVisitor, type Context, type VisitorAccess } from "./context";
export type {
  HttpBridge,
  Identity,
  IdentityClaims,
  Logger,
  PublicFirebaseConfig,
  RouterConfig,
  RouterDeps,
} from "./deps";
export { requesterKey } from "./requester";
export { purgeExpiredData } from "./services/expired-data";
export {
  errorShape,
  toPublicError,
  INTERNAL_ERROR_MESSAGE,
  INVALID_JSON_MESSAGE,
  type ErrorShape,
  type PublicError,
} from "./errors";
export { ERROR_REASONS, REASON_STATUS, refusal, Refusal, type ErrorReason } from "./error-reasons";
export type { MessageView, PublicUser } from "./services/views";
export type { RegionView } from "./services/region";
export type { SendMessageResult } from "./services/send-message";
export type { ChatStreamEvent } from "./services/stream-message";
export type { LegalStatus } from "./services/legal";
export type { ConversationPage, ConversationSearchResult } from "./services/conversation-history";
export type { ConversationExport } from "./services/conversation-export";
export type {
  CreatedShare,
  SharedConversation,
  SharedMessage,
  ShareStatus,
} from "./services/shares";
export * from "./constants";
