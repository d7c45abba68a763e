// The generated worker, run against a small stand-in for the service-worker globals.
import { describe, expect, it, vi } from "vitest";
import { serviceWorkerSource, shellAssets, STATIC_SHELL } from "./service-worker";
import { runEntryAfterFirstPaint } from "./run-after-first-paint";

const BUILT = runEntryAfterFirstPaint(`<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-def.js">
<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
</head><body><div id="root"></div></body></html>`);

type Listener = (event: FetchLike) => void;
interface FetchLike {
  request: Request;
  respondWith: (response: Promise<Response>) => void;
  waitUntil: (promise: Promise<unknown>) => void;
}

function workerWith(network: (request: Request) => Promise<Response>) {
  const store = new Map<string, Response>();
  const listeners = new Map<string, Listener>();
  const cache = {
    addAll: vi.fn(async (requests: Request[]) => {
      for (const r of requests) store.set(new URL(r.url).pathname, new Response(r.url));
    }),
    put: vi.fn(async (request: Request, response: Response) => {
      store.set(new URL(request.url).pathname, response);
    }),
  };
  const caches = {
    open: async () => cache,
    keys: async () => ["nestling-shell-old", "other-app"],
    delete: vi.fn(async () => true),
    match: async (request: Request | string) => {
      const url = typeof request === "string" ? request : new URL(request.url).pathname;
      return store.get(url)?.clone();
    },
  };
  const self = {
    location: new URL("http://app.test/sw.js"),
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    skipWaiting: vi.fn(async () => {}),
    clients: { claim: vi.fn(async () => {}) },
  };
  const fetch = vi.fn(network);
  // In a worker, relative URLs resolve against its own address.
  class WorkerRequest extends Request {
    constructor(url: string, init?: RequestInit) {
      super(new URL(url, self.location), init);
    }
  }
  const source = serviceWorkerSource(["/", "/offline.html"], "v1");
  new Function("self", "caches", "fetch", "Request", source)(self, caches, fetch, WorkerRequest);
  async function dispatch(type: string, request?: Request): Promise<Response | undefined> {
    let answer: Promise<Response> | undefined;
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({
      request: request!,
      respondWith: (r) => (answer = r),
      waitUntil: (p) => (waited = p),
    });
    await waited;
    return answer;
  }
  return { dispatch, fetch, store, caches };
}

const navigation = (path: string) => {
  const request = new Request(`http://app.test${path}`);
  Object.defineProperty(request, "mode", { value: "navigate" });
  return request;
};

describe("the service worker", () => {
  it("lists index.html's scripts, preloads and styles, including the deferred entry", () => {
    expect(shellAssets(BUILT).sort()).toEqual([
      "/assets/index-abc.js",
      "/assets/index-ghi.css",
      "/assets/react-def.js",
    ]);
    expect(STATIC_SHELL).toContain("/offline.html");
  });

  it("caches the shell on install and drops older builds' caches on activation", async () => {
    const worker = workerWith(async () => new Response("net"));
    await worker.dispatch("install");
    expect([...worker.store.keys()]).toEqual(["/", "/offline.html"]);
    await worker.dispatch("activate");
    expect(worker.caches.delete).toHaveBeenCalledExactlyOnceWith("nestling-shell-old");
  });

  it("serves pages from the network, and the offline page when there is none", async () => {
    let online = true;
    const worker = workerWith(async () => {
      if (!online) throw new TypeError("Failed to fetch");
      return new Response("fresh page");
    });
    await worker.dispatch("install");
    expect(await (await worker.dispatch("fetch", navigation("/chat/3")))!.text()).toBe(
      "fresh page",
    );
    online = false;
    expect(await (await worker.dispatch("fetch", navigation("/chat/3")))!.text()).toBe(
      "http://app.test/offline.html",
    );
  });

  it("keeps hashed assets once loaded, and never answers for the API", async () => {
    const worker = workerWith(async () => new Response("chunk"));
    const chunk = new Request("http://app.test/assets/settings-123.js");
    expect(await (await worker.dispatch("fetch", chunk))!.text()).toBe("chunk");
    await vi.waitFor(() => expect(worker.store.has("/assets/settings-123.js")).toBe(true));
    await worker.dispatch("fetch", chunk);
    expect(worker.fetch).toHaveBeenCalledTimes(1);

    expect(
      await worker.dispatch("fetch", new Request("http://app.test/api/regions")),
    ).toBeUndefined();
    expect(
      await worker.dispatch("fetch", new Request("http://app.test/trpc/chat.send")),
    ).toBeUndefined();
    const post = new Request("http://app.test/", { method: "POST" });
    expect(await worker.dispatch("fetch", post)).toBeUndefined();
  });
});
