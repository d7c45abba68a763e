export type { ChatMessage, RecognizedSource, Source } from "./types.js";
export { RECOGNIZED_SOURCES, findRecognizedSource, findSourceByTag } from "./recognized-sources.js";
export { formatCitations } from "./format-citations.js";
export type { FormatCitationsOptions, FormatCitationsResult } from "./format-citations.js";
export { OFF_TOPIC_REPLY, buildPrompt } from "./build-prompt.js";
export type { BuildPromptInput, PromptBaby, PromptPassage } from "./build-prompt.js";
export { createCitationStream } from "./citation-stream.js";
export type { CitationStream } from "./citation-stream.js";
