import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { scanAtWidths } from "./axe";
import {
  apiToken,
  content,
  DEMO,
  expect,
  isRecord,
  mailsTo,
  newOrganizer,
  newOwner,
  ownerWithTruck,
  registerUnverified,
  registerVerified,
  SUBJECT,
  sendBookingRequest,
  signInThroughApi,
  test,
  warsawDay,
} from "./helpers";

// The two flows share nothing: they run side by side.
test.describe.configure({ mode: "parallel" });

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Why the local mailbox refuses an address in the reserved `.invalid` domain (mail-dev-mailbox.ts). */
const REFUSED = "Adres odbiorcy nie istnieje (domena .invalid)";

/**
 * A user who registers with an address that cannot exist: the dev mailbox refuses the activation e-mail as
 * a real provider would, and the queue marks it failed at once (a refused message is not tried again).
 */
async function registerWithRefusedAddress(request: APIRequestContext): Promise<string> {
  const user = newOrganizer("adm-retry");
  const email = user.email.replace(/@.*$/, "@skrzynka.invalid");
  await registerUnverified(request, { ...user, email });
  return email;
}

/** The failed e-mails an admin sees (GET /api/admin/operations/outbox, newest first) sent to `to`. */
async function failedEmailsTo(request: APIRequestContext, token: string, to: string) {
  const response = await request.get("/api/admin/operations/outbox?status=failed&per_page=50", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const body: unknown = await response.json();
  const items = isRecord(body) && Array.isArray(body.items) ? body.items : [];
  return items.filter((item) => isRecord(item) && item.recipient === to);
}

/** Two demo photos (scripts/demo-photos) in the truck's gallery, as the owner's form would send them. */
async function addPhotos(request: APIRequestContext, token: string, profileId: number, name: string) {
  const body = new FormData();
  const fields = {
    food_truck_name: name,
    food_truck_description: "Frytki belgijskie i lemoniada.",
    base_location: "Warszawa",
    operation_radius_km: "50",
    offer: JSON.stringify({ dishes: ["belgian_fries"], drinks: ["lemonade"], dietary: [] }),
    long_term_rental_available: "false",
  };
  for (const [field, value] of Object.entries(fields)) body.append(field, value);
  for (const photo of ["burger-bus-1.webp", "burger-bus-2.webp"]) {
    const bytes = readFileSync(join(ROOT, "scripts", "demo-photos", "images", photo));
    body.append("gallery_photos", new File([bytes], photo, { type: "image/webp" }));
  }
  const response = await request.put(`/api/profiles/${profileId}`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: body,
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function postJson(request: APIRequestContext, token: string, path: string, data: object) {
  const response = await request.post(path, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  const body: unknown = await response.json();
  if (!isRecord(body)) throw new Error(`${path} answered ${JSON.stringify(body)}`);
  return body;
}

/** The collapsible section of /admin titled `title`, opened (its data loads when first opened). */
async function openSection(page: Page, title: string): Promise<Locator> {
  const toggle = content(page).getByRole("button", { name: title, exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  // The inner locator is looked for inside each section, so it starts from the page, not from <main>.
  return page
    .locator("section.admin-section")
    .filter({ has: page.getByRole("button", { name: title, exact: true }) });
}

async function closeSection(page: Page, title: string): Promise<void> {
  await content(page).getByRole("button", { name: title, exact: true }).click();
}

/** The table row mentioning `text`, once a search (sent after typing stops) has found it. */
function rowWith(section: Locator, text: string): Locator {
  return section.getByRole("row").filter({ hasText: text });
}

test("admin reads a conversation, sees events, retries a failed e-mail and opens an owner's trucks from the users table", async ({
  page,
}) => {
  const { request } = page;
  const owner = newOwner("adm-conv-owner");
  const organizer = newOrganizer("adm-conv-org");
  const failedSubject = SUBJECT.verification;
  const [truck, , failedTo] = await Promise.all([
    ownerWithTruck(request, owner, {
      base_location: "Białystok",
      operation_radius_km: "30",
      offer: JSON.stringify({ dishes: ["spiral_potato"], drinks: [], dietary: [] }),
    }),
    registerVerified(request, organizer),
    registerWithRefusedAddress(request),
  ]);
  const organizerToken = await apiToken(request, organizer);
  const requestId = await sendBookingRequest(request, organizer, truck.profileId);
  const chat = await postJson(request, organizerToken, "/api/conversations/initiate/booking", { requestId });
  const chatPath = `/api/conversations/${String(chat.conversation_id)}/messages`;
  await postJson(request, organizerToken, chatPath, { message_content: "Dzień dobry, czy termin aktualny?" });
  await postJson(request, truck.token, chatPath, { message_content: "Tak, zapraszamy!\nDo zobaczenia." });
  const eventName = `Piknik Admina ${Date.now()}`;
  const description = `Rodzinny piknik nad zalewem z koncertem i atrakcjami dla dzieci. ${"Zapraszamy wszystkich. ".repeat(4)}`;
  await postJson(request, organizerToken, "/api/events", {
    eventName,
    startDate: warsawDay(40),
    location: "Białystok",
    eventDescription: description,
    guestCount: 150,
    eventCost: 2000,
    requiredOffer: { dishes: ["spiral_potato"], drinks: ["lemonade"], dietary: ["vegan"] },
  });

  await signInThroughApi(page, DEMO.admin, "/admin");
  await expect(page.getByRole("heading", { name: "Panel administratora", level: 1 })).toBeVisible();

  // Conversations: found by a participant's e-mail; the messages open in a dialog.
  const conversations = await openSection(page, "Rozmowy");
  await conversations.getByLabel("Szukaj po tytule lub e-mailu uczestnika").fill(owner.email);
  const conversationRow = rowWith(conversations, owner.email);
  await expect(conversationRow).toHaveCount(1);
  await expect(conversations.getByRole("row")).toHaveCount(2);
  await expect(conversationRow).toContainText(organizer.email);
  await expect(conversationRow.getByRole("link", { name: `Rezerwacja #${requestId}` })).toBeVisible();
  await conversationRow.getByRole("button", { name: /^Pokaż wiadomości – Rezerwacja: / }).click();
  const messages = page.getByRole("dialog", { name: /^Rezerwacja: / });
  const list = messages.getByRole("list", { name: "Wiadomości" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").first()).toContainText(organizer.email);
  await expect(list.getByRole("listitem").first()).toContainText("Dzień dobry, czy termin aktualny?");
  await expect(list.getByRole("listitem").nth(1)).toContainText(owner.email);
  await expect(list.getByRole("listitem").nth(1)).toContainText("Tak, zapraszamy!");
  await scanAtWidths(page, "admin: conversation messages", { screenshot: "admin-conversation-messages" });
  await page.keyboard.press("Escape");
  await expect(messages).toHaveCount(0);

  // Events: the organizer's e-mail, the required offer in Polish, the invitation to the truck.
  const events = await openSection(page, "Wydarzenia");
  await events.getByLabel("Szukaj po nazwie wydarzenia lub e-mailu organizatora").fill(eventName);
  const eventRow = rowWith(events, eventName);
  await expect(eventRow).toHaveCount(1);
  await expect(events.getByRole("row")).toHaveCount(2);
  await expect(eventRow).toContainText(organizer.email);
  await expect(eventRow).toContainText("Dania: Ziemniak spiralny · Napoje: Lemoniada");
  // Trucks of earlier runs against a reused server are invited too: at least this run's truck.
  await expect(eventRow).toContainText(/[1-9]\d* zaprosze(nie|nia|ń)/);
  await expect(eventRow).toContainText(/Oczekuje na odpowiedź: [1-9]/);
  await expect(eventRow).not.toContainText(description.trim());
  await eventRow.getByRole("button", { name: `Pokaż całość – ${eventName}` }).click();
  await expect(eventRow).toContainText(description.trim());

  // Operations: the refused e-mail is listed with its error; with the three sections open, one scan
  // covers them.
  const operations = await openSection(page, "Operacje");
  const failedRow = rowWith(operations, failedTo);
  await expect(failedRow).toContainText(failedSubject);
  await expect(failedRow).toContainText(REFUSED);
  await expect(operations.getByText("Brak nieudanych rozliczeń.")).toBeVisible();
  await scanAtWidths(page, "admin: conversations, events, operations", {
    screenshot: "admin-conversations-events-operations",
  });
  // "Ponów": the e-mail goes back to the queue; the mailbox refuses the address again, so it comes back
  // failed after one more attempt (often before the list is read again: the row may never look gone),
  // and nothing reaches the mailbox.
  const adminToken = await apiToken(request, DEMO.admin);
  const [before] = await failedEmailsTo(request, adminToken, failedTo);
  await failedRow.getByRole("button", { name: `Ponów e-mail do ${failedTo}: ${failedSubject}` }).click();
  await expect(operations.getByRole("status").filter({ hasText: "Ponowiono." })).toBeVisible();
  await expect
    .poll(async () => (await failedEmailsTo(request, adminToken, failedTo))[0], { timeout: 15_000 })
    .toMatchObject({ attempts: 1, last_error: expect.stringContaining(REFUSED) });
  expect(before).toMatchObject({ attempts: 1 });
  expect(await mailsTo(request, failedTo)).toEqual([]);
  await operations.getByLabel("Status").selectOption({ label: "Oczekujące" });
  await operations.getByLabel("Status").selectOption({ label: "Nieudane" });
  await expect(rowWith(operations, failedTo)).toContainText("E-mail");
  for (const title of ["Rozmowy", "Wydarzenia", "Operacje"]) await closeSection(page, title);

  // The audit log names the retry.
  const audit = await openSection(page, "Dziennik zmian");
  const retryEntry = audit
    .getByRole("row")
    .filter({ hasText: "Ponowienie wysyłki" })
    .filter({ hasText: REFUSED })
    .first();
  await expect(retryEntry).toContainText(DEMO.admin.email);
  await expect(retryEntry).toContainText("Status: nieudana → oczekuje");
  await closeSection(page, "Dziennik zmian");

  // The users table opens an owner's trucks ("Profile (n)") in the dialog of the profiles section.
  const users = await openSection(page, "Użytkownicy");
  await users.getByLabel("Szukaj po imieniu, nazwisku lub e-mailu").fill(owner.email);
  await rowWith(users, owner.email)
    .getByRole("button", { name: /^Profile \(1\)/ })
    .click();
  const trucks = page.getByRole("dialog", { name: "Profile food trucków" });
  await expect(trucks.getByRole("heading", { name: truck.name })).toBeVisible();
  await expect(trucks).toContainText("Białystok · promień 30 km · 0 zdjęć");
  await scanAtWidths(page, "admin: owner's profiles dialog", { screenshot: "admin-profiles-dialog" });
  // The truck has a pending request: the server refuses to delete it, and the dialog says why.
  await trucks.getByRole("button", { name: `Usuń profil ${truck.name}` }).click();
  const confirmDelete = page.getByRole("dialog", { name: "Usunąć profil food trucka?" });
  // A dialog over a dialog: the page and the dialog below are both inert until it closes.
  await expect(page.locator("#root")).toHaveAttribute("inert", "");
  await expect(page.locator("body > .modal-backdrop")).toHaveCount(2);
  await expect(page.locator("body > .modal-backdrop[inert]")).toHaveCount(1);
  await confirmDelete.getByRole("button", { name: "Usuń profil" }).click();
  await expect(confirmDelete.getByRole("alert")).toContainText("Tego food trucka nie można usunąć");
  await scanAtWidths(page, "admin: delete a truck refused");
  await confirmDelete.getByRole("button", { name: "Anuluj" }).click();
  await expect(trucks.getByRole("heading", { name: truck.name })).toBeVisible();
  await expect(trucks.getByRole("button", { name: `Usuń profil ${truck.name}` })).toBeFocused();
  await expect(page.locator("body > .modal-backdrop[inert]")).toHaveCount(0);
  await expect(page.locator("#root")).toHaveAttribute("inert", "");
  await trucks.getByRole("button", { name: "Zamknij", exact: true }).click();
  await expect(page.locator("#root")).not.toHaveAttribute("inert", "");
  await expect(
    rowWith(users, owner.email).getByRole("button", { name: /^Profile \(1\)/ }),
    "focus back on the button that opened the dialog",
  ).toBeFocused();
});

test("admin edits a truck's radius and deletes a gallery photo; the public profile and the audit log show it", async ({
  page,
}) => {
  const { request } = page;
  const owner = newOwner("adm-truck");
  const truck = await ownerWithTruck(request, owner);
  await addPhotos(request, truck.token, truck.profileId, truck.name);

  await signInThroughApi(page, DEMO.admin, "/admin");
  const profiles = await openSection(page, "Profile food trucków");
  await profiles.getByLabel("Szukaj właściciela po imieniu, nazwisku lub e-mailu").fill(owner.email);
  const ownerRow = rowWith(profiles, owner.email);
  await expect(profiles.getByRole("row")).toHaveCount(2);
  await expect(ownerRow).toContainText(owner.company?.name ?? "");
  await ownerRow.getByRole("button", { name: /^Pokaż profile \(1\)/ }).click();
  const list = page.getByRole("dialog", { name: "Profile food trucków" });
  await expect(list.getByRole("heading", { name: truck.name })).toBeVisible();
  await expect(list).toContainText("Warszawa · promień 50 km · 2 zdjęcia");

  await list.getByRole("button", { name: `Edytuj profil ${truck.name}` }).click();
  const editor = page.getByRole("dialog", { name: "Edytuj profil food trucka" });
  const radius = editor.getByLabel("Promień działania (km)");
  await expect(radius).toHaveValue("50");
  await radius.fill("0");
  await editor.getByRole("button", { name: "Zapisz zmiany" }).click();
  await expect(
    editor.getByText("Promień działania musi być liczbą całkowitą od 1 do 1000 km."),
  ).toBeVisible();
  await expect(radius).toBeFocused();
  await radius.fill("75");
  await editor.getByRole("button", { name: "Zapisz zmiany" }).click();
  await expect(editor.getByText("Zmiany zostały zapisane.")).toBeVisible();
  await expect(list).toContainText("promień 75 km");
  await scanAtWidths(page, "admin: truck editor", { screenshot: "admin-profile-editor" });

  const photos = editor.getByRole("img", { name: new RegExp(`^Zdjęcie \\d – ${truck.name}$`) });
  await expect(photos).toHaveCount(2);
  const deletedUrl = await photos.first().getAttribute("src");
  await editor.getByRole("button", { name: "Usuń zdjęcie 1" }).click();
  const confirm = page.getByRole("dialog", { name: "Usunąć zdjęcie?" });
  await scanAtWidths(page, "admin: confirm photo deletion", { screenshot: "admin-photo-confirm" });
  await confirm.getByRole("button", { name: "Usuń zdjęcie" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(photos).toHaveCount(1);
  await expect(editor.getByRole("heading", { name: "Zdjęcia w galerii (1)" })).toBeFocused();
  expect(await photos.first().getAttribute("src")).not.toBe(deletedUrl);
  await editor.getByRole("button", { name: "Zamknij", exact: true }).click();
  await expect(list).toContainText("1 zdjęcie");
  await list.getByRole("button", { name: "Zamknij", exact: true }).click();

  // The audit log: both changes, the radius with its before and after (the profiles section stays open).
  const audit = await openSection(page, "Dziennik zmian");
  const target = `Profil #${truck.profileId}`;
  const edit = audit
    .getByRole("row")
    .filter({ hasText: "Edycja profilu food trucka" })
    .filter({ hasText: target });
  await expect(edit).toContainText("Zasięg (km): 50 → 75");
  await expect(edit, "unchanged fields are left out").not.toContainText("base_location");
  const photoEntry = audit
    .getByRole("row")
    .filter({ hasText: "Usunięcie zdjęcia z galerii" })
    .filter({ hasText: `Zdjęcie profilu #${truck.profileId}` });
  await expect(photoEntry).toContainText(`Zdjęcie: ${deletedUrl}`);
  await scanAtWidths(page, "admin: truck profiles, audit log", { screenshot: "admin-profiles-audit" });

  // The public profile: one photo left, the new radius.
  await page.goto(`/profile/${truck.profileId}`);
  await expect(page.getByRole("heading", { name: truck.name, level: 1 })).toBeVisible();
  await expect(page.getByText("promień działania: 75 km")).toBeVisible();
  const thumbnails = page.getByRole("link", { name: new RegExp(`^Zdjęcie \\d – ${truck.name}$`) });
  await expect(thumbnails).toHaveCount(1);
  await expect(page.locator(`img[src="${deletedUrl}"]`)).toHaveCount(0);
});
