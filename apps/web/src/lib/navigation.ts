/**
 * Full page navigations (not router pushes): after sign-out and account deletion the app reloads
 * at / so no signed-in state survives, and after a 401 it goes to the API's sign-in start.
 */
export const LOGIN_PATH = "/api/login";

export function fullNavigate(path: string): void {
  window.location.assign(path);
}

export function navigateHome(): void {
  fullNavigate("/");
}
