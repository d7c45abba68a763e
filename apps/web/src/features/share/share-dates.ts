/** A date as a parent reads it: "23 November 2026" in their own locale's order. */
export function readableDate(iso: string | Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleDateString(undefined, { day: "numeric", month: "long", year: "numeric" });
}
