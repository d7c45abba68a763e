/**
 * Voice-related console lines, kept in memory and sent to the server in one batch about 2 s after the
 * voice button is pressed (docs/behaviour.md §7 "POST /api/debug/client-logs"): speech recognition
 * fails in ways that only show on a parent's own device, and these lines are how we see them.
 */
export const CLIENT_LOGS_PATH = "/api/debug/client-logs";
export const UPLOAD_DELAY_MS = 2_000;
/** Bounds memory and the request body when a parent taps the button many times. */
const MAX_LINES = 100;
/** The server takes lines of at most 2,000 characters. */
const MAX_LINE_LENGTH = 2_000;

export type VoiceLogLevel = "info" | "warn" | "error";

export interface DeviceInfo {
  platform: string;
  vendor: string;
  language: string;
  cookieEnabled: boolean;
  onLine: boolean;
  screenWidth: number;
  screenHeight: number;
  devicePixelRatio: number;
  timezone: string;
}

export interface ClientLogsBody {
  logs: string[];
  userAgent: string;
  deviceInfo: DeviceInfo;
  timestamp: string;
}

const lines: string[] = [];
let uploadTimer: ReturnType<typeof setTimeout> | null = null;

/** Writes a voice line to the console and keeps it for the next upload. */
export function voiceLog(level: VoiceLogLevel, message: string): void {
  const line = `[voice] ${message}`;
  console[level](line);
  lines.push(
    `${new Date().toISOString()} ${level.toUpperCase()} ${line}`.slice(0, MAX_LINE_LENGTH),
  );
  if (lines.length > MAX_LINES) lines.splice(0, lines.length - MAX_LINES);
}

export function deviceInfo(): DeviceInfo {
  return {
    platform: navigator.platform,
    vendor: navigator.vendor,
    language: navigator.language,
    cookieEnabled: navigator.cookieEnabled,
    onLine: navigator.onLine,
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
    devicePixelRatio: window.devicePixelRatio,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/** Sends the kept lines once, 2 s from the first press; later presses inside that window join the batch. */
export function scheduleVoiceLogUpload(): void {
  if (uploadTimer !== null) return;
  uploadTimer = setTimeout(() => {
    uploadTimer = null;
    void uploadVoiceLogs();
  }, UPLOAD_DELAY_MS);
}

async function uploadVoiceLogs(): Promise<void> {
  if (lines.length === 0) return;
  const logs = lines.splice(0, lines.length);
  const body: ClientLogsBody = {
    logs,
    userAgent: navigator.userAgent,
    deviceInfo: deviceInfo(),
    timestamp: new Date().toISOString(),
  };
  try {
    await fetch(CLIENT_LOGS_PATH, {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    // Diagnostics are best effort: a parent's chat must never fail because a log upload did.
  }
}

/** Test seam: forget pending lines and any scheduled upload. */
export function resetVoiceLog(): void {
  lines.splice(0, lines.length);
  if (uploadTimer !== null) clearTimeout(uploadTimer);
  uploadTimer = null;
}
