import { useEffect, useState } from "react";
import { flushSync } from "react-dom";

/**
 * True while the page is printed: from the browser's print dialog (`beforeprint`, committed at once
 * so the printout has it) or print media (the `print` query, as emulated in tests).
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const query = typeof window.matchMedia === "function" ? window.matchMedia("print") : null;
    const onQuery = () => setPrinting(query?.matches ?? false);
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(query?.matches ?? false);
    onQuery();
    query?.addEventListener("change", onQuery);
    window.addEventListener("beforeprint", before);
    window.addEventListener("afterprint", after);
    return () => {
      query?.removeEventListener("change", onQuery);
      window.removeEventListener("beforeprint", before);
      window.removeEventListener("afterprint", after);
    };
  }, []);
  return printing;
}

/** A date and time as a parent reads it on paper. */
export function printedDate(value: string | Date | undefined, withTime = false): string {
  if (value === undefined) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleString(undefined, {
    day: "numeric",
    month: "long",
    year: "numeric",
    ...(withTime ? { hour: "numeric", minute: "2-digit" } : {}),
  });
}

/**
 * Printed above the conversation only (not even in the page on screen, so it never repeats the
 * title to a screen reader): what it is and when, for the copy a parent takes to the pediatrician.
 */
export function PrintHeader({
  title,
  startedAt,
}: {
  title: string;
  startedAt: string | Date | undefined;
}) {
  const printing = usePrinting();
  if (!printing) return null;
  return (
    <header
      className="mb-4 hidden border-b border-border pb-3 print:block"
      data-slot="print-header"
    >
      <p className="text-xs tracking-wide uppercase">Nestling conversation</p>
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-sm">
        {startedAt ? `Started ${printedDate(startedAt, true)} · ` : ""}Printed{" "}
        {printedDate(new Date(), true)}
      </p>
    </header>
  );
}
