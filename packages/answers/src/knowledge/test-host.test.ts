import { describe, expect, it } from "vitest";
import { isTestHost } from "./test-host.js";

describe("isTestHost", () => {
  it.each([
    "https://qa-khpi.kidshealth.org/en/parent/1494.html",
    "https://qa.kidshealth.org/en/parents/stye.html",
    "https://qa2.healthychildren.org/x",
    "https://staging.healthiertogether.nhs.uk/x",
    "https://uat.kidshealth.org/x",
    "https://dev-site.example.org/x",
    "https://test.nhs.uk/x",
    "https://www.dev.mayoclinic.org/x",
    "https://khpi.staging.kidshealth.org/x",
  ])("flags %s", (url) => {
    expect(isTestHost(url)).toBe(true);
  });

  it.each([
    "https://khpi.kidshealth.org/en/parent/1265.html",
    "https://kidshealth.org/ws/RadyChildrens/en/parents/torticollis.html/",
    "https://www.healthiertogether.nhs.uk/professional/fever",
    "https://www.testing-times.nhs.uk/x",
    "https://quality.nhs.uk/x",
    "https://qatar.example.org/x",
    "https://developmental.example.org/x",
    "https://dev.org/x",
  ])("passes %s", (url) => {
    expect(isTestHost(url)).toBe(false);
  });
});
