/**
 * The parent's emergency number, kept in this browser for the offline page (public/offline.js reads
 * it), which cannot ask the server: a parent in the UK sees 999 there, not the default 911.
 */
export const EMERGENCY_NUMBER_KEY = "nestling-emergency-number";

export function rememberEmergencyNumber(numbers: { emergency: string; dial: string }): void {
  try {
    localStorage.setItem(
      EMERGENCY_NUMBER_KEY,
      JSON.stringify({ emergency: numbers.emergency, dial: numbers.dial }),
    );
  } catch {
    // Storage blocked: the offline page says 911, as the spec does.
  }
}
