import { readFileSync } from "node:fs";
import { scanAtWidths } from "./axe";
import {
  apiToken,
  content,
  expect,
  partiesWithTruck,
  sendBookingRequest,
  signInThroughApi,
  test,
} from "./helpers";

/** Beyond SPEC.md (issue 17): calendar sync for owners, an .ics per booking for both parties. */
test("an owner makes a private calendar address, a calendar app reads it, a new address replaces it and turning it off ends it; the organizer downloads the booking's .ics", async ({
  page,
}) => {
  test.slow();
  const { owner, organizer, profileId, name } = await partiesWithTruck(page.request, "ics");
  const requestId = await sendBookingRequest(page.request, organizer, profileId);

  await signInThroughApi(page, owner, "/my-account");
  const section = content(page).getByRole("region", { name: "Kalendarz rezerwacji" });
  await section.getByRole("button", { name: "Utwórz adres kalendarza" }).click();
  const address = section.getByRole("textbox", { name: "Adres kalendarza" });
  await expect(address).toHaveValue(/^http:\/\/localhost:\d+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await address.inputValue();
  await scanAtWidths(page, "my account with a calendar address", { screenshot: "my-account-calendar" });

  // What Google or Apple Calendar would fetch: no session, just the address.
  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  // Long lines are folded (RFC 5545 §3.1): read them unfolded.
  const text = (await feed.text()).replace(/\r\n /g, "");
  expect(text).toContain(`UID:booking-${requestId}@foodtruck-marketplace.pl`);
  expect(text).toContain("STATUS:TENTATIVE");
  expect(text).toContain(`SUMMARY:${name} – Prośba o rezerwację: Festiwal\\, Warszawa\\, Plac Defilad 1`);

  // A new address replaces the old one, which stops working at once.
  await section.getByRole("button", { name: "Utwórz nowy adres" }).click();
  const replace = page.getByRole("dialog", { name: "Utworzyć nowy adres kalendarza?" });
  await scanAtWidths(page, "my account: replace the calendar address?");
  await replace.getByRole("button", { name: "Utwórz nowy adres" }).click();
  await expect(replace).toHaveCount(0);
  await expect(address).not.toHaveValue(url);
  const newUrl = await address.inputValue();
  expect((await page.request.get(url)).status()).toBe(404);
  expect((await page.request.get(newUrl)).status()).toBe(200);

  await section.getByRole("button", { name: "Wyłącz kalendarz" }).click();
  const dialog = page.getByRole("dialog", { name: "Wyłączyć kalendarz?" });
  await scanAtWidths(page, "my account: turn the calendar off?");
  await dialog.getByRole("button", { name: "Wyłącz kalendarz" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(section.getByRole("button", { name: "Utwórz adres kalendarza" })).toBeVisible();
  expect((await page.request.get(newUrl)).status()).toBe(404);

  // Once the owner accepts, the booking is one to put in a calendar.
  const accepted = await page.request.put(`/api/requests/${requestId}/status`, {
    headers: { Authorization: `Bearer ${await apiToken(page.request, owner)}` },
    data: { status: "confirmed" },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await signInThroughApi(page, organizer, "/dashboard");
  const download = page.waitForEvent("download");
  await content(page).getByRole("button", { name: "Dodaj do kalendarza (.ics)" }).first().click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`rezerwacja-${requestId}.ics`);
  const saved = readFileSync(await file.path(), "utf8");
  expect(saved).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(saved).toContain(`UID:booking-${requestId}@foodtruck-marketplace.pl`);
});
