import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MEMORY_CHECK_INTERVAL_MS, startMemoryCheck } from "./memory-check";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("memory check", () => {
  it("runs every 5 minutes and cleans up only above 80 % heap use", () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const cleanup = vi.fn();
    let used = 50;
    const stop = startMemoryCheck(cleanup, () => ({ usedJSHeapSize: used, jsHeapSizeLimit: 100 }));
    expect(MEMORY_CHECK_INTERVAL_MS).toBe(300_000);
    vi.advanceTimersByTime(MEMORY_CHECK_INTERVAL_MS);
    expect(cleanup).not.toHaveBeenCalled();
    used = 80;
    vi.advanceTimersByTime(MEMORY_CHECK_INTERVAL_MS);
    expect(cleanup).not.toHaveBeenCalled();
    used = 85;
    vi.advanceTimersByTime(MEMORY_CHECK_INTERVAL_MS - 1);
    expect(cleanup).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(cleanup).toHaveBeenCalledOnce();
    expect(info).toHaveBeenCalledWith(expect.stringContaining("85%"));
    stop();
    vi.advanceTimersByTime(MEMORY_CHECK_INTERVAL_MS * 3);
    expect(cleanup).toHaveBeenCalledOnce();
  });

  it("does nothing where the browser does not report heap use", () => {
    const cleanup = vi.fn();
    startMemoryCheck(cleanup, () => null);
    vi.advanceTimersByTime(MEMORY_CHECK_INTERVAL_MS * 2);
    expect(cleanup).not.toHaveBeenCalled();
  });
});
