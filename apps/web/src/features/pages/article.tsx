import type { ReactNode } from "react";
import { useDocumentTitle } from "../../lib/document-title";

/** Shared typography for the help, privacy and terms pages. */
export function Article({
  title,
  intro,
  updated,
  children,
}: {
  title: string;
  intro?: ReactNode;
  updated?: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 text-base leading-relaxed md:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="font-heading text-3xl font-extrabold tracking-tight">{title}</h1>
        {updated ? <p className="text-sm text-muted-foreground">Last updated {updated}</p> : null}
        {intro ? <div className="text-muted-foreground">{intro}</div> : null}
      </header>
      {children}
    </article>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="font-heading text-xl font-bold">{title}</h2>
      <div className="flex flex-col gap-2 text-foreground [&_li]:ml-5 [&_li]:list-disc [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2">
        {children}
      </div>
    </section>
  );
}

export function EmergencyNotice() {
  return (
    <p
      role="note"
      className="rounded-lg border border-destructive/30 bg-destructive-soft p-4 font-medium text-destructive"
    >
      Nestling is for education only. In a medical emergency, call{" "}
      <a href="tel:911" className="underline">
        911
      </a>{" "}
      immediately. For a possible poisoning in the US, call Poison Control at{" "}
      <a href="tel:18002221222" className="underline">
        1-800-222-1222
      </a>
      .
    </p>
  );
}

export const TRUSTED_SOURCES = [
  { name: "Centers for Disease Control and Prevention (CDC)", url: "https://www.cdc.gov/" },
  {
    name: "American Academy of Pediatrics — HealthyChildren.org",
    url: "https://www.healthychildren.org/",
  },
  { name: "Mayo Clinic", url: "https://www.mayoclinic.org/" },
  { name: "NHS (UK National Health Service)", url: "https://www.nhs.uk/" },
  { name: "Nemours KidsHealth", url: "https://kidshealth.org/" },
  { name: "National Institutes of Health (NIH)", url: "https://www.nih.gov/" },
  { name: "Cleveland Clinic", url: "https://my.clevelandclinic.org/" },
] as const;

export function SourceList() {
  return (
    <ul>
      {TRUSTED_SOURCES.map((source) => (
        <li key={source.url}>
          <a href={source.url} target="_blank" rel="noopener noreferrer">
            {source.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
