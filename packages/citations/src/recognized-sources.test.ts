import { describe, expect, it } from "vitest";
import { RECOGNIZED_SOURCES, findRecognizedSource, findSourceByTag } from "./recognized-sources.js";

describe("RECOGNIZED_SOURCES", () => {
  it("lists the recognised sources in the product's order (docs/behaviour.md §9)", () => {
    expect(RECOGNIZED_SOURCES.map((s) => s.name)).toEqual([
      "CDC",
      "Mayo Clinic",
      "HealthyChildren.org",
      "WebMD",
      "NHS",
      "BabyCenter",
      "AAP",
      "KidsHealth",
      "What to Expect",
      "Sleep Foundation",
      "Zero to Three",
      "Bright Futures",
      "Medical News Today",
      "Healthline",
      "Cleveland Clinic",
      "NIH",
      "Health.gov",
      "Nemours",
    ]);
  });

  it("gives every source a unique key, hosts and a home page on one of its own hosts", () => {
    const keys = new Set(RECOGNIZED_SOURCES.map((s) => s.key));
    expect(keys.size).toBe(RECOGNIZED_SOURCES.length);
    for (const s of RECOGNIZED_SOURCES) {
      expect(s.key).toMatch(/^[a-z]+$/);
      expect(s.hosts.length).toBeGreaterThan(0);
      expect(findRecognizedSource(s.homeUrl)).toBe(s);
    }
  });

  it("is frozen", () => {
    expect(Object.isFrozen(RECOGNIZED_SOURCES)).toBe(true);
    expect(Object.isFrozen(RECOGNIZED_SOURCES[0])).toBe(true);
  });
});

describe("findRecognizedSource", () => {
  const name = (url: string) => findRecognizedSource(url)?.name ?? null;

  it.each([
    ["https://www.cdc.gov/breastfeeding/php/about/index.html", "CDC"],
    ["https://cdc.gov/infant-toddler-nutrition/formula-feeding/how-much-and-how-often.html", "CDC"],
    ["http://www.mayoclinic.org/x", "Mayo Clinic"],
    ["https://newsnetwork.mayoclinic.org/discussion/x/", "Mayo Clinic"],
    ["https://healthychildren.org/English/x.aspx", "HealthyChildren.org"],
    ["https://www.webmd.com/parenting/baby/fever-in-babies", "WebMD"],
    ["https://www.nhs.uk/conditions/baby/", "NHS"],
    ["https://www.oxfordshire-healthiertogether.nhs.uk/parentscarers/x", "NHS"],
    ["https://rightdecisions.scot.nhs.uk/rhcg/x", "NHS"],
    ["https://www.babycenter.com/baby", "BabyCenter"],
    ["https://www.aap.org/en/patient-care/", "AAP"],
    ["https://publications.aap.org/pediatrics/article/x", "AAP"],
    ["https://brightfutures.aap.org/materials", "Bright Futures"],
    ["https://kidshealth.org/en/parents/x.html", "KidsHealth"],
    ["https://khpi.kidshealth.org/x", "KidsHealth"],
    ["https://www.whattoexpect.com/first-year/x", "What to Expect"],
    ["https://www.sleepfoundation.org/baby-sleep", "Sleep Foundation"],
    ["https://www.zerotothree.org/resource/x/", "Zero to Three"],
    ["https://www.medicalnewstoday.com/articles/1", "Medical News Today"],
    ["https://www.healthline.com/health/baby", "Healthline"],
    ["https://my.clevelandclinic.org/health/x", "Cleveland Clinic"],
    ["https://health.clevelandclinic.org/x", "Cleveland Clinic"],
    ["https://www.nichd.nih.gov/health/topics", "NIH"],
    ["https://safetosleep.nichd.nih.gov/", "NIH"],
    ["https://www.nimh.nih.gov/health/x", "NIH"],
    ["https://pubmed.ncbi.nlm.nih.gov/123/", "NIH"],
    ["https://medlineplus.gov/ency/article/1.htm", "NIH"],
    ["https://www.medlineplus.gov/x", "NIH"],
    ["https://health.gov/myhealthfinder", "Health.gov"],
    ["https://odphp.health.gov/x", "Health.gov"],
    ["https://www.nemours.org/x", "Nemours"],
    ["HTTPS://WWW.CDC.GOV/X", "CDC"],
    ["https://www.cdc.gov./x", "CDC"],
    ["https://www.cdc.gov:443/x", "CDC"],
    ["https://www.cdc.gov?x=1", "CDC"],
  ])("%s is %s", (url, expected) => {
    expect(name(url)).toBe(expected);
  });

  it.each([
    "https://cdc.gov.evil.example/x",
    "https://notcdc.gov/x",
    "https://evilnhs.uk/x",
    "https://nhs.uk.example.com/",
    "https://www.cdc.gov@evil.example/x",
    "https://evil.example/?u=https://www.cdc.gov/",
    "https://evil.example/www.cdc.gov",
    "https://www.cdc.gov\\@evil.example/",
    "https://www.cdc.gov%2eevil.example/",
    "ftp://www.cdc.gov/x",
    "javascript:alert('https://www.cdc.gov')",
    "//www.cdc.gov/x",
    "www.cdc.gov",
    "",
    "https://",
    "https://-cdc.gov/",
    "https://www..cdc.gov/",
  ])("%s is not recognised", (url) => {
    expect(findRecognizedSource(url)).toBeNull();
  });
});

describe("findSourceByTag", () => {
  it.each([
    ["cdc", "CDC"],
    ["CDC", "CDC"],
    ["Mayo Clinic", "Mayo Clinic"],
    ["mayo", "Mayo Clinic"],
    ["aap", "AAP"],
    ["American Academy of Pediatrics", "AAP"],
    ["healthychildren.org", "HealthyChildren.org"],
    ["What to Expect", "What to Expect"],
    ["nhs.uk", "NHS"],
    ["MedlinePlus", "NIH"],
    ["Health.gov", "Health.gov"],
    ["bright-futures", "Bright Futures"],
  ])("[%s] names %s", (tag, expected) => {
    expect(findSourceByTag(tag)?.name).toBe(expected);
  });

  it.each(["", "sic", "1", "x", "the CDC said", "..."])("[%s] names nobody", (tag) => {
    expect(findSourceByTag(tag)).toBeNull();
  });
});
