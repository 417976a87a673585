import type { APIRequestContext } from "@playwright/test";
import { scanAtWidths } from "./axe";
import {
  apiToken,
  content,
  expect,
  isRecord,
  newOrganizer,
  newOwner,
  ownerWithTruck,
  registerVerified,
  signInThroughApi,
  test,
  warsawDay,
} from "./helpers";

/** Letters only: a place no gazetteer entry and no other test's truck matches. */
function uniqueLetters(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) =>
    String.fromCharCode(97 + (byte % 26)),
  ).join("");
}

function pizzaTruck(place: string, name: string) {
  return {
    food_truck_name: name,
    base_location: `${place}, Rynek 1`,
    offer: JSON.stringify({ dishes: ["pizza"], drinks: [], dietary: [] }),
  };
}

async function call(
  request: APIRequestContext,
  method: "post" | "put" | "get",
  path: string,
  token: string,
  data?: unknown,
): Promise<unknown> {
  const response = await request[method](path, {
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json();
}

/** The id of the first invitation in an answer's `invitations` for `profileId`. */
function invitationIdOf(body: unknown, profileId: number): number {
  const list = isRecord(body) && Array.isArray(body.invitations) ? body.invitations : [];
  const found: unknown = list.find((item: unknown) => isRecord(item) && item.profile_id === profileId);
  if (!isRecord(found) || typeof found.invitation_id !== "number") throw new Error("truck not invited");
  return found.invitation_id;
}

/** Beyond SPEC.md (issue 17): the organizer offers a slot its truck left to the matching trucks again. */
test("an invited truck accepts then cancels; the organizer re-opens its slot and the matching trucks are invited", async ({
  page,
}) => {
  test.slow();
  const place = `Dolina Smaków ${uniqueLetters()}`;
  const suffix = Date.now();
  const taker = await ownerWithTruck(
    page.request,
    newOwner("reopen-taker"),
    pizzaTruck(place, `Pizza Odwołana ${suffix}`),
  );
  const waiting = await ownerWithTruck(
    page.request,
    newOwner("reopen-waiting"),
    pizzaTruck(place, `Pizza Czekająca ${suffix}`),
  );
  const organizer = newOrganizer("reopen-org");
  await registerVerified(page.request, organizer);
  const organizerToken = await apiToken(page.request, organizer);
  const eventName = `Piknik ${suffix}`;
  const event = await call(page.request, "post", "/api/events", organizerToken, {
    eventName,
    startDate: warsawDay(40),
    location: place,
    eventDescription: "Piknik rodzinny w parku.",
    guestCount: 150,
    requiredOffer: { dishes: ["pizza"], drinks: [], dietary: [] },
  });
  // The taker accepts (the other invitation closes as slot_filled), then its owner cancels the booking.
  const accepted = await call(
    page.request,
    "put",
    `/api/events/invitations/${invitationIdOf(event, taker.profileId)}/respond`,
    taker.token,
    { response: "accepted" },
  );
  const booking = isRecord(accepted) && isRecord(accepted.booking_details) ? accepted.booking_details : {};
  await call(page.request, "put", `/api/requests/${String(booking.request_id)}/cancel`, taker.token);
  // A truck that appeared since was never invited.
  const newcomer = await ownerWithTruck(
    page.request,
    newOwner("reopen-new"),
    pizzaTruck(place, `Pizza Nowa ${suffix}`),
  );

  await signInThroughApi(page, organizer, "/dashboard");
  const card = content(page).getByRole("article", { name: eventName });
  await expect(card.getByText("Food truck zrezygnował", { exact: true })).toBeVisible();
  await expect(
    card.getByText(`Food truck „${taker.name}” zrezygnował z udziału – miejsce na danie „Pizza” jest wolne.`),
  ).toBeVisible();
  await expect(card.getByText("Miejsce zajęte przez inny food truck")).toBeVisible();
  await scanAtWidths(page, "event whose truck cancelled", { screenshot: "dashboard-reopen-slot" });

  await card.getByRole("button", { name: "Otwórz ponownie i zaproś pasujące food trucki: Pizza" }).click();
  const dialog = page.getByRole("dialog", { name: "Otworzyć ponownie to miejsce?" });
  await expect(dialog.getByText("Food trucki z daniem „Pizza”, wolne w terminie wydarzenia")).toBeVisible();
  await scanAtWidths(page, "reopen the slot?");
  await dialog.getByRole("button", { name: "Otwórz i zaproś" }).click();
  await expect(dialog).toBeHidden();
  await expect(
    content(page)
      .getByRole("status")
      .getByText("Miejsce (Pizza) zostało ponownie otwarte. Zaproszono 2 food trucki."),
  ).toBeVisible();
  await expect(card.getByText("Food truck zrezygnował – miejsce otwarte ponownie")).toBeVisible();
  await expect(card.getByRole("button", { name: /^Otwórz ponownie i zaproś/ })).toHaveCount(0);
  for (const name of [waiting.name, newcomer.name]) {
    const row = card.getByRole("listitem").filter({ has: page.getByRole("link", { name }) });
    await expect(row.getByText("Oczekuje na odpowiedź")).toBeVisible();
  }
  await scanAtWidths(page, "event with its slot re-opened");

  // Both owners can answer now; the one that cancelled has nothing to answer.
  const expected = [
    { owner: waiting, pending: 1 },
    { owner: newcomer, pending: 1 },
    { owner: taker, pending: 0 },
  ];
  for (const { owner, pending } of expected) {
    const mine = await call(page.request, "get", "/api/events/my-events", owner.token);
    const invitations = isRecord(mine) && Array.isArray(mine.invitations) ? mine.invitations : [];
    const open = invitations.filter(
      (item: unknown) => isRecord(item) && item.profile_id === owner.profileId && item.status === "pending",
    );
    expect(open, owner.name).toHaveLength(pending);
  }
});
