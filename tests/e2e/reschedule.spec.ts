import { scanAtWidths } from "./axe";
import {
  content,
  datePickerPanel,
  expect,
  newOrganizer,
  newOwner,
  ownerWithTruck,
  pickDateRange,
  polishDay,
  registerVerified,
  sendBookingRequest,
  signInThroughApi,
  test,
  warsawDay,
} from "./helpers";

/** Beyond SPEC.md (issue 17): a confirmed booking moves to new dates when both parties agree. */
test("the organizer proposes new dates with a reason, the owner accepts, and both dashboards show the move", async ({
  browser,
  page,
}) => {
  test.slow();
  const owner = newOwner("resched-owner");
  const truck = await ownerWithTruck(page.request, owner, { food_truck_name: `Zupa w Drodze ${Date.now()}` });
  const organizer = newOrganizer("resched-org");
  await registerVerified(page.request, organizer);
  const requestId = await sendBookingRequest(page.request, organizer, truck.profileId, {
    event_start_date: warsawDay(40),
    event_end_date: warsawDay(41),
  });
  const accepted = await page.request.put(`/api/requests/${requestId}/status`, {
    headers: { Authorization: `Bearer ${truck.token}` },
    data: { status: "confirmed" },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const oldDates = `${polishDay(warsawDay(40))} – ${polishDay(warsawDay(41))}`;
  const newDates = `${polishDay(warsawDay(47))} – ${polishDay(warsawDay(48))}`;

  // The organizer asks to move it a week later.
  await signInThroughApi(page, organizer, "/dashboard");
  const card = content(page).getByRole("article", { name: truck.name });
  await card.getByRole("button", { name: `Zmień termin: ${truck.name}, ${oldDates}` }).click();
  const dialog = page.getByRole("dialog", { name: "Zmień termin" });
  await dialog.getByRole("button", { name: "Wyślij propozycję" }).click();
  await expect(dialog.getByText("Data rozpoczęcia jest wymagana.")).toBeVisible();
  await expect(dialog.getByText("Podaj krótko powód zmiany terminu.")).toBeVisible();
  // The calendar opens on the booking's own month, its first day there without paging.
  await dialog.getByRole("button", { name: "Nowy termin" }).click();
  const panel = datePickerPanel(dialog, "Nowy termin");
  await panel.getByRole("grid").first().waitFor();
  await expect(panel.locator(`[data-day="${warsawDay(40)}"] button`)).toBeVisible();
  await pickDateRange(dialog, warsawDay(47), warsawDay(48), "Nowy termin");
  await dialog.getByLabel("Powód zmiany").fill("Prognoza zapowiada ulewę, przesuwamy piknik o tydzień.");
  await scanAtWidths(page, "reschedule dialog", { screenshot: "dashboard-reschedule-dialog" });
  await dialog.getByRole("button", { name: "Wyślij propozycję" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Propozycja nowego terminu została wysłana.")).toBeVisible();
  const proposal = card.getByRole("region", { name: "Propozycja nowego terminu" });
  await expect(proposal).toContainText(`Z ${oldDates} na ${newDates}`);
  await expect(proposal.getByRole("button", { name: /Wycofaj propozycję/ })).toBeVisible();
  await scanAtWidths(page, "organizer's own proposal", { screenshot: "dashboard-reschedule-proposer" });

  // The owner, in a second browser, finds the proposal on the dashboard and accepts it.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signInThroughApi(ownerPage, owner, "/dashboard");
  const ownerCard = content(ownerPage).getByRole("article", { name: truck.name });
  const ownerProposal = ownerCard.getByRole("region", { name: "Propozycja nowego terminu" });
  await expect(ownerProposal).toContainText("Powód: Prognoza zapowiada ulewę");
  await scanAtWidths(ownerPage, "owner with a reschedule proposal", {
    screenshot: "dashboard-reschedule-owner",
  });
  await ownerProposal
    .getByRole("button", { name: `Akceptuj nowy termin: ${truck.name}, ${newDates}` })
    .click();
  await ownerProposal.getByRole("button", { name: "Tak, przenoszę" }).click();
  await expect(ownerPage.getByText("Nowy termin został potwierdzony.")).toBeVisible();
  await expect(ownerCard.getByText(newDates, { exact: true })).toBeVisible();
  await expect(ownerProposal).toHaveCount(0);
  await ownerCard.getByText("Historia zmian terminu (1)").click();
  await expect(ownerCard.getByText(`${oldDates} → ${newDates}`)).toBeVisible();
  await scanAtWidths(ownerPage, "moved booking with its history", {
    screenshot: "dashboard-reschedule-history",
  });
  await ownerContext.close();

  // The organizer's dashboard follows (live, or on the next look).
  await expect(card.getByText(newDates, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(card.getByRole("region", { name: "Propozycja nowego terminu" })).toHaveCount(0);
});
