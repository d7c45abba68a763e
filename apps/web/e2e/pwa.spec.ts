import { chatInput } from "./support/chat-page";
import { expect, test } from "./support/fixtures";
import { captureScreen } from "./support/screens";

test("installable: a manifest with icons, and a service worker in control", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = (await (await request.get(href!)).json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({ short_name: "Nestling", start_url: "/", display: "standalone" });
  for (const size of ["192x192", "512x512"])
    expect(manifest.icons.some((i) => i.sizes === size && i.purpose === "any")).toBe(true);
  expect(manifest.icons.some((i) => i.purpose === "maskable")).toBe(true);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
  }
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 20_000,
    })
    .toBe(true);
});

test("with no network, a page still shows the safety notice and the parent's emergency number", async ({
  page,
  context,
}) => {
  await page.goto("/");
  // A parent in the UK: the app keeps 999 for the offline page.
  await page.getByRole("button", { name: "Settings" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Settings" });
  await dialog.getByRole("tab", { name: "Privacy" }).click();
  await dialog.getByLabel("Region").selectOption("UK");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("safety-banner")).toContainText("call 999 immediately");
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 20_000,
    })
    .toBe(true);

  await context.setOffline(true);
  await page.goto("/chat/12");
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
  await expect(page.getByRole("note", { name: "Safety notice" })).toHaveText(
    "Safety First: This advice is for educational purposes only. For medical emergencies, call 999 immediately.",
  );
  await expect(page.getByRole("link", { name: "Call 999" })).toHaveAttribute("href", "tel:999");
  await captureScreen(page, "offline");

  // Back online, "Try again" opens the app where the parent was.
  await context.setOffline(false);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(chatInput(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/chat/12");
});
