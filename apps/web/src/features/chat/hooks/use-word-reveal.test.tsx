// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useWordReveal } from "./use-word-reveal";

describe("useWordReveal", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits for the delay, then adds one word per interval, keeping line breaks", () => {
    const { result } = renderHook(() =>
      useWordReveal("One two\nthree", { msPerWord: 100, delayMs: 1_500 }),
    );
    expect(result.current).toEqual({ text: "", started: false, done: false });
    act(() => vi.advanceTimersByTime(1_500));
    expect(result.current).toEqual({ text: "One", started: true, done: false });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current.text).toBe("One two");
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toEqual({ text: "One two\nthree", started: true, done: true });
  });

  it("does nothing for an empty text, and starts over when the text arrives", () => {
    const { result, rerender } = renderHook(
      ({ text }) => useWordReveal(text, { msPerWord: 100, delayMs: 1_500 }),
      {
        initialProps: { text: "" },
      },
    );
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toEqual({ text: "", started: false, done: false });
    rerender({ text: "Welcome back!" });
    act(() => vi.advanceTimersByTime(1_499));
    expect(result.current.started).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.text).toBe("Welcome");
    act(() => vi.advanceTimersByTime(100));
    expect(result.current.done).toBe(true);
  });
});
