import { REGIONS, regionInfo } from "@nestling/answers";
import { setUserRegion, type User } from "@nestling/db";
import type { RouterDeps } from "../deps";
import type { RegionInput } from "../schemas";

/** A region as the web app shows it: its name, the number to call and the urgent-advice line. */
export interface RegionView {
  code: string;
  name: string;
  /** As written in answers ("999", "112 or 999"). */
  emergency: string;
  /** The number a tap-to-call link dials. */
  dial: string;
  urgentAdvice: string;
}

/** Every region Nestling knows, from the reviewed region table (protocols/regions.md). */
export function listRegions(): RegionView[] {
  return REGIONS.map((code) => {
    const { name, emergency, dial, urgentAdvice } = regionInfo(code);
    return { code, name, emergency, dial, urgentAdvice };
  });
}

/** Saves the signed-in parent's region; visitors keep theirs in a cookie of the web app. */
export async function saveRegion(
  deps: RouterDeps,
  user: User,
  input: RegionInput,
): Promise<{ region: string }> {
  await setUserRegion(deps.db, user.id, input.region);
  return { region: input.region };
}
