// Helmet settings. The web app is a Vite build whose inline scripts (index.html's theme switch, which
// must run before the first paint, and its entry loader) are allowed by their hashes; other scripts are 'self' plus the
// third parties this deployment uses: Firebase Auth (Google sign-in popup, token calls) for the
// configured project only, and Google Tag Manager only when a container is configured.
import Fastify from "fastify";
import fastifyHelmet, { type FastifyHelmetOptions } from "@fastify/helmet";

export interface SecurityHeaderOptions {
  /** Origin of the local Auth emulator (http://127.0.0.1:9099) when it is in use, else null. */
  emulatorOrigin: string | null;
  /** The configured Firebase project's auth domain (its sign-in iframe and popup), else null. */
  authDomain: string | null;
  /** Whether Google Tag Manager is configured (GTM_CONTAINER_ID): its hosts are allowed only then. */
  tagManager: boolean;
  /** Send upgrade-insecure-requests (only where the site is served over https). */
  upgradeInsecureRequests: boolean;
  /** CSP sources ('sha256-…') of the inline scripts in the served index.html. */
  inlineScriptHashes?: readonly string[];
}

/** Google sign-in through the Firebase JS SDK: the gapi loader and the two token endpoints. */
const FIREBASE_SCRIPT = ["https://apis.google.com"];
const FIREBASE_CONNECT = [
  "https://identitytoolkit.googleapis.com",
  "https://securetoken.googleapis.com",
];
const TAG_MANAGER = ["https://www.googletagmanager.com"];
/** Where the tags GTM loads (Google Analytics 4) send their hits, regional hosts included. */
const ANALYTICS = [
  "https://www.google-analytics.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
];

export function helmetOptions(options: SecurityHeaderOptions): FastifyHelmetOptions {
  const signIn = options.authDomain !== null || options.emulatorOrigin !== null;
  const authHosts = [
    options.authDomain ? `https://${options.authDomain}` : null,
    options.emulatorOrigin,
  ].filter((value): value is string => value !== null);
  const tags = options.tagManager ? TAG_MANAGER : [];
  const analytics = options.tagManager ? ANALYTICS : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: [
          "'self'",
          ...(options.inlineScriptHashes ?? []),
          ...(signIn ? FIREBASE_SCRIPT : []),
          ...tags,
        ],
        // Toast and dialog libraries insert <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", "data:"],
        // Google profile photos and tag-manager pixels come from several Google hosts.
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        connectSrc: [
          "'self'",
          ...(options.authDomain ? FIREBASE_CONNECT : []),
          ...authHosts,
          ...tags,
          ...analytics,
        ],
        frameSrc: ["'self'", ...authHosts, ...tags],
        workerSrc: ["'self'", "blob:"],
        manifestSrc: ["'self'"],
        ...(options.upgradeInsecureRequests ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // frame-ancestors 'none' already forbids framing; X-Frame-Options would only repeat it (and
    // helmet's SAMEORIGIN default says something else).
    xFrameOptions: false,
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
