import path from "node:path";
import type { Browser } from "playwright-core";
import { SCREENSHOT_DIR } from "./screens";

export interface E2eContext {
  browser: Browser;
  baseUrl: string;
}

export interface Scenario {
  name: string;
  run: (context: E2eContext) => Promise<void>;
}

export interface ScenarioResult {
  name: string;
  ok: boolean;
  ms: number;
  error?: string;
}

/** Runs scenarios one after another (they share one API and some build on an earlier one's account). */
export async function runScenarios(
  scenarios: readonly Scenario[],
  context: E2eContext,
): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  for (const scenario of scenarios) {
    const started = performance.now();
    process.stdout.write(`[e2e] ${scenario.name} … `);
    try {
      await scenario.run(context);
      const ms = Math.round(performance.now() - started);
      results.push({ name: scenario.name, ok: true, ms });
      process.stdout.write(`ok (${ms} ms)\n`);
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      results.push({ name: scenario.name, ok: false, ms, error: message });
      process.stdout.write(`FAILED (${ms} ms)\n${message}\n`);
      await snapFailure(context, scenario.name);
    }
  }
  return results;
}

/** Fails a scenario with a readable message. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Pictures of every open page when a scenario fails, to see what the browser saw. */
async function snapFailure({ browser }: E2eContext, name: string): Promise<void> {
  const slug = name.replace(/[^a-z0-9]+/gi, "-").toLowerCase();
  let index = 0;
  for (const context of browser.contexts()) {
    for (const page of context.pages()) {
      index += 1;
      await page
        .screenshot({ path: path.join(SCREENSHOT_DIR, `FAILED-${slug}-${index}.png`) })
        .catch(() => undefined);
    }
  }
}
