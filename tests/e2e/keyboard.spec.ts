import type { Locator, Page } from "@playwright/test";
import {
  content,
  datePickerPanel,
  expect,
  newOrganizer,
  newOwner,
  ownerWithTruck,
  partiesWithTruck,
  polishDay,
  registerVerified,
  sendBookingRequest,
  signInThroughApi,
  test,
  warsawDay,
} from "./helpers";

/**
 * Keyboard-only flows (issue 11): after the first page load only `page.keyboard` is used — Tab, Shift+Tab,
 * Enter, Space, arrows, Escape and typing — and every control the keyboard stops on must show a focus
 * indicator (an outline or a box-shadow that is not `none`).
 */

/** Tab stops beyond which a control counts as unreachable (a page's header, form and a few cards). */
const MAX_TABS = 60;

interface FocusedControl {
  description: string;
  focusVisible: boolean;
  ring: boolean;
}

/** The --focus colour of styles.css (#1d4ed8), as the screenshot's pixels carry it. */
const FOCUS_RGB = [29, 78, 216] as const;

/** The element's picture, `around` px wider on every side (the page's pixels there, not only its own). */
async function screenshotAround(element: Locator, around: number): Promise<Buffer> {
  if (around === 0) return element.screenshot();
  const box = await element.boundingBox();
  if (!box) throw new Error("the element has no box");
  const clip = {
    x: box.x - around,
    y: box.y - around,
    width: box.width + 2 * around,
    height: box.height + 2 * around,
  };
  return element.page().screenshot({ clip });
}

/**
 * How many pixels of the element's screenshot, `around` px wider on every side, have the --focus colour.
 * For what no style can tell: the calendar button a native date input draws inside the browser's own
 * shadow DOM, and a ring outside the element that a parent may clip (paint containment does).
 */
async function focusColouredPixels(element: Locator, around = 0): Promise<number> {
  const png = Buffer.from(await screenshotAround(element, around)).toString("base64");
  return element.evaluate(
    async (node, { base64, rgb }) => {
      const view = node.ownerDocument.defaultView;
      const canvas = node.ownerDocument.createElement("canvas");
      const context = canvas.getContext("2d");
      if (!view || !context) return 0;
      const text = view.atob(base64);
      const bytes = new Uint8Array(text.length);
      for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
      const bitmap = await view.createImageBitmap(new view.Blob([bytes], { type: "image/png" }));
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      let count = 0;
      for (let index = 0; index < data.length; index += 4) {
        const near = (offset: number) => Math.abs((data[index + offset] ?? 0) - (rgb[offset] ?? 0)) < 24;
        if (near(0) && near(1) && near(2)) count++;
      }
      return count;
    },
    { base64: png, rgb: [...FOCUS_RGB] },
  );
}

/** What has the keyboard focus now, and whether it draws a focus indicator. */
async function focusedControl(page: Page): Promise<FocusedControl> {
  const focused = page.locator(":focus");
  if ((await focused.count()) === 0) {
    // The focus is on a native date input's own calendar button: the input is only :focus-within.
    const dateInput = page.locator('input[type="date"]:focus-within');
    if ((await dateInput.count()) === 0) return { description: "nothing", focusVisible: false, ring: false };
    const name = (await dateInput.getAttribute("name")) ?? "";
    return {
      description: `the calendar button of <input type="date" name="${name}">`,
      focusVisible: true,
      // The 3 px ring around a 20 px icon is well over a hundred pixels; the browser's own is black.
      ring: (await focusColouredPixels(dateInput)) > 100,
    };
  }
  return focused.evaluate((element) => {
    const style = element.ownerDocument.defaultView?.getComputedStyle(element);
    const outline =
      style !== undefined && style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    const name = element.getAttribute("aria-label") ?? element.textContent ?? "";
    return {
      description: `<${element.tagName.toLowerCase()}> "${name.trim().slice(0, 60)}"`,
      focusVisible: element.matches(":focus-visible"),
      ring: outline || (style !== undefined && style.boxShadow !== "none"),
    };
  });
}

/** The focused control shows that it has the focus, the way a keyboard user sees it. */
async function expectFocusRing(page: Page): Promise<FocusedControl> {
  const focused = await focusedControl(page);
  expect(focused.focusVisible, `${focused.description} matches :focus-visible`).toBe(true);
  expect(focused.ring, `${focused.description} draws an outline or a box-shadow`).toBe(true);
  return focused;
}

/** Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, checking the ring at every stop. */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  const stops: string[] = [];
  for (let stop = 0; stop < MAX_TABS; stop++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    const focused = await focusedControl(page);
    stops.push(focused.description);
    const path = `after ${stops.join(" → ")}`;
    expect(focused.focusVisible, `${focused.description} matches :focus-visible (${path})`).toBe(true);
    expect(focused.ring, `${focused.description} draws an outline or a box-shadow`).toBe(true);
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement)) return;
  }
  throw new Error(`${MAX_TABS} Tab presses did not reach ${target}: ${stops.join(" → ")}`);
}

/**
 * Types `text` into the focused place combobox and picks `place`, the first suggestion, with the arrow keys
 * (once the list leads with it: an answer to fewer letters may still be on screen).
 */
async function pickFirstPlace(page: Page, combobox: Locator, text: string, place: string): Promise<void> {
  await page.keyboard.type(text);
  const list = page.getByRole("listbox", { name: "Podpowiedzi miejscowości" });
  await expect(list.getByRole("option").first()).toContainText(place);
  await page.keyboard.press("ArrowDown");
  await expect(combobox).toHaveAttribute("aria-activedescendant", /.+/);
  await page.keyboard.press("Enter");
  await expect(list).toBeHidden();
  await expect(combobox).toBeFocused();
}

test("an organizer searches, opens a truck and sends a booking request with the keyboard alone", async ({
  page,
}) => {
  test.slow();
  const truckName = `Kiełbaski z klawiatury ${Date.now()}`;
  // Suwałki, hot dogs: the search below finds this truck and no demo one.
  await ownerWithTruck(page.request, newOwner("keyboard-owner"), {
    food_truck_name: truckName,
    base_location: "Suwałki",
  });
  const organizer = newOrganizer("keyboard-org");
  await registerVerified(page.request, organizer);
  await signInThroughApi(page, organizer, "/");
  const main = content(page);
  await expect(main.getByRole("heading", { level: 1 })).toBeVisible();

  // The search form: cuisine by type-ahead, the place from the suggestions, Enter submits.
  const cuisine = main.getByLabel("Kuchnia");
  await tabTo(page, cuisine);
  await page.keyboard.type("Hot");
  await expect(cuisine).toHaveValue("hot_dogs");
  await page.keyboard.press("Tab");
  await expectFocusRing(page);
  const place = main.getByRole("combobox", { name: "Lokalizacja" });
  await expect(place).toBeFocused();
  await pickFirstPlace(page, place, "Suwa", "Suwałki");
  await expect(place).toHaveValue("Suwałki");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]postal_code=Suwa%C5%82ki/);
  const results = main.getByRole("region", { name: "Wyniki wyszukiwania" });
  await expect(results.getByText(/^Znaleziono: \d+$/)).toBeVisible();

  // The results: the truck's card is a link; Enter opens the profile with the focus on its heading.
  const card = results.getByRole("link", { name: new RegExp(truckName) });
  await tabTo(page, card);
  // Its ring lies outside the card (3 px, 3 px away): painted, not clipped by the grid item, all round.
  const cardBox = await card.boundingBox();
  if (!cardBox) throw new Error("the card has no box");
  expect(await focusColouredPixels(card, 8)).toBeGreaterThan(2 * (cardBox.width + cardBox.height) * 2);
  await page.keyboard.press("Enter");
  await expect(main.getByRole("heading", { level: 1, name: truckName })).toBeFocused();

  await tabTo(page, main.getByRole("link", { name: "Zarezerwuj ten food truck" }));
  await page.keyboard.press("Enter");
  const form = main.getByRole("form", { name: `Rezerwacja: ${truckName}` });
  await expect(main.getByRole("heading", { level: 1, name: "Rezerwacja food trucka" })).toBeFocused();

  // How the event settles, first: the radios are one Tab stop, arrows choose; a pitch asks for its fee.
  const hired = form.getByRole("radio", { name: "Wynajem food trucka (catering)" });
  const pitch = form.getByRole("radio", { name: "Stoisko na wydarzeniu" });
  await tabTo(page, hired);
  await page.keyboard.press("Space");
  await expect(hired).toBeChecked();
  await page.keyboard.press("ArrowDown");
  await expect(pitch).toBeChecked();
  await expect(pitch).toBeFocused();
  await expectFocusRing(page);
  const fee = form.getByLabel("Opłata za stoisko (zł)", { exact: true });
  await page.keyboard.press("Tab");
  await expect(fee).toBeFocused();
  await expectFocusRing(page);
  await page.keyboard.type("1500");
  await expect(fee).toHaveValue("1500");

  // Event type by type-ahead in the select.
  const eventType = form.getByLabel("Rodzaj wydarzenia");
  await tabTo(page, eventType);
  await page.keyboard.type("Wes");
  await expect(eventType).toHaveValue("Wesele");

  // The date picker: Enter opens it on the first day that can be chosen (tomorrow); arrows move by day and
  // week, Enter picks the first and the last day, "Gotowe" closes it and gives the focus back.
  const dates = form.getByRole("button", { name: "Termin wydarzenia" });
  await page.keyboard.press("Tab");
  await expect(dates).toBeFocused();
  await expectFocusRing(page);
  await page.keyboard.press("Enter");
  const calendar = datePickerPanel(form, "Termin wydarzenia");
  const tomorrow = calendar.locator(`[data-day="${warsawDay(1)}"] button`);
  await expect(tomorrow).toBeFocused();
  await expectFocusRing(page);
  for (let week = 0; week < 5; week++) await page.keyboard.press("ArrowDown");
  const first = warsawDay(36);
  await expect(calendar.locator(`[data-day="${first}"] button`)).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  const last = warsawDay(37);
  await expect(
    calendar.getByText(`Wybrany termin: ${polishDay(first)} – ${polishDay(last)} (2 dni).`),
  ).toBeVisible();
  await tabTo(page, calendar.getByRole("button", { name: "Gotowe" }));
  await page.keyboard.press("Enter");
  await expect(calendar).toBeHidden();
  await expect(dates).toBeFocused();
  await expect(dates).toContainText(`${polishDay(first)} – ${polishDay(last)}`);

  // The address: a street, then the town from the suggestions.
  const address = form.getByRole("combobox", { name: "Adres wydarzenia" });
  await page.keyboard.press("Tab");
  await expect(address).toBeFocused();
  await expectFocusRing(page);
  await pickFirstPlace(page, address, "ul. Ogrodowa 5, Suwa", "Suwałki");
  await expect(address).toHaveValue("ul. Ogrodowa 5, Suwałki");

  for (const [label, text] of [
    ["Godziny", "14:00 - 22:00"],
    ["Liczba gości", "120"],
    ["Opis wydarzenia", "Wesele w ogrodzie, potrzebny prąd 230 V."],
  ] as const) {
    await tabTo(page, form.getByLabel(label, { exact: true }));
    await page.keyboard.type(text);
    await expect(form.getByLabel(label, { exact: true })).toHaveValue(text);
  }

  await tabTo(page, form.getByRole("button", { name: "Wyślij prośbę o rezerwację" }));
  await page.keyboard.press("Enter");
  const sent = main.getByText(/^Prośba o rezerwację została wysłana!/);
  await expect(sent).toBeVisible();
  // The keyboard stays with the confirmation instead of falling back to the page's start.
  await expect(main.locator(":focus")).toContainText("Prośba o rezerwację została wysłana!");
  await expect(main.getByRole("link", { name: "Przejdź teraz" })).toBeVisible();
});

test("an owner accepts a waiting request from the inbox with the keyboard, through its confirmation", async ({
  page,
}) => {
  test.slow();
  const { owner, organizer, profileId, name } = await partiesWithTruck(page.request, "keyboard-inbox");
  const day = warsawDay(50);
  await sendBookingRequest(page.request, organizer, profileId, { event_start_date: day, guest_count: 150 });

  await signInThroughApi(page, owner, "/dashboard");
  const inbox = content(page).getByRole("region", { name: /^Do odpowiedzi/ });
  const card = inbox.getByRole("article", { name });
  const accept = card.getByRole("button", { name: /^Akceptuj:/ });
  await expect(accept).toBeVisible();

  // Enter asks once more, in place of the buttons; Escape goes back to the same button.
  await tabTo(page, accept);
  await page.keyboard.press("Enter");
  const confirm = card.getByRole("group", {
    name: new RegExp(`^Zaakceptować rezerwację na ${polishDay(day)}\\?`),
  });
  const yes = confirm.getByRole("button", { name: "Tak, akceptuję" });
  await expect(yes).toBeFocused();
  await expectFocusRing(page);
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(accept).toBeFocused();
  await expectFocusRing(page);

  // "Wróć" by Tab and Space does the same.
  await page.keyboard.press("Space");
  await expect(yes).toBeFocused();
  await tabTo(page, confirm.getByRole("button", { name: "Wróć" }));
  await page.keyboard.press("Space");
  await expect(accept).toBeFocused();

  // Shift+Tab from "Odrzuć" comes back to "Akceptuj"; Enter, then Enter on "Tak, akceptuję" accepts.
  await page.keyboard.press("Tab");
  await expect(card.getByRole("button", { name: /^Odrzuć:/ })).toBeFocused();
  await tabTo(page, accept, { backwards: true });
  await page.keyboard.press("Enter");
  await expect(yes).toBeFocused();
  await page.keyboard.press("Enter");

  // The answered request leaves the inbox; the keyboard lands on the message saying so.
  const notice = inbox.getByText(/^Rezerwacja została zaakceptowana\./);
  await expect(notice).toBeVisible();
  await expect(inbox.locator(":focus")).toContainText("Rezerwacja została zaakceptowana.");
  await expect(inbox.getByText("Nic nie czeka teraz na Twoją odpowiedź.")).toBeVisible();
  await expect(
    content(page).getByRole("region", { name: "Rezerwacje" }).getByRole("article", { name }),
  ).toBeVisible();
});
