/**
 * Full page navigations (not router pushes): after sign-out and account deletion the app reloads
 * at / so no signed-in state survives, and after a 401 it goes to the API's sign-in start.
 */
export const LOGIN_PATH = "/api/login";

/**
 * The sign-in start for a full navigation: from a chat, the API sends the parent back to that chat
 * (`?next=`), where the question they were typing is restored (see use-draft-across-reloads).
 */
export function signInPath(pathname: string = window.location.pathname): string {
  return /^\/chat\/\d+$/.test(pathname)
    ? `${LOGIN_PATH}?next=${encodeURIComponent(pathname)}`
    : LOGIN_PATH;
}

export function fullNavigate(path: string): void {
  window.location.assign(path);
}

export function navigateHome(): void {
  fullNavigate("/");
}
