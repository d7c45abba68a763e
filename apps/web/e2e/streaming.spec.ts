// Streamed answers against the real API with a model: a local OpenAI-compatible server started
// here streams slowly, stalls or fails, so Stop and the fallback to the built-in engine run for real.
import type { Page } from "@playwright/test";
import { ask, chatInput, ANSWER_TIMEOUT_MS } from "./support/chat-page";
import { expect, test as base } from "./support/fixtures";
import { startFakeModel, type FakeModel } from "./support/fake-model";
import { captureScreen } from "./support/screens";
import { startStack, type Stack } from "./support/stack";

let model: FakeModel;

// This file's tests use an API of their own, configured with the local model.
const test = base.extend<object, { modelStack: Stack }>({
  modelStack: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const webDist = process.env.E2E_WEB_BUILD;
      if (!webDist)
        throw new Error("E2E_WEB_BUILD is unset: run the tests through playwright.config.ts");
      model = await startFakeModel();
      const stack = await startStack({
        webDist,
        env: { LLM_BASE_URL: model.baseUrl, LLM_MODEL: "local-test", LLM_TIMEOUT_MS: "1500" },
      });
      await use(stack);
      await stack.stop();
      await model.close();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ modelStack }, use) => use(modelStack.baseUrl),
});

const NAPS = "How long should my 6 month old nap?";
/** The model's reply, a few words a piece, citing the first passage it was given. */
const REPLY = (
  "Most babies of this age nap for about an hour or two at a time [1]. Short naps of 30 to 45 minutes are " +
  "common too and usually lengthen with age [1]. A calm, dark room and a steady routine help many babies " +
  "settle, and watching for sleepy cues such as rubbing eyes or yawning makes it easier to start a nap " +
  "before your baby is overtired [1]."
).match(/\S+\s*/g)!;

const answers = (page: Page) => page.locator("[data-slot=chat-message][data-role=assistant]");

test("a model's answer streams in, busy until done; Stop keeps what was shown, stopped, after a reload", async ({
  parentPage: page,
}) => {
  // Long enough (about 35 s) to look at, screenshot and stop it mid-way.
  model.mode = { kind: "slow", pieces: [...REPLY, ...REPLY, ...REPLY], pieceMs: 170 };
  const hungUp = model.hungUp;
  await chatInput(page).fill(NAPS);
  await chatInput(page).press("Enter");

  const streaming = page.locator("[data-streaming]");
  await expect(streaming).toBeVisible({ timeout: ANSWER_TIMEOUT_MS });
  await expect(streaming).toHaveAttribute("aria-busy", "true");
  const early = (await streaming.innerText()).length;
  // The text grows while it arrives, and a citation is never shown half-written.
  const seen: string[] = [];
  for (let i = 0; i < 8; i++) {
    seen.push(await streaming.innerText());
    await page.waitForTimeout(200);
  }
  expect(seen.at(-1)!.length).toBeGreaterThan(early);
  for (const text of seen) expect(text).not.toMatch(/\[\d*$|\]\(/);
  await expect(streaming.locator("[data-citation]").first()).toBeVisible();
  await captureScreen(page, "streaming-answer");

  await page.getByRole("button", { name: "Stop" }).click();
  const stopped = answers(page).last();
  await expect(stopped).toContainText("This answer was stopped before it finished.");
  await expect(stopped).not.toHaveAttribute("aria-busy", "true");
  await expect(chatInput(page)).toBeFocused();
  await expect(page.getByTestId("chat-announcer")).toHaveText("Answer stopped.");
  await expect.poll(() => model.hungUp).toBe(hungUp + 1);
  // Compared as words: the live and the stored message lay out their blank lines differently.
  const words = (text: string) => text.replace(/\s+/g, " ").trim();
  const shown = words(
    (await stopped.innerText()).replace("This answer was stopped before it finished.", ""),
  );
  expect(shown.length).toBeGreaterThan(20);
  await captureScreen(page, "stopped-answer");

  // Stored as far as it was shown, marked stopped.
  await page.reload();
  const reloaded = answers(page).last();
  await expect(reloaded).toContainText("This answer was stopped before it finished.", {
    timeout: ANSWER_TIMEOUT_MS,
  });
  expect(words(await reloaded.innerText()).slice(0, 40)).toBe(shown.slice(0, 40));
});

test("the built-in answer takes over when the model stalls or fails", async ({ page }) => {
  await page.goto("/");
  model.mode = { kind: "stall", pieces: REPLY.slice(0, 4) };
  const stalled = await ask(page, NAPS);
  await expect(stalled).not.toHaveAttribute("aria-busy", "true");
  // The built-in answer replaced the model's first words, with its sources.
  await expect(stalled).not.toContainText(REPLY.slice(0, 4).join(""));
  await expect(stalled.getByRole("button", { name: /show sources/i })).toBeVisible();
  await expect(page.getByTestId("chat-announcer")).not.toHaveText("");

  model.mode = { kind: "fail" };
  const failed = await ask(page, "How many naps does a 9 month old need?");
  await expect(failed).toContainText(/nap/i);
  await expect(failed).not.toHaveAttribute("aria-busy", "true");
});

test("an emergency appears whole at once, without asking the model", async ({ page }) => {
  await page.goto("/");
  model.mode = { kind: "slow", pieces: REPLY, pieceMs: 150 };
  const calls = model.calls;
  const answer = await ask(page, "My baby is not breathing and turning blue");
  await expect(answer).toContainText(/Call 911/);
  // Whole at once: never streamed, never revealed word by word.
  await expect(answer).not.toHaveAttribute("aria-busy", "true");
  expect(model.calls).toBe(calls);
});

test("Regenerate asks the last question again and replaces its answer", async ({
  parentPage: page,
}) => {
  model.mode = { kind: "fail" };
  await ask(page, "When do babies start crawling?");
  model.mode = { kind: "slow", pieces: REPLY, pieceMs: 10 };
  const first = await ask(page, NAPS);
  await expect(first).toContainText("Most babies of this age");
  await expect(answers(page)).toHaveCount(2);
  // Regenerate, with the keyboard; the model now fails, so the built-in answer replaces it.
  model.mode = { kind: "fail" };
  await answers(page).last().getByRole("button", { name: "Regenerate" }).focus();
  await page.keyboard.press("Enter");
  await expect(answers(page).last()).not.toContainText("Most babies of this age", {
    timeout: ANSWER_TIMEOUT_MS,
  });
  await expect(answers(page)).toHaveCount(2);
  await expect(page.locator("[data-slot=chat-message][data-role=user]")).toHaveCount(2);
  await page.reload();
  await expect(answers(page)).toHaveCount(2, { timeout: ANSWER_TIMEOUT_MS });
  await expect(answers(page).last()).not.toContainText("Most babies of this age");
});
