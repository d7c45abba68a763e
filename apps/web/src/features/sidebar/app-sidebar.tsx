import { useAtom } from "jotai";
import { lazy, Suspense, useEffect } from "react";
import { useLocation } from "react-router";
import { useOpenedOnce } from "../../app/use-opened-once";
import { DESKTOP_QUERY, useIsDesktop } from "../layout/use-is-desktop";
import { mobileSidebarOpenAtom } from "./sidebar-atoms";

// The drawer (Radix Dialog, focus trap, scroll lock) loads the first time the menu opens.
const MobileSidebarDrawer = lazy(() =>
  import("./mobile-sidebar-drawer").then((m) => ({ default: m.MobileSidebarDrawer })),
);

// The column's content (history, search, sign-in) is not part of a phone's first screen: it is
// rendered from 768px up only, and loaded apart from the entry; on a wide screen the load starts
// as soon as this module runs, beside the first render.
const loadSidebarContent = () =>
  import("./sidebar-content").then((m) => ({ default: m.SidebarContent }));
if (window.matchMedia(DESKTOP_QUERY).matches) void loadSidebarContent();
const SidebarContent = lazy(loadSidebarContent);

/**
 * Fixed 16rem column from 768px up; below that a drawer over a dimmed overlay that closes on an
 * overlay tap or after navigating (docs/behaviour.md §2).
 */
export function AppSidebar() {
  const [open, setOpen] = useAtom(mobileSidebarOpenAtom);
  const isDesktop = useIsDesktop();
  const location = useLocation();
  const drawerOpened = useOpenedOnce(open && !isDesktop);
  // Once built, the column stays mounted when the window narrows (a phone turned upright), so an
  // open search, rename or confirm in it survives the CSS hiding it.
  const columnShown = useOpenedOnce(isDesktop);

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
        {columnShown ? (
          <Suspense fallback={null}>
            <SidebarContent />
          </Suspense>
        ) : null}
      </aside>
      {drawerOpened ? (
        <Suspense fallback={null}>
          <MobileSidebarDrawer />
        </Suspense>
      ) : null}
    </>
  );
}
