import type { Page } from "@playwright/test";
import { scanAtWidths } from "./axe";
import {
  apiToken,
  content,
  expect,
  newOrganizer,
  newOwner,
  ownerWithTruck,
  registerVerified,
  sendBookingRequest,
  test,
  warsawDay,
} from "./helpers";

/**
 * The social-proof popup tells the truth (issue 37, decision 0030). This file runs first and alone (the
 * "fresh-data" project of playwright.config.ts), on the freshly seeded demo data, whose bookings were
 * confirmed months ago: no city may be named yet. Its one booking confirmed in Łódź then stays for the
 * rest of the run.
 */

const POPUP = ".social-proof:not(.social-proof--waiting)";
/**
 * What the popup must never cover, outside itself: the search form (or its folded summary), the filters,
 * the cards' prices and any other control but a card's own link.
 */
const KEEP_CLEAR = [
  "form",
  ".search-summary",
  ".filter-chips",
  ".search-sort",
  ".truck-card__price",
  "input, select, textarea, button, summary, a[href]:not(.truck-card)",
].join(", ");

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The popup is shown and covers none of the page's controls or prices seen now (there are some). */
async function expectPopupCoversNothing(page: Page, width: number): Promise<void> {
  const popup = page.locator(POPUP);
  await expect(popup).toBeVisible();
  // Its place is looked for again after a resize, on the next frame.
  await expect
    .poll(async () => {
      const box = await popup.boundingBox();
      const kept = await page.locator(KEEP_CLEAR).evaluateAll((elements) => {
        const viewportHeight = elements[0]?.ownerDocument.defaultView?.innerHeight ?? 0;
        return elements
          .filter((element) => !element.closest(".social-proof"))
          .map((element) => {
            const rect = element.getBoundingClientRect();
            return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
          })
          .filter(
            (rect) =>
              rect.width > 1 && rect.height > 1 && rect.y + rect.height > 0 && rect.y < viewportHeight,
          );
      });
      const prices = await page.locator(".truck-card__price").count();
      const covered = box ? kept.filter((rect) => overlaps(box, rect)).length : -1;
      return { covered, checked: kept.length > 5, prices: prices > 0 };
    }, `the popup at ${width} px`)
    .toEqual({ covered: 0, checked: true, prices: true });
}

test("the popup names a city only after a booking was confirmed near it, and then in Polish, over nothing", async ({
  page,
  browser,
}) => {
  test.slow();
  await page.clock.install();
  await page.goto("/");
  await expect(content(page).getByRole("button", { name: "Szukaj", exact: true })).toBeVisible();
  const fresh = await page.request.get("/api/social-proof");
  expect(
    await fresh.json(),
    "the e2e server's data is fresh (not a server reused from an earlier run)",
  ).toEqual({
    cities: [],
  });
  await page.clock.fastForward(20_000);
  await expect(page.locator(".social-proof")).toHaveCount(0);
  await expect(content(page).getByText(/Ktoś .* właśnie zarezerwował/)).toHaveCount(0);

  // An organizer books a truck for an event in Łódź; its owner accepts.
  const owner = newOwner("proof-owner");
  const truck = await ownerWithTruck(page.request, owner, {
    base_location: "Łódź",
    operation_radius_km: "30",
    price_from: "20",
    price_to: "30",
  });
  const organizer = newOrganizer("proof-org");
  await registerVerified(page.request, organizer);
  const requestId = await sendBookingRequest(page.request, organizer, truck.profileId, {
    event_location: "Łódź, ul. Piotrkowska 100",
    event_start_date: warsawDay(60),
  });
  const accepted = await page.request.put(`/api/requests/${requestId}/status`, {
    headers: { Authorization: `Bearer ${await apiToken(page.request, owner)}` },
    data: { status: "confirmed" },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // A new visitor on a phone, after a search (where the popup once covered the first result).
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const phone = await context.newPage();
  await phone.clock.install();
  await phone.goto("/?postal_code=%C5%81%C3%B3d%C5%BA");
  await expect(phone.locator(".truck-card__price").first()).toBeVisible();
  await phone.clock.fastForward(8_500);
  const popup = phone.locator(POPUP);
  await expect(popup).toHaveText("Ktoś z Łodzi właśnie zarezerwował food trucka!");
  // Announced politely, by a live region of its own (the page's role=status notices stay one each).
  await expect(phone.locator('[aria-live="polite"]').filter({ hasText: "Ktoś z Łodzi" })).toHaveCount(1);
  await expect(phone.getByRole("status").filter({ hasText: "Ktoś z Łodzi" })).toHaveCount(0);
  await expectPopupCoversNothing(phone, 360);
  await scanAtWidths(phone, "home with the social-proof popup after a search", {
    screenshot: "social-proof",
  });
  await expectPopupCoversNothing(phone, 1280);
  await phone.setViewportSize({ width: 360, height: 740 });
  await expectPopupCoversNothing(phone, 360);

  // Without motion for those who ask for none; closed from the keyboard by its named button.
  await phone.emulateMedia({ reducedMotion: "reduce" });
  expect(
    await popup.evaluate(
      (element) => element.ownerDocument.defaultView?.getComputedStyle(element).animationName,
    ),
  ).toBe("none");
  const close = popup.getByRole("button", { name: "Zamknij powiadomienie" });
  await close.focus();
  await phone.keyboard.press("Enter");
  await expect(phone.locator(".social-proof")).toHaveCount(0);
  // Once per session: not again on the next page load.
  await phone.reload();
  await phone.clock.fastForward(20_000);
  await expect(phone.locator(".social-proof")).toHaveCount(0);
  await context.close();
});
