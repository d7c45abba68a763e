import { Button } from "@nestling/ui";

/** A route's fallback when its page failed to load or render: say so, and offer a reload. */
export function RouteFailed() {
  return (
    <div
      role="alert"
      data-slot="route-failed"
      className="flex flex-col items-center justify-center gap-3 px-4 py-16 text-center"
    >
      <h1 className="font-heading text-xl font-bold">This page could not load</h1>
      <p className="max-w-md text-muted-foreground">
        Nestling may have just been updated. Reloading the page usually fixes it.
      </p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </div>
  );
}
