import { ask, chatInput, expectToast, waitForSuggestions } from "./support/chat-page";
import { expect, test } from "./support/fixtures";
import { captureScreen, PHONE } from "./support/screens";
import { SCRIPTED_RECOGNITION } from "./support/scripted-voice";

test("anonymous chat with a cited answer, sources and feedback", async ({ page }) => {
  await page.goto("/");
  await page.getByText("Safety First").first().waitFor();
  await waitForSuggestions(page);
  await expect(page.getByRole("heading", { name: "How can I help you today?" })).toBeVisible();
  await expect(page.locator("[data-slot=greeting]")).toHaveText(/^Hi there! I'm Nestling/);
  await captureScreen(page, "home-visitor");

  const send = page.getByRole("button", { name: "Send message" });
  await expect(send, "send is disabled while the input is empty").toBeDisabled();
  await chatInput(page).fill("   ");
  await expect(send, "send is disabled for whitespace").toBeDisabled();

  const answer = await ask(page, "How much formula should my 2 month old drink per feed?");
  const citation = answer.locator("sup a[data-citation]").first();
  await expect(citation).toHaveAttribute("href", /^https?:\/\//);
  await expect(citation).toHaveAttribute("target", "_blank");
  await expect(citation).toHaveAttribute("rel", "noopener noreferrer");
  for (const link of await answer.locator("a[href]").all()) {
    expect(await link.getAttribute("href"), "only safe links in answers").toMatch(
      /^(https?:|tel:|mailto:)/,
    );
  }

  const sources = answer.getByRole("list", { name: "Sources" });
  await expect(sources, "sources start hidden").toBeHidden();
  await answer.getByRole("button", { name: /Show sources/ }).click();
  await expect(sources.locator("li").first()).toBeVisible();
  await captureScreen(page, "answer-with-sources");

  await answer.getByRole("button", { name: "Helpful", exact: true }).click();
  await answer.getByText("Marked as helpful").waitFor();
  await expectToast(page, "Thank you for your feedback!");
  await expect(
    answer.getByRole("button", { name: "Helpful", exact: true }),
    "a rating is final",
  ).toHaveCount(0);
  await captureScreen(page, "feedback-given");
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("emergency question shows the 911 card", async ({ page }) => {
    await page.goto("/");
    const answer = await ask(page, "My 3 month old is not breathing and her lips are turning blue");
    const card = answer.locator("[data-urgency=emergency]");
    await expect(card.getByRole("link", { name: "Call 911" })).toHaveAttribute("href", "tel:911");
    await expect(answer, "the answer itself says to call 911").toContainText("911");
    await captureScreen(page, "emergency-answer");
  });
});

test("voice input unsupported state", async ({ page }) => {
  await page.addInitScript(
    "delete window.SpeechRecognition; delete window.webkitSpeechRecognition;",
  );
  await page.goto("/");
  const label = "Voice input requires Chrome, Safari, or Edge browser";
  const button = page.getByRole("button", { name: label });
  await expect(button).toBeDisabled();
  await expect(button, "the title names the browsers").toHaveAttribute("title", label);
  await captureScreen(page, "voice-unsupported");
});

test("voice input fills the question and uploads its log lines", async ({ page }) => {
  await page.addInitScript(SCRIPTED_RECOGNITION);
  await page.goto("/");
  await chatInput(page).fill("typed text");
  const upload = page.waitForRequest(
    (request) => request.url().endsWith("/api/debug/client-logs") && request.method() === "POST",
    { timeout: 6_000 },
  );
  const pressedAt = Date.now();
  await page.getByRole("button", { name: "Start voice input" }).click();
  await expect(chatInput(page)).toHaveValue("when do babies start teething");
  const request = await upload;
  expect(Date.now() - pressedAt, "logs are sent about 2 s after the press").toBeGreaterThanOrEqual(
    1_900,
  );
  const body = request.postDataJSON() as { logs: string[]; deviceInfo: Record<string, unknown> };
  expect(
    body.logs.some((line) => line.includes("[voice]")),
    "voice lines are in the batch",
  ).toBe(true);
  expect(typeof body.deviceInfo.screenWidth).toBe("number");
  expect(typeof body.deviceInfo.timezone).toBe("string");
  const response = await request.response();
  expect(response?.ok(), `the server accepted the logs (${response?.status()})`).toBe(true);
});

test("help, privacy, terms, public pages and not-found", async ({ page }) => {
  for (const [path, name] of [
    ["/help", "help"],
    ["/privacy", "privacy"],
    ["/terms", "terms"],
    ["/public-help", "public-help"],
    ["/public-privacy", "public-privacy"],
    ["/public-terms", "public-terms"],
    ["/debug", "debug"],
    ["/no-such-page", "not-found"],
  ] as const) {
    await page.goto(path);
    await page.locator("h1").first().waitFor();
    await captureScreen(page, `page-${name}`);
  }
});
