import { scanAtWidths } from "./axe";
import {
  apiToken,
  content,
  expect,
  newOrganizer,
  newOwner,
  ownerWithTruck,
  polishDay,
  registerVerified,
  signInThroughApi,
  test,
  warsawDay,
} from "./helpers";

/** Beyond SPEC.md (issue 16): an organizer's saved trucks, invited all at once. */
test("an organizer saves a truck, it stays saved after a reload, and the dashboard invites the saved trucks to an event", async ({
  page,
}) => {
  test.slow();
  const organizer = newOrganizer("fav-org");
  await registerVerified(page.request, organizer);
  const token = await apiToken(page.request, organizer);
  // The event exists before the truck does, so its own invitations cannot include it.
  const eventName = `Piknik ulubionych ${Date.now()}`;
  const eventDay = warsawDay(60);
  const created = await page.request.post("/api/events", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      eventName,
      startDate: eventDay,
      location: "Warszawa",
      eventDescription: "Piknik rodzinny w parku.",
      guestCount: 120,
      requiredOffer: { dishes: ["hot_dogs"], drinks: [], dietary: [] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const truck = await ownerWithTruck(page.request, newOwner("fav-owner"), {
    food_truck_name: `Ulubiony Grill ${Date.now()}`,
  });

  await signInThroughApi(page, organizer, `/profile/${truck.profileId}`);
  await content(page).getByRole("button", { name: "Zapisz food trucka" }).click();
  await expect(content(page).getByRole("button", { name: "Usuń z zapisanych" })).toBeEnabled();
  await page.reload();
  await expect(content(page).getByRole("button", { name: "Usuń z zapisanych" })).toBeEnabled();
  await scanAtWidths(page, "profile with a saved truck", { screenshot: "profile-saved" });

  await page.goto("/dashboard");
  const saved = content(page).getByRole("region", { name: "Zapisane food trucki" });
  await expect(saved.getByRole("link", { name: new RegExp(truck.name) })).toBeVisible();
  await saved
    .getByLabel("Zaproś wszystkie zapisane na wydarzenie")
    .selectOption({ label: `${eventName} (${polishDay(eventDay)})` });
  await saved.getByRole("button", { name: "Zaproś wszystkie" }).click();
  await expect(saved.getByRole("status")).toHaveText("Zaproszenia wysłano do: 1 food truck z zapisanych.");
  await scanAtWidths(page, "dashboard with saved trucks", { screenshot: "dashboard-favourites" });

  await saved.getByRole("button", { name: `Usuń z zapisanych: ${truck.name}` }).click();
  await expect(saved.getByText("Nie masz jeszcze zapisanych food trucków.")).toBeVisible();
});
