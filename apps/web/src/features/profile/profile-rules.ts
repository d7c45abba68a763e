/**
 * Rules about the baby profile and the signed-in user that several screens share
 * (docs/behaviour.md §2, §4).
 */
export const SKIPPED_ONBOARDING_KEY = "baby-genius-skipped-onboarding";

export interface ProfileLike {
  name?: string | null;
  dateOfBirth?: string | null;
  ageInMonths?: number | null;
}

/** Complete = a name and either a date of birth or an age in months. */
export function isProfileComplete(profile: ProfileLike | null | undefined): boolean {
  if (!profile || !profile.name?.trim()) return false;
  return Boolean(profile.dateOfBirth) || typeof profile.ageInMonths === "number";
}

export function hasSkippedOnboarding(): boolean {
  try {
    return localStorage.getItem(SKIPPED_ONBOARDING_KEY) === "true";
  } catch {
    return false;
  }
}

export function setSkippedOnboarding(): void {
  try {
    localStorage.setItem(SKIPPED_ONBOARDING_KEY, "true");
  } catch {
    // Without storage, skipping lasts for this page only.
  }
}

export function clearSkippedOnboarding(): void {
  try {
    localStorage.removeItem(SKIPPED_ONBOARDING_KEY);
  } catch {
    // Nothing stored.
  }
}

export interface UserLike {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  profileImageUrl?: string | null;
}

const emailName = (email?: string | null) =>
  (email?.includes("@") ? email.split("@")[0] : email)?.trim() || "";

/** Top bar: first and last name, else first name, else the e-mail before the @, else 'User'. */
export function displayName(user: UserLike | null | undefined): string {
  const first = user?.firstName?.trim();
  const last = user?.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  return emailName(user?.email) || "User";
}

/** Account tab: first name, else the e-mail before the @, else 'User'. */
export function accountName(user: UserLike | null | undefined): string {
  return user?.firstName?.trim() || emailName(user?.email) || "User";
}

/** Avatar letter: first letter of the first name, else of the e-mail, else 'U'. */
export function avatarInitial(user: UserLike | null | undefined): string {
  const source = user?.firstName?.trim() || user?.email?.trim();
  return source ? source.charAt(0).toUpperCase() : "U";
}
