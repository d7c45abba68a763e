/**
 * A "this browser signed in" hint in localStorage. The session cookie itself is httpOnly, so the app
 * cannot see it; the hint tells the app to ask the API for the current user on load. Visitors who
 * never signed in therefore make no auth call and never download the sign-in SDK.
 */
const KEY = "nestling-signed-in";

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}

export function setSessionHint(): void {
  try {
    localStorage.setItem(KEY, "1");
  } catch {
    // Without storage the session still works for this page; it just is not remembered.
  }
}

export function clearSessionHint(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
