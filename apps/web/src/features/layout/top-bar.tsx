import { Avatar, Button, cn } from "@nestling/ui";
import { useSetAtom } from "jotai";
import { LogInIcon, MenuIcon } from "lucide-react";
import { useAuth } from "../auth/auth-context";
import { signInDialogOpenAtom } from "../auth/sign-in-atoms";
import { babySummary } from "../profile/baby-age";
import { avatarInitial, displayName } from "../profile/profile-rules";
import { useBabyProfile } from "../profile/use-baby-profile";
import { mobileSidebarOpenAtom } from "../sidebar/sidebar-atoms";
import { Logo } from "./logo";

/**
 * The top bar (docs/behaviour.md §2): a menu button and the logo on small screens; the parent's
 * name, the baby summary and an avatar on wide ones.
 */
export function TopBar({ showMenuButton = true }: { showMenuButton?: boolean }) {
  const { status, user } = useAuth();
  const profile = useBabyProfile();
  const openSidebar = useSetAtom(mobileSidebarOpenAtom);
  const openSignIn = useSetAtom(signInDialogOpenAtom);
  const signedIn = status === "signed-in";
  const baby = signedIn ? profile.data : null;

  return (
    <div
      className="flex h-14 items-center gap-2 border-b border-border bg-card/95 px-3 backdrop-blur md:px-6"
      data-testid="top-bar"
    >
      {showMenuButton ? (
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label="Open menu"
          onClick={() => openSidebar(true)}
        >
          <MenuIcon className="!size-5" aria-hidden="true" />
        </Button>
      ) : null}
      <div className="md:hidden" data-testid="top-bar-brand">
        <Logo />
      </div>
      {signedIn ? (
        <div className="ml-auto hidden items-center gap-3 md:flex" data-testid="top-bar-user">
          <div className="flex min-w-0 flex-col items-end text-right">
            <span className="max-w-64 truncate text-sm font-semibold" data-testid="top-bar-name">
              {displayName(user)}
            </span>
            {baby ? (
              <span
                className="max-w-64 truncate text-xs text-muted-foreground"
                data-testid="baby-summary"
              >
                {babySummary(baby)}
              </span>
            ) : null}
          </div>
          <Avatar
            size="lg"
            src={user?.profileImageUrl}
            fallback={avatarInitial(user)}
            alt={displayName(user)}
          />
        </div>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          className={cn("ml-auto", status === "loading" && "invisible")}
          onClick={() => openSignIn(true)}
          data-testid="top-bar-sign-in"
        >
          <LogInIcon aria-hidden="true" />
          Sign in
        </Button>
      )}
    </div>
  );
}
