import { useAtom } from "jotai";
import { lazy, Suspense, useEffect } from "react";
import { useLocation } from "react-router";
import { useOpenedOnce } from "../../app/use-opened-once";
import { useIsDesktop } from "../layout/use-is-desktop";
import { mobileSidebarOpenAtom } from "./sidebar-atoms";
import { SidebarContent } from "./sidebar-content";

// The drawer (Radix Dialog, focus trap, scroll lock) loads the first time the menu opens.
const MobileSidebarDrawer = lazy(() =>
  import("./mobile-sidebar-drawer").then((m) => ({ default: m.MobileSidebarDrawer })),
);

/**
 * Fixed 16rem column from 768px up; below that a drawer over a dimmed overlay that closes on an
 * overlay tap or after navigating (docs/behaviour.md §2).
 */
export function AppSidebar() {
  const [open, setOpen] = useAtom(mobileSidebarOpenAtom);
  const isDesktop = useIsDesktop();
  const location = useLocation();
  const drawerOpened = useOpenedOnce(open && !isDesktop);

  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.search, setOpen]);

  useEffect(() => {
    if (isDesktop) setOpen(false);
  }, [isDesktop, setOpen]);

  return (
    <>
      <aside
        aria-label="Sidebar"
        className="fixed inset-y-0 left-0 z-40 hidden w-64 border-r border-border bg-card md:block print:hidden"
        data-testid="sidebar"
      >
        <SidebarContent />
      </aside>
      {drawerOpened ? (
        <Suspense fallback={null}>
          <MobileSidebarDrawer />
        </Suspense>
      ) : null}
    </>
  );
}
