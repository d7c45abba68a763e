/** Regions for emergency numbers; the numbers and names come from the server (GET /api/regions). */
export const REGION_CODES = ["US", "UK", "IE", "CA", "AU", "NZ", "OTHER"] as const;
export type RegionCode = (typeof REGION_CODES)[number];
export const DEFAULT_REGION: RegionCode = "US";

/** A visitor's choice lives in this cookie (a year); a signed-in parent's also in the profile. */
export const REGION_COOKIE = "nestling_region";
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isRegionCode(value: unknown): value is RegionCode {
  return typeof value === "string" && (REGION_CODES as readonly string[]).includes(value);
}

const BY_COUNTRY: Record<string, RegionCode> = {
  US: "US",
  GB: "UK",
  UK: "UK",
  IE: "IE",
  CA: "CA",
  AU: "AU",
  NZ: "NZ",
};

/**
 * The region a browser's languages point to ("en-GB" → UK). A language without a country says
 * nothing about where the parent is, so the next one is tried, and with none the default (US) holds.
 */
export function regionFromLocales(locales: readonly string[]): RegionCode {
  for (const locale of locales) {
    const country = /^[a-z]{2,3}[-_]([a-z]{2})\b/i.exec(locale)?.[1]?.toUpperCase();
    if (country) return BY_COUNTRY[country] ?? "OTHER";
  }
  return DEFAULT_REGION;
}

export function readRegionCookie(cookie: string): RegionCode | null {
  const value = new RegExp(`(?:^|;\\s*)${REGION_COOKIE}=([^;]*)`).exec(cookie)?.[1];
  return isRegionCode(value) ? value : null;
}

export function regionCookie(region: RegionCode): string {
  return `${REGION_COOKIE}=${region}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** The first visit picks the region from the browser's locale; later visits read the cookie. */
export function initialRegion(): RegionCode {
  if (typeof document === "undefined") return DEFAULT_REGION;
  const saved = readRegionCookie(document.cookie);
  if (saved) return saved;
  const locales =
    typeof navigator === "undefined"
      ? []
      : navigator.languages?.length
        ? navigator.languages
        : [navigator.language];
  return regionFromLocales(locales);
}
