import type { APIRequestContext } from "@playwright/test";
import {
  expect,
  newOrganizer,
  newOwner,
  pickDateRange,
  registerVerified,
  signInThroughApi,
  test,
} from "./helpers";

async function tokenOf(request: APIRequestContext, credentials: { email: string; password: string }) {
  const response = await request.post("/api/auth/login", { data: credentials });
  const body: unknown = await response.json();
  if (typeof body !== "object" || body === null || !("token" in body) || typeof body.token !== "string") {
    throw new Error("login answered without a token");
  }
  return body.token;
}

/** A fresh owner with a churros truck based in Suwałki (no demo truck is near). */
async function churrosOwner(request: APIRequestContext, truckName: string) {
  const owner = newOwner("event-owner");
  await registerVerified(request, owner);
  const response = await request.post("/api/profiles", {
    headers: { Authorization: `Bearer ${await tokenOf(request, owner)}` },
    multipart: {
      food_truck_name: truckName,
      food_truck_description: "Churros z czekoladą.",
      base_location: "Suwałki",
      operation_radius_km: "30",
      offer: JSON.stringify({ dishes: ["churros"], drinks: [], dietary: [] }),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return owner;
}

test("an organizer creates an event, two matching owners are invited, one accepts and the other's invitation closes", async ({
  page,
  browser,
}) => {
  test.slow();
  const suffix = Date.now();
  const firstTruck = `Churros Północ ${suffix}`;
  const secondTruck = `Churros Mazury ${suffix}`;
  const first = await churrosOwner(page.request, firstTruck);
  const second = await churrosOwner(page.request, secondTruck);
  const organizer = newOrganizer("event-org");
  await registerVerified(page.request, organizer);

  // The organizer creates the event from the home page's call-to-action.
  const eventName = `Festyn ${suffix}`;
  await signInThroughApi(page, organizer, "/");
  await page.getByRole("button", { name: "Utwórz wydarzenie" }).click();
  const modal = page.getByRole("dialog", { name: "Utwórz wydarzenie" });
  await modal.getByRole("button", { name: "Utwórz wydarzenie" }).click();
  await expect(modal.getByText("Wybierz przynajmniej jeden główny rodzaj kuchni (danie).")).toBeVisible();
  await modal.getByRole("radio", { name: "Stoisko na wydarzeniu" }).check();
  await modal.getByLabel("Opłata za stoisko (zł)").fill("250");
  await modal.getByLabel("Nazwa wydarzenia").fill(eventName);
  await pickDateRange(modal, new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
  await modal.getByLabel("Lokalizacja").fill("Suwałki");
  await modal.getByLabel("Liczba gości").fill("300");
  await modal.getByLabel("Opis wydarzenia").fill("Festyn miejski nad jeziorem.");
  await modal.getByRole("group", { name: "Dania" }).getByLabel("Churros").check();
  await modal.getByRole("button", { name: "Utwórz wydarzenie" }).click();
  await expect(modal.getByText(/Zaproszenia wysłano do 2 food trucków/)).toBeVisible();
  await expect(modal).toBeHidden({ timeout: 6_000 }); // closes itself after 3 s

  // The first owner accepts.
  const firstPage = await browser.newPage();
  await signInThroughApi(firstPage, first, "/dashboard");
  await firstPage
    .getByRole("button", { name: `Przyjmij zaproszenie: ${eventName}, ${firstTruck}, Churros` })
    .click();
  await firstPage.getByRole("button", { name: "Tak, przyjmuję" }).click();
  await expect(firstPage.getByText(`Przyjęto zaproszenie na „${eventName}”`, { exact: false })).toBeVisible();
  await firstPage.close();

  // The second owner's invitation is closed: the slot is filled.
  const secondPage = await browser.newPage();
  await signInThroughApi(secondPage, second, "/dashboard");
  await expect(
    secondPage.getByText("Zaproszenie nieaktualne – miejsce zajęte przez inny food truck").first(),
  ).toBeVisible();
  await expect(secondPage.getByRole("button", { name: /^Przyjmij zaproszenie:/ })).toHaveCount(0);
  await secondPage.close();

  // The organizer sees who accepted and who was closed.
  await page.goto("/dashboard");
  const eventCard = page.getByRole("article", { name: eventName });
  await expect(eventCard.getByText("Przyjęte").first()).toBeVisible();
  await expect(eventCard.getByText("Miejsce zajęte przez inny food truck").first()).toBeVisible();
});
