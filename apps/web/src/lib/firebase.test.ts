import { beforeEach, describe, expect, it, vi } from "vitest";

const sdk = vi.hoisted(() => ({
  initializeApp: vi.fn(() => ({ name: "app" })),
  getApps: vi.fn(() => []),
  getAuth: vi.fn(() => ({ name: "auth" })),
  connectAuthEmulator: vi.fn(),
  signInWithPopup: vi.fn(),
  signInWithCredential: vi.fn(),
  signOut: vi.fn(),
  credential: vi.fn((token: string) => ({ token })),
}));
vi.mock("firebase/app", () => ({ initializeApp: sdk.initializeApp, getApps: sdk.getApps }));
vi.mock("firebase/auth", () => ({
  getAuth: sdk.getAuth,
  connectAuthEmulator: sdk.connectAuthEmulator,
  signInWithPopup: sdk.signInWithPopup,
  signInWithCredential: sdk.signInWithCredential,
  signOut: sdk.signOut,
  GoogleAuthProvider: class {
    static credential = sdk.credential;
    setCustomParameters() {}
  },
}));

const USER = {
  uid: "u1",
  email: "sam@example.org",
  displayName: "Sam",
  photoURL: null,
  emailVerified: true,
  getIdToken: async () => "token",
};
const CONFIG = {
  apiKey: "key",
  authDomain: "demo.firebaseapp.com",
  projectId: "demo-nestling",
  emulatorUrl: null,
};

async function load(
  config:
    | typeof CONFIG
    | { emulatorUrl: string; apiKey: string; authDomain: string; projectId: string }
    | null,
) {
  vi.resetModules();
  const module = await import("./firebase");
  // Prime the one Auth instance with this config.
  await module.firebaseAuth(async () => config).catch(() => {});
  return module;
}

beforeEach(() => vi.clearAllMocks());

describe("firebase client", () => {
  it("fails with 'Firebase not configured…' when the API has no Firebase config", async () => {
    vi.resetModules();
    const { firebaseAuth } = await import("./firebase");
    await expect(firebaseAuth(async () => null)).rejects.toThrow(
      "Firebase not configured. Please add Firebase environment variables.",
    );
    expect(sdk.initializeApp).not.toHaveBeenCalled();
  });

  it("signs in with the Google popup when a real project is configured", async () => {
    sdk.signInWithPopup.mockResolvedValue({ user: USER });
    const { signInWithGoogle } = await load(CONFIG);
    expect(sdk.connectAuthEmulator).not.toHaveBeenCalled();
    const identity = await signInWithGoogle({ email: "ignored@example.org", displayName: "x" });
    expect(sdk.signInWithPopup).toHaveBeenCalledOnce();
    expect(identity).toMatchObject({ uid: "u1", email: "sam@example.org", emailVerified: true });
    expect(await identity.getIdToken()).toBe("token");
  });

  it("connects to the emulator and signs a test account in without the popup", async () => {
    sdk.signInWithCredential.mockResolvedValue({ user: USER });
    const { signInWithGoogle, testAccountUid } = await load({
      ...CONFIG,
      emulatorUrl: "http://127.0.0.1:9099",
    });
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith(
      { name: "auth" },
      "http://127.0.0.1:9099",
      { disableWarnings: true },
    );
    await signInWithGoogle({ email: " Sam@Example.org ", displayName: "Sam" });
    expect(sdk.signInWithPopup).not.toHaveBeenCalled();
    expect(JSON.parse(sdk.credential.mock.calls[0]![0])).toEqual({
      sub: "test-sam-example-org",
      email: "Sam@Example.org",
      email_verified: true,
      name: "Sam",
    });
    expect(testAccountUid("sam@example.org")).toBe(testAccountUid("SAM@example.org"));
  });

  it("recognises a popup the parent closed", async () => {
    const { isPopupDismissed } = await load(CONFIG);
    expect(isPopupDismissed({ code: "auth/popup-closed-by-user" })).toBe(true);
    expect(isPopupDismissed({ code: "auth/cancelled-popup-request" })).toBe(true);
    expect(isPopupDismissed(new Error("network"))).toBe(false);
  });
});
