import { createContext, useContext } from "react";
import type { TestAccount } from "../../lib/firebase";
import type { ApiUser } from "../../lib/trpc";

export type AuthStatus = "loading" | "signed-out" | "signed-in";

export interface AuthState {
  status: AuthStatus;
  /** The backend user; present exactly when status is "signed-in". */
  user: ApiUser | null;
  isSigningIn: boolean;
  /** Google popup sign-in; with the Auth emulator, a local test account instead. */
  signIn: (testAccount?: TestAccount) => Promise<void>;
  /** Identity sign-out, backend logout, then a full navigation to /. */
  signOut: (options?: { source?: "sidebar" | "account" }) => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
