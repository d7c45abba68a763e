// The compiled server (dist/main.js, as `npm start` runs it: plain node, no TypeScript loader) as a
// process: env → migrated file database → listen; serves API and web; stops cleanly on SIGTERM.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { createWebDistFixture } from "./web-dist-fixture.js";

const apiRoot = fileURLToPath(new URL("..", import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), "nestling-main-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
beforeAll(() => {
  const built = spawnSync(process.execPath, ["build.mjs"], { cwd: apiRoot, encoding: "utf8" });
  if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`);
}, 60_000);

function startMain(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = "";
  const child = spawn(process.execPath, ["dist/main.js"], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitFor<T>(check: () => T | null, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });

describe("main.ts", () => {
  it("starts on the given port with a migrated file database, serves API and web, and shuts down on SIGTERM", async () => {
    const databaseFile = path.join(dataDir, "nested", "app.db");
    const { child, output } = startMain({
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${databaseFile}`,
      WEB_DIST: createWebDistFixture(),
      FIREBASE_AUTH_EMULATOR_HOST: inject("emulatorHost"),
      LOG_LEVEL: "info",
      GTM_CONTAINER_ID: "GTM-MAIN1",
    });
    try {
      const port = await waitFor(
        () => /Nestling is ready on http:\/\/localhost:(\d+)/.exec(output())?.[1] ?? null,
        30_000,
      );
      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      expect(await (await fetch(`${base}/api/gtm-config`)).json()).toEqual({
        containerId: "GTM-MAIN1",
      });
      expect(await (await fetch(`${base}/api/firebase-config`)).json()).toMatchObject({
        projectId: "demo-nestling",
        emulatorUrl: `http://${inject("emulatorHost")}`,
      });
      const page = await fetch(`${base}/chat/42`);
      expect(page.status).toBe(200);
      expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
      const chat = await fetch(`${base}/api/chat`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          message: "How much should a newborn sleep?",
          conversationId: `temp_${Date.now()}_main`,
        }),
      });
      expect(chat.status).toBe(200);
      expect(existsSync(databaseFile)).toBe(true);
      expect(output()).not.toMatch(/nestling_visitor=|nestling_session=/);

      child.kill("SIGTERM");
      expect(await exited(child)).toBe(0);
      expect(output()).toContain("shutting down");
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  });

  it("on SIGTERM finishes the chats in flight before it exits, and takes no new ones", async () => {
    // A language model that takes 1.5 s (then fails, so the built-in answer is used): chats are
    // still in flight when the signal arrives.
    let modelCalls = 0;
    const slowModel = createServer((_request, response) => {
      modelCalls += 1;
      setTimeout(() => response.writeHead(503).end(), 1_500);
    });
    await new Promise<void>((resolve) => slowModel.listen(0, "127.0.0.1", resolve));
    const modelPort = (slowModel.address() as AddressInfo).port;
    const { child, output } = startMain({
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${path.join(dataDir, "drain.db")}`,
      FIREBASE_AUTH_EMULATOR_HOST: inject("emulatorHost"),
      LLM_BASE_URL: `http://127.0.0.1:${modelPort}/v1`,
      LLM_MODEL: "slow",
      LLM_TIMEOUT_MS: "10000",
      LOG_LEVEL: "info",
    });
    try {
      const port = await waitFor(
        () => /Nestling is ready on http:\/\/localhost:(\d+)/.exec(output())?.[1] ?? null,
        30_000,
      );
      const base = `http://127.0.0.1:${port}`;
      const chats = Array.from({ length: 3 }, (_, i) =>
        fetch(`${base}/api/chat`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            message: "How long should a newborn sleep?",
            conversationId: `temp_${Date.now()}_drain${i}`,
          }),
        }),
      );
      await waitFor(() => (modelCalls === 3 ? true : null), 15_000);
      child.kill("SIGTERM");
      const responses = await Promise.all(chats);
      // Their keep-alive connections are closed once answered: the process exits at once.
      const stoppedAt = Date.now();
      expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
      for (const response of responses) {
        expect((await response.json()) as object).toHaveProperty("assistantMessage");
      }
      expect(await exited(child)).toBe(0);
      expect(Date.now() - stoppedAt).toBeLessThan(15_000);
      await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
      slowModel.close();
    }
  }, 60_000);

  it("refuses emulator sign-in in production", async () => {
    const { child, output } = startMain({
      NODE_ENV: "production",
      FIREBASE_AUTH_EMULATOR_HOST: inject("emulatorHost"),
      DATABASE_URL: `file:${path.join(dataDir, "prod.db")}`,
    });
    expect(await exited(child)).toBe(1);
    expect(output()).toMatch(
      /Invalid environment variable AUTH_EMULATOR: NODE_ENV=production refuses/,
    );
  });

  it("refuses to start on a wrong variable, naming it", async () => {
    const { child, output } = startMain({
      PORT: "not-a-port",
      DATABASE_URL: `file:${path.join(dataDir, "x.db")}`,
    });
    expect(await exited(child)).toBe(1);
    expect(output()).toMatch(/Invalid environment variable PORT/);
  });
});
