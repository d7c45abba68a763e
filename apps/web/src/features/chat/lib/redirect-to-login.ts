/** Spec §7 "GET /api/login": a full browser navigation that starts sign-in. */
export const LOGIN_REDIRECT_PATH = "/api/login";

export function redirectToLogin(): void {
  window.location.assign(LOGIN_REDIRECT_PATH);
}
