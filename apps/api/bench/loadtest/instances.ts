// API instances for the load test: the compiled server (dist/main.js, as `npm start` runs it), started,
// killed with SIGKILL, restarted, probed on /api/ready, and measured in CPU time.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { SERVER_NODE_FLAGS } from "../../../../scripts/server-node-flags.mjs";

const apiRoot = fileURLToPath(new URL("../..", import.meta.url));
const READY_TIMEOUT_MS = 60_000;
/** Linux reports CPU times in clock ticks of 1/100 s (USER_HZ). */
const TICK_MS = 10;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** User + system CPU time of a process (all its threads: the answer-engine workers too), in ms. */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces) start at ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

export class Instance {
  private child: ChildProcess | null = null;
  private output = "";
  readonly url: string;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  get alive(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts dist/main.js (build it first) and resolves once /api/ready answers 200. */
  async start(): Promise<void> {
    this.output = "";
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "dist/main.js"], {
      cwd: apiRoot,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        ...this.env,
        PORT: String(this.port),
        HOST: "127.0.0.1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (!this.alive) throw new Error(`${this.name} exited while starting:\n${this.output}`);
      if (await this.ready()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${this.name} was not ready within ${READY_TIMEOUT_MS} ms:\n${this.output}`);
  }

  async ready(): Promise<boolean> {
    try {
      const response = await fetch(`${this.url}/api/ready`, { signal: AbortSignal.timeout(2_000) });
      return response.status === 200;
    } catch {
      return false;
    }
  }

  /** kill -9: no shutdown hook runs, requests in flight are cut. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || !this.alive) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  }

  /** SIGTERM and wait: the graceful path. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || !this.alive) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(timer);
  }

  get log(): string {
    return this.output;
  }
}
