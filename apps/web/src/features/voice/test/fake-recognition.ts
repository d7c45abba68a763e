import { vi } from "vitest";
import type {
  SpeechRecognitionErrorEventLike,
  SpeechRecognitionLike,
  SpeechRecognitionResultEventLike,
} from "../speech-recognition";

/** A scriptable stand-in for the browser's SpeechRecognition, which jsdom lacks. */
export class FakeRecognition extends EventTarget implements SpeechRecognitionLike {
  static instances: FakeRecognition[] = [];
  /** The next start() call on any instance throws this. */
  static failNextStart: unknown = null;

  static last(): FakeRecognition {
    const instance = FakeRecognition.instances.at(-1);
    if (!instance) throw new Error("no SpeechRecognition was created");
    return instance;
  }

  lang = "";
  continuous = true;
  interimResults = false;
  maxAlternatives = 0;
  onstart: SpeechRecognitionLike["onstart"] = null;
  onresult: SpeechRecognitionLike["onresult"] = null;
  onerror: SpeechRecognitionLike["onerror"] = null;
  onend: SpeechRecognitionLike["onend"] = null;

  constructor() {
    super();
    FakeRecognition.instances.push(this);
  }

  start = vi.fn(() => {
    const failure = FakeRecognition.failNextStart;
    if (failure) {
      FakeRecognition.failNextStart = null;
      throw failure;
    }
    this.onstart?.(new Event("start"));
  });
  stop = vi.fn(() => this.end());
  abort = vi.fn(() => undefined);

  end(): void {
    this.onend?.(new Event("end"));
  }

  /** Delivers results whose first alternatives are `texts`, as Chrome does with interim results. */
  emitResults(texts: string[]): void {
    const results = texts.map((transcript) =>
      Object.assign([{ transcript, confidence: 0.9 }], { isFinal: false }),
    );
    const event = Object.assign(new Event("result"), {
      resultIndex: 0,
      results,
    }) as unknown as SpeechRecognitionResultEventLike;
    this.onresult?.(event);
  }

  /** Reports an error the way the browser does: error event, then end. */
  fail(code: string): void {
    this.onerror?.(
      Object.assign(new Event("error"), { error: code }) as SpeechRecognitionErrorEventLike,
    );
    this.end();
  }
}

export function installFakeRecognition(): () => void {
  FakeRecognition.instances = [];
  FakeRecognition.failNextStart = null;
  window.webkitSpeechRecognition = FakeRecognition;
  return () => {
    delete window.webkitSpeechRecognition;
    delete window.SpeechRecognition;
  };
}
