import { scanAtWidths } from "./axe";
import {
  content,
  expect,
  mainNav,
  partiesWithTruck,
  polishDay,
  sendBookingRequest,
  signInThroughApi,
  test,
  warsawDay,
} from "./helpers";

test("the owner sees the waiting request first, with a badge, and accepts it after a one-line confirmation", async ({
  page,
  browser,
}) => {
  test.slow();
  const { owner, organizer, profileId, name } = await partiesWithTruck(page.request, "inbox");
  const day = warsawDay(45);
  await sendBookingRequest(page.request, organizer, profileId, { event_start_date: day });

  await signInThroughApi(page, owner, "/dashboard");
  const panelLink = mainNav(page).getByRole("link", { name: "Panel: 1 sprawa czeka na Twoją odpowiedź" });
  await expect(panelLink).toBeVisible();
  await expect(panelLink).toContainText("1");

  // The inbox is the first section of the dashboard; a pending card offers accept and reject (and the chat,
  // to ask before answering).
  const inbox = content(page).getByRole("region", { name: /^Do odpowiedzi/ });
  await expect(content(page).getByRole("region").first()).toHaveAccessibleName(/^Do odpowiedzi/);
  const card = inbox.getByRole("article", { name });
  await expect(card.getByRole("button")).toHaveText(["Akceptuj", "Odrzuć", "Czat"]);

  // Rejecting asks first too (it e-mails the organizer); "Wróć" puts the keyboard back on "Odrzuć".
  await card.getByRole("button", { name: /^Odrzuć:/ }).click();
  const rejectConfirm = card.getByRole("group", {
    name: `Odrzucić rezerwację na ${polishDay(day)}? Organizator dostanie wiadomość e-mail.`,
  });
  await expect(rejectConfirm.getByRole("button", { name: "Tak, odrzucam" })).toBeFocused();
  await rejectConfirm.getByRole("button", { name: "Wróć" }).click();
  await expect(card.getByRole("button", { name: /^Odrzuć:/ })).toBeFocused();

  await card.getByRole("button", { name: /^Akceptuj:/ }).click();
  const confirm = card.getByRole("group", {
    name: new RegExp(`^Zaakceptować rezerwację na ${polishDay(day)}\\?`),
  });
  await expect(confirm.getByRole("button", { name: "Tak, akceptuję" })).toBeFocused();
  await scanAtWidths(page, "owner dashboard, accept confirmation open");
  await confirm.getByRole("button", { name: "Wróć" }).click();
  await expect(card.getByRole("button", { name: /^Akceptuj:/ })).toBeVisible();
  await card.getByRole("button", { name: /^Akceptuj:/ }).click();
  await card.getByRole("button", { name: "Tak, akceptuję" }).click();

  await expect(inbox.getByText(/^Rezerwacja została zaakceptowana\./)).toBeVisible();
  await expect(inbox.getByText("Nic nie czeka teraz na Twoją odpowiedź.")).toBeVisible();
  await expect(mainNav(page).getByRole("link", { name: "Panel", exact: true })).toBeVisible();
  const booked = content(page).getByRole("region", { name: "Rezerwacje" }).getByRole("article", { name });
  await expect(booked.getByRole("link", { name: organizer.email })).toBeVisible();

  // The organizer sees the owner's contact details.
  const organizerPage = await browser.newPage();
  await signInThroughApi(organizerPage, organizer, "/dashboard");
  await expect(
    organizerPage.getByRole("article", { name }).getByRole("link", { name: owner.email }),
  ).toBeVisible();
  await organizerPage.close();

  // The accepted day is busy in the owner's calendar; days already past are plain text, not buttons.
  await page.goto(`/profile/${profileId}/availability`);
  const yesterday = warsawDay(-1);
  if (yesterday.slice(0, 7) === warsawDay(0).slice(0, 7)) {
    await expect(content(page).locator(`[data-day="${yesterday}"]`)).toContainText("(miniony)");
    await expect(content(page).getByRole("button", { name: /\(miniony\)/ })).toHaveCount(0);
  }
});
