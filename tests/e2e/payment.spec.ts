import { scanAtWidths } from "./axe";
import {
  apiToken,
  connectPaymentAccount,
  content,
  expect,
  newOrganizer,
  newOwner,
  ownerWithTruck,
  registerVerified,
  sendBookingRequest,
  signInThroughApi,
  test,
  warsawDay,
} from "./helpers";

/**
 * Paying a deposit in the local test mode (no Stripe keys): the owner has asked for it through the API,
 * the organizer follows "Zapłać" to /payment/{id}, a declined attempt is told, then paying goes through
 * the same server path as Stripe's webhook and the dashboard shows the booking paid.
 */
test("the organizer pays a requested deposit on the payment page (test mode)", async ({ page }) => {
  test.slow();
  const owner = newOwner("pay-owner");
  const { profileId, name, token: ownerToken } = await ownerWithTruck(page.request, owner);
  const organizer = newOrganizer("pay-org");
  await registerVerified(page.request, organizer);
  const requestId = await sendBookingRequest(page.request, organizer, profileId, {
    event_start_date: warsawDay(70),
  });
  const asOwner = { Authorization: `Bearer ${ownerToken}` };
  const accepted = await page.request.put(`/api/requests/${requestId}/status`, {
    headers: asOwner,
    data: { status: "confirmed" },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  // Asking needs the owner's payment account; in test mode connecting makes one that takes payments.
  await connectPaymentAccount(page.request, ownerToken);
  const asked = await page.request.post(`/api/requests/${requestId}/request-deposit`, {
    headers: asOwner,
    data: { amount: 500, totalCost: 2000 },
  });
  expect(asked.status(), await asked.text()).toBe(200);

  // Paying needs the organizer's own account too (SPEC.md §5): the page offers My account.
  await signInThroughApi(page, organizer, "/dashboard");
  const card = content(page).getByRole("article", { name });
  await card.getByRole("link", { name: /^Zapłać:/ }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/${requestId}$`));
  const accountNeeded = page.getByRole("dialog", { name: "Konto płatności" });
  await expect(accountNeeded).toHaveAccessibleDescription(
    "Najpierw połącz konto płatności w zakładce Moje konto.",
  );
  await scanAtWidths(page, "organizer: payment page, payment account needed", {
    screenshot: "payment-account-needed",
  });
  await accountNeeded.getByRole("link", { name: "Przejdź do Moje konto" }).click();
  await expect(page).toHaveURL(/\/my-account#payments$/);
  await expect(content(page).getByRole("region", { name: /Płatności/ })).toBeInViewport();
  await connectPaymentAccount(page.request, await apiToken(page.request, organizer));

  await page.goto(`/payment/${requestId}`);
  const main = content(page);
  await expect(main.getByRole("heading", { level: 1, name: "Opłać rezerwację" })).toBeVisible();
  await expect(main.getByText(/tryb testowy/i).first()).toBeVisible();
  await scanAtWidths(page, "organizer: payment page (test mode)", { screenshot: "payment" });

  await main.getByRole("button", { name: "Symuluj odrzuconą płatność" }).click();
  await expect(
    main.getByText("Płatność testowa została odrzucona. Możesz spróbować ponownie."),
  ).toBeVisible();
  await scanAtWidths(page, "organizer: payment page, declined");

  await main.getByRole("button", { name: "Zapłać" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(content(page).getByText("Płatność przyjęta. Rezerwacja jest opłacona.")).toBeVisible();
  await expect(
    content(page)
      .getByRole("article", { name })
      .getByText(/– opłacona$/),
  ).toBeVisible();
});

test("the payments section of My account, in test mode", async ({ page }) => {
  const owner = newOwner("pay-account-owner");
  await registerVerified(page.request, owner);
  await signInThroughApi(page, owner, "/my-account");
  const section = content(page).getByRole("region", { name: /Płatności/ });
  await expect(section).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await scanAtWidths(page, "owner: my account with its payments section", {
    screenshot: "my-account-payments",
  });
});
