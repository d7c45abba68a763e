/**
 * Registers /sw.js (written by the build, see build/service-worker.ts): the app shell opens from a
 * phone's home screen, and with no network a page still shows the emergency number. Only in the
 * production build: the dev server's modules must never be served from a cache.
 */
export function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  production: boolean = import.meta.env.PROD,
): void {
  if (!production || !container) return;
  container.register("/sw.js").catch((error: unknown) => {
    // Without it the app still works online; only the home-screen and offline extras are missing.
    console.warn("[pwa] service worker not registered", error);
  });
}
