/**
 * A publisher's QA, test or staging copy (qa-khpi.kidshealth.org, staging.healthiertogether.nhs.uk,
 * uat.…, dev-…): it can change or vanish at any time, is not the reviewed page, and a parent who
 * follows the citation should land on the public site.
 */
const TEST_NAME = "(?:qa|staging|stage|stg|dev|develop|test|testing|uat|preprod|sandbox)";
/** The host's first label: the name, numbered ("qa2") or prefixed to the site ("qa-khpi"). */
const FIRST_LABEL = new RegExp(`^${TEST_NAME}(?:\\d+|-.+)?$`);
/** A deeper label ("khpi.staging.kidshealth.org") only as the bare or numbered name. */
const INNER_LABEL = new RegExp(`^${TEST_NAME}\\d*$`);

/**
 * Whether a subdomain label of the address (any label left of the last two) names a QA, test,
 * staging or development copy. The last two labels are the publisher's own domain and are never
 * read, and only the first label may carry a suffix, so www.testing-times.nhs.uk or a site called
 * dev.org is not mistaken for a test host.
 */
export function isTestHost(url: string): boolean {
  const labels = new URL(url).hostname.toLowerCase().split(".").slice(0, -2);
  return labels.some((label, i) => (i === 0 ? FIRST_LABEL : INNER_LABEL).test(label));
}
