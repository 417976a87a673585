import { scanAtWidths } from "./axe";
import {
  apiToken,
  content,
  DEMO,
  expect,
  expectSignedIn,
  expectSignedOut,
  mailsTo,
  mainNav,
  newOrganizer,
  registerVerified,
  signInThroughApi,
  test,
} from "./helpers";
import { depositPaid } from "./payment-fixtures";

/**
 * Issue 14: an admin resolves a reported problem on a paid booking by a partial refund. The dialog
 * offers the whole deposit, refuses nothing and more than paid in Polish, and the refund reaches the
 * payer's e-mail; the booking's page shows the decision in its history.
 */
test("the admin resolves a dispute by a partial refund", async ({ page }) => {
  test.slow();
  const { requestId, name, organizer, organizerToken } = await depositPaid(page.request, "dispute");
  const reported = await page.request.post(`/api/requests/${requestId}/report-problem`, {
    headers: { Authorization: `Bearer ${organizerToken}` },
    data: { description: "Food truck przyjechał dwie godziny po czasie." },
  });
  expect(reported.status(), await reported.text()).toBe(200);

  await signInThroughApi(page, DEMO.admin, "/admin");
  const main = content(page);
  await expect(main.getByRole("heading", { level: 1, name: "Panel administratora" })).toBeVisible();
  await expect(main.getByRole("button", { name: "Spory" })).toHaveAttribute("aria-expanded", "true");
  await scanAtWidths(page, "admin: stats and disputes open", { screenshot: "admin" });

  await main.getByRole("button", { name: `Rozstrzygnij spór: ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Rozstrzygnij spór" });
  const amount = dialog.getByLabel("Kwota zwrotu (zł)");
  await expect(amount).toHaveValue("500.00");
  await expect(amount).toHaveAttribute("min", "0.01");
  await expect(amount).toHaveAttribute("step", "0.01");
  await expect(amount).toHaveAttribute("max", "500.00");
  await amount.fill("0");
  await dialog.getByRole("button", { name: "Rozstrzygnij" }).click();
  await expect(dialog.getByText("Kwota zwrotu musi być liczbą większą od zera.")).toBeVisible();
  await expect(amount).toBeFocused();
  await amount.fill("600");
  await dialog.getByRole("button", { name: "Rozstrzygnij" }).click();
  await expect(dialog.getByText("Kwota zwrotu nie może być wyższa niż wpłacona kwota.")).toBeVisible();
  await scanAtWidths(page, "admin: resolve-dispute dialog with an error", {
    screenshot: "admin-dispute-dialog",
  });

  await amount.fill("150.50");
  await dialog.getByRole("button", { name: "Rozstrzygnij" }).click();
  await expect(dialog).toHaveCount(0);
  const row = main.getByRole("row").filter({ hasText: name });
  await expect(row.getByText("Spór rozstrzygnięty – zwrot środków")).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(page.request, organizer.email)).map((mail) => mail.text).join("\n"))
    .toMatch(/Zwracamy Ci 150,50\szł/);

  // The bookings table: the booking's commission flag is saved at once, and the table fits its box.
  await main.getByRole("button", { name: "Rezerwacje", exact: true }).click();
  const bookings = main.getByRole("region", { name: "Rezerwacje" });
  await bookings.getByLabel("Szukaj po food trucku, imieniu, nazwisku lub e-mailu").fill(name);
  const bookingRow = bookings.getByRole("row").filter({ hasText: name });
  await expect(bookingRow).toHaveCount(1);
  const commission = bookingRow.getByRole("checkbox", { name: /^Prowizja opłacona/ });
  await commission.check();
  await expect(commission).toBeChecked();
  const overflow = await bookings
    .locator(".admin-table__scroll")
    .evaluate((box) => box.scrollWidth - box.clientWidth);
  expect(overflow, "px of the bookings table outside its box at 1280 px").toBeLessThanOrEqual(0);
  await scanAtWidths(page, "admin: bookings section", { screenshot: "admin-bookings" });
  await main.getByRole("button", { name: "Rezerwacje", exact: true }).click();

  await row.getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/booking/${requestId}$`));
  await expect(
    main.getByRole("heading", { level: 1, name: `Rezerwacja ${requestId}: ${name}` }),
  ).toBeVisible();
  await expect(main.getByText("Food truck przyjechał dwie godziny po czasie.")).toBeVisible();
  // The same money summary as the parties' cards, in the kind's words and the third person.
  const money = main.getByRole("region", { name: "Rozliczenie: Wynajem food trucka (catering)" });
  await expect(
    money.getByText(/^Zaliczka \d+(,\d\d)?\szł – wpłacona \d\d\.\d\d\.\d{4} przez organizatora\.$/),
  ).toBeVisible();
  await expect(
    money.getByText(
      /^Decyzją administratora 150,50\szł wraca do organizatora, a 349,50\szł trafia do właściciela food trucka\.$/,
    ),
  ).toBeVisible();
  const history = main.getByRole("region", { name: "Historia działań administratorów" });
  await expect(history.getByText(DEMO.admin.email).first()).toBeVisible();
  await expect(history.getByText("Spór: zwrot środków")).toBeVisible();
  await expect(
    history.getByText("Status: Zgłoszony problem → Spór rozstrzygnięty – zwrot środków"),
  ).toBeVisible();
  await scanAtWidths(page, "admin: booking details", { screenshot: "admin-booking" });
});

/**
 * Issue 14: blocking ends the user's sessions and closes their sockets — the app signs them out;
 * bookings' commission and packaging toggles are saved at once.
 */
test("the admin blocks a user, whose open app signs them out, unblocks them and deletes the account", async ({
  page,
  browser,
}) => {
  const user = newOrganizer("blocked");
  await registerVerified(page.request, user);
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signInThroughApi(userPage, user, "/dashboard");
  await expectSignedIn(userPage, user.firstName);

  await signInThroughApi(page, DEMO.admin, "/admin");
  // A closed section is one line, as far from its card's top as from its bottom (both read in one frame,
  // once the sections above have loaded and stopped moving it).
  const toggle = content(page).getByRole("button", { name: "Użytkownicy" });
  await expect(toggle).toBeVisible();
  await expect(content(page).locator(".loading")).toHaveCount(0);
  const card = page
    .locator("section.admin-section")
    .filter({ has: page.getByRole("button", { name: "Użytkownicy", exact: true }) });
  const gaps = await card.evaluate((section) => {
    const button = section.querySelector("button");
    if (!button) throw new Error("no toggle in the section");
    const outer = section.getBoundingClientRect();
    const inner = button.getBoundingClientRect();
    return { above: inner.top - outer.top, below: outer.bottom - inner.bottom };
  });
  expect(
    Math.abs(gaps.above - gaps.below),
    `${gaps.above} px above, ${gaps.below} px below`,
  ).toBeLessThanOrEqual(2);
  await toggle.click();
  const main = content(page).getByRole("region", { name: "Użytkownicy" });
  await main.getByLabel("Szukaj po imieniu, nazwisku lub e-mailu").fill(user.email);
  const row = main.getByRole("row").filter({ hasText: user.email });
  await expect(main.getByRole("row")).toHaveCount(2);
  await scanAtWidths(page, "admin: users section", { screenshot: "admin-users" });
  await row.getByRole("button", { name: /^Zablokuj/ }).click();
  await expect(row.getByText("Zablokowany")).toBeVisible();
  await expect(
    row.getByRole("button", { name: /^Odblokuj/ }),
    "the keyboard stays on the button",
  ).toBeFocused();

  // Their live connection is closed and refused from now on: the app notices and signs them out.
  await expect(mainNav(userPage).getByRole("link", { name: "Zaloguj się" })).toBeVisible({ timeout: 20_000 });
  await expectSignedOut(userPage);
  const login = await userPage.request.post("/api/auth/login", {
    data: { email: user.email, password: user.password },
  });
  expect(login.status()).toBe(403);
  await userContext.close();

  // The admin's own row offers neither block nor delete.
  await main.getByLabel("Szukaj po imieniu, nazwisku lub e-mailu").fill(DEMO.admin.email);
  const own = main.getByRole("row").filter({ hasText: DEMO.admin.email });
  await expect(own.getByRole("button", { name: /^Edytuj/ })).toBeVisible();
  await expect(own.getByRole("button", { name: /^(Zablokuj|Usuń)/ })).toHaveCount(0);

  // Unblocking lets them in again.
  await main.getByLabel("Szukaj po imieniu, nazwisku lub e-mailu").fill(user.email);
  await row.getByRole("button", { name: /^Odblokuj/ }).click();
  await expect(row.getByText("Aktywny")).toBeVisible();
  expect(await apiToken(page.request, user)).toBeTruthy();

  // The user's data in its dialog, then the account deleted after a confirmation.
  await row.getByRole("button", { name: /^Edytuj/ }).click();
  const edit = page.getByRole("dialog", { name: "Edytuj użytkownika" });
  await expect(edit).toContainText(user.email);
  await scanAtWidths(page, "admin: edit a user", { screenshot: "admin-user-edit" });
  await edit.getByRole("button", { name: "Zamknij okno" }).click();
  await expect(edit).toHaveCount(0);
  await row.getByRole("button", { name: /^Usuń/ }).click();
  const remove = page.getByRole("dialog", { name: "Usunąć użytkownika?" });
  await scanAtWidths(page, "admin: delete a user?");
  await remove.getByRole("button", { name: "Usuń użytkownika" }).click();
  await expect(remove).toHaveCount(0);
  await expect(main.getByRole("row").filter({ hasText: user.email })).toHaveCount(0);
  const deleted = await page.request.post("/api/auth/login", {
    data: { email: user.email, password: user.password },
  });
  expect(deleted.status()).toBe(401);
});
