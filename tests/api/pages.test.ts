import { describe, expect, test } from "vitest";
import { BASE_URL } from "./client";

/** A page's Accept (fetch sets Sec-Fetch-Mode itself; the e2e suite loads pages in a browser). */
const NAVIGATION = { Accept: "text/html,application/xhtml+xml" };
const SITE_TITLE = "<title>Foodtruck Marketplace</title>";
const NOT_FOUND_TITLE = "<title>Nie znaleziono strony – Foodtruck Marketplace</title>";
const MODULE_SCRIPT = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/;

async function page(path: string): Promise<{ status: number; type: string | null; html: string }> {
  const response = await fetch(`${BASE_URL}${path}`, { headers: NAVIGATION, redirect: "manual" });
  return { status: response.status, type: response.headers.get("Content-Type"), html: await response.text() };
}

/** The app's index.html (its module script, which draws the page) with `status` and `title`. */
async function expectAppPage(path: string, status: number, title: string): Promise<string> {
  const answer = await page(path);
  expect(answer.status, path).toBe(status);
  expect(answer.type, path).toMatch(/^text\/html/);
  expect(answer.html, path).toContain(title);
  expect(answer.html, path).toMatch(MODULE_SCRIPT);
  return answer.html;
}

describe("addresses answer as the app's pages, the same on every runtime (issue 33)", () => {
  test("an address that is no page is 404 with the not-found page and its own title", async () => {
    for (const path of [
      "/nie-ma-takiej-strony",
      "/profil/abc/def",
      "/dashboard/nonsense",
      "/profile/abc/def",
    ]) {
      const html = await expectAppPage(path, 404, NOT_FOUND_TITLE);
      expect(html, path).toContain('<meta name="robots" content="noindex" />');
    }
  });

  test("the SPA's pages, with their parameters, are 200 with the app", async () => {
    for (const path of [
      "/login",
      "/dashboard",
      "/payment/12",
      "/profile/1/availability",
      "/verify-email?token=abc",
      "/login-with-token?token=abc",
      "/chat/",
      "/admin",
      "/dev/mailbox",
    ]) {
      await expectAppPage(path, 200, SITE_TITLE);
    }
  });

  test("the build's files are served, hashed ones cached for good; a missing one is 404", async () => {
    const script = MODULE_SCRIPT.exec((await page("/")).html)?.[1];
    if (!script) throw new Error("no module script on the home page");
    const code = await fetch(`${BASE_URL}${script}`);
    expect(code.status).toBe(200);
    expect(code.headers.get("Content-Type")).toMatch(/^(text|application)\/javascript/);
    expect(code.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    await code.arrayBuffer();
    const icon = await fetch(`${BASE_URL}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get("Content-Type")).toMatch(/^image\/svg\+xml/);
    await icon.arrayBuffer();
    const gone = await fetch(`${BASE_URL}/assets/gone-9z.js`);
    expect(gone.status).toBe(404);
    await gone.arrayBuffer();
  });

  test("the installable app: its manifest, as a manifest, with icons that are there (issue 36)", async () => {
    const answer = await fetch(`${BASE_URL}/manifest.webmanifest`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toMatch(/^application\/manifest\+json/);
    const manifest: unknown = await answer.json();
    if (
      typeof manifest !== "object" ||
      manifest === null ||
      !("icons" in manifest) ||
      !Array.isArray(manifest.icons)
    )
      throw new Error(`manifest without icons: ${JSON.stringify(manifest)}`);
    for (const icon of manifest.icons) {
      const image = await fetch(`${BASE_URL}${icon.src}`);
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get("Content-Type")).toBe("image/png");
      await image.arrayBuffer();
    }
    expect((await page("/")).html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });
});

/** What the worker put inside #root: the page as a reader without scripts gets it (decision 0033). */
function firstScreenIn(html: string): string {
  const root = html.indexOf('<div id="root">');
  // Up to the body's own <noscript> (the head has one too, a style for scripts off).
  return html.slice(root, html.indexOf("<noscript>", root));
}

/** The answers the page carries for the SPA (decision 0014), by the GET each answers. */
function pageAnswers(html: string): Map<string, unknown> {
  const json = /<script type="application\/json" id="page-answer">([^<]*)<\/script>/.exec(html)?.[1];
  const answers: unknown = JSON.parse(json ?? "[]");
  if (!Array.isArray(answers)) throw new Error(`page answers are no list: ${json}`);
  return new Map(answers.map((answer) => [String(answer?.url), answer?.body]));
}

describe("the public pages come rendered, the same on every runtime (issue 39)", () => {
  test("a truck's page, a town's page and the terms read without scripts; their data is the API's", async () => {
    const trucks: unknown = await (await fetch(`${BASE_URL}/api/profiles?postal_code=Warszawa`)).json();
    const id = Array.isArray(trucks)
      ? trucks.find((truck) => truck?.food_truck_name === "Burger Bus")?.profile_id
      : undefined;
    if (typeof id !== "number") throw new Error("no Burger Bus in the demo data");

    const profile = await expectAppPage(`/profile/${id}`, 200, "<title>Burger Bus – food truck");
    expect(firstScreenIn(profile)).toContain('<h1 class="page-title">Burger Bus</h1>');
    expect(firstScreenIn(profile)).toContain("Świetne burgery i szybka obsługa");
    const answers = pageAnswers(profile);
    for (const url of [`/api/profiles/${id}`, `/api/profiles/${id}/reviews?offset=0`]) {
      expect(answers.get(url), url).toEqual(await (await fetch(`${BASE_URL}${url}`)).json());
    }

    const town = await expectAppPage("/food-trucki/warszawa", 200, "<title>Food trucki – Warszawa");
    expect(firstScreenIn(town)).toContain('<h3 class="truck-card__name">Burger Bus</h3>');
    expect(firstScreenIn(town)).toContain("Najczęstsze pytania");

    const terms = await expectAppPage("/regulamin", 200, "<title>Regulamin – Foodtruck Marketplace</title>");
    expect(firstScreenIn(terms)).toContain("<h1>Regulamin serwisu");

    const missing = await expectAppPage("/profile/987654321", 404, "<title>Nie znaleziono food trucka");
    expect(firstScreenIn(missing)).toContain("Nie znaleziono tego food trucka.");
  });
});
