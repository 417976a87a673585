import { scanAtWidths } from "./axe";
import {
  apiToken,
  content,
  expect,
  newOrganizer,
  newOwner,
  ownerWithTruck,
  registerVerified,
  sendBookingRequest,
  signInThroughApi,
  test,
} from "./helpers";

/** A truck in Ostrołęka serving granita: no demo truck and no other test truck matches it. */
const TRUCK = {
  base_location: "Ostrołęka",
  operation_radius_km: "30",
  offer: JSON.stringify({ dishes: ["granita"], drinks: [], dietary: [] }),
};

/** Beyond SPEC.md (issue 17): the organizer is offered trucks for the days the owner cancelled. */
test("an owner cancels a confirmed booking; the organizer sees a free replacement and asks it with one click", async ({
  page,
}) => {
  test.slow();
  const cancelling = await ownerWithTruck(page.request, newOwner("repl-owner"), {
    ...TRUCK,
    food_truck_name: `Granita Odwołana ${Date.now()}`,
  });
  const replacement = await ownerWithTruck(page.request, newOwner("repl-spare"), {
    ...TRUCK,
    food_truck_name: `Granita Zapasowa ${Date.now()}`,
  });
  const organizer = newOrganizer("repl-org");
  await registerVerified(page.request, organizer);
  const requestId = await sendBookingRequest(page.request, organizer, cancelling.profileId, {
    event_location: "Ostrołęka, Plac Bema 1",
    event_type: "Wesele",
  });
  const asOwner = { Authorization: `Bearer ${cancelling.token}` };
  const accepted = await page.request.put(`/api/requests/${requestId}/status`, {
    headers: asOwner,
    data: { status: "confirmed" },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const cancelled = await page.request.put(`/api/requests/${requestId}/cancel`, { headers: asOwner });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await signInThroughApi(page, organizer, "/dashboard");
  // A cancelled booking is in the archive (SPEC.md), with the replacements under it.
  await content(page)
    .getByRole("tab", { name: /Archiwum/ })
    .click();
  const offers = content(page).getByRole("region", { name: "Proponowane zastępstwa" });
  await expect(offers.getByRole("link", { name: replacement.name })).toBeVisible();
  await expect(offers.getByRole("link", { name: cancelling.name })).toHaveCount(0);
  await scanAtWidths(page, "dashboard with replacements", { screenshot: "dashboard-replacements" });

  await offers.getByRole("button", { name: `Wyślij prośbę do: ${replacement.name}` }).click();
  await expect(offers.getByText("Wysłano prośbę z danymi tego wydarzenia.")).toBeVisible();
  // The new request is the organizer's, for the same place, waiting for the other owner.
  const token = await apiToken(page.request, organizer);
  const mine = await page.request.get("/api/requests/my-bookings", {
    headers: { Authorization: `Bearer ${token}` },
  });
  const bookings: unknown = await mine.json();
  expect(bookings).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        profile_id: replacement.profileId,
        status: "pending_owner_approval",
        event_location: "Ostrołęka, Plac Bema 1",
        event_type: "Wesele",
      }),
    ]),
  );
});
