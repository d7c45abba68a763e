export const SIGN_IN_LABEL = "Continue with Google";
export const SIGNING_IN_LABEL = "Signing in...";
