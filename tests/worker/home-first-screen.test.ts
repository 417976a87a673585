import { env } from "cloudflare:test";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { APP_CONFIG_URL, PAGE_ANSWER_ID } from "../../worker/schemas/page-answer";
import { firstScreenIn, pageAnswerIn, pageAnswersIn, STYLESHEET, servePage } from "./page-fixtures";
import { createOwner, createProfile, profileListSchema, uniqueWord } from "./profile-fixtures";

/** The profile links of the cards, in the order shown (without the search they carry, issue 35). */
function cardLinks(screen: string): string[] {
  return [...screen.matchAll(/<a href="(\/profile\/\d+)(?:\?[^"]*)?" class="truck-card">/g)].map(
    (match) => match[1] ?? "",
  );
}

describe("GET / has the home page's first screen in its HTML (decision 0022)", () => {
  it("shows the cards of the page's own answer, in its order, under the page's heading", async () => {
    const owner = await createOwner();
    const place = uniqueWord("pierwszy");
    for (const name of ["Bravo Bus", "Alfa Grill"]) {
      await createProfile(owner.token, { food_truck_name: `${name} ${place}`, base_location: place });
    }
    const { html } = await servePage(`/?postal_code=${place}`);
    const screen = firstScreenIn(html);
    const answer = pageAnswerIn(html);
    const ids = v.parse(profileListSchema, answer.body).map((truck) => `/profile/${truck.profile_id}`);
    expect(ids).toHaveLength(2);
    expect(cardLinks(screen)).toEqual(ids);
    expect(screen).toContain(`<h3 class="truck-card__name">Alfa Grill ${place}</h3>`);
    expect(screen.indexOf(`Alfa Grill ${place}`)).toBeLessThan(screen.indexOf(`Bravo Bus ${place}`));
    expect(screen).toContain("<h1>Food trucki na Twoje wydarzenie – w kilka minut</h1>");
    expect(screen).toContain("Znaleziono: 2");
    // The heading restates the search, and each card carries the searched place to its profile (issue 35).
    expect(screen).toContain(`2 food trucki · ${place}</h2>`);
    expect(screen).toContain(`<a href="${ids[0]}?postal_code=${place}" class="truck-card">`);
    // The form starts from the URL's filters, as the SPA's first render does.
    expect(screen).toMatch(new RegExp(`name="postal_code"[^>]*value="${place}"`));
    // Nobody is signed in on the server: the navigation offers signing in until the SPA takes over.
    expect(screen).toContain('<a href="/login" class="nav__link">Zaloguj się</a>');
    // The screen comes first, the answer the SPA renders from after it.
    expect(html.indexOf(`id="${PAGE_ANSWER_ID}"`)).toBeGreaterThan(html.indexOf("</footer>"));
  });

  it("renders what the SPA shows for a URL not in the router's own form, e.g. a form sent without JS", async () => {
    const owner = await createOwner();
    const place = uniqueWord("forma");
    await createProfile(owner.token, { food_truck_name: `Forma ${place}`, base_location: place });
    const paths = [
      `/?cuisine=&postal_code=${place}&event_start_date=&event_end_date=&guest_count=&min_rating=&max_price=`,
      `/?postal_code=${place}&sort=relevance&unknown=1`,
    ];
    for (const path of paths) {
      const screen = firstScreenIn((await servePage(path)).html);
      expect(screen, path).toContain(`<h3 class="truck-card__name">Forma ${place}</h3>`);
      expect(screen, path).toMatch(new RegExp(`name="postal_code"[^>]*value="${place}"`));
    }
    // A hand-typed postal code arrives as a number; it is searched (and shown) as text.
    expect(firstScreenIn((await servePage("/?postal_code=31000")).html)).toMatch(
      /name="postal_code"[^>]*value="31000"/,
    );
  });

  it("HEAD gets the headers without searching or rendering", async () => {
    const { res, html, assetRequests } = await servePage("/", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(html).toBe("");
    expect(assetRequests.map((request) => new URL(request.url).pathname)).toEqual(["/"]);
  });

  it("an unknown place: the screen says so and offers the API's suggestions", async () => {
    const screen = firstScreenIn((await servePage("/?postal_code=Krakuw")).html);
    expect(screen).toContain("Nie znaleźliśmy miejscowości „Krakuw”.");
    expect(screen).toMatch(/Czy chodziło o: <a href="\/\?postal_code=Krak[^"]*"/);
    expect(cardLinks(screen)).toEqual([]);
  });

  it("paints before the app starts: stylesheet inline (read once), no module preloads", async () => {
    const first = await servePage("/");
    expect(first.html).toContain(`<style>${STYLESHEET}</style>`);
    // The link stays, disabled (never fetched), so the SPA's lazy parts never add the sheet after theirs.
    expect(first.html).toContain('<link disabled rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(first.html).not.toContain("modulepreload");
    expect(first.html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');

    const again = await servePage("/?sort=rating");
    expect(again.html).toContain(`<style>${STYLESHEET}</style>`);
    expect(again.assetRequests.map((request) => new URL(request.url).pathname)).toEqual(["/"]);
  });

  it("pages the worker does not render keep their head as built: preloads and the stylesheet's link", async () => {
    const { html } = await servePage("/login");
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/framework-abc.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(firstScreenIn(html)).toBe("</div>");
  });

  it("carries the server's settings as GET /api/config answers them, so the map's button is there at once", async () => {
    const tiles = { MAP_TILE_URL: "https://tile.example.org/{z}/{x}/{y}.png", MAP_ATTRIBUTION: "© Mapa" };
    const config = (html: string) => pageAnswersIn(html).find((answer) => answer.url === APP_CONFIG_URL);
    const apiConfig = async (variables: Partial<typeof env>) =>
      (await app.request("http://localhost/api/config", {}, { ...env, ...variables })).json();

    const withMap = await servePage("/", {}, env.DB, tiles);
    expect(config(withMap.html)?.body).toEqual(await apiConfig(tiles));
    expect(config(withMap.html)?.body).toMatchObject({ map_tiles: { url: tiles.MAP_TILE_URL } });
    // The results' button, as the SPA's first render shows it from the same answer.
    expect(firstScreenIn(withMap.html)).toMatch(
      /<button[^>]*aria-expanded="false"[^>]*>Pokaż mapę<\/button>/,
    );

    // The same answer as the API's for whatever the server is set to (here the test runtime's local tiles).
    const asSet = await servePage("/");
    expect(config(asSet.html)?.body).toEqual(await apiConfig({}));
  });
});
