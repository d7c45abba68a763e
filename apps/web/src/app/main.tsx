import "@fontsource-variable/inter";
import "@fontsource-variable/nunito";
import "./index.css";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { initAnalytics } from "../lib/analytics";
import { captureConsole } from "../lib/client-log";
import { startMemoryCheck } from "../lib/memory-check";
import { registerServiceWorker } from "../lib/service-worker";
import { AppRoutes } from "./app-routes";
import { Providers } from "./providers";
import { createQueryClient } from "./query-client";

captureConsole();
const queryClient = createQueryClient();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
// index.html already shows the screen's frame, so the first render may yield to the browser between
// components (a transition) instead of holding the main thread in one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
});

// The tag manager and the service worker are never in the way of the first screen: they start once
// the page has loaded and the main thread is idle. The page's load event usually fires before this
// module runs (index.html requests it only after the first paint), so waiting for the load alone
// would start them in the middle of the first render; the service worker's install then also
// downloads the shell's files again beside the app's own first requests.
const whenIdle = (run: () => void) =>
  "requestIdleCallback" in window
    ? requestIdleCallback(run, { timeout: 3_000 })
    : setTimeout(run, 1);
const afterLoad = () =>
  whenIdle(() => {
    void initAnalytics();
    registerServiceWorker();
  });
if (document.readyState === "complete") afterLoad();
else window.addEventListener("load", afterLoad, { once: true });
// Above 80 % heap use, drop cached query data that no screen is showing.
startMemoryCheck(() =>
  queryClient
    .getQueryCache()
    .findAll({ type: "inactive" })
    .forEach((q) => queryClient.getQueryCache().remove(q)),
);
