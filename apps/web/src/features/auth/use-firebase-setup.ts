import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTRPC } from "../../lib/trpc";

export type AuthEmulatorSetting = {
  /** Whether sign-in goes to the local Auth emulator: null until the config has answered. */
  emulator: boolean | null;
  /** The answer, waiting for the config if it has not come yet (false if it cannot be had). */
  resolve: () => Promise<boolean>;
};

/**
 * Whether sign-in goes to the local Auth emulator. Only the small public config is fetched here;
 * the Firebase SDK itself stays unloaded until the button is pressed.
 */
export function useAuthEmulatorSetting(): AuthEmulatorSetting {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const config = useQuery({
    ...trpc.config.firebase.queryOptions(),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const resolve = useCallback(async () => {
    try {
      const answer = await queryClient.ensureQueryData(trpc.config.firebase.queryOptions());
      return Boolean(answer?.emulatorUrl);
    } catch {
      return false;
    }
  }, [queryClient, trpc]);
  return { emulator: config.isSuccess ? Boolean(config.data?.emulatorUrl) : null, resolve };
}
