import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { scanAtWidths } from "./axe";
import {
  content,
  expect,
  isRecord,
  mainNav,
  partiesWithTruck,
  sendBookingRequest,
  signInThroughApi,
  test,
} from "./helpers";

/** Counts each call's audio in the page (peer-connection-recorder.js). */
const RECORDER = join(dirname(fileURLToPath(import.meta.url)), "peer-connection-recorder.js");

/** Audio bytes the page's newest call sent and received so far. */
async function audioBytes(page: Page): Promise<{ sent: number; received: number }> {
  const bytes: unknown = await page.evaluate("globalThis.callAudioBytes()");
  if (!isRecord(bytes) || typeof bytes.sent !== "number" || typeof bytes.received !== "number") {
    throw new Error(`callAudioBytes answered ${JSON.stringify(bytes)}`);
  }
  return { sent: bytes.sent, received: bytes.received };
}

test("organizer and owner chat about a booking and call each other: live messages, the pop-up, a failed send rolled back, a voice call", async ({
  page,
  browser,
}) => {
  test.slow();
  const { owner, organizer, profileId, name } = await partiesWithTruck(page.request, "chat", {
    firstName: "Zofia",
    lastName: "Testowa",
  });
  const requestId = await sendBookingRequest(page.request, organizer, profileId);

  // The owner waits on the dashboard, in another browser.
  const ownerContext = await browser.newContext({ permissions: ["microphone"] });
  await ownerContext.addInitScript({ path: RECORDER });
  await page.context().addInitScript({ path: RECORDER });
  const ownerPage = await ownerContext.newPage();
  await signInThroughApi(ownerPage, owner, "/dashboard");

  // The organizer opens the chat from the booking's card.
  await signInThroughApi(page, organizer, "/dashboard");
  const card = content(page).getByRole("article", { name: new RegExp(name) });
  await card.getByRole("button", { name: /^Czat:/ }).click();
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  // Focus starts on the open conversation (the truck's name, for the organizer), not on the h1 every
  // chat shares.
  await expect(page.getByRole("heading", { level: 2, name })).toBeFocused();
  const sidebar = page.getByRole("navigation", { name: "Rozmowy" });
  await expect(sidebar.getByRole("link", { name: new RegExp(name) })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("Nie ma jeszcze wiadomości. Napisz pierwszą.")).toBeVisible();

  const field = page.getByRole("textbox", { name: "Wiadomość" });
  await field.fill("Dzień dobry! Czy macie opcję wegańską?");
  await field.press("Enter");
  const messages = page.getByRole("list", { name: "Wiadomości" });
  await expect(messages.getByRole("listitem").filter({ hasText: "Czy macie opcję wegańską?" })).toContainText(
    /Ty · \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/,
  );
  await expect(field).toHaveValue("");
  await scanAtWidths(page, "chat conversation", { screenshot: "chat-conversation" });

  // The owner, elsewhere in the app, gets the pop-up; it leads to the conversation.
  const popup = ownerPage.getByRole("link", { name: /^Nowa wiadomość od: Zofia T\./ });
  await expect(popup).toContainText("Dzień dobry! Czy macie opcję wegańską?");
  await expect(mainNav(ownerPage).getByRole("link", { name: "Wiadomości: 1 nieprzeczytana" })).toBeVisible();
  // With the keyboard on it the pop-up stays past its 8 s, long enough to be scanned at two widths.
  await popup.focus();
  await scanAtWidths(ownerPage, "dashboard with the new-message pop-up", { screenshot: "new-message-popup" });
  await popup.click();
  await expect(ownerPage).toHaveURL(/\/chat\/\d+$/);
  await expect(popup).toBeHidden();
  const ownerMessages = ownerPage.getByRole("list", { name: "Wiadomości" });
  await expect(ownerMessages).toContainText("Czy macie opcję wegańską?");
  await expect(ownerMessages).toContainText("Zofia T.");
  // Read once it is on screen.
  await expect(
    ownerPage.getByRole("navigation", { name: "Rozmowy" }).getByText("1 nieprzeczytana"),
  ).toBeHidden();

  // The owner answers; it appears live on the organizer's side, with no reload.
  const ownerField = ownerPage.getByRole("textbox", { name: "Wiadomość" });
  await ownerField.fill("Tak, mamy burgery z ciecierzycy.");
  await ownerPage.getByRole("button", { name: "Wyślij" }).click();
  await expect(messages).toContainText("Tak, mamy burgery z ciecierzycy.");

  // A send the server does not take is removed again, its text back in the field.
  await page.route("**/api/conversations/*/messages", (route) => route.abort());
  await field.fill("Ta wiadomość nie dojdzie");
  await field.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("Wysłanie wiadomości nie powiodło się.");
  await expect(messages).not.toContainText("Ta wiadomość nie dojdzie");
  await expect(field).toHaveValue("Ta wiadomość nie dojdzie");
  await page.unroute("**/api/conversations/*/messages");

  // A voice call, browser to browser: the owner answers, both sides are connected, the organizer hangs up.
  await page.context().grantPermissions(["microphone"]);
  await page.getByRole("button", { name: /^Zadzwoń:/ }).click();
  const ownerCall = ownerPage.getByRole("region", { name: "Połączenie głosowe" });
  await expect(ownerCall).toContainText("Połączenie przychodzące...");
  await expect(ownerCall).toContainText("Zofia T.");
  await scanAtWidths(ownerPage, "incoming voice call", { screenshot: "voice-call-incoming" });
  const organizerCall = page.getByRole("region", { name: "Połączenie głosowe" });
  await expect(organizerCall).toContainText("Dzwonienie...");
  // Both sides hold back the other's ICE candidates: answered, the call stays "Łączenie…" until released.
  for (const side of [page, ownerPage]) await side.evaluate("globalThis.holdIceCandidates(true)");
  await ownerCall.getByRole("button", { name: "Odbierz" }).click();
  for (const call of [ownerCall, organizerCall]) {
    await expect(call).toContainText("Połączenie w toku...");
    await expect(call.getByRole("status")).toHaveText("Łączenie…");
    await expect(call.getByRole("timer")).toBeHidden();
  }
  await expect(ownerCall).toContainText("Zofia T.");
  await expect(organizerCall).toContainText(name);
  await scanAtWidths(ownerPage, "voice call connecting", { screenshot: "voice-call-connecting" });
  for (const side of [page, ownerPage]) await side.evaluate("globalThis.holdIceCandidates(false)");
  for (const call of [ownerCall, organizerCall]) {
    await expect(call).toHaveAttribute("data-connection", "connected");
    await expect(call.getByRole("status")).toHaveText("Połączono");
    await expect(call.getByRole("timer", { name: "Czas rozmowy" })).toHaveText(/^\d{2}:\d{2}$/);
  }
  // The timer runs.
  const timer = ownerCall.getByRole("timer", { name: "Czas rozmowy" });
  const startedAt = await timer.textContent();
  await expect(timer).not.toHaveText(startedAt ?? "", { timeout: 5_000 });
  // The microphone switch: pressed, the owner's track is disabled and the banner says so; again, back on.
  const mute = ownerCall.getByRole("button", { name: "Wycisz mikrofon" });
  await expect(mute).toHaveAttribute("aria-pressed", "false");
  await mute.click();
  await expect(mute).toHaveAttribute("aria-pressed", "true");
  await expect(ownerCall).toContainText("Mikrofon wyłączony — rozmówca Cię nie słyszy.");
  expect(await ownerPage.evaluate("globalThis.callMicrophoneEnabled()")).toBe(false);
  await scanAtWidths(ownerPage, "voice call connected, microphone off", {
    screenshot: "voice-call-connected-muted",
  });
  await mute.click();
  await expect(mute).toHaveAttribute("aria-pressed", "false");
  await expect(ownerCall).not.toContainText("Mikrofon wyłączony");
  expect(await ownerPage.evaluate("globalThis.callMicrophoneEnabled()")).toBe(true);
  // Both people are heard: audio flows each way (Chromium's fake microphone plays a tone).
  for (const side of [page, ownerPage]) {
    await expect.poll(async () => (await audioBytes(side)).sent, { timeout: 10_000 }).toBeGreaterThan(1000);
    await expect
      .poll(async () => (await audioBytes(side)).received, { timeout: 10_000 })
      .toBeGreaterThan(1000);
  }
  await scanAtWidths(ownerPage, "active voice call", { screenshot: "voice-call-active" });
  await organizerCall.getByRole("button", { name: "Zakończ połączenie" }).click();
  await expect(organizerCall).toBeHidden();
  await expect(ownerCall).toBeHidden();

  // A refused call tells the caller why it ended.
  await page.getByRole("button", { name: /^Zadzwoń:/ }).click();
  await ownerCall.getByRole("button", { name: "Odrzuć" }).click();
  await expect(ownerCall).toBeHidden();
  await expect(page.getByRole("alert").filter({ hasText: "Rozmówca odrzucił połączenie." })).toBeVisible();
  await page.getByRole("button", { name: "OK" }).click();
  await expect(page.getByText("Rozmówca odrzucił połączenie.")).toBeHidden();

  // Back to the booking the chat was opened from.
  await page.getByRole("link", { name: "← Wróć do rezerwacji" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(content(page).locator(`#booking-${requestId}`)).toBeFocused();
  await ownerContext.close();
});

test("a phone shows the conversation list first, then one conversation with a way back", async ({ page }) => {
  const { organizer, profileId, name } = await partiesWithTruck(page.request, "chat-phone");
  await sendBookingRequest(page.request, organizer, profileId);
  await page.setViewportSize({ width: 360, height: 740 });
  await signInThroughApi(page, organizer, "/dashboard");
  await content(page)
    .getByRole("button", { name: /^Czat:/ })
    .click();
  await page.getByRole("link", { name: "← Wszystkie rozmowy" }).click();
  await expect(page).toHaveURL(/\/chat$/);
  const link = page
    .getByRole("navigation", { name: "Rozmowy" })
    .getByRole("link", { name: new RegExp(name) });
  await expect(link).toBeVisible();
  await expect(page.getByText("Wybierz rozmowę z listy")).toBeHidden();
  await scanAtWidths(page, "chat list", { screenshot: "chat-list" });
});

test("the conversation list shows each conversation's newest message and its time, unread ones in bold", async ({
  page,
  browser,
}) => {
  const { owner, organizer, profileId, name } = await partiesWithTruck(page.request, "chat-list-last", {
    firstName: "Zofia",
    lastName: "Testowa",
  });
  await sendBookingRequest(page.request, organizer, profileId);

  // The organizer writes from the booking's card.
  await signInThroughApi(page, organizer, "/dashboard");
  await content(page)
    .getByRole("button", { name: /^Czat:/ })
    .click();
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  const longMessage = `Dzień dobry! ${"Chcielibyśmy zamówić burgery dla stu osób na piknik firmowy. ".repeat(3)}`;
  const field = page.getByRole("textbox", { name: "Wiadomość" });
  await field.fill(longMessage);
  await field.press("Enter");
  const organizerRow = page
    .getByRole("navigation", { name: "Rozmowy" })
    .getByRole("link", { name: new RegExp(name) });
  // Their own message, read: "Ty: " and not bold.
  await expect(organizerRow).toContainText("Ty: Dzień dobry! Chcielibyśmy");
  await expect(organizerRow).not.toHaveClass(/chat-link--unread/);

  // The owner, in another browser, opens the list: the message unread, trimmed to one line, with its time.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signInThroughApi(ownerPage, owner, "/chat");
  const row = ownerPage.getByRole("navigation", { name: "Rozmowy" }).getByRole("link", { name: /Zofia T\./ });
  await expect(row).toContainText("1 nieprzeczytana");
  const last = row.locator(".chat-link__last");
  await expect(last).toHaveText(/^Dzień dobry! Chcielibyśmy zamówić burgery .*…$/);
  expect(Array.from((await last.textContent()) ?? "").length).toBe(80);
  await expect(row.locator("time")).toHaveText(/^\d{2}:\d{2}$/);
  await expect(last).toHaveCSS("font-weight", "700");
  const lastBox = await last.boundingBox();
  await expect(last).toHaveCSS("white-space", "nowrap");
  expect(lastBox?.height ?? 100).toBeLessThan(30);
  await scanAtWidths(ownerPage, "chat list with an unread conversation", { screenshot: "chat-list-unread" });

  // Opened, it is read: the row is no longer bold.
  await row.click();
  await expect(ownerPage.getByRole("list", { name: "Wiadomości" })).toContainText("Dzień dobry!");
  await expect(row).not.toContainText("nieprzeczytana");
  await expect(last).toHaveCSS("font-weight", "400");
  await ownerContext.close();
});
