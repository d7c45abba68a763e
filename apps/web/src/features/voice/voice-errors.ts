export const UNSUPPORTED_VOICE_TITLE = "Voice input requires Chrome, Safari, or Edge browser";
