import { Button } from "@nestling/ui";
import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/document-title";
import { LogoMark } from "../layout/logo";

export default function NotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <main
      id="main-content"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <LogoMark className="size-16" />
      <h1 className="font-heading text-3xl font-extrabold">Page not found</h1>
      <p className="max-w-md text-muted-foreground">
        This page flew the nest. Check the address, or head back to ask your question.
      </p>
      <Button asChild size="lg">
        <Link to="/">Back to Nestling</Link>
      </Button>
    </main>
  );
}
