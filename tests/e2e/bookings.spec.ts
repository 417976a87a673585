import type { APIRequestContext } from "@playwright/test";
import { expect, newOrganizer, newOwner, registerVerified, signInThroughApi, test } from "./helpers";

async function tokenOf(request: APIRequestContext, credentials: { email: string; password: string }) {
  const response = await request.post("/api/auth/login", { data: credentials });
  expect(response.status()).toBe(200);
  const body: unknown = await response.json();
  if (typeof body !== "object" || body === null || !("token" in body) || typeof body.token !== "string") {
    throw new Error("login answered without a token");
  }
  return body.token;
}

/** A fresh owner with one truck in Warszawa; returns the truck's id and name. */
async function ownerWithTruck(request: APIRequestContext, owner: ReturnType<typeof newOwner>) {
  await registerVerified(request, owner);
  const token = await tokenOf(request, owner);
  const name = `Grill Test ${Date.now()}`;
  const response = await request.post("/api/profiles", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      food_truck_name: name,
      food_truck_description: "Kiełbaski z grilla i lemoniada.",
      base_location: "Warszawa",
      operation_radius_km: "50",
      offer: JSON.stringify({ dishes: ["hot_dogs"], drinks: ["lemonade"], dietary: [] }),
      long_term_rental_available: "false",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body: unknown = await response.json();
  if (
    typeof body !== "object" ||
    body === null ||
    !("profile_id" in body) ||
    typeof body.profile_id !== "number"
  ) {
    throw new Error("profile answer without profile_id");
  }
  return { profileId: body.profile_id, name };
}

function daysFromNow(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

test("an organizer books a truck, the owner accepts, the organizer sees the contacts and reports a problem", async ({
  page,
  browser,
}) => {
  test.slow();
  const owner = newOwner("booking-owner");
  const { profileId, name } = await ownerWithTruck(page.request, owner);
  const organizer = newOrganizer("booking-org");
  await registerVerified(page.request, organizer);

  // The organizer fills the booking form from the truck's profile.
  await signInThroughApi(page, organizer, `/profile/${profileId}`);
  await page.getByRole("link", { name: "Zarezerwuj ten food truck" }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${profileId}$`));
  await page.getByLabel("Data rozpoczęcia").fill(daysFromNow(40));
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
  await expect(ownerCard.getByText("Potwierdzona (bez opłaty gwarancyjnej)")).toBeVisible();
  await expect(ownerCard.getByRole("link", { name: organizer.email })).toBeVisible();
  await ownerPage.close();

  // The organizer now sees the owner's contact details and can report a problem.
  await page.reload();
  await expect(organizerCard.getByText("Potwierdzona (bez opłaty gwarancyjnej)")).toBeVisible();
  await expect(organizerCard.getByRole("link", { name: owner.email })).toBeVisible();
  await organizerCard.getByRole("button", { name: /^Zgłoś problem/ }).click();
  const dialog = page.getByRole("dialog", { name: "Zgłoś problem" });
  await dialog.getByLabel("Opis problemu").fill("Za krótko");
  await dialog.getByRole("button", { name: "Wyślij zgłoszenie" }).click();
  await expect(dialog.getByText("Opis problemu musi mieć co najmniej 10 znaków.")).toBeVisible();
  await dialog.getByLabel("Opis problemu").fill("Food truck nie potwierdza godziny przyjazdu.");
  await dialog.getByRole("button", { name: "Wyślij zgłoszenie" }).click();
  await expect(dialog).toBeHidden();
  await expect(organizerCard.getByText("Zgłoszony problem", { exact: true }).first()).toBeVisible();
  await expect(organizerCard.getByText("Food truck nie potwierdza godziny przyjazdu.")).toBeVisible();
  await expect(organizerCard.getByRole("button", { name: /^Zgłoś problem/ })).toHaveCount(0);
});
