import { scanAtWidths } from "./axe";
import {
  apiToken,
  connectPaymentAccount,
  expect,
  partiesWithTruck,
  pickDateRange,
  sendBookingRequest,
  signInThroughApi,
  test,
  warsawDay,
} from "./helpers";
import { depositAsked } from "./payment-fixtures";

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
  await page.getByRole("radio", { name: "Wynajem food trucka (catering)" }).check();
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
  await expect(ownerCard.getByText("Potwierdzona (bez zaliczki)")).toBeVisible();
  await expect(ownerCard.getByRole("link", { name: organizer.email })).toBeVisible();
  await ownerPage.close();

  // The organizer's open dashboard shows it live, with no reload: the owner's contact details and a way
  // to report a problem.
  await expect(organizerCard.getByText("Potwierdzona (bez zaliczki)")).toBeVisible();
  await expect(organizerCard.getByRole("link", { name: owner.email })).toBeVisible();
  // The contact card names the person behind the truck, not only their e-mail and phone.
  await expect(
    organizerCard.getByRole("listitem").filter({ hasText: `${owner.firstName} ${owner.lastName}` }),
  ).toBeVisible();
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
  const { owner, organizer, profileId, name } = await partiesWithTruck(page.request, "deposit");
  const requestId = await sendBookingRequest(page.request, organizer, profileId, {
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
  // Asking for money needs the owner's own payment account (SPEC.md §5): the gate comes before the form.
  await ownerCard.getByRole("button", { name: /^Poproś o zaliczkę:/ }).click();
  const accountNeeded = ownerPage.getByRole("dialog", { name: "Konto płatności" });
  await expect(accountNeeded).toHaveAccessibleDescription(
    "Aby poprosić o zaliczkę, połącz najpierw konto płatności: na nie trafi wpłata organizatora.",
  );
  await expect(accountNeeded.getByRole("link", { name: "Przejdź do „Moje konto”" })).toHaveAttribute(
    "href",
    `/my-account?booking=${requestId}&action=request_deposit#payments`,
  );
  await scanAtWidths(ownerPage, "owner: payment account gate before the deposit form", {
    screenshot: "payment-account-gate",
  });
  // Connecting opens the provider in a new tab (test mode: straight back to My account, connected),
  // which offers the way back; this tab opens the deposit form by itself once the account is ready.
  const providerTab = ownerPage.waitForEvent("popup");
  await accountNeeded.getByRole("button", { name: "Połącz konto płatności" }).click();
  const popup = await providerTab;
  await expect(popup.getByRole("link", { name: "Wróć do rezerwacji i poproś o zaliczkę" })).toBeVisible();
  await popup.close();
  const deposit = ownerPage.getByRole("dialog", { name: "Poproś o zaliczkę" });
  await expect(deposit).toBeVisible({ timeout: 15_000 });
  await expect(deposit.getByText(/To wynajem food trucka \(catering\)/)).toBeVisible();
  await scanAtWidths(ownerPage, "owner: deposit dialog");
  await deposit.getByLabel("Kwota zaliczki (zł)").fill("500");
  await deposit.getByLabel("Całkowity koszt usługi (zł)").fill("300");
  await deposit.getByRole("button", { name: "Wyślij prośbę" }).click();
  await expect(deposit.getByText("Zaliczka nie może być wyższa niż całkowity koszt.")).toBeVisible();
  await scanAtWidths(ownerPage, "owner: deposit dialog with its message");
  await deposit.getByLabel("Całkowity koszt usługi (zł)").fill("2000");
  await deposit.getByRole("button", { name: "Wyślij prośbę" }).click();
  await expect(deposit).toBeHidden();
  await expect(ownerCard.getByText("Oczekuje na wpłatę").first()).toBeVisible();
  // The card's money summary, in the words of a hired truck, from the owner's side.
  const ownerMoney = ownerCard.getByRole("region", { name: "Rozliczenie: Wynajem food trucka (catering)" });
  await expect(ownerMoney).toContainText("Całkowity koszt usługi2000 zł");
  await expect(ownerMoney).toContainText("Reszta, rozliczana bezpośrednio z właścicielem1500 zł");
  await expect(ownerMoney.getByText("Czeka na wpłatę: 500 zł – zaliczka od organizatora.")).toBeVisible();
  await expect(ownerMoney.getByText(/^Anulowanie możliwe do \d\d\.\d\d\.\d{4}\.$/)).toBeVisible();
  await ownerCard.scrollIntoViewIfNeeded();
  await scanAtWidths(ownerPage, "owner: booking card with its money summary", {
    screenshot: "booking-money-owner",
  });
  await ownerContext.close();

  // The organizer sees the payment link, then cancels: the dialog warns that it cannot be undone.
  await signInThroughApi(page, organizer, "/dashboard");
  const card = page.getByRole("article", { name });
  await expect(card.getByRole("link", { name: /^Zapłać:/ })).toHaveAttribute("href", /\/payment\/\d+$/);
  await expect(
    card.getByText(
      "Do zapłaty: 500 zł – zaliczka dla właściciela food trucka. Zapłacisz w serwisie kartą lub BLIK-iem.",
    ),
  ).toBeVisible();
  await scanAtWidths(page, "organizer: booking card with its money summary", {
    screenshot: "booking-money-organizer",
  });
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

test("paying without a payment account: the gate comes first, and My account leads back to paying", async ({
  page,
}) => {
  test.slow();
  const { requestId, name, organizer } = await depositAsked(page.request, "pay-gate");
  await signInThroughApi(page, organizer, "/dashboard");
  const card = page.getByRole("article", { name });
  await card.getByRole("link", { name: /^Zapłać:/ }).click();
  // The dashboard stays: the gate asks for the account before the payment page.
  const gate = page.getByRole("dialog", { name: "Konto płatności" });
  await expect(gate).toHaveAccessibleDescription(
    "Płatności w serwisie wymagają połączonego konta płatności u operatora Stripe, także gdy to Ty płacisz.",
  );
  await expect(page).toHaveURL(/\/dashboard$/);
  await gate.getByRole("link", { name: "Przejdź do „Moje konto”" }).click();
  await expect(page).toHaveURL(new RegExp(`/my-account\\?booking=${requestId}&action=pay#payments$`));

  // Connected meanwhile (as finishing the provider's onboarding would): My account offers the way back.
  await connectPaymentAccount(page.request, await apiToken(page.request, organizer));
  await page.reload();
  const back = page.getByRole("link", { name: "Wróć do rezerwacji i zapłać" });
  await expect(back).toBeVisible();
  await scanAtWidths(page, "organizer: my account, the way back to paying", {
    screenshot: "my-account-way-back",
  });
  await back.click();
  await expect(page).toHaveURL(new RegExp(`/payment/${requestId}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Opłać rezerwację" })).toBeVisible();
});
