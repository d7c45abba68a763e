// @vitest-environment jsdom
import type * as UiModule from "@nestling/ui";
import { useState } from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { showToast } from "@nestling/ui";
import { useVoiceInput, VOICE_RETRY_MS, VOICE_TIMEOUT_MS } from "./use-voice-input";
import { VoiceButton } from "./voice-button";
import { resetVoiceLog } from "./voice-log";
import { FakeRecognition, installFakeRecognition } from "./test/fake-recognition";

vi.mock("@nestling/ui", async (importOriginal) => ({
  ...(await importOriginal<typeof UiModule>()),
  showToast: vi.fn(),
}));

function Harness({ initial = "typed before" }: { initial?: string }) {
  const [text, setText] = useState(initial);
  const voice = useVoiceInput({ onStart: () => setText(""), onTranscript: setText });
  return (
    <div>
      <textarea aria-label="message" value={text} onChange={(e) => setText(e.target.value)} />
      <VoiceButton {...voice} />
    </div>
  );
}

const startButton = () => screen.getByRole("button", { name: "Start voice input" });
const stopButton = () => screen.getByRole("button", { name: "Stop voice input" });

describe("useVoiceInput", () => {
  let uninstall: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(showToast).mockClear();
    for (const level of ["info", "warn", "error"] as const)
      vi.spyOn(console, level).mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    uninstall = installFakeRecognition();
  });
  afterEach(() => {
    uninstall();
    resetVoiceLog();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("configures en-US, non-continuous, interim results, one alternative", () => {
    render(<Harness />);
    fireEvent.click(startButton());
    const recognition = FakeRecognition.last();
    expect(recognition.lang).toBe("en-US");
    expect(recognition.continuous).toBe(false);
    expect(recognition.interimResults).toBe(true);
    expect(recognition.maxAlternatives).toBe(1);
  });

  it("clears the input on start and fills it with the live transcript", () => {
    render(<Harness />);
    const box = screen.getByRole<HTMLTextAreaElement>("textbox", { name: "message" });
    expect(box.value).toBe("typed before");
    fireEvent.click(startButton());
    expect(box.value).toBe("");
    expect(stopButton()).toHaveAttribute("aria-pressed", "true");
    act(() => FakeRecognition.last().emitResults(["how much should"]));
    expect(box.value).toBe("how much should");
    act(() => FakeRecognition.last().emitResults(["how much should", " my baby sleep"]));
    expect(box.value).toBe("how much should my baby sleep");
  });

  it("keeps the draft when the recognizer refuses to start", () => {
    render(<Harness />);
    const box = screen.getByRole<HTMLTextAreaElement>("textbox", { name: "message" });
    FakeRecognition.failNextStart = new Error("not-allowed");
    fireEvent.click(startButton());
    expect(box.value).toBe("typed before");
    expect(startButton()).toBeInTheDocument();
  });

  it("stops on a second press and when the recognizer ends", () => {
    render(<Harness />);
    fireEvent.click(startButton());
    fireEvent.click(stopButton());
    expect(FakeRecognition.last().stop).toHaveBeenCalledTimes(1);
    expect(startButton()).toHaveAttribute("aria-pressed", "false");
    fireEvent.click(startButton());
    act(() => FakeRecognition.last().end());
    expect(startButton()).toBeInTheDocument();
  });

  it("times out after 30 s with a toast", () => {
    render(<Harness />);
    fireEvent.click(startButton());
    act(() => vi.advanceTimersByTime(VOICE_TIMEOUT_MS - 1));
    expect(showToast).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(FakeRecognition.last().stop).toHaveBeenCalled();
    expect(showToast).toHaveBeenCalledWith({
      title: "Voice Recognition Timeout",
      description: "Voice recognition timed out. Please try again.",
      variant: "destructive",
    });
    expect(startButton()).toBeInTheDocument();
  });

  it("aborts and retries after 100 ms on an invalid-state error", () => {
    render(<Harness />);
    FakeRecognition.failNextStart = new DOMException("already started", "InvalidStateError");
    fireEvent.click(startButton());
    const recognition = FakeRecognition.last();
    expect(recognition.abort).toHaveBeenCalledTimes(1);
    expect(recognition.start).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(VOICE_RETRY_MS - 1));
    expect(recognition.start).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(recognition.start).toHaveBeenCalledTimes(2);
    expect(stopButton()).toBeInTheDocument();
    expect(showToast).not.toHaveBeenCalled();
  });

  it("shows the start-failure toast when start throws anything else", () => {
    render(<Harness />);
    FakeRecognition.failNextStart = new Error("boom");
    fireEvent.click(startButton());
    expect(showToast).toHaveBeenCalledWith({
      title: "Voice Recognition Error",
      description: "Unable to start voice recognition. Please try again.",
      variant: "destructive",
    });
    expect(startButton()).toBeInTheDocument();
  });

  it.each([
    ["network", "Network error during voice recognition"],
    [
      "not-allowed",
      "Microphone permission denied. Please allow microphone access in your browser settings.",
    ],
    ["service-not-allowed", "Voice recognition service not available"],
    ["bad-grammar", "Voice recognition grammar error"],
    ["language-not-supported", "Language not supported for voice recognition"],
    ["audio-capture", "Voice recognition error: audio-capture"],
  ])("toasts the %s error", (code, description) => {
    render(<Harness />);
    fireEvent.click(startButton());
    act(() => FakeRecognition.last().fail(code));
    expect(showToast).toHaveBeenCalledWith({
      title: "Voice Recognition Error",
      description,
      variant: "destructive",
    });
    expect(startButton()).toBeInTheDocument();
  });

  it.each(["no-speech", "aborted"])("stays silent on %s", (code) => {
    render(<Harness />);
    fireEvent.click(startButton());
    act(() => FakeRecognition.last().fail(code));
    expect(showToast).not.toHaveBeenCalled();
  });
});

describe("VoiceButton without speech recognition", () => {
  it("is disabled and titled with the browsers that support it", () => {
    render(<Harness />);
    const button = screen.getByRole("button", {
      name: "Voice input requires Chrome, Safari, or Edge browser",
    });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("title", "Voice input requires Chrome, Safari, or Edge browser");
  });
});
