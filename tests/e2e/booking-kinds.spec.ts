import type { Locator, Page, Request } from "@playwright/test";
import { scanAtWidths } from "./axe";
import {
  apiToken,
  content,
  expect,
  newOrganizer,
  newOwner,
  ownerWithTruck,
  pickDateRange,
  registerVerified,
  signInThroughApi,
  test,
  warsawDay,
} from "./helpers";

const HIRED = "Wynajem food trucka (catering)";
const PITCH = "Stoisko na wydarzeniu";
const FEE = "Opłata za stoisko (zł)";
const CHOOSE = "Wybierz, jak rozliczacie się z food truckiem.";
const FIX_FIELDS = "Popraw zaznaczone pola formularza.";
const CANCEL_CLOSED_NOTE =
  "Do wydarzenia zostało mniej niż 14 dni: tej prośby ani rezerwacji nie będzie można anulować w aplikacji " +
  "(anulowanie jest możliwe najpóźniej 14 dni przed rozpoczęciem).";
const ESTIMATE_LABEL =
  "Szacunek: liczba gości × cena porcji z cennika food trucka, nie mniej niż minimalne zamówienie. Ostateczną kwotę ustalacie z właścicielem.";

/** A truck with prices: 25–35 zł a portion, at least 2000 zł. */
const PRICES = { price_from: "25", price_to: "35", minimum_order: "2000" };

/** The JSON a form posted to `path`, once it has been sent. */
async function postedJson(page: Page, path: string, send: () => Promise<void>): Promise<unknown> {
  const posted = page.waitForRequest(
    (request: Request) => request.method() === "POST" && new URL(request.url()).pathname === path,
  );
  await send();
  return (await posted).postDataJSON();
}

/** Fills the booking form's fields other than the settlement and the guests. */
async function fillEventDetails(form: Locator, day: string) {
  await form.getByLabel("Rodzaj wydarzenia").selectOption("Wesele");
  await pickDateRange(form, day);
  await form.getByLabel("Godziny").fill("14:00 - 22:00");
  await form.getByLabel("Adres wydarzenia").fill("ul. Ogrodowa 5, Warszawa");
  await form.getByLabel("Opis wydarzenia").fill("Wesele w ogrodzie.");
}

test("an organizer books a hired truck with its estimate, then a pitch with its fee", async ({ page }) => {
  test.slow();
  const truck = await ownerWithTruck(page.request, newOwner("kinds-owner"), PRICES);
  const organizer = newOrganizer("kinds-org");
  await registerVerified(page.request, organizer);
  await signInThroughApi(page, organizer, `/booking/${truck.profileId}`);
  const form = content(page).getByRole("form", { name: `Rezerwacja: ${truck.name}` });
  const choice = form.getByRole("group", { name: "Jak rozliczacie się z food truckiem?" });
  const hired = choice.getByRole("radio", { name: HIRED });
  const pitch = choice.getByRole("radio", { name: PITCH });

  // The question comes first; each card says who may ask whom for what.
  await expect(form.locator("fieldset, .field").first()).toHaveAccessibleName(
    "Jak rozliczacie się z food truckiem?",
  );
  await expect(hired).toHaveAccessibleDescription(/może poprosić Cię o zaliczkę/);
  await expect(pitch).toHaveAccessibleDescription(/możesz poprosić właściciela o opłatę gwarancyjną/);

  // Nothing chosen: the choice says so and takes the keyboard.
  await form.getByRole("button", { name: "Wyślij prośbę o rezerwację" }).click();
  await expect(choice.getByText(CHOOSE)).toBeVisible();
  await expect(form.getByText(FIX_FIELDS)).toBeVisible();
  await expect(hired).toBeFocused();
  await expect(choice).toHaveAccessibleDescription(CHOOSE);
  await scanAtWidths(page, "/booking with no settlement chosen", { screenshot: "booking-no-choice" });

  // Hired: no fee field; the estimate follows the guests.
  await hired.check();
  await expect(form.getByLabel(FEE)).toHaveCount(0);
  await expect(form.getByText(/^Podaj liczbę gości/)).toBeVisible();
  await form.getByLabel("Liczba gości").fill("120");
  await expect(form.getByText("Szacunkowy koszt: ok. 3000–4200\u00a0zł")).toBeVisible();
  await expect(form.getByText(ESTIMATE_LABEL)).toBeVisible();
  await form.getByLabel("Liczba gości").fill("50");
  // 50 × 25–35 zł is below the minimum order: the estimate is the minimum.
  await expect(form.getByText("Szacunkowy koszt: ok. 2000\u00a0zł")).toBeVisible();
  await form.getByLabel("Liczba gości").fill("120");
  await fillEventDetails(form, warsawDay(40));
  await expect(form.getByText(CANCEL_CLOSED_NOTE)).toHaveCount(0);
  await scanAtWidths(page, "/booking, hired truck with its estimate", { screenshot: "booking-hired" });
  const hiredBody = await postedJson(page, "/api/requests", () =>
    form.getByRole("button", { name: "Wyślij prośbę o rezerwację" }).click(),
  );
  expect(hiredBody).toMatchObject({ event_cost: 0, guest_count: 120 });
  await expect(content(page).getByText(/^Prośba o rezerwację została wysłana!/)).toBeVisible();

  // A pitch: its fee is required and above 0, and it is what the request carries.
  await page.goto(`/booking/${truck.profileId}`);
  await pitch.check();
  await expect(form.getByText(/^Szacunkowy koszt/)).toHaveCount(0);
  const fee = form.getByLabel(FEE);
  await expect(fee).toBeVisible();
  await form.getByLabel("Liczba gości").fill("300");
  // Ten days away: before sending, the form says this request could never be cancelled.
  await fillEventDetails(form, warsawDay(10));
  await expect(form.getByText(CANCEL_CLOSED_NOTE)).toBeVisible();
  await form.getByRole("button", { name: "Wyślij prośbę o rezerwację" }).click();
  await expect(form.getByText("Podaj opłatę za stoisko.")).toBeVisible();
  await expect(form.getByText(FIX_FIELDS)).toBeVisible();
  await expect(fee).toBeFocused();
  await fee.fill("0");
  await form.getByRole("button", { name: "Wyślij prośbę o rezerwację" }).click();
  await expect(form.getByText(/^Opłata za stoisko musi być kwotą większą od 0 zł/)).toBeVisible();
  await expect(fee).toHaveAttribute("aria-invalid", "true");
  await scanAtWidths(page, "/booking, pitch with a fee of 0", { screenshot: "booking-pitch-error" });
  await fee.fill("300");
  await scanAtWidths(page, "/booking, pitch with its fee", { screenshot: "booking-pitch" });
  const pitchBody = await postedJson(page, "/api/requests", () =>
    form.getByRole("button", { name: "Wyślij prośbę o rezerwację" }).click(),
  );
  expect(pitchBody).toMatchObject({ event_cost: 300, guest_count: 300 });
  await expect(content(page).getByText(/^Prośba o rezerwację została wysłana!/)).toBeVisible();

  // The server keeps them as the two kinds.
  const bookings = await page.request.get("/api/requests/my-bookings", {
    headers: { Authorization: `Bearer ${await apiToken(page.request, organizer)}` },
  });
  expect(bookings.status()).toBe(200);
  const kinds = ((await bookings.json()) as { event_cost: number; booking_kind: string }[]).map(
    ({ event_cost, booking_kind }) => ({ event_cost, booking_kind }),
  );
  expect(kinds).toEqual(
    expect.arrayContaining([
      { event_cost: 0, booking_kind: "hired" },
      { event_cost: 300, booking_kind: "pitch" },
    ]),
  );
});

test("the create-event dialog asks the same first, and sends a pitch's fee as the event's cost", async ({
  page,
}) => {
  test.slow();
  const organizer = newOrganizer("kinds-event");
  await registerVerified(page.request, organizer);
  await signInThroughApi(page, organizer, "/dashboard");
  await content(page).getByRole("button", { name: "Utwórz wydarzenie" }).click();
  const modal = page.getByRole("dialog", { name: "Utwórz wydarzenie" });
  const choice = modal.getByRole("group", { name: "Jak rozliczacie się z food truckiem?" });

  await modal.getByRole("button", { name: "Utwórz wydarzenie" }).click();
  await expect(choice.getByText(CHOOSE)).toBeVisible();
  await expect(choice.getByRole("radio", { name: HIRED })).toBeFocused();
  await scanAtWidths(page, "create-event dialog with no settlement chosen", {
    screenshot: "create-event-no-choice",
  });

  await choice.getByRole("radio", { name: HIRED }).check();
  await expect(modal.getByLabel(FEE)).toHaveCount(0);
  await scanAtWidths(page, "create-event dialog, hired", { screenshot: "create-event-hired" });

  await choice.getByRole("radio", { name: PITCH }).check();
  await modal.getByRole("button", { name: "Utwórz wydarzenie" }).click();
  await expect(modal.getByText("Podaj opłatę za stoisko.")).toBeVisible();
  await modal.getByLabel(FEE).fill("300");
  await scanAtWidths(page, "create-event dialog, pitch with its fee", { screenshot: "create-event-pitch" });

  await modal.getByLabel("Nazwa wydarzenia").fill("Jarmark świąteczny");
  await pickDateRange(modal, warsawDay(30));
  await modal.getByLabel("Lokalizacja").fill("Suwałki");
  await modal.getByLabel("Liczba gości").fill("500");
  await modal.getByLabel("Opis wydarzenia").fill("Jarmark na rynku.");
  await modal.getByRole("group", { name: "Dania" }).getByLabel("Churros").check();
  const body = await postedJson(page, "/api/events", () =>
    modal.getByRole("button", { name: "Utwórz wydarzenie" }).click(),
  );
  expect(body).toMatchObject({ eventCost: 300, guestCount: 500 });
  await expect(modal.getByText(/^Wydarzenie zostało utworzone/)).toBeVisible();
});

test("the public profile estimates a hired truck's cost for the guests typed, and only with portion prices", async ({
  page,
}) => {
  const priced = await ownerWithTruck(page.request, newOwner("kinds-priced"), {
    ...PRICES,
    portions_per_hour: "120",
  });
  const plain = await ownerWithTruck(page.request, newOwner("kinds-plain"));
  const organizer = newOrganizer("kinds-profile");
  await registerVerified(page.request, organizer);

  await signInThroughApi(page, organizer, `/profile/${priced.profileId}`);
  const offer = content(page).getByRole("region", { name: "Oferta" });
  const guests = offer.getByLabel("Liczba gości");
  await expect(guests).toBeVisible();
  await expect(offer.getByText(/^Szacunkowy koszt/)).toHaveCount(0);
  await guests.fill("120");
  await expect(offer.getByText("Szacunkowy koszt: ok. 3000–4200\u00a0zł")).toBeVisible();
  await expect(offer.getByText(ESTIMATE_LABEL)).toBeVisible();
  await scanAtWidths(page, "/profile with a guest-count estimate", { screenshot: "profile-estimate" });
  // More guests than the truck says it serves in the usual four hours: the estimate says so.
  await guests.fill("2000");
  await expect(
    offer.getByText(
      /^Szacunkowy koszt: ok\. 50\s000–70\s000\szł za porcje dla wszystkich 2000 gości\. Ten food truck wyda przez 4 godziny ok\. 480 porcji – na tylu gości trzeba więcej food trucków\.$/,
    ),
  ).toBeVisible();
  // Arriving from a search for 150 guests (issue 35): the estimate is there already.
  await page.goto(`/profile/${priced.profileId}?guest_count=150`);
  await expect(guests).toHaveValue("150");
  await expect(offer.getByText("Szacunkowy koszt: ok. 3750–5250\u00a0zł")).toBeVisible();
  // Guests typed later replace the search's number in the address, in its own entry: the booking form gets
  // the guests the estimate was made for, and Back from it returns to them.
  await guests.fill("90");
  await expect(page).toHaveURL(new RegExp(`/profile/${priced.profileId}\\?guest_count=90$`));
  await content(page).getByRole("link", { name: "Zarezerwuj ten food truck" }).click();
  await expect(content(page).getByLabel("Liczba gości")).toHaveValue("90");
  await page.goBack();
  await expect(guests).toHaveValue("90");
  // One entry before: the first visit, with the last of the guests typed there (120, then 2000).
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/profile/${priced.profileId}\\?guest_count=2000$`));
  await expect(guests).toHaveValue("2000");
  await expect(offer.getByText(/^Szacunkowy koszt: ok\. 50\s000–70\s000\szł/)).toBeVisible();

  // No portion prices: no estimate, neither on the profile nor in the booking form.
  await page.goto(`/profile/${plain.profileId}`);
  await expect(content(page).getByRole("heading", { level: 1, name: plain.name })).toBeVisible();
  await expect(content(page).getByRole("region", { name: "Oferta" }).getByLabel("Liczba gości")).toHaveCount(
    0,
  );
  await page.goto(`/booking/${plain.profileId}`);
  await content(page).getByRole("radio", { name: HIRED }).check();
  await content(page).getByLabel("Liczba gości").fill("120");
  await expect(content(page).getByText(/Szacunkowy koszt|Podaj liczbę gości/)).toHaveCount(0);
});
