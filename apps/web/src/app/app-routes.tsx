import {
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from "react";
import { Route, Routes, useLocation } from "react-router";
import { ChatScreen } from "../features/chat/chat-screen";
import { ErrorBoundary } from "./error-boundary";
import { AppShell } from "./layout/app-shell";
import { PageLoader } from "./page-loader";
import { RouteFailed } from "./route-failed";

// Secondary pages load on demand (docs/behaviour.md §2); the chat screen is the landing page and
// ships up front.
const SettingsPage = lazy(() => import("../features/settings/settings-page"));
const HelpPage = lazy(() => import("../features/pages/help-page"));
const PrivacyPage = lazy(() => import("../features/pages/privacy-page"));
const TermsPage = lazy(() => import("../features/pages/terms-page"));
const DebugPage = lazy(() => import("../features/pages/debug-page"));
const NotFoundPage = lazy(() => import("../features/pages/not-found-page"));
const SharedPage = lazy(() => import("../features/share/shared-page"));
const PublicHelpPage = lazy(() =>
  import("../features/pages/help-page").then((m) => ({ default: m.PublicHelpPage })),
);
const PublicPrivacyPage = lazy(() =>
  import("../features/pages/privacy-page").then((m) => ({ default: m.PublicPrivacyPage })),
);
const PublicTermsPage = lazy(() =>
  import("../features/pages/terms-page").then((m) => ({ default: m.PublicTermsPage })),
);

/**
 * Each route renders inside its own error boundary: a page whose chunk fails to load (after a
 * deploy) or that throws shows a reload prompt in its place, and the shell, the sidebar and other
 * routes keep working. Moving to another path gives the boundary a fresh try.
 */
function Guarded({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={<RouteFailed />}>
      {children}
    </ErrorBoundary>
  );
}

function page(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Guarded>
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    </Guarded>
  );
}

const chat = (
  <Guarded>
    <ChatScreen />
  </Guarded>
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={chat} />
        <Route path="chat/:conversationId" element={chat} />
        <Route path="settings" element={page(SettingsPage)} />
        <Route path="help" element={page(HelpPage)} />
        <Route path="privacy" element={page(PrivacyPage)} />
        <Route path="terms" element={page(TermsPage)} />
        <Route path="debug" element={page(DebugPage)} />
      </Route>
      <Route path="public-help" element={page(PublicHelpPage)} />
      <Route path="public-privacy" element={page(PublicPrivacyPage)} />
      <Route path="public-terms" element={page(PublicTermsPage)} />
      <Route path="share/:token" element={page(SharedPage)} />
      <Route path="*" element={page(NotFoundPage)} />
    </Routes>
  );
}
