import { Sheet, SheetContent, SheetDescription, SheetTitle, VisuallyHidden } from "@nestling/ui";
import { useAtom } from "jotai";
import { useReturnFocus } from "../../lib/focus";
import { useIsDesktop } from "../layout/use-is-desktop";
import { mobileSidebarOpenAtom } from "./sidebar-atoms";
import { SidebarContent } from "./sidebar-content";

/** Below 768px: the sidebar as a drawer over a dimmed overlay (docs/behaviour.md §2). */
export function MobileSidebarDrawer() {
  const [open, setOpen] = useAtom(mobileSidebarOpenAtom);
  const isDesktop = useIsDesktop();
  const returnFocus = useReturnFocus(open && !isDesktop);
  return (
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
  );
}
