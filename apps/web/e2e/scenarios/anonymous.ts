import type { Scenario } from "../support/runner";
import { check } from "../support/runner";
import {
  ask,
  assertNoPageErrors,
  chatInput,
  expectToast,
  openContext,
  openPage,
  waitForSuggestions,
} from "../support/chat-page";
import { captureScreen, PHONE } from "../support/screens";

/** A visitor asks a routine question and gets a cited answer; sources, links and feedback behave. */
export const anonymousChat: Scenario = {
  name: "anonymous chat with a cited answer, sources and feedback",
  async run({ browser, baseUrl }) {
    const context = await openContext(browser, baseUrl);
    const page = await openPage(context, "/");
    await page.getByText("Safety First").first().waitFor();
    await waitForSuggestions(page);
    check(
      await page.getByRole("heading", { name: "How can I help you today?" }).isVisible(),
      "suggestion heading for no date of birth",
    );
    check(
      (await page.locator("[data-slot=greeting]").textContent())?.startsWith(
        "Hi there! I'm Nestling",
      ),
      "first-time greeting",
    );
    await captureScreen(page, "home-visitor");

    const send = page.getByRole("button", { name: "Send message" });
    check(await send.isDisabled(), "send is disabled while the input is empty");
    await chatInput(page).fill("   ");
    check(await send.isDisabled(), "send is disabled for whitespace");

    const answer = await ask(page, "How much formula should my 2 month old drink per feed?");
    const citation = answer.locator("sup a[data-citation]").first();
    await citation.waitFor();
    check(
      /^https?:\/\//.test((await citation.getAttribute("href")) ?? ""),
      "citation links to a web page",
    );
    check((await citation.getAttribute("target")) === "_blank", "citation opens in a new tab");
    check(
      (await citation.getAttribute("rel")) === "noopener noreferrer",
      "citation has rel=noopener noreferrer",
    );
    for (const link of await answer.locator("a[href]").all()) {
      const href = (await link.getAttribute("href")) ?? "";
      check(/^(https?:|tel:|mailto:)/.test(href), `only safe links in answers (found ${href})`);
    }

    const toggle = answer.getByRole("button", { name: /Show sources/ });
    check(
      !(await answer.getByRole("list", { name: "Sources" }).isVisible()),
      "sources start hidden",
    );
    await toggle.click();
    const sources = answer.getByRole("list", { name: "Sources" });
    await sources.waitFor();
    check((await sources.locator("li").count()) >= 1, "at least one source is listed");
    await captureScreen(page, "answer-with-sources");

    await answer.getByRole("button", { name: "Helpful", exact: true }).click();
    await answer.getByText("Marked as helpful").waitFor();
    await expectToast(page, "Thank you for your feedback!");
    check(
      (await answer.getByRole("button", { name: "Helpful", exact: true }).count()) === 0,
      "a rating is final",
    );
    await captureScreen(page, "feedback-given");
    assertNoPageErrors(page);
    await context.close();
  },
};

/** An emergency question puts the tap-to-call 911 card above the answer. */
export const emergencyCard: Scenario = {
  name: "emergency question shows the 911 card",
  async run({ browser, baseUrl }) {
    const context = await openContext(browser, baseUrl, PHONE);
    const page = await openPage(context, "/");
    const answer = await ask(page, "My 3 month old is not breathing and her lips are turning blue");
    const card = answer.locator("[data-urgency=emergency]");
    await card.waitFor();
    const call = card.getByRole("link", { name: "Call 911" });
    check((await call.getAttribute("href")) === "tel:911", "the card calls 911");
    check(/911/.test((await answer.textContent()) ?? ""), "the answer itself says to call 911");
    await captureScreen(page, "emergency-answer");
    assertNoPageErrors(page);
    await context.close();
  },
};

/** Without the Web Speech API the voice button is disabled and says which browsers support it. */
export const unsupportedVoice: Scenario = {
  name: "voice input unsupported state",
  async run({ browser, baseUrl }) {
    const context = await openContext(browser, baseUrl);
    await context.addInitScript(
      "delete window.SpeechRecognition; delete window.webkitSpeechRecognition;",
    );
    const page = await openPage(context, "/");
    const button = page.getByRole("button", {
      name: "Voice input requires Chrome, Safari, or Edge browser",
    });
    await button.waitFor();
    check(await button.isDisabled(), "the voice button is disabled");
    check(
      (await button.getAttribute("title")) ===
        "Voice input requires Chrome, Safari, or Edge browser",
      "the title names the browsers",
    );
    await captureScreen(page, "voice-unsupported");
    await context.close();
  },
};

/** Says "when do babies…" (interim) then "…start teething" (final), as Chrome's recognizer would. */
const SCRIPTED_RECOGNITION = `(() => {
  class ScriptedRecognition extends EventTarget {
    constructor() {
      super();
      this.lang = "";
      this.continuous = true;
      this.interimResults = false;
      this.maxAlternatives = 0;
      this.onstart = this.onresult = this.onerror = this.onend = null;
    }
    start() {
      const said = (text, isFinal) => ({ resultIndex: 0, results: [Object.assign([{ transcript: text, confidence: 0.9 }], { isFinal })] });
      setTimeout(() => this.onstart && this.onstart(new Event("start")), 10);
      setTimeout(() => this.onresult && this.onresult(said("when do babies", false)), 50);
      setTimeout(() => this.onresult && this.onresult(said("when do babies start teething", true)), 100);
      setTimeout(() => this.onend && this.onend(new Event("end")), 150);
    }
    stop() { this.onend && this.onend(new Event("end")); }
    abort() {}
  }
  // Chromium has the unprefixed constructor too, and the app prefers it.
  window.SpeechRecognition = ScriptedRecognition;
  window.webkitSpeechRecognition = ScriptedRecognition;
})();`;

/** With a scripted recognizer: speaking fills the input, and voice lines reach the server 2 s later. */
export const voiceInput: Scenario = {
  name: "voice input fills the question and uploads its log lines",
  async run({ browser, baseUrl }) {
    const context = await openContext(browser, baseUrl);
    // A string, not a function: the test runner's compiler would wrap a function in helpers the page lacks.
    await context.addInitScript(SCRIPTED_RECOGNITION);
    const page = await openPage(context, "/");
    await chatInput(page).fill("typed text");
    const upload = page.waitForRequest(
      (request) => request.url().endsWith("/api/debug/client-logs") && request.method() === "POST",
      {
        timeout: 6_000,
      },
    );
    const pressedAt = Date.now();
    await page.getByRole("button", { name: "Start voice input" }).click();
    await page.waitForFunction(
      () =>
        (document.querySelector("#chat-input") as HTMLTextAreaElement | null)?.value ===
        "when do babies start teething",
    );
    const request = await upload;
    const waited = Date.now() - pressedAt;
    check(waited >= 1_900, `logs were sent ${waited} ms after the press (expected about 2 s)`);
    const body = request.postDataJSON() as {
      logs: string[];
      deviceInfo: Record<string, unknown>;
      userAgent: string;
      timestamp: string;
    };
    check(
      body.logs.some((line) => line.includes("[voice]")),
      "voice lines are in the batch",
    );
    check(
      typeof body.deviceInfo.screenWidth === "number" &&
        typeof body.deviceInfo.timezone === "string",
      "device info is sent",
    );
    const response = await request.response();
    check(
      response !== null && response.ok(),
      `the server accepted the logs (${response?.status()})`,
    );
    await context.close();
  },
};

/** Help, privacy, terms, their public variants and the not-found page render and pass axe. */
export const staticPages: Scenario = {
  name: "help, privacy, terms, public pages and not-found",
  async run({ browser, baseUrl }) {
    const context = await openContext(browser, baseUrl);
    const page = await openPage(context, "/");
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
    assertNoPageErrors(page);
    await context.close();
  },
};
