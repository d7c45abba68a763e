/**
 * The last lines the app wrote to the console (warnings and errors, plus our own info lines), kept
 * in memory for the /debug page so a parent can show support what went wrong on their device.
 */
export interface ClientLogLine {
  at: string;
  level: "info" | "warn" | "error";
  message: string;
}

const MAX_LINES = 50;
const lines: ClientLogLine[] = [];
const listeners = new Set<() => void>();
let installed = false;

function stringify(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

export function recordClientLog(level: ClientLogLine["level"], args: unknown[]): void {
  lines.push({
    at: new Date().toISOString(),
    level,
    message: args.map(stringify).join(" ").slice(0, 500),
  });
  if (lines.length > MAX_LINES) lines.splice(0, lines.length - MAX_LINES);
  for (const listener of listeners) listener();
}

export function recentClientLogs(): readonly ClientLogLine[] {
  return lines.slice();
}

export function subscribeClientLogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Wraps console.warn/error/info once so their lines are also kept here; output is unchanged. */
export function captureConsole(target: Console = console): void {
  if (installed) return;
  installed = true;
  for (const level of ["info", "warn", "error"] as const) {
    const original = target[level].bind(target);
    target[level] = (...args: unknown[]) => {
      recordClientLog(level, args);
      original(...args);
    };
  }
}
