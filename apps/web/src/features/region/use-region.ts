import { useMutation, useQuery } from "@tanstack/react-query";
import { useAtom } from "jotai";
import { useCallback, useEffect, useRef } from "react";
import { useTRPC } from "../../lib/trpc";
import { useAuth } from "../auth/auth-context";
import { isRegionCode, regionCookie, type RegionCode } from "./region";
import { regionAtom } from "./region-atoms";

/** The numbers of a region, as the server lists them. */
export interface RegionNumbers {
  code: string;
  name: string;
  emergency: string;
  dial: string;
  urgentAdvice: string;
}

/** The US numbers, the default (docs/behaviour.md §1), shown until the list has loaded. */
export const US_NUMBERS: RegionNumbers = {
  code: "US",
  name: "United States",
  emergency: "911",
  dial: "911",
  urgentAdvice: "your pediatrician",
};

export function useRegionList(): RegionNumbers[] {
  const trpc = useTRPC();
  const list = useQuery({
    ...trpc.config.regions.queryOptions(),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return list.data ?? [US_NUMBERS];
}

/**
 * The parent's region and its numbers. A signed-in parent's saved region wins over the cookie;
 * changing it writes the cookie and, when signed in, the profile.
 */
export function useRegion() {
  const trpc = useTRPC();
  const { status, user } = useAuth();
  const [region, setRegionAtom] = useAtom(regionAtom);
  const list = useRegionList();
  const saved = status === "signed-in" ? user?.region : null;
  // The profile's value is applied when it arrives or changes, not on every local change.
  const applied = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (applied.current === saved) return;
    applied.current = saved;
    if (isRegionCode(saved)) setRegionAtom(saved);
  }, [saved, setRegionAtom]);
  const save = useMutation(trpc.auth.setRegion.mutationOptions());
  const setRegion = useCallback(
    (next: RegionCode) => {
      setRegionAtom(next);
      document.cookie = regionCookie(next);
      if (status === "signed-in") save.mutate({ region: next });
    },
    [setRegionAtom, status, save],
  );
  const numbers = list.find((r) => r.code === region) ?? US_NUMBERS;
  return { region, numbers, list, setRegion };
}
