import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";

/**
 * Whether sign-in goes to the local Auth emulator. Only the small public config is fetched here;
 * the Firebase SDK itself stays unloaded until the button is pressed.
 */
export function useUsesAuthEmulator(): boolean {
  const trpc = useTRPC();
  const config = useQuery({
    ...trpc.config.firebase.queryOptions(),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return Boolean(config.data?.emulatorUrl);
}
