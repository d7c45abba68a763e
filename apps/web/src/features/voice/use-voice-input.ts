import { useCallback, useEffect, useRef, useState } from "react";
import { notify, notifyVoiceError, notifyVoiceStartFailed } from "../../lib/toasts";
import {
  getSpeechRecognition,
  transcriptOf,
  type SpeechRecognitionLike,
} from "./speech-recognition";
import { scheduleVoiceLogUpload, voiceLog } from "./voice-log";

/**
 * docs/behaviour.md §9: listening stops by itself after 30 s; an invalid-state start is retried
 * after 100 ms.
 */
export const VOICE_TIMEOUT_MS = 30_000;
export const VOICE_RETRY_MS = 100;

export interface UseVoiceInputOptions {
  /** Called when listening starts: the input is cleared so the transcript replaces it. */
  onStart: () => void;
  /** Called with the whole transcript so far (interim plus final) each time it changes. */
  onTranscript: (text: string) => void;
}

export interface VoiceInput {
  supported: boolean;
  listening: boolean;
  toggle: () => void;
}

function isInvalidState(error: unknown): boolean {
  // DOMException is not an Error subclass in every engine, so look at the name alone.
  return (
    typeof error === "object" &&
    error !== null &&
    (error as { name?: unknown }).name === "InvalidStateError"
  );
}

export function useVoiceInput({ onStart, onTranscript }: UseVoiceInputOptions): VoiceInput {
  const [Recognition] = useState(getSpeechRecognition);
  const [listening, setListening] = useState(false);
  const recognitionRef = useRef<SpeechRecognitionLike | null>(null);
  const timeoutRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const retryRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const callbacksRef = useRef({ onStart, onTranscript });

  useEffect(() => {
    callbacksRef.current = { onStart, onTranscript };
  }, [onStart, onTranscript]);

  const clearTimeoutTimer = useCallback(() => {
    if (timeoutRef.current !== null) clearTimeout(timeoutRef.current);
    timeoutRef.current = null;
  }, []);

  const recognizer = useCallback((): SpeechRecognitionLike | null => {
    if (!Recognition) return null;
    if (recognitionRef.current) return recognitionRef.current;
    const recognition = new Recognition();
    recognition.lang = "en-US";
    recognition.continuous = false;
    recognition.interimResults = true;
    recognition.maxAlternatives = 1;
    // The draft is cleared only once the recognizer really listens: a refused start (no permission,
    // a busy microphone) must not throw away what the parent typed.
    recognition.onstart = () => {
      voiceLog("info", "recognition started");
      callbacksRef.current.onStart();
    };
    recognition.onresult = (event) =>
      callbacksRef.current.onTranscript(transcriptOf(event.results));
    recognition.onerror = (event) => {
      voiceLog("error", `recognition error: ${event.error}`);
      notifyVoiceError(event.error);
    };
    recognition.onend = () => {
      voiceLog("info", "recognition ended");
      clearTimeoutTimer();
      setListening(false);
    };
    recognitionRef.current = recognition;
    return recognition;
  }, [Recognition, clearTimeoutTimer]);

  const start = useCallback(
    (isRetry: boolean) => {
      const recognition = recognizer();
      if (!recognition) return;
      try {
        recognition.start();
      } catch (error) {
        if (isInvalidState(error) && !isRetry) {
          // A recognizer that is still winding down refuses start(); abort it and try once more.
          voiceLog("warn", "recognizer busy (invalid state); aborting and retrying");
          recognition.abort();
          retryRef.current = setTimeout(() => {
            retryRef.current = null;
            start(true);
          }, VOICE_RETRY_MS);
          return;
        }
        voiceLog(
          "error",
          `could not start recognition: ${error instanceof Error ? error.message : String(error)}`,
        );
        setListening(false);
        notifyVoiceStartFailed();
        return;
      }
      setListening(true);
      clearTimeoutTimer();
      timeoutRef.current = setTimeout(() => {
        timeoutRef.current = null;
        voiceLog("warn", "recognition timed out after 30 s");
        recognition.stop();
        setListening(false);
        notify("voiceTimeout");
      }, VOICE_TIMEOUT_MS);
    },
    [recognizer, clearTimeoutTimer],
  );

  const toggle = useCallback(() => {
    if (!Recognition) return;
    scheduleVoiceLogUpload();
    if (listening) {
      voiceLog("info", "stopped by the user");
      clearTimeoutTimer();
      recognitionRef.current?.stop();
      setListening(false);
      return;
    }
    voiceLog("info", `starting recognition (${navigator.userAgent})`);
    start(false);
  }, [Recognition, listening, start, clearTimeoutTimer]);

  useEffect(
    () => () => {
      if (timeoutRef.current !== null) clearTimeout(timeoutRef.current);
      if (retryRef.current !== null) clearTimeout(retryRef.current);
      recognitionRef.current?.abort();
    },
    [],
  );

  return { supported: Recognition !== null, listening, toggle };
}
