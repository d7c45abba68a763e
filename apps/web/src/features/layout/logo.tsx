import { Badge, cn } from "@nestling/ui";

/** The Nestling mark: a small bird in its nest, drawn inline (no image request, crisp at any size). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      className={cn("size-9 shrink-0", className)}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="24" cy="24" r="24" fill="#dcebfa" />
      <circle cx="24" cy="20" r="9" fill="#2f68a8" />
      <circle cx="27" cy="18" r="1.6" fill="#ffffff" />
      <path d="M32 20.5l4.5 1.5-4.5 1.5z" fill="#e8a23a" />
      <path d="M9 27c2 8 8 12 15 12s13-4 15-12z" fill="#b98552" />
      <path
        d="M11 28.5c4 2.5 22 2.5 26 0M13 33c4 2 18 2 22 0"
        stroke="#8a5e35"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ withBadge = true, className }: { withBadge?: boolean; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <LogoMark />
      <span className="font-heading text-xl font-extrabold tracking-tight text-foreground">
        Nestling
      </span>
      {/* A space, so the accessible name reads "Nestling BETA" rather than "NestlingBETA". */}
      {withBadge ? " " : null}
      {withBadge ? <Badge variant="secondary">BETA</Badge> : null}
    </span>
  );
}
