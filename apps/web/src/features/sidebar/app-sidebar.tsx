import { Sheet, SheetContent, SheetDescription, SheetTitle, VisuallyHidden } from "@nestling/ui";
import { useAtom } from "jotai";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { useReturnFocus } from "../../lib/focus";
import { useIsDesktop } from "../layout/use-is-desktop";
import { mobileSidebarOpenAtom } from "./sidebar-atoms";
import { SidebarContent } from "./sidebar-content";

/**
 * Fixed 16rem column from 768px up; below that a drawer over a dimmed overlay that closes on an
 * overlay tap or after navigating (spec §2).
 */
export function AppSidebar() {
  const [open, setOpen] = useAtom(mobileSidebarOpenAtom);
  const isDesktop = useIsDesktop();
  const location = useLocation();
  const returnFocus = useReturnFocus(open && !isDesktop);

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
        className="fixed inset-y-0 left-0 z-40 hidden w-64 border-r border-border bg-card md:block"
        data-testid="sidebar"
      >
        <SidebarContent />
      </aside>
      <Sheet open={open && !isDesktop} onOpenChange={setOpen}>
        <SheetContent
          side="left"
          className="w-64 p-0"
          data-testid="sidebar-drawer"
          onCloseAutoFocus={returnFocus}
        >
          <VisuallyHidden>
            <SheetTitle>Menu</SheetTitle>
            <SheetDescription>
              Start a new question, open a saved chat, help and settings.
            </SheetDescription>
          </VisuallyHidden>
          <SidebarContent onNavigate={() => setOpen(false)} />
        </SheetContent>
      </Sheet>
    </>
  );
}
