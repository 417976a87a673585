import { scanAtWidths } from "./axe";
import {
  connectPaymentAccount,
  expect,
  partiesWithTruck,
  pickDateRange,
  sendBookingRequest,
  signInThroughApi,
  test,
  warsawDay,
} from "./helpers";

test("an organizer books a truck, the owner accepts, the organizer sees the contacts and reports a problem", async ({
  page,
  browser,
}) => {
  test.slow();
  const { owner, organizer, profileId, name } = await partiesWithTruck(page.request, "booking");

  // The organizer fills the booking form from the truck's profile.
  await signInThroughApi(page, organizer, `/profile/${profileId}`);
  await page.getByRole("link", { name: "Zarezerwuj ten food truck" }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${profileId}$`));
  await pickDateRange(page, warsawDay(40));
  await page.getByLabel("Godziny").fill("14:00 - 22:00");
  await page.getByLabel("Adres wydarzenia").fill("ul. Ogrodowa 5, Warszawa");
  await page.getByLabel("Rodzaj wydarzenia").selectOption("Wesele");
  await page.getByLabel("Liczba gości").fill("120");
  await page.getByLabel("Opis wydarzenia").fill("Wesele w ogrodzie, 120 gości.");
  await page.getByRole("button", { name: "Wyślij prośbę o rezerwację" }).click();
  await expect(page.getByText(/Prośba o rezerwację została wysłana/)).toBeVisible();
  await page.waitForURL("**/dashboard");
  const organizerCard = page.getByRole("article", { name: name });
  await expect(organizerCard.getByText("Oczekuje na akceptację właściciela")).toBeVisible();
  await expect(organizerCard.getByRole("link", { name: owner.email })).toHaveCount(0);

  // The owner accepts in their own browser.
  const ownerPage = await browser.newPage();
  await signInThroughApi(ownerPage, owner, "/dashboard");
  const ownerCard = ownerPage.getByRole("article", { name: name });
  await expect(ownerCard).toBeVisible();
  await ownerCard.getByRole("button", { name: /^Akceptuj:/ }).click();
  await ownerCard.getByRole("button", { name: "Tak, akceptuję" }).click();
  await expect(ownerCard.getByText("Potwierdzona (bez opłaty gwarancyjnej)")).toBeVisible();
  await expect(ownerCard.getByRole("link", { name: organizer.email })).toBeVisible();
  await ownerPage.close();

  // The organizer's open dashboard shows it live, with no reload: the owner's contact details and a way
  // to report a problem.
  await expect(organizerCard.getByText("Potwierdzona (bez opłaty gwarancyjnej)")).toBeVisible();
  await expect(organizerCard.getByRole("link", { name: owner.email })).toBeVisible();
  await organizerCard.getByRole("button", { name: /^Zgłoś problem/ }).click();
  const dialog = page.getByRole("dialog", { name: "Zgłoś problem" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(
    /nie wpłacono zaliczki, więc operator płatności nie przechowuje z niej żadnych pieniędzy\.$/,
  );
  await scanAtWidths(page, "organizer: report-problem dialog");
  await dialog.getByLabel("Opis problemu").fill("Za krótko");
  await dialog.getByRole("button", { name: "Wyślij zgłoszenie" }).click();
  await expect(dialog.getByText("Opis problemu musi mieć co najmniej 10 znaków.")).toBeVisible();
  await scanAtWidths(page, "organizer: report-problem dialog with its message");
  await dialog.getByLabel("Opis problemu").fill("Food truck nie potwierdza godziny przyjazdu.");
  await dialog.getByRole("button", { name: "Wyślij zgłoszenie" }).click();
  await expect(dialog).toBeHidden();
  await expect(organizerCard.getByText("Zgłoszony problem", { exact: true }).first()).toBeVisible();
  await expect(organizerCard.getByText("Food truck nie potwierdza godziny przyjazdu.")).toBeVisible();
  await expect(organizerCard.getByRole("button", { name: /^Zgłoś problem/ })).toHaveCount(0);
});

test("the owner asks for a deposit through its dialog, then the organizer cancels after confirming", async ({
  page,
  browser,
}) => {
  test.slow();
  const { owner, organizer, profileId, name, ownerToken } = await partiesWithTruck(page.request, "deposit");
  await sendBookingRequest(page.request, organizer, profileId, {
    event_start_date: warsawDay(60),
    event_time: "10:00 - 16:00",
    event_location: "ul. Polna 3, Warszawa",
    event_type: "Urodziny",
    guest_count: 40,
    event_description: "Urodziny w ogrodzie.",
  });

  // The owner accepts and asks for a deposit (event cost 0); the dialog checks the amounts first.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signInThroughApi(ownerPage, owner, "/dashboard");
  const ownerCard = ownerPage.getByRole("article", { name });
  await ownerCard.getByRole("button", { name: /^Akceptuj:/ }).click();
  await ownerCard.getByRole("button", { name: "Tak, akceptuję" }).click();
  await ownerCard.getByRole("button", { name: /^Poproś o zaliczkę:/ }).click();
  const deposit = ownerPage.getByRole("dialog", { name: "Poproś o zaliczkę" });
  await expect(deposit).toBeVisible();
  await scanAtWidths(ownerPage, "owner: deposit dialog");
  await deposit.getByLabel("Kwota zaliczki (zł)").fill("500");
  await deposit.getByLabel("Całkowity koszt usługi (zł)").fill("300");
  await deposit.getByRole("button", { name: "Wyślij prośbę" }).click();
  await expect(deposit.getByText("Zaliczka nie może być wyższa niż całkowity koszt.")).toBeVisible();
  await scanAtWidths(ownerPage, "owner: deposit dialog with its message");
  await deposit.getByLabel("Całkowity koszt usługi (zł)").fill("2000");
  await deposit.getByRole("button", { name: "Wyślij prośbę" }).click();
  // Asking for money needs the owner's own payment account (SPEC.md §5): a dialog offers My account.
  const accountNeeded = ownerPage.getByRole("dialog", { name: "Konto płatności" });
  await expect(accountNeeded).toHaveAccessibleDescription(
    "Najpierw połącz konto płatności w zakładce Moje konto.",
  );
  await expect(accountNeeded.getByRole("link", { name: "Przejdź do Moje konto" })).toHaveAttribute(
    "href",
    "/my-account#payments",
  );
  await scanAtWidths(ownerPage, "owner: payment account needed dialog");
  await accountNeeded.getByRole("button", { name: "Anuluj" }).click();
  await expect(accountNeeded).toBeHidden();
  await connectPaymentAccount(ownerPage.request, ownerToken);
  await ownerCard.getByRole("button", { name: /^Poproś o zaliczkę:/ }).click();
  await deposit.getByLabel("Kwota zaliczki (zł)").fill("500");
  await deposit.getByLabel("Całkowity koszt usługi (zł)").fill("2000");
  await deposit.getByRole("button", { name: "Wyślij prośbę" }).click();
  await expect(deposit).toBeHidden();
  await expect(ownerCard.getByText("Oczekuje na wpłatę").first()).toBeVisible();
  await ownerContext.close();

  // The organizer sees the payment link, then cancels: the dialog warns that it cannot be undone.
  await signInThroughApi(page, organizer, "/dashboard");
  const card = page.getByRole("article", { name });
  await expect(card.getByRole("link", { name: /^Zapłać:/ })).toHaveAttribute("href", /\/payment\/\d+$/);
  await card.getByRole("button", { name: /^Anuluj rezerwację:/ }).click();
  const confirm = page.getByRole("dialog", { name: "Anulować rezerwację?" });
  await expect(confirm.getByText("Tej operacji nie można cofnąć.")).toBeVisible();
  await scanAtWidths(page, "organizer: cancel dialog");
  await confirm.getByRole("button", { name: "Nie, zostaw" }).click();
  await expect(confirm).toBeHidden();
  await card.getByRole("button", { name: /^Anuluj rezerwację:/ }).click();
  await page
    .getByRole("dialog", { name: "Anulować rezerwację?" })
    .getByRole("button", { name: "Tak, anuluj rezerwację" })
    .click();
  await page.getByRole("tab", { name: /Archiwum/ }).click();
  await expect(page.getByRole("article", { name }).getByText("Anulowana przez organizatora")).toBeVisible();
});

test("within 14 days of the event the card says why it can no longer be cancelled", async ({ page }) => {
  const { organizer, profileId } = await partiesWithTruck(page.request, "late-cancel");
  const soon = await sendBookingRequest(page.request, organizer, profileId, {
    event_start_date: warsawDay(5),
  });
  const later = await sendBookingRequest(page.request, organizer, profileId, {
    event_start_date: warsawDay(30),
  });
  await signInThroughApi(page, organizer, "/dashboard");
  const cardOf = (requestId: number) => page.locator(`#booking-${requestId}`);
  const rule = "Rezerwację można anulować najpóźniej 336 godzin (14 dni) przed rozpoczęciem wydarzenia.";
  await expect(cardOf(soon).getByText(rule)).toBeVisible();
  await expect(cardOf(soon).getByRole("button", { name: /^Anuluj rezerwację:/ })).toHaveCount(0);
  await expect(cardOf(later).getByRole("button", { name: /^Anuluj rezerwację:/ })).toBeVisible();
  await expect(cardOf(later).getByText(rule)).toHaveCount(0);
});
