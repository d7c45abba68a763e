import { Button } from "@nestling/ui";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "../layout/logo";
import { SafetyBanner } from "../layout/safety-banner";

/** Frame for the public pages (/public-…): no sidebar or account, just the brand and a way in. */
export function PublicPageLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex h-14 w-full max-w-3xl items-center justify-between gap-2 px-4">
          <Link to="/" className="rounded-md">
            <Logo />
          </Link>
          <Button asChild size="sm">
            <Link to="/">Open Nestling</Link>
          </Button>
        </div>
        <SafetyBanner />
      </header>
      <main id="main-content" className="flex-1">
        {children}
      </main>
      <footer className="border-t border-border py-4 text-center text-sm text-muted-foreground">
        <nav aria-label="Legal" className="flex justify-center gap-4">
          <Link to="/public-help" className="underline-offset-2 hover:underline">
            Help
          </Link>
          <Link to="/public-privacy" className="underline-offset-2 hover:underline">
            Privacy
          </Link>
          <Link to="/public-terms" className="underline-offset-2 hover:underline">
            Terms
          </Link>
        </nav>
      </footer>
    </div>
  );
}
