// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CLIENT_LOGS_PATH,
  UPLOAD_DELAY_MS,
  resetVoiceLog,
  scheduleVoiceLogUpload,
  voiceLog,
  type ClientLogsBody,
} from "./voice-log";

describe("voice log upload", () => {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(null, { status: 204 }),
  );

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2025-06-01T10:00:00Z"));
    fetchMock.mockClear();
    vi.stubGlobal("fetch", fetchMock);
    vi.spyOn(console, "info").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    resetVoiceLog();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("writes each line to the console", () => {
    voiceLog("error", "recognition error: network");
    expect(console.error).toHaveBeenCalledWith("[voice] recognition error: network");
  });

  it("posts the batched lines with device info 2 s after the button press", async () => {
    scheduleVoiceLogUpload();
    voiceLog("info", "recognition started");
    voiceLog("error", "recognition error: not-allowed");
    scheduleVoiceLogUpload();
    await vi.advanceTimersByTimeAsync(UPLOAD_DELAY_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(CLIENT_LOGS_PATH);
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("include");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    const body = JSON.parse(String(init?.body)) as ClientLogsBody;
    expect(body.logs).toEqual([
      "2025-06-01T10:00:00.000Z INFO [voice] recognition started",
      "2025-06-01T10:00:00.000Z ERROR [voice] recognition error: not-allowed",
    ]);
    expect(body.userAgent).toBe(navigator.userAgent);
    expect(body.timestamp).toBe("2025-06-01T10:00:02.000Z");
    expect(Object.keys(body.deviceInfo).sort()).toEqual(
      [
        "cookieEnabled",
        "devicePixelRatio",
        "language",
        "onLine",
        "platform",
        "screenHeight",
        "screenWidth",
        "timezone",
        "vendor",
      ].sort(),
    );
  });

  it("sends nothing when no voice line was written", async () => {
    scheduleVoiceLogUpload();
    await vi.advanceTimersByTimeAsync(UPLOAD_DELAY_MS);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("swallows a failed upload", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("offline"));
    voiceLog("info", "recognition started");
    scheduleVoiceLogUpload();
    await expect(vi.advanceTimersByTimeAsync(UPLOAD_DELAY_MS)).resolves.toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
