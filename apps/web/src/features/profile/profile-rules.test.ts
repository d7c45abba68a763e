import { describe, expect, it } from "vitest";
import {
  accountName,
  avatarInitial,
  clearSkippedOnboarding,
  displayName,
  hasSkippedOnboarding,
  isProfileComplete,
  setSkippedOnboarding,
  SKIPPED_ONBOARDING_KEY,
} from "./profile-rules";

describe("display name (top bar)", () => {
  it.each([
    [{ firstName: "Dana", lastName: "Lee", email: "d@x.org" }, "Dana Lee"],
    [{ firstName: "Dana", lastName: null, email: "d@x.org" }, "Dana"],
    [{ firstName: null, lastName: "Lee", email: "dana.lee@x.org" }, "dana.lee"],
    [{ firstName: "", lastName: "", email: null }, "User"],
    [null, "User"],
  ])("%j → %s", (user, name) => {
    expect(displayName(user)).toBe(name);
  });
});

describe("account name (settings)", () => {
  it("uses the first name, else the e-mail before @, else 'User'", () => {
    expect(accountName({ firstName: "Dana", lastName: "Lee" })).toBe("Dana");
    expect(accountName({ email: "sam@example.org" })).toBe("sam");
    expect(accountName({})).toBe("User");
  });
});

describe("avatar fallback letter", () => {
  it("is the first name's first letter, else the e-mail's, else U", () => {
    expect(avatarInitial({ firstName: "dana", email: "x@y.z" })).toBe("D");
    expect(avatarInitial({ firstName: null, email: "sam@example.org" })).toBe("S");
    expect(avatarInitial({})).toBe("U");
    expect(avatarInitial(null)).toBe("U");
  });
});

describe("profile completeness", () => {
  it("needs a name and a date of birth or an age", () => {
    expect(isProfileComplete({ name: "Emma", dateOfBirth: "2025-01-01" })).toBe(true);
    expect(isProfileComplete({ name: "Emma", ageInMonths: 0 })).toBe(true);
    expect(isProfileComplete({ name: "Emma" })).toBe(false);
    expect(isProfileComplete({ name: " ", dateOfBirth: "2025-01-01" })).toBe(false);
    expect(isProfileComplete(null)).toBe(false);
  });
});

describe("skipped-onboarding flag", () => {
  it("is stored as 'true' under its fixed local-storage key and can be cleared", () => {
    expect(hasSkippedOnboarding()).toBe(false);
    setSkippedOnboarding();
    expect(localStorage.getItem(SKIPPED_ONBOARDING_KEY)).toBe("true");
    expect(SKIPPED_ONBOARDING_KEY).toBe("baby-genius-skipped-onboarding");
    expect(hasSkippedOnboarding()).toBe(true);
    clearSkippedOnboarding();
    expect(hasSkippedOnboarding()).toBe(false);
  });
});
