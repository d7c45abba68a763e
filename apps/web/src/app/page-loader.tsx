import { LogoMark } from "../features/layout/logo";
import { PRODUCT_NAME } from "../lib/toasts";

/**
 * The centred logo shown while auth status or a lazily loaded page is on its way
 * (docs/behaviour.md §2): "Loading Nestling..." for the app itself, "Loading..." for a page.
 */
export function PageLoader({ label = "Loading..." }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[60vh] w-full flex-1 flex-col items-center justify-center gap-3"
    >
      <LogoMark className="size-14 animate-pulse motion-reduce:animate-none" />
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
    </div>
  );
}

export const APP_LOADING_LABEL = `Loading ${PRODUCT_NAME}...`;

export function AppLoader() {
  return (
    <div className="flex min-h-dvh">
      <PageLoader label={APP_LOADING_LABEL} />
    </div>
  );
}
