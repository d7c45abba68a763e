import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { FIREBASE_NOT_CONFIGURED } from "../../lib/toasts";
import { locationNow, renderApp } from "../../test/render-app";
import { ApiTestError, fakeTrpc, type RecordedCall } from "../../test/trpc-msw";
import { useAuth } from "./auth-context";
import { ContinueWithGoogleButton } from "./continue-with-google-button";
import { hasSessionHint, setSessionHint } from "./session-hint";
import { SignInDialog } from "./sign-in-dialog";
import type * as Navigation from "../../lib/navigation";

const firebase = vi.hoisted(() => ({
  signInWithGoogle: vi.fn(),
  signOutOfIdentity: vi.fn(async () => {}),
  isPopupDismissed: (error: unknown) =>
    (error as { code?: string }).code === "auth/popup-closed-by-user",
}));
vi.mock("../../lib/firebase", () => firebase);
const navigateHome = vi.fn();
vi.mock("../../lib/navigation", async (load) => ({
  ...(await load<typeof Navigation>()),
  navigateHome: () => navigateHome(),
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const USER = {
  firstName: "Dana",
  lastName: "Lee",
  email: "dana@example.org",
  profileImageUrl: null,
};
const IDENTITY = {
  uid: "uid-1",
  email: "dana@example.org",
  displayName: "Dana Lee",
  photoURL: "https://example.com/p.png",
  emailVerified: true,
  getIdToken: async () => "id-token-123",
};

let calls: RecordedCall[];
let loggedIn: boolean;
let emulatorUrl: string | null;
let loginRequest: { authorization: string | null; body: unknown } | null;
let loginCount: number;

beforeEach(() => {
  vi.clearAllMocks();
  calls = [];
  loggedIn = false;
  loginRequest = null;
  loginCount = 0;
  emulatorUrl = null;
  server.use(
    fakeTrpc(
      {
        "auth.user": () => {
          if (!loggedIn) throw new ApiTestError("UNAUTHORIZED", 401, "Sign in required");
          return USER;
        },
        "auth.logout": () => ({ ok: true }),
        "config.firebase": () => ({
          apiKey: "k",
          authDomain: "d",
          projectId: "demo-nestling",
          emulatorUrl,
        }),
      },
      calls,
    ),
    http.post("*/api/auth/login", async ({ request }) => {
      loginCount += 1;
      loginRequest = {
        authorization: request.headers.get("authorization"),
        body: await request.json(),
      };
      loggedIn = true;
      return HttpResponse.json({ ok: true });
    }),
  );
});

function Probe() {
  const { status, user, signOut } = useAuth();
  return (
    <div>
      <p data-testid="status">{status}</p>
      <p data-testid="user">{user?.email ?? "none"}</p>
      <ContinueWithGoogleButton />
      <button onClick={() => void signOut({ source: "sidebar" })}>Sign Out</button>
    </div>
  );
}

const status = () => screen.getByTestId("status").textContent;

describe("AuthProvider", () => {
  it("is signed out without asking the API or loading Firebase when this browser never signed in", async () => {
    renderApp(<Probe />, { auth: "provider" });
    expect(status()).toBe("signed-out");
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(["config.firebase"]));
    expect(firebase.signInWithGoogle).not.toHaveBeenCalled();
  });

  it("loads, then is signed in when the session is live", async () => {
    setSessionHint();
    loggedIn = true;
    renderApp(<Probe />, { auth: "provider" });
    expect(status()).toBe("loading");
    await waitFor(() => expect(status()).toBe("signed-in"));
    expect(screen.getByTestId("user")).toHaveTextContent("dana@example.org");
  });

  it("falls back to signed out and forgets the hint when the session has expired (401, not retried)", async () => {
    setSessionHint();
    renderApp(<Probe />, { auth: "provider" });
    await waitFor(() => expect(status()).toBe("signed-out"));
    expect(hasSessionHint()).toBe(false);
    expect(calls.filter((c) => c.path === "auth.user")).toHaveLength(1);
  });

  it("signs in: Google popup, backend login with the ID token and the documented body, user refetch, welcome toast", async () => {
    let finishPopup!: () => void;
    firebase.signInWithGoogle.mockImplementation(
      () => new Promise((resolve) => (finishPopup = () => resolve(IDENTITY))),
    );
    const user = userEvent.setup();
    renderApp(<Probe />, { auth: "provider" });
    await user.click(screen.getByRole("button", { name: "Continue with Google" }));
    expect(await screen.findByRole("button", { name: "Signing in..." })).toBeDisabled();
    act(() => finishPopup());
    await waitFor(() => expect(status()).toBe("signed-in"));
    expect(loginRequest).toEqual({
      authorization: "Bearer id-token-123",
      body: {
        uid: "uid-1",
        email: "dana@example.org",
        displayName: "Dana Lee",
        photoURL: "https://example.com/p.png",
        emailVerified: true,
      },
    });
    expect(hasSessionHint()).toBe(true);
    expect(await screen.findByText("Welcome to Nestling!")).toBeInTheDocument();
    expect(screen.getByText("Successfully signed in with Google")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeEnabled();
  });

  it("with the Auth emulator, signs in with a clearly labelled local test account", async () => {
    emulatorUrl = "http://127.0.0.1:9099";
    firebase.signInWithGoogle.mockResolvedValue({
      ...IDENTITY,
      email: "sam@example.org",
      displayName: "Sam",
    });
    const user = userEvent.setup();
    renderApp(<Probe />, { auth: "provider" });
    expect(await screen.findByTestId("emulator-note")).toHaveTextContent(/local test account/i);
    await user.click(screen.getByRole("button", { name: "Continue with Google" }));
    // The dialog's code loads on this first click.
    const dialog = await screen.findByRole("dialog", { name: "Local test account" });
    const email = within(dialog).getByLabelText("Test e-mail");
    await user.clear(email);
    await user.type(email, "not-an-email");
    expect(
      within(dialog).getByRole("button", { name: "Sign in with test account" }),
    ).toBeDisabled();
    await user.clear(email);
    await user.type(email, "sam@example.org");
    await user.clear(within(dialog).getByLabelText("Name"));
    await user.type(within(dialog).getByLabelText("Name"), "Sam");
    await user.click(within(dialog).getByRole("button", { name: "Sign in with test account" }));
    await waitFor(() => expect(status()).toBe("signed-in"));
    expect(firebase.signInWithGoogle).toHaveBeenCalledWith({
      email: "sam@example.org",
      displayName: "Sam",
    });
    expect(loginRequest?.authorization).toBe("Bearer id-token-123");
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Local test account" })).not.toBeInTheDocument(),
    );
    expect(loginCount, "one POST /api/auth/login per sign-in").toBe(1);
  });

  it("with the Auth emulator, a click before the config answers waits for it instead of opening Google", async () => {
    emulatorUrl = "http://127.0.0.1:9099";
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      fakeTrpc({
        "config.firebase": async () => {
          await answered;
          return { apiKey: "k", authDomain: "d", projectId: "demo-nestling", emulatorUrl };
        },
      }),
    );
    const user = userEvent.setup();
    renderApp(<Probe />, { auth: "provider" });
    await user.click(screen.getByRole("button", { name: "Continue with Google" }));
    act(() => answer());
    expect(await screen.findByRole("dialog", { name: "Local test account" })).toBeInTheDocument();
    expect(firebase.signInWithGoogle).not.toHaveBeenCalled();
  });

  it("keeps the caption's line before the config answers, so the footer does not move", async () => {
    emulatorUrl = "http://127.0.0.1:9099";
    renderApp(<Probe />, { auth: "provider" });
    const button = screen.getByRole("button", { name: "Continue with Google" });
    const caption = () => button.nextElementSibling;
    expect(caption()?.tagName).toBe("P");
    expect(caption()).toBeEmptyDOMElement();
    expect(await screen.findByTestId("emulator-note")).toBe(caption());
  });

  it("fails with 'Firebase not configured…' when Firebase is not configured", async () => {
    firebase.signInWithGoogle.mockRejectedValue(new Error(FIREBASE_NOT_CONFIGURED));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp(<Probe />, { auth: "provider" });
    await user.click(screen.getByRole("button", { name: "Continue with Google" }));
    expect(await screen.findByText("Sign-in failed")).toBeInTheDocument();
    expect(screen.getByText(FIREBASE_NOT_CONFIGURED)).toBeInTheDocument();
    expect(status()).toBe("signed-out");
    expect(loginRequest).toBeNull();
  });

  it("shows 'Sign-in failed – Please try again' when the backend login fails", async () => {
    firebase.signInWithGoogle.mockResolvedValue(IDENTITY);
    server.use(http.post("*/api/auth/login", () => new HttpResponse("bad token", { status: 401 })));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp(<Probe />, { auth: "provider" });
    await user.click(screen.getByRole("button", { name: "Continue with Google" }));
    expect(await screen.findByText("Please try again")).toBeInTheDocument();
    expect(status()).toBe("signed-out");
  });

  it("stays quiet when the parent closes the popup", async () => {
    firebase.signInWithGoogle.mockRejectedValue(
      Object.assign(new Error("closed"), { code: "auth/popup-closed-by-user" }),
    );
    const user = userEvent.setup();
    renderApp(<Probe />, { auth: "provider" });
    await user.click(screen.getByRole("button", { name: "Continue with Google" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Continue with Google" })).toBeEnabled(),
    );
    expect(screen.queryByText("Sign-in failed")).not.toBeInTheDocument();
  });

  it("signs out: identity sign-out, backend logout, then a full navigation to / with the goodbye toast", async () => {
    setSessionHint();
    loggedIn = true;
    const user = userEvent.setup();
    renderApp(<Probe />, { auth: "provider" });
    await waitFor(() => expect(status()).toBe("signed-in"));
    await user.click(screen.getByRole("button", { name: "Sign Out" }));
    await waitFor(() => expect(navigateHome).toHaveBeenCalledOnce());
    expect(firebase.signOutOfIdentity).toHaveBeenCalledOnce();
    expect(calls.map((c) => c.path)).toContain("auth.logout");
    expect(hasSessionHint()).toBe(false);
    expect(sessionStorage.getItem("nestling-flash-toast")).toBe("logoutSuccess");
  });

  it("reports a failed logout with the sidebar's wording and stays", async () => {
    setSessionHint();
    loggedIn = true;
    server.use(
      fakeTrpc({
        "auth.user": () => USER,
        "config.firebase": () => null,
        "auth.logout": () => {
          throw new ApiTestError("INTERNAL_SERVER_ERROR", 500, "boom");
        },
      }),
    );
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp(<Probe />, { auth: "provider" });
    await waitFor(() => expect(status()).toBe("signed-in"));
    await user.click(screen.getByRole("button", { name: "Sign Out" }));
    expect(
      await screen.findByText("Failed to logout. Please try again.", {}, { timeout: 4_000 }),
    ).toBeInTheDocument();
    expect(navigateHome).not.toHaveBeenCalled();
    expect(hasSessionHint()).toBe(true);
  });
});

describe("SignInDialog", () => {
  it("opens for /?signin=1 (where GET /api/login lands) and tidies the address", async () => {
    renderApp(<SignInDialog />, { auth: "provider", route: "/?signin=1" });
    expect(await screen.findByRole("dialog", { name: "Sign in to Nestling" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeInTheDocument();
    expect(locationNow()).toBe("/");
  });
});
