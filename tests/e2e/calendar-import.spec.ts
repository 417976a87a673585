import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { scanAtWidths } from "./axe";
import {
  content,
  expect,
  newOwner,
  ownerWithTruck,
  signInThroughApi,
  test,
  warsawDay,
  warsawMonthTitle,
} from "./helpers";

/**
 * Issue 36: the owner's own calendar, served here by a tiny local server (development lets the server read
 * http://localhost), blocks days on the truck's availability page, drawn apart and not toggleable.
 */

/** Next month in Warsaw as "YYYYMM", and its title as the calendar shows it ("grudzień 2026"). */
function nextMonth(): { ics: string; title: string } {
  const [year = 0, month = 0] = warsawDay().split("-").map(Number);
  const next = new Date(Date.UTC(year, month, 1));
  const ics = `${next.getUTCFullYear()}${String(next.getUTCMonth() + 1).padStart(2, "0")}`;
  return { ics, title: warsawMonthTitle(1) };
}

function calendarText(month: string): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Test//Kalendarz wlasciciela//PL",
    "BEGIN:VEVENT",
    "UID:wesele@test",
    `DTSTART;VALUE=DATE:${month}10`,
    `DTEND;VALUE=DATE:${month}13`,
    "SUMMARY:Wesele",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:koncert@test",
    `DTSTART:${month}20T180000`,
    `DTEND:${month}20T230000`,
    "SUMMARY:Koncert",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

let server: Server;
let answer: { status: number; body: string } = { status: 200, body: "" };
test.beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(answer.status, { "Content-Type": "text/calendar; charset=utf-8" });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test("an owner pastes their calendar's address on a phone: its days appear „Z Twojego kalendarza”, a failed sync says why, and stopping frees them", async ({
  page,
}) => {
  const month = nextMonth();
  answer = { status: 200, body: calendarText(month.ics) };
  const { port } = server.address() as AddressInfo;
  const owner = newOwner("import");
  const { profileId } = await ownerWithTruck(page.request, owner);
  await page.setViewportSize({ width: 360, height: 800 });
  await signInThroughApi(page, owner, `/profile/${profileId}/availability`);

  const section = content(page).getByRole("region", { name: "Import z Twojego kalendarza" });
  await expect(section.getByText("Tajny adres w formacie iCal", { exact: false })).toBeVisible();
  await scanAtWidths(page, "availability: import a calendar", { screenshot: "availability-import-form" });
  await page.setViewportSize({ width: 360, height: 800 });
  await section
    .getByRole("textbox", { name: "Prywatny adres kalendarza (iCal)" })
    .fill(`http://localhost:${port}/kalendarz.ics`);
  await section.getByRole("button", { name: "Zapisz i importuj" }).click();
  await expect(section.getByText(/^dziś, \d\d:\d\d$/)).toBeVisible();
  await expect(section.getByText("4 (najbliższy:", { exact: false })).toBeVisible();

  const calendar = content(page).getByRole("region", { name: "Kalendarz dostępności" });
  await calendar.getByRole("button", { name: /^Następny miesiąc/ }).click();
  await expect(calendar.getByRole("heading", { name: month.title })).toBeVisible();
  await expect(calendar.getByRole("listitem").filter({ hasText: "Z Twojego kalendarza" })).toBeVisible();
  const imported = calendar.getByRole("button", { name: /zajęty – z Twojego kalendarza/ });
  await expect(imported).toHaveCount(4);
  // The days can change only in the owner's own calendar: pressed here, they change nothing.
  const tenth = calendar.getByRole("button", { name: /^10 / }).first();
  await expect(tenth).toHaveAttribute("aria-disabled", "true");
  await tenth.click({ force: true });
  await expect(tenth).toHaveAccessibleName(/zajęty – z Twojego kalendarza/);
  await expect(
    calendar.getByText(/^10 \S+ \d{4} jest zajęty w Twoim kalendarzu\. Zmienisz go tylko tam/),
  ).toBeVisible();
  await expect(calendar.getByRole("button", { name: /^13 / })).toHaveAttribute("aria-pressed", "false");
  await scanAtWidths(page, "availability with an imported calendar", { screenshot: "availability-import" });

  // By keyboard: a sync that fails says why and keeps the days.
  answer = { status: 404, body: "Not Found" };
  await page.setViewportSize({ width: 360, height: 800 });
  await section.getByRole("button", { name: "Synchronizuj teraz" }).focus();
  await page.keyboard.press("Enter");
  await expect(section.getByRole("alert")).toContainText("Pod tym adresem nie ma już kalendarza.");
  await expect(imported).toHaveCount(4);
  // "wklej nowy": where to paste it is right under the reason.
  await expect(section.getByRole("textbox", { name: "Nowy adres kalendarza (iCal)" })).toBeVisible();
  await scanAtWidths(page, "availability: the import failed", { screenshot: "availability-import-failed" });

  await section.getByRole("button", { name: "Przestań importować" }).click();
  const dialog = page.getByRole("dialog", { name: "Przestać importować kalendarz?" });
  await dialog.getByRole("button", { name: "Przestań importować" }).click();
  await expect(dialog).toHaveCount(0);
  // The button pressed went with the import: the focus is on the field that starts a new one.
  await expect(section.getByRole("textbox", { name: "Prywatny adres kalendarza (iCal)" })).toBeFocused();
  await expect(imported).toHaveCount(0);
  await expect(calendar.getByRole("button", { name: /^10 / }).first()).toHaveAttribute(
    "aria-pressed",
    "false",
  );
});
