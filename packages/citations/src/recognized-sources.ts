import type { RecognizedSource } from "./types.js";

function source(
  name: string,
  key: string,
  hosts: string[],
  homeUrl: string,
  aliases: string[] = [],
): RecognizedSource {
  return Object.freeze({
    name,
    key,
    hosts: Object.freeze(hosts),
    homeUrl,
    aliases: Object.freeze(aliases),
  });
}

/**
 * The publishers Nestling cites, in the product's order (docs/behaviour.md §9 "Citations").
 * A link counts as one of them when its host equals one of `hosts` or is a subdomain of one;
 * when several match (brightfutures.aap.org is under aap.org), the most specific host wins.
 */
export const RECOGNIZED_SOURCES: readonly RecognizedSource[] = Object.freeze([
  source("CDC", "cdc", ["cdc.gov"], "https://www.cdc.gov/", [
    "Centers for Disease Control and Prevention",
  ]),
  source("Mayo Clinic", "mayo", ["mayoclinic.org"], "https://www.mayoclinic.org/"),
  source(
    "HealthyChildren.org",
    "healthychildren",
    ["healthychildren.org"],
    "https://www.healthychildren.org/",
    ["Healthy Children"],
  ),
  source("WebMD", "webmd", ["webmd.com"], "https://www.webmd.com/"),
  source("NHS", "nhs", ["nhs.uk"], "https://www.nhs.uk/", ["National Health Service"]),
  source("BabyCenter", "babycenter", ["babycenter.com"], "https://www.babycenter.com/"),
  source("AAP", "aap", ["aap.org"], "https://www.aap.org/", ["American Academy of Pediatrics"]),
  source("KidsHealth", "kidshealth", ["kidshealth.org"], "https://kidshealth.org/"),
  source("What to Expect", "whattoexpect", ["whattoexpect.com"], "https://www.whattoexpect.com/"),
  source(
    "Sleep Foundation",
    "sleepfoundation",
    ["sleepfoundation.org"],
    "https://www.sleepfoundation.org/",
  ),
  source("Zero to Three", "zerotothree", ["zerotothree.org"], "https://www.zerotothree.org/"),
  source(
    "Bright Futures",
    "brightfutures",
    ["brightfutures.aap.org"],
    "https://brightfutures.aap.org/",
  ),
  source(
    "Medical News Today",
    "medicalnewstoday",
    ["medicalnewstoday.com"],
    "https://www.medicalnewstoday.com/",
  ),
  source("Healthline", "healthline", ["healthline.com"], "https://www.healthline.com/"),
  source(
    "Cleveland Clinic",
    "clevelandclinic",
    ["clevelandclinic.org"],
    "https://my.clevelandclinic.org/",
  ),
  source("NIH", "nih", ["nih.gov", "medlineplus.gov"], "https://www.nih.gov/", [
    "National Institutes of Health",
    "MedlinePlus",
  ]),
  source("Health.gov", "healthgov", ["health.gov"], "https://health.gov/"),
  source("Nemours", "nemours", ["nemours.org"], "https://www.nemours.org/"),
]);

const byHost = new Map<string, RecognizedSource>();
const byTag = new Map<string, RecognizedSource>();
for (const s of RECOGNIZED_SOURCES) {
  for (const host of s.hosts) byHost.set(host, s);
  for (const tag of [s.key, s.name, ...s.aliases, ...s.hosts]) byTag.set(normalizeTag(tag), s);
}

/** Tags compare without case, spaces or punctuation: "[Mayo Clinic]", "[mayoclinic]" and "[MAYO-CLINIC]" agree. */
function normalizeTag(tag: string): string {
  return tag.toLowerCase().replace(/[^a-z0-9]/g, "");
}

// Only plain http(s) addresses with a simple host qualify. Anything a Markdown renderer or a
// browser could read with another host (user-info "cdc.gov@evil", backslashes, entities or
// percent escapes in the host) is refused rather than guessed at.
const AUTHORITY = /^https?:\/\/([^/?#]*)/i;
const HOST_AND_PORT = /^([a-z0-9.-]+?)\.?(?::\d{1,5})?$/i;
const UNSAFE_CHAR = /[\s\\<>]/;

/** Lower-cased host of a plain absolute http(s) URL, or null when the text is not one. */
export function hostOf(url: string): string | null {
  const authority = AUTHORITY.exec(url)?.[1];
  if (authority === undefined || UNSAFE_CHAR.test(url)) return null;
  const host = HOST_AND_PORT.exec(authority)?.[1]?.toLowerCase();
  if (
    !host ||
    host.split(".").some((label) => label === "" || label.startsWith("-") || label.endsWith("-"))
  ) {
    return null;
  }
  return host;
}

/**
 * The recognised publisher of an absolute http(s) URL, or null.
 * The host must equal a registered host or end with "." + that host, so `cdc.gov.evil.example`
 * and `notcdc.gov` are not the CDC. The most specific registered host wins.
 */
export function findRecognizedSource(url: string): RecognizedSource | null {
  const host = hostOf(url);
  if (host === null) return null;
  // Walk from the full host towards the top-level domain: the first hit is the most specific.
  let candidate = host;
  for (;;) {
    const hit = byHost.get(candidate);
    if (hit) return hit;
    const dot = candidate.indexOf(".");
    if (dot < 0) return null;
    candidate = candidate.slice(dot + 1);
  }
}

/** The recognised publisher named by a bare tag such as "cdc", "Mayo Clinic" or "nhs.uk", or null. */
export function findSourceByTag(tag: string): RecognizedSource | null {
  const normalized = normalizeTag(tag);
  return normalized === "" ? null : (byTag.get(normalized) ?? null);
}
