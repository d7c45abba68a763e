// Signed-in parents for the load test: real emulator ID tokens (the Firebase JS SDK the web app
// uses), exchanged for session cookies through POST /api/auth/login, each with a few conversations.
import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp } from "firebase/app";
import {
  connectAuthEmulator,
  getAuth,
  GoogleAuthProvider,
  signInWithCredential,
} from "firebase/auth";

export interface Account {
  idToken: string;
  uid: string;
  email: string;
  /** Session cookie per API base URL (each database has its own sessions). */
  cookie: string;
  conversationIds: number[];
}

export async function emulatorIdToken(
  emulatorHost: string,
): Promise<{ idToken: string; uid: string; email: string }> {
  const sub = `load-${randomUUID()}`;
  const email = `${sub}@example.com`;
  const app = initializeApp(
    { apiKey: "demo-key", authDomain: "demo-nestling.firebaseapp.com", projectId: "demo-nestling" },
    sub,
  );
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
    const credential = GoogleAuthProvider.credential(
      JSON.stringify({ sub, email, email_verified: true, name: "Load Parent" }),
    );
    const { user } = await signInWithCredential(auth, credential);
    return { idToken: await user.getIdToken(), uid: user.uid, email };
  } finally {
    await deleteApp(app);
  }
}

async function post(url: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** Logs an emulator account in on `baseUrl` and gives it `conversations` saved conversations. */
export async function signIn(
  baseUrl: string,
  token: { idToken: string; uid: string; email: string },
  conversations: number,
): Promise<Account> {
  const login = await post(
    `${baseUrl}/api/auth/login`,
    {
      uid: token.uid,
      email: token.email,
      displayName: "Load Parent",
      photoURL: null,
      emailVerified: true,
    },
    { authorization: `Bearer ${token.idToken}` },
  );
  const session = login.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("nestling_session="));
  if (!session) throw new Error("login set no session cookie");
  const cookie = session.split(";")[0]!;
  const conversationIds: number[] = [];
  for (let i = 0; i < conversations; i++) {
    const created = await post(
      `${baseUrl}/api/conversations`,
      { title: `Load ${i + 1}` },
      { cookie },
    );
    conversationIds.push(((await created.json()) as { id: number }).id);
  }
  return { ...token, cookie, conversationIds };
}
