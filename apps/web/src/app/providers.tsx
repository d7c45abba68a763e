import { Toaster } from "@nestling/ui";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Provider as JotaiProvider } from "jotai";
import { useEffect, type ReactNode } from "react";
import { AuthProvider } from "../features/auth/auth-provider";
import { useThemeSync } from "../features/theme/use-theme";
import { showFlashedToast } from "../lib/toasts";
import { TRPCProvider, trpcClient } from "../lib/trpc";
import type { TRPCClient } from "@trpc/client";
import type { AppRouter } from "@nestling/router";

/** Everything the screens rely on: query cache, tRPC, client state, auth and the toast region. */
export function Providers({
  queryClient,
  client = trpcClient,
  children,
}: {
  queryClient: QueryClient;
  client?: TRPCClient<AppRouter>;
  children: ReactNode;
}) {
  useEffect(() => {
    // A toast carried over a full navigation (sign-out, account deletion) shows once the region exists.
    showFlashedToast();
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={client} queryClient={queryClient}>
        <JotaiProvider>
          <ThemeSync />
          <AuthProvider>{children}</AuthProvider>
          <Toaster />
        </JotaiProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}

/** Applies the Light / Dark / System choice to <html> and follows the system's changes. */
function ThemeSync() {
  useThemeSync();
  return null;
}
