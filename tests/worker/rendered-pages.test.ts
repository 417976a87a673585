import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addDays, warsawDayOf } from "../../worker/domain/calendar";
import { completedBooking, createParties, markBusy, postReview } from "./booking-fixtures";
import { firstScreenIn, pageAnswerIn, pageAnswersIn, servePage, troubledDb } from "./page-fixtures";
import { createOwner, createProfile, PROFILE_TEXT, uniqueWord } from "./profile-fixtures";

async function apiAnswer(url: string): Promise<{ status: number; body: unknown }> {
  const res = await SELF.fetch(`http://localhost${url}`);
  return { status: res.status, body: await res.json() };
}

describe("public pages rendered by the worker (issue 39, decision 0033)", () => {
  it("a truck's page reads fully without scripts, from the answers it carries: the API's own", async () => {
    const parties = await createParties();
    const name = `Pierogarnia ${uniqueWord("renderowana")}`;
    const owner = await createOwner();
    const truck = await createProfile(owner.token, {
      food_truck_name: name,
      food_truck_description: "Pierogi ruskie & z kapustą, lepione na miejscu.",
      base_location: "Kraków",
      operation_radius_km: "40",
      price_from: "22",
      price_to: "35",
    });
    // A review needs a completed booking of that truck.
    const booking = await completedBooking({ ...parties, owner, profile: truck });
    // A busy day its calendar shows (this month and the next two).
    const busyDay = addDays(warsawDayOf(Math.floor(Date.now() / 1000)), 10);
    await markBusy({ ...parties, owner, profile: truck }, busyDay);
    expect(
      (
        await postReview(
          { request_id: booking.request_id, rating: 5, comment: "Najlepsze pierogi w mieście" },
          parties.organizer.token,
        )
      ).status,
    ).toBe(201);

    const { res, html } = await servePage(`/profile/${truck.profile_id}?guest_count=80`);
    expect(res.status).toBe(200);
    const screen = firstScreenIn(html);
    expect(screen).toContain(`<h1 class="page-title">${name}</h1>`);
    expect(screen).toContain("Pierogi ruskie &amp; z kapustą, lepione na miejscu.");
    expect(screen).toContain("Lokalizacja: Kraków (promień działania: 40 km)");
    expect(screen).toMatch(/22–35\s?zł/);
    expect(screen).toContain("Najlepsze pierogi w mieście");
    expect(screen).toContain("Ewa W.");
    // A visitor's call to action, as links that work without scripts.
    expect(screen).toContain("Zarejestruj się, aby zarezerwować");
    // The searched guests' estimate is there, its field open to typing (the app keeps what was typed).
    const guestField = screen.match(/<input[^>]*value="80"[^>]*>/)?.[0] ?? "";
    expect(guestField).toContain('type="number"');
    expect(guestField).not.toMatch(/\sdisabled/);
    // The calendar's months as they are, the busy day marked (by class and in its label), in the SPA's
    // own grid, whose code the worker bundles.
    expect(screen).not.toContain("Wczytywanie kalendarza...");
    expect(screen.match(/class="rdp-month"/g)).toHaveLength(3);
    expect(screen).toMatch(
      new RegExp(`aria-label="[^"]*, zajęty" data-day="${busyDay}" class="[^"]*calendar__day--busy`),
    );
    // Its own stylesheet inline, after the app's (web/route-styles.ts).
    expect(html).toContain("<style>.profile-abc{}</style>");

    const answers = pageAnswersIn(html);
    expect(answers.map((answer) => answer.url)).toEqual([
      `/api/profiles/${truck.profile_id}`,
      `/api/profiles/${truck.profile_id}/reviews?offset=0`,
      expect.stringMatching(
        new RegExp(
          `^/api/profiles/${truck.profile_id}/busy-days\\?from=\\d{4}-\\d\\d-01&to=\\d{4}-\\d\\d-\\d\\d$`,
        ),
      ),
    ]);
    for (const answer of answers) {
      expect(answer.status ?? 200).toBe(200);
      expect(answer.body).toEqual((await apiAnswer(answer.url)).body);
    }
  });

  it("a truck's page is rendered whatever its query string: shared links' tags, a search's context, a bad day", async () => {
    const owner = await createOwner();
    const name = `Zapiekanka ${uniqueWord("udostepniona")}`;
    const truck = await createProfile(owner.token, { food_truck_name: name });
    const queries = [
      "?utm_source=facebook&utm_medium=social",
      "?fbclid=IwAR0Xy-z_12ab",
      "?event_date=2030-05-01&postal_code=31-000",
      "?event_date=zly",
      // Not in the router's normal form (which it redirects to on the server): a dropped bad day, a
      // postal code the router's parser reads as a number, the context in another order.
      "?event_start_date=zly&event_end_date=2030-13-40",
      "?postal_code=31000",
      `?postal_code=${encodeURIComponent("Kraków")}&guest_count=80&utm_campaign=lato`,
      "?guest_count=duzo&event_start_date=2030-05-01",
    ];
    for (const query of queries) {
      const { res, html } = await servePage(`/profile/${truck.profile_id}${query}`);
      expect(res.status, query).toBe(200);
      expect(firstScreenIn(html), query).toContain(`<h1 class="page-title">${name}</h1>`);
    }
    // Searched days move the calendar's months, and its busy days' answer with them, as in the SPA.
    const { html } = await servePage(`/profile/${truck.profile_id}?event_start_date=2030-05-01`);
    expect(firstScreenIn(html)).toContain('aria-label="maj 2030"');
    expect(pageAnswersIn(html).map((answer) => answer.url)).toContain(
      `/api/profiles/${truck.profile_id}/busy-days?from=2030-05-01&to=2030-07-31`,
    );
    // The town's and home pages too.
    for (const [path, heading] of [
      ["/food-trucki/krakow?fbclid=IwAR0Xy", '<h1 class="page-title">Food trucki – Kraków</h1>'],
      ["/?utm_source=facebook", "<h1>Food trucki na Twoje wydarzenie – w kilka minut</h1>"],
    ] as const) {
      const { res, html } = await servePage(path);
      expect(res.status, path).toBe(200);
      expect(firstScreenIn(html), path).toContain(heading);
    }
  });

  it("a truck without reviews carries no reviews' answer and says it has none", async () => {
    const owner = await createOwner();
    const truck = await createProfile(owner.token);
    const { html } = await servePage(`/profile/${truck.profile_id}`);
    expect(pageAnswersIn(html).map((answer) => answer.url)).toEqual([
      `/api/profiles/${truck.profile_id}`,
      expect.stringContaining(`/api/profiles/${truck.profile_id}/busy-days?`),
    ]);
    expect(firstScreenIn(html)).toContain("Ten food truck nie ma jeszcze opinii.");
  });

  it("an unknown truck is the 404 page, its view rendered from the API's own 404", async () => {
    const { res, html } = await servePage("/profile/987654321");
    expect(res.status).toBe(404);
    expect(firstScreenIn(html)).toContain(PROFILE_TEXT.notFound);
    const answer = pageAnswerIn(html);
    expect({ status: answer.status, body: answer.body }).toEqual(await apiAnswer(answer.url));
  });

  it("a town's page shows its figures, trucks and questions; an unknown town is the 404 page", async () => {
    const owner = await createOwner();
    const name = `Obwarzanek ${uniqueWord("miasto")}`;
    await createProfile(owner.token, {
      food_truck_name: name,
      base_location: "Wadowice",
      operation_radius_km: "10",
      price_from: "15",
      price_to: "25",
    });
    const { res, html } = await servePage("/food-trucki/wadowice");
    expect(res.status).toBe(200);
    const screen = firstScreenIn(html);
    expect(screen).toContain('<h1 class="page-title">Food trucki – Wadowice</h1>');
    expect(screen).toContain(`<h3 class="truck-card__name">${name}</h3>`);
    expect(screen).toContain('aria-labelledby="city-facts-title"');
    expect(screen).toContain('aria-labelledby="city-faq-title"');
    expect(html).toContain("<style>.food-trucki-abc{}</style>");
    // The JSON-LD head stays.
    expect(html).toContain('"@type":"ItemList"');
    const answer = pageAnswerIn(html);
    expect(answer.url).toBe("/api/cities/wadowice");
    expect(answer.body).toEqual((await apiAnswer(answer.url)).body);

    const unknown = await servePage("/food-trucki/atlantyda");
    expect(unknown.res.status).toBe(404);
    expect(firstScreenIn(unknown.html)).toContain("Nie znamy takiej miejscowości.");
    expect(pageAnswerIn(unknown.html)).toMatchObject({ status: 404 });
  });

  it("the legal pages are static HTML with their own title and no data", async () => {
    for (const [path, heading] of [
      ["/regulamin", "Regulamin"],
      ["/polityka-prywatnosci", "Polityka prywatności"],
    ] as const) {
      const { res, html } = await servePage(path);
      expect(res.status, path).toBe(200);
      expect(html, path).toContain(`<title>${heading} – Foodtruck Marketplace</title>`);
      expect(firstScreenIn(html), path).toMatch(new RegExp(`<h1[^>]*>${heading}`));
      expect(html, path).toContain("<style>.legal-abc{}</style>");
      expect(html, path).not.toContain('id="page-answer"');
    }
  });

  it("with the database down a truck's page is today's page: empty root, the app asks itself", async () => {
    const { res, html } = await servePage("/profile/1", {}, troubledDb());
    expect(res.status).toBe(200);
    expect(firstScreenIn(html)).toBe("</div>");
    expect(html).not.toContain('id="page-answer"');
  });
});
