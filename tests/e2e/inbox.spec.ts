import type { APIRequestContext, Page } from "@playwright/test";
import { scanAtWidths } from "./axe";
import {
  apiToken,
  connectPaymentAccount,
  content,
  expect,
  isRecord,
  mainNav,
  partiesWithTruck,
  polishDay,
  sendBookingRequest,
  signInThroughApi,
  test,
  warsawDay,
} from "./helpers";

// Issue 35: "Do odpowiedzi" lists what waits for this user, of either role, soonest deadline first, with
// the deadline; the nav badge counts the same; both follow the other party's actions live.

async function accept(request: APIRequestContext, ownerToken: string, requestId: number): Promise<void> {
  const accepted = await request.put(`/api/requests/${requestId}/status`, {
    headers: { Authorization: `Bearer ${ownerToken}` },
    data: { status: "confirmed" },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

async function propose(request: APIRequestContext, token: string, requestId: number, day: string) {
  const proposed = await request.post(`/api/requests/${requestId}/reschedule`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { event_start_date: day, reason: "Zmiana planów, przesuwamy o tydzień." },
  });
  expect(proposed.status(), await proposed.text()).toBe(200);
}

function inboxOf(page: Page) {
  return content(page).getByRole("region", { name: /^Do odpowiedzi/ });
}

test("the organizer finds the owner's proposal and the deposit asked in the inbox; the owner's withdrawal shows live", async ({
  page,
  browser,
}) => {
  test.slow();
  const { owner, organizer, profileId, name, ownerToken } = await partiesWithTruck(page.request, "inbox-org");
  const payId = await sendBookingRequest(page.request, organizer, profileId, {
    event_start_date: warsawDay(70),
  });
  const movedId = await sendBookingRequest(page.request, organizer, profileId, {
    event_start_date: warsawDay(40),
  });
  await accept(page.request, ownerToken, payId);
  await accept(page.request, ownerToken, movedId);
  await connectPaymentAccount(page.request, ownerToken);
  const asked = await page.request.post(`/api/requests/${payId}/request-deposit`, {
    headers: { Authorization: `Bearer ${ownerToken}` },
    data: { amount: 500, totalCost: 2000 },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  await propose(page.request, ownerToken, movedId, warsawDay(47));

  await signInThroughApi(page, organizer, "/dashboard");
  const panel = mainNav(page).getByRole("link", { name: "Panel: 2 sprawy czekają na Twoją odpowiedź" });
  await expect(panel).toContainText("2");
  const inbox = inboxOf(page);
  await expect(content(page).getByRole("region").first()).toHaveAccessibleName(/^Do odpowiedzi/);
  const items = inbox.getByRole("article");
  // The proposal expires in 72 hours, the deposit is due by the event in 70 days: the proposal first.
  await expect(items).toHaveCount(2);
  await expect(items.nth(0).getByRole("heading")).toHaveText(
    /^Propozycja nowego terminu do \d\d\.\d\d\.\d{4}, \d\d:\d\d$/,
  );
  await expect(items.nth(0)).toContainText(
    `${name} · z ${polishDay(warsawDay(40))} na ${polishDay(warsawDay(47))}`,
  );
  await expect(items.nth(1).getByRole("heading")).toHaveText(
    `Wpłata zaliczki do ${polishDay(warsawDay(70))}`,
  );
  await expect(items.nth(1)).toContainText("500\u00a0zł właścicielowi food trucka");
  await scanAtWidths(page, "organizer's inbox: a proposal and a deposit", { screenshot: "inbox-organizer" });

  // "Odpowiedz" leads to the booking's card, where the proposal waits with its answers.
  await items
    .nth(0)
    .getByRole("button", { name: /^Odpowiedz na propozycję – / })
    .click();
  const card = content(page)
    .getByRole("region", { name: "Rezerwacje" })
    .getByRole("article", { name })
    .filter({
      has: page.getByRole("region", { name: "Propozycja nowego terminu" }),
    });
  await expect(card).toBeFocused();
  await expect(card.getByRole("button", { name: /^Akceptuj nowy termin:/ })).toBeInViewport();

  // The owner withdraws the proposal in another browser: this inbox and badge follow without a reload.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signInThroughApi(ownerPage, owner, "/dashboard");
  await content(ownerPage)
    .getByRole("button", { name: /^Wycofaj propozycję:/ })
    .click();
  await expect(ownerPage.getByText("Propozycja nowego terminu została wycofana.")).toBeVisible();
  await ownerContext.close();

  await expect(items).toHaveCount(1);
  await expect(
    mainNav(page).getByRole("link", { name: "Panel: 1 sprawa czeka na Twoją odpowiedź" }),
  ).toBeVisible();
  await expect(items.nth(0).getByRole("link", { name: /^Zapłać – / })).toBeVisible();
});

test("the owner sees a new request and the organizer's proposal, the proposal arriving live", async ({
  page,
}) => {
  test.slow();
  const { owner, organizer, profileId, name, ownerToken } = await partiesWithTruck(page.request, "inbox-own");
  const confirmedId = await sendBookingRequest(page.request, organizer, profileId, {
    event_start_date: warsawDay(30),
  });
  await accept(page.request, ownerToken, confirmedId);
  await sendBookingRequest(page.request, organizer, profileId, { event_start_date: warsawDay(50) });

  // "Live" means through the tab's hub socket: the proposal is sent once it is registered, not before.
  const registered = new Promise<void>((resolve) => {
    page.on("websocket", (socket) => {
      if (!socket.url().includes("/parties/user-hub/")) return;
      socket.on("framereceived", (frame) => {
        if (String(frame.payload).includes('"registered"')) resolve();
      });
    });
  });
  await signInThroughApi(page, owner, "/dashboard");
  const inbox = inboxOf(page);
  await expect(
    mainNav(page).getByRole("link", { name: "Panel: 1 sprawa czeka na Twoją odpowiedź" }),
  ).toBeVisible();
  await expect(inbox.getByText(/^Prośba o rezerwację do \d\d\.\d\d\.\d{4}$/)).toBeVisible();

  // The organizer proposes new dates elsewhere: the owner's inbox shows it without a reload.
  const organizerToken = await apiToken(page.request, organizer);
  await registered;
  await propose(page.request, organizerToken, confirmedId, warsawDay(33));
  const proposal = inbox.getByRole("article").filter({ hasText: "Propozycja nowego terminu" });
  await expect(proposal).toContainText(
    `${name} · z ${polishDay(warsawDay(30))} na ${polishDay(warsawDay(33))}`,
  );
  await expect(
    mainNav(page).getByRole("link", { name: "Panel: 2 sprawy czekają na Twoją odpowiedź" }),
  ).toBeVisible();
  // The proposal expires in 72 hours, before the request's seven days: it comes first.
  await expect(inbox.locator(".inbox__what").first()).toContainText("Propozycja nowego terminu");
  await scanAtWidths(page, "owner's inbox: a proposal and a request", { screenshot: "inbox-owner" });
});

test("an owner's tabs: upcoming soonest first, a past event in the archive awaiting a review", async ({
  page,
}) => {
  test.slow();
  const { owner, organizer, profileId, name, ownerToken } = await partiesWithTruck(
    page.request,
    "inbox-tabs",
  );
  const later = await sendBookingRequest(page.request, organizer, profileId, {
    event_start_date: warsawDay(60),
  });
  const sooner = await sendBookingRequest(page.request, organizer, profileId, {
    event_start_date: warsawDay(20),
  });
  const past = await sendBookingRequest(page.request, organizer, profileId, {
    event_start_date: warsawDay(90),
  });
  for (const id of [later, sooner, past]) await accept(page.request, ownerToken, id);
  // A finished event cannot be made through the API: the list is answered as the server answers it
  // once that event is over (completed, with a review to leave).
  // Three days ago: a review waits in the inbox for two weeks after the event.
  const pastStart = Math.floor(Date.now() / 1000) - 3 * 86_400;
  await page.route("**/api/requests/my-bookings", async (route) => {
    const response = await route.fetch();
    const bookings: unknown = await response.json();
    if (!Array.isArray(bookings)) throw new Error("my-bookings is not a list");
    const json = bookings.filter(isRecord).map((booking) =>
      booking.request_id === past
        ? {
            ...booking,
            event_start_date: pastStart,
            event_end_date: pastStart,
            is_completed: true,
            allowed_actions: ["review", "report_problem"],
          }
        : booking,
    );
    await route.fulfill({ response, json });
  });

  await signInThroughApi(page, owner, "/dashboard");
  const section = content(page).getByRole("region", { name: "Rezerwacje" });
  await expect(section.getByRole("tab", { name: "Aktualne (2)" })).toBeVisible();
  await expect(section.getByRole("article")).toHaveCount(2);
  await expect(section.getByRole("article").nth(0)).toContainText(polishDay(warsawDay(20)));
  await expect(section.getByRole("article").nth(1)).toContainText(polishDay(warsawDay(60)));
  // The review waits in the inbox, without a deadline, naming whom the owner reviews.
  const reviewItem = inboxOf(page).getByRole("article", { name: "Opinia do wystawienia bez terminu" });
  await expect(reviewItem).toBeVisible();
  await expect(reviewItem).toContainText(
    `Organizator: ${organizer.firstName} ${organizer.lastName} · ${name}`,
  );

  await section.getByRole("tab", { name: "Archiwum (1)" }).click();
  const archived = section.getByRole("article", { name });
  await expect(archived).toHaveCount(1);
  await expect(archived.getByText("Czeka na Twoją opinię.")).toBeVisible();
  // Over: the card looks back only (no deposit still to ask for, no cancelling, no adding to a calendar).
  await expect(archived.getByText("Nic nie zostało wpłacone przez serwis.")).toBeVisible();
  await expect(archived.getByText(/Możesz poprosić|Anulowanie|Dodaj do kalendarza/)).toHaveCount(0);
  await scanAtWidths(page, "owner's archive with a review to leave", { screenshot: "inbox-owner-archive" });

  // The inbox's "Wystaw opinię" opens the review dialog.
  await inboxOf(page)
    .getByRole("button", { name: /^Wystaw opinię – / })
    .click();
  await expect(page.getByRole("dialog", { name: "Wystaw opinię" })).toBeVisible();
});

test("a dashboard whose data fails to load says so with „Spróbuj ponownie”, never an empty state", async ({
  page,
}) => {
  test.slow();
  const { organizer } = await partiesWithTruck(page.request, "inbox-fail");
  const paths = ["**/api/requests/my-bookings", "**/api/events/my-events", "**/api/favourites**"];
  let failing = new Set(paths);
  for (const path of paths) {
    await page.route(path, (route) =>
      failing.has(path)
        ? route.fulfill({ status: 500, json: { error: "Nie udało się pobrać danych." } })
        : route.fallback(),
    );
  }
  await signInThroughApi(page, organizer, "/dashboard");
  for (const title of [/^Do odpowiedzi/, /^Wydarzenia/, /^Zapisane food trucki/, /^Rezerwacje/]) {
    const region = content(page).getByRole("region", { name: title });
    await expect(region.getByRole("button", { name: "Spróbuj ponownie" })).toBeVisible({ timeout: 15_000 });
    await expect(region.locator(".bk-empty, .muted")).toHaveCount(0);
  }
  await scanAtWidths(page, "organizer's dashboard failing to load", { screenshot: "dashboard-load-failed" });

  // The events loaded but not the bookings they link to: the error alone, not "no events yet" under it.
  failing = new Set(["**/api/requests/my-bookings"]);
  await page.reload();
  const events = content(page).getByRole("region", { name: /^Wydarzenia/ });
  await expect(events.getByRole("button", { name: "Spróbuj ponownie" })).toBeVisible({ timeout: 15_000 });
  await expect(events.locator(".bk-empty, .muted")).toHaveCount(0);

  failing = new Set();
  await content(page)
    .getByRole("region", { name: /^Do odpowiedzi/ })
    .getByRole("button", { name: "Spróbuj ponownie" })
    .click();
  await expect(inboxOf(page).getByText("Nic nie czeka teraz na Twoją odpowiedź.")).toBeVisible();
});
