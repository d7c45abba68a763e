import { Button, Separator } from "@nestling/ui";
import { useSetAtom } from "jotai";
import { CircleHelpIcon, LogOutIcon, PlusIcon, SettingsIcon } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { activeConversationIdAtom } from "../../lib/active-conversation";
import { announceNewConversation } from "../../lib/window-events";
import { useAuth } from "../auth/auth-context";
import { ContinueWithGoogleButton } from "../auth/continue-with-google-button";
import { Logo } from "../layout/logo";
import { settingsOpenAtom } from "../settings/settings-atoms";
import { forgetGreeting } from "../chat/lib/greeted-threads";
import { ChatHistory } from "./chat-history";

const footerItem = "w-full justify-start gap-3 px-3 font-normal";

/** What the sidebar holds, shared by the wide-screen column and the mobile drawer. */
export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const { status, signOut } = useAuth();
  const navigate = useNavigate();
  const setActive = useSetAtom(activeConversationIdAtom);
  const openSettings = useSetAtom(settingsOpenAtom);
  const signedIn = status === "signed-in";

  const startNewQuestion = () => {
    forgetGreeting("new");
    void navigate("/");
    setActive(null);
    announceNewConversation();
    onNavigate?.();
  };

  return (
    <div className="flex h-full flex-col gap-4 p-3">
      <Link to="/" onClick={onNavigate} className="rounded-md px-1 py-1">
        <Logo />
      </Link>
      <Button onClick={startNewQuestion} className="w-full justify-start gap-2">
        <PlusIcon aria-hidden="true" />
        New Baby Question
      </Button>
      <div className="min-h-0 flex-1">
        {signedIn ? <ChatHistory onNavigate={onNavigate} /> : null}
      </div>
      <div className="flex flex-col gap-1">
        <Button asChild variant="ghost" className={footerItem}>
          <Link to="/help" onClick={onNavigate}>
            <CircleHelpIcon aria-hidden="true" />
            Help &amp; FAQ
          </Link>
        </Button>
        <Button
          variant="ghost"
          className={footerItem}
          onClick={() => {
            openSettings(true);
            onNavigate?.();
          }}
        >
          <SettingsIcon aria-hidden="true" />
          Settings
        </Button>
        {signedIn ? (
          <>
            <Separator className="my-1" />
            <Button
              variant="ghost"
              className={footerItem}
              onClick={() => void signOut({ source: "sidebar" })}
            >
              <LogOutIcon aria-hidden="true" />
              Sign Out
            </Button>
          </>
        ) : (
          <ContinueWithGoogleButton size="compact" className="mt-1" />
        )}
      </div>
    </div>
  );
}
