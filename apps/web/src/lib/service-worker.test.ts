import { describe, expect, it, vi } from "vitest";
import { registerServiceWorker } from "./service-worker";

describe("registerServiceWorker", () => {
  it("registers /sw.js in the production build", () => {
    const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
    registerServiceWorker({ register } as unknown as ServiceWorkerContainer, true);
    expect(register).toHaveBeenCalledExactlyOnceWith("/sw.js");
  });

  it("does nothing in development or where workers are unsupported", () => {
    const register = vi.fn();
    registerServiceWorker({ register } as unknown as ServiceWorkerContainer, false);
    registerServiceWorker(undefined, true);
    expect(register).not.toHaveBeenCalled();
  });

  it("only warns when registration fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const register = vi.fn(async () => Promise.reject(new Error("blocked")));
    registerServiceWorker({ register } as unknown as ServiceWorkerContainer, true);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });
});
