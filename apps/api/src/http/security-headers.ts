// Helmet settings. The web app is a Vite build with no inline scripts, so scripts are 'self' plus the
// third parties the product needs: Firebase Auth (Google sign-in popup, token calls) and Google Tag Manager.
import Fastify from "fastify";
import fastifyHelmet, { type FastifyHelmetOptions } from "@fastify/helmet";

export interface SecurityHeaderOptions {
  /** Origin of the local Auth emulator (http://127.0.0.1:9099) when it is in use, else null. */
  emulatorOrigin: string | null;
  /** Firebase authDomain when it is a custom domain (not *.firebaseapp.com), else null. */
  authDomain: string | null;
  /** Send upgrade-insecure-requests (only where the site is served over https). */
  upgradeInsecureRequests: boolean;
}

const FIREBASE = [
  "https://apis.google.com",
  "https://*.googleapis.com",
  "https://*.firebaseapp.com",
];
const TAG_MANAGER = ["https://www.googletagmanager.com", "https://*.googletagmanager.com"];
const ANALYTICS = ["https://*.google-analytics.com", "https://*.analytics.google.com"];

export function helmetOptions(options: SecurityHeaderOptions): FastifyHelmetOptions {
  const extra = [
    options.emulatorOrigin,
    options.authDomain ? `https://${options.authDomain}` : null,
  ].filter((value): value is string => value !== null);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", ...FIREBASE, ...TAG_MANAGER, ...ANALYTICS],
        // Toast and dialog libraries insert <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", "data:"],
        // Google profile photos and tag-manager pixels come from several Google hosts.
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        connectSrc: ["'self'", ...FIREBASE, ...TAG_MANAGER, ...ANALYTICS, ...extra],
        frameSrc: ["'self'", ...FIREBASE, ...TAG_MANAGER, ...extra],
        workerSrc: ["'self'", "blob:"],
        manifestSrc: ["'self'"],
        ...(options.upgradeInsecureRequests ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Firebase's Google sign-in popup reports back through window.opener.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // HSTS only makes sense where https is served; the proxy in front of us sets it there.
    strictTransportSecurity: options.upgradeInsecureRequests,
  };
}

/**
 * The headers @fastify/helmet sets for these options, computed once. The plugin rebuilds helmet's
 * middleware (and re-parses the CSP) on every request, which cost as much as the rest of a small
 * request; our headers never vary per request, so they are worked out at start-up by letting the
 * plugin answer one request, and then set as they are.
 */
export async function securityHeaders(
  options: SecurityHeaderOptions,
): Promise<Record<string, string>> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify({ logger: false });
    if (withHelmet) await probe.register(fastifyHelmet, helmetOptions(options));
    probe.get("/", async () => "ok");
    const response = await probe.inject("/");
    await probe.close();
    return response.headers;
  };
  const [plain, secured] = [await answer(false), await answer(true)];
  return Object.fromEntries(
    Object.entries(secured)
      .filter(([name, value]) => plain[name] === undefined && typeof value === "string")
      .map(([name, value]) => [name, value as string]),
  );
}
