import { cn } from "@nestling/ui";
import { SafetyBanner } from "../../features/layout/safety-banner";
import { TopBar } from "../../features/layout/top-bar";
import { useIsDesktop } from "../../features/layout/use-is-desktop";
import { useHideOnScroll } from "../../features/layout/use-hide-on-scroll";

/**
 * Top bar plus safety banner, stuck to the top of the page. Hiding slides the group up by the top
 * bar's height (h-14), so the banner stays visible: it is permanent (docs/behaviour.md §2).
 */
export function AppHeader() {
  // On phones the top bar holds the menu button, the only way to the history: it stays put there.
  const isDesktop = useIsDesktop();
  const hidden = useHideOnScroll() && isDesktop;
  return (
    <header
      data-testid="app-header"
      data-hidden={hidden ? "true" : "false"}
      className={cn(
        "sticky top-0 z-30 transition-transform duration-200 motion-reduce:transition-none",
        hidden && "-translate-y-14",
      )}
    >
      <div aria-hidden={hidden || undefined} inert={hidden || undefined} className="print:hidden">
        <TopBar />
      </div>
      <SafetyBanner />
    </header>
  );
}
