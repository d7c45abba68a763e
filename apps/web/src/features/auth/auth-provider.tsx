import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../lib/http";
import { navigateHome } from "../../lib/navigation";
import { flashAfterReload, notify, notifySignInFailed } from "../../lib/toasts";
import { httpStatusOf, useTRPC } from "../../lib/trpc";
import { AuthContext, type AuthState } from "./auth-context";
import { clearSessionHint, hasSessionHint, setSessionHint } from "./session-hint";

export const LOGIN_PATH = "/api/auth/login";

export function AuthProvider({ children }: { children: ReactNode }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [hinted, setHinted] = useState(hasSessionHint);
  const [isSigningIn, setSigningIn] = useState(false);

  const userQuery = useQuery({
    ...trpc.auth.user.queryOptions(undefined, { retry: false }),
    enabled: hinted,
  });
  const logout = useMutation(trpc.auth.logout.mutationOptions({ retry: false }));

  // A hint without a live session (expired cookie, signed out elsewhere) means signed out.
  const sessionGone =
    hinted &&
    ((userQuery.isSuccess && !userQuery.data) ||
      (userQuery.isError && httpStatusOf(userQuery.error) === 401));
  useEffect(() => {
    if (!sessionGone) return;
    clearSessionHint();
    setHinted(false);
  }, [sessionGone]);

  const user = hinted && userQuery.data ? userQuery.data : null;
  const status: AuthState["status"] = user
    ? "signed-in"
    : hinted && userQuery.isPending && !sessionGone
      ? "loading"
      : "signed-out";

  const signIn = useCallback<AuthState["signIn"]>(
    async (testAccount) => {
      setSigningIn(true);
      try {
        const { signInWithGoogle, isPopupDismissed } = await import("../../lib/firebase");
        let identity;
        try {
          identity = await signInWithGoogle(testAccount);
        } catch (error) {
          if (isPopupDismissed(error)) return;
          throw error;
        }
        const token = await identity.getIdToken();
        await apiRequest(
          "POST",
          LOGIN_PATH,
          {
            uid: identity.uid,
            email: identity.email,
            displayName: identity.displayName,
            photoURL: identity.photoURL,
            emailVerified: identity.emailVerified,
          },
          { headers: { Authorization: `Bearer ${token}` } },
        );
        setSessionHint();
        setHinted(true);
        await queryClient.refetchQueries({ queryKey: trpc.auth.user.queryKey() });
        notify("signInSuccess");
      } catch (error) {
        console.warn("[auth] sign-in failed", error);
        notifySignInFailed(error instanceof Error ? error.message : null);
      } finally {
        setSigningIn(false);
      }
    },
    [queryClient, trpc],
  );

  const signOut = useCallback<AuthState["signOut"]>(
    async ({ source = "account" } = {}) => {
      try {
        const { signOutOfIdentity } = await import("../../lib/firebase");
        // The identity sign-out is best effort: without Firebase config there is no identity to end.
        await signOutOfIdentity().catch((error: unknown) =>
          console.warn("[auth] identity sign-out failed", error),
        );
        await logout.mutateAsync();
      } catch (error) {
        console.warn("[auth] logout failed", error);
        notify(source === "sidebar" ? "sidebarLogoutFailed" : "logoutFailed");
        return;
      }
      clearSessionHint();
      flashAfterReload("logoutSuccess");
      navigateHome();
    },
    [logout],
  );

  const value = useMemo<AuthState>(
    () => ({ status, user, isSigningIn, signIn, signOut }),
    [status, user, isSigningIn, signIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
