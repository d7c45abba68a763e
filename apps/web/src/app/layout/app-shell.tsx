import { Outlet, useMatch } from "react-router";
import { useActiveConversationSync } from "../../lib/active-conversation";
import { AppSidebar } from "../../features/sidebar/app-sidebar";
import { SettingsDialog } from "../../features/settings/settings-dialog";
import { SignInDialog } from "../../features/auth/sign-in-dialog";
import { AppGate } from "./app-gate";
import { AppHeader } from "./app-header";

/**
 * The main screen's frame (docs/behaviour.md §2): sidebar, top bar, safety banner and the settings
 * dialog around the routed content. The chat area renders in <Outlet/> and scrolls with the page
 * (the window is the scroll container, so the top bar can hide on scroll and mobile browsers can
 * collapse their address bar); keep the chat input `sticky bottom-0`.
 */
export function AppShell() {
  useActiveConversationSync();
  // The chat screen has no visible page title; secondary pages bring their own <h1>.
  const onHome = useMatch("/");
  const onConversation = useMatch("/chat/:conversationId");
  const onChat = onHome !== null || onConversation !== null;
  return (
    <AppGate>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-card px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <AppSidebar />
      <div className="flex min-h-dvh flex-col md:pl-64 print:pl-0">
        <AppHeader />
        <main
          id="main-content"
          tabIndex={-1}
          className="flex min-h-0 flex-1 flex-col focus:outline-none"
        >
          {onChat ? <h1 className="sr-only">Nestling: ask about your baby</h1> : null}
          <Outlet />
        </main>
      </div>
      <SettingsDialog />
      <SignInDialog />
    </AppGate>
  );
}
