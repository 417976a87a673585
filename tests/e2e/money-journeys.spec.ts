import { scanAtWidths } from "./axe";
import {
  apiToken,
  connectPaymentAccount,
  content,
  expect,
  mailsTo,
  partiesWithTruck,
  pickDateRange,
  signInThroughApi,
  test,
  warsawDay,
} from "./helpers";

// Issue 34: a pitch from the form to the receipt, read by both parties in the words of its kind: the truck
// pays the organizer for its stand, the organizer asks for a guarantee fee, the owner pays it.

const NBSP_ZL = "\\s?zł";
const amount = (zloty: number) => new RegExp(`${zloty}${NBSP_ZL}`);

test("a pitch: the stand's fee on the form, a guarantee fee asked, paid by the owner, the receipt and both cards", async ({
  page,
  browser,
}) => {
  test.slow();
  const { owner, organizer, profileId, name, ownerToken } = await partiesWithTruck(
    page.request,
    "pitch-money",
  );

  // The organizer books a stand: the form asks first how the event settles.
  await signInThroughApi(page, organizer, `/booking/${profileId}`);
  const form = content(page).getByRole("form", { name: `Rezerwacja: ${name}` });
  await form.getByRole("radio", { name: "Stoisko na wydarzeniu" }).check();
  await form.getByLabel("Opłata za stoisko (zł)").fill("300");
  await form.getByLabel("Rodzaj wydarzenia").selectOption("Festiwal");
  await pickDateRange(form, warsawDay(50));
  await form.getByLabel("Godziny").fill("12:00 - 22:00");
  await form.getByLabel("Adres wydarzenia").fill("Rynek Główny 1, Kraków");
  await form.getByLabel("Liczba gości").fill("2000");
  await form.getByLabel("Opis wydarzenia").fill("Festiwal smaków na rynku.");
  await form.getByRole("button", { name: "Wyślij prośbę o rezerwację" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  // The owner's request e-mail names the stand and its fee; the owner accepts.
  await expect
    .poll(async () => (await mailsTo(page.request, owner.email)).map((mail) => mail.text).join("\n"))
    .toMatch(/Stoisko: opłata za stoisko 300\szł, którą płacisz organizatorowi/);
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signInThroughApi(ownerPage, owner, "/dashboard");
  const ownerCard = content(ownerPage).getByRole("article", { name });
  const ownerMoney = ownerCard.getByRole("region", { name: "Rozliczenie: Stoisko na wydarzeniu" });
  await expect(ownerMoney).toContainText(
    /Opłata za stoisko300\szł – płaci właściciel food trucka organizatorowi/,
  );
  await expect(
    ownerMoney.getByText(
      "Po akceptacji organizator może poprosić Cię o opłatę gwarancyjną; nie jest obowiązkowa.",
    ),
  ).toBeVisible();
  await ownerCard.getByRole("button", { name: /^Akceptuj:/ }).click();
  await ownerCard.getByRole("button", { name: "Tak, akceptuję" }).click();
  await expect(ownerCard.getByText("Potwierdzona (bez opłaty gwarancyjnej)")).toBeVisible();

  // The organizer asks for a guarantee fee: the account first (connected here as onboarding would), then the form.
  await connectPaymentAccount(page.request, await apiToken(page.request, organizer));
  await page.reload();
  const card = content(page).getByRole("article", { name });
  await expect(
    card.getByText("Możesz poprosić właściciela food trucka o opłatę gwarancyjną; nie jest obowiązkowa."),
  ).toBeVisible();
  await card.getByRole("button", { name: /^Poproś o opłatę gwarancyjną:/ }).click();
  const fee = page.getByRole("dialog", { name: "Poproś o opłatę gwarancyjną" });
  await expect(fee.getByText(/food truck płaci Ci 300\szł za stoisko/)).toBeVisible();
  await scanAtWidths(page, "organizer: guarantee fee dialog of a pitch", { screenshot: "fee-dialog-pitch" });
  await fee.getByLabel("Kwota opłaty gwarancyjnej (zł)").fill("150");
  await fee.getByRole("button", { name: "Wyślij prośbę" }).click();
  await expect(fee).toBeHidden();
  await expect(
    card.getByText(/^Czeka na wpłatę: 150\szł – opłata gwarancyjna od właściciela food trucka\.$/),
  ).toBeVisible();

  // The owner's e-mail states the amount and links to the payment page.
  const feeMail = async () =>
    (await mailsTo(page.request, owner.email)).find((mail) =>
      mail.subject.startsWith("Prośba o opłatę gwarancyjną"),
    )?.text ?? "";
  await expect.poll(feeMail).toMatch(amount(150));
  const requestId = (await feeMail()).match(/\/payment\/(\d+)/)?.[1];
  expect(requestId, "the fee e-mail links to its payment page").toBeDefined();

  // The owner pays: the card says what to pay to whom, the payment page what it is for.
  await connectPaymentAccount(ownerPage.request, ownerToken);
  await ownerPage.reload();
  await expect(
    ownerCard.getByText(
      /^Do zapłaty: 150\szł – opłata gwarancyjna dla organizatora\. Zapłacisz w serwisie kartą lub BLIK-iem\.$/,
    ),
  ).toBeVisible();
  await scanAtWidths(ownerPage, "owner: pitch card, guarantee fee to pay", {
    screenshot: "booking-money-pitch-owner",
  });
  await ownerCard.getByRole("link", { name: /^Zapłać:/ }).click();
  await expect(ownerPage).toHaveURL(new RegExp(`/payment/${requestId}$`));
  const summary = content(ownerPage).getByRole("region", { name: "Opłata gwarancyjna" });
  await expect(summary).toContainText(amount(150));
  await expect(summary).toContainText("Stoisko na wydarzeniu");
  await content(ownerPage).getByRole("button", { name: "Zapłać" }).click();
  await expect(ownerPage).toHaveURL(/\/dashboard$/);
  await expect(
    ownerCard.getByText(/^Opłata gwarancyjna 150\szł – wpłacona \d\d\.\d\d\.\d{4} przez Ciebie\.$/),
  ).toBeVisible();
  await expect(
    ownerCard.getByText(/^Pieniądze czekają u operatora płatności i trafią do organizatora /),
  ).toBeVisible();
  await ownerCard.getByRole("link", { name: "Potwierdzenie płatności" }).click();
  await expect(ownerPage).toHaveURL(new RegExp(`/receipt/${requestId}$`));
  await expect(content(ownerPage).getByText(/^150\szł$/)).toBeVisible();
  await ownerContext.close();

  // The organizer reads the same money from the other side.
  await page.reload();
  await expect(
    card.getByText(
      /^Opłata gwarancyjna 150\szł – wpłacona \d\d\.\d\d\.\d{4} przez właściciela food trucka\.$/,
    ),
  ).toBeVisible();
  await expect(card.getByText(/^Pieniądze czekają u operatora płatności i trafią do Ciebie /)).toBeVisible();
  await scanAtWidths(page, "organizer: pitch card, guarantee fee paid", {
    screenshot: "booking-money-pitch-paid",
  });
});
