import { SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { profiles } from "../../worker/db/schema";
import { db, imageFile } from "./helpers";
import {
  imageChoices,
  pageAnswerIn,
  pageAnswersIn,
  parseHead,
  ROUTE_STYLES_PATH,
  servePage,
} from "./page-fixtures";
import {
  createOwner,
  createProfile,
  offerJson,
  PROFILE_TEXT,
  type ProfileDtoJson,
  profileDtoSchema,
  profileListSchema,
  variantFile,
} from "./profile-fixtures";

const APP_URL = "http://localhost:8787";

async function truckWithPhoto(overrides: Record<string, string> = {}): Promise<ProfileDtoJson> {
  const owner = await createOwner();
  return createProfile(
    owner.token,
    {
      food_truck_name: `Kiełbaska Express ${crypto.randomUUID().slice(0, 6)}`,
      food_truck_description: "Grillowane kiełbaski i pierogi z rodzinnego przepisu.",
      base_location: "Kraków",
      operation_radius_km: "30",
      offer: offerJson({ dishes: ["polish", "hot_dogs"] }),
      price_from: "25",
      price_to: "40",
      ...overrides,
    },
    [imageFile("jpeg", { pixels: { width: 1200, height: 800 } })],
  );
}

async function apiJson(path: string): Promise<unknown> {
  const res = await SELF.fetch(`http://localhost${path}`);
  expect(res.status).toBe(200);
  return res.json();
}

describe("truck pages for search engines and link previews (issue 16)", () => {
  it("a profile's page has its title, description, preview tags, JSON-LD and the API's answer", async () => {
    const truck = await truckWithPhoto();
    const { res, html, assetRequests } = await servePage(`/profile/${truck.profile_id}`);
    expect(res.status).toBe(200);
    // index.html itself, whatever the page's path and headers (a crawler sends no navigation headers);
    // beside it only the stylesheets, inline for the first screen (decision 0033).
    const asked = assetRequests.map((request) => new URL(request.url).pathname);
    expect(asked.filter((path) => !path.endsWith(".css") && path !== ROUTE_STYLES_PATH)).toEqual(["/"]);
    const head = await parseHead(html);
    const url = `${APP_URL}/profile/${truck.profile_id}`;
    const photo = truck.gallery_photos[0];
    if (!photo) throw new Error("the truck has no photo");

    expect(head.title).toBe(`${truck.food_truck_name} – food truck, Kraków – Foodtruck Marketplace`);
    expect(head.meta.get("description")).toBe(
      "Food truck z Krakowa (dojazd do 30 km). Grillowane kiełbaski i pierogi z rodzinnego przepisu.",
    );
    expect(head.canonical).toBe(url);
    expect(head.meta.get("og:url")).toBe(url);
    expect(head.meta.get("og:title")).toBe(`${truck.food_truck_name} – food truck, Kraków`);
    expect(head.meta.get("og:description")).toBe(head.meta.get("description"));
    expect(head.meta.get("og:locale")).toBe("pl_PL");
    expect(head.meta.get("og:image")).toBe(`${APP_URL}${photo.url}`);
    expect(head.meta.get("og:image:width")).toBe("1200");
    expect(head.meta.get("og:image:height")).toBe("800");
    expect(head.meta.get("twitter:card")).toBe("summary_large_image");
    expect(head.meta.get("twitter:image")).toBe(`${APP_URL}${photo.url}`);
    expect(head.meta.has("robots")).toBe(false);

    expect(head.jsonLd).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "FoodEstablishment",
        name: truck.food_truck_name,
        description: truck.food_truck_description,
        url,
        image: [`${APP_URL}${photo.url}`],
        servesCuisine: ["Kuchnia polska", "Hot dogi"],
        address: {
          "@type": "PostalAddress",
          addressLocality: "Kraków",
          addressRegion: "małopolskie",
          addressCountry: "PL",
        },
        // As the profile page writes it (a no-break space before "zł").
        priceRange: "25–40\u00a0zł",
      },
    ]);

    // The SPA's own request for the profile is answered from the page, exactly as the API answers it
    // (the first of its answers; its calendar's busy days follow, rendered-pages.test.ts).
    const answer = pageAnswersIn(html)[0];
    if (!answer) throw new Error("no answer in the page");
    expect(answer.url).toBe(`/api/profiles/${truck.profile_id}`);
    expect(v.parse(profileDtoSchema, answer.body)).toEqual(await apiJson(answer.url));
  });

  it("the cover is preloaded from the head with the choice its <img> offers; no photo, no preload", async () => {
    const owner = await createOwner();
    const size = { width: 1200, height: 800 };
    const withCopies = await createProfile(
      owner.token,
      { food_truck_name: `Okładka ${crypto.randomUUID().slice(0, 6)}` },
      [imageFile("jpeg", { pixels: size })],
      [variantFile(0, 400, size), variantFile(0, 800, size)],
    );
    const withoutCopies = await truckWithPhoto();
    const withoutPhotos = await createProfile(owner.token, {
      food_truck_name: `Bez zdjęć ${crypto.randomUUID().slice(0, 6)}`,
    });
    for (const [truck, copies] of [
      [withCopies, true],
      [withoutCopies, false],
    ] as const) {
      const { html } = await servePage(`/profile/${truck.profile_id}`);
      const cover = await imageChoices(html, "img.profile-cover__image");
      expect(cover).toHaveLength(1);
      expect(cover[0]?.srcset?.includes("-w800.webp 800w") ?? false).toBe(copies);
      // The same choice, so the browser fetches one copy: with copies, no href a browser that cannot read
      // imagesrcset would fetch in full; without, the photo itself.
      expect((await parseHead(html)).preloads).toEqual(
        cover.map(({ href, srcset, sizes }) => ({ href: srcset ? null : href, srcset, sizes })),
      );
    }
    const { html } = await servePage(`/profile/${withoutPhotos.profile_id}`);
    expect((await parseHead(html)).preloads).toEqual([]);
  });

  it("a rated truck carries its aggregate rating; one without photos gets the small card", async () => {
    const owner = await createOwner();
    const truck = await createProfile(owner.token, { base_location: "Gdańsk" });
    // The counters the review triggers keep (truck-ratings.test.ts covers the triggers themselves).
    await db()
      .update(profiles)
      .set({ reviewCount: 3, ratingTotal: 13 })
      .where(eq(profiles.id, truck.profile_id));
    const head = await parseHead((await servePage(`/profile/${truck.profile_id}`)).html);
    expect(head.meta.get("description")).toContain("Ocena 4,3/5.");
    expect(head.meta.get("twitter:card")).toBe("summary");
    expect(head.meta.has("og:image")).toBe(false);
    expect(head.jsonLd[0]).toMatchObject({
      address: { addressLocality: "Gdańsk", addressRegion: "pomorskie" },
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: 4.3,
        reviewCount: 3,
        bestRating: 5,
        worstRating: 1,
      },
    });
    expect(head.jsonLd[0]).not.toHaveProperty("image");
  });

  it("hostile names and descriptions stay text: no new elements, the JSON-LD reads back the same", async () => {
    // `$'`, `$&` and the like would paste parts of the page in, were they read as replacement patterns.
    const name = `</script><script>alert(1)</script>"><meta name="robots" content="noindex Ca$$h $' $\` $&`;
    const description = `</SCRIPT ><img src=x onerror=alert(2)> & "cytat" ${"długi opis ".repeat(40)}`;
    const truck = await truckWithPhoto({ food_truck_name: name, food_truck_description: description });
    const { html } = await servePage(`/profile/${truck.profile_id}`);
    const head = await parseHead(html);
    // index.html's module script, the JSON-LD and the page answer: nothing else.
    expect(head.scriptCount).toBe(3);
    // The first screen writes the name and description as text (decision 0033).
    expect(html).not.toMatch(/<img src=x|<script>alert|<meta name="robots"/i);
    expect(html).toContain("&lt;/SCRIPT >&lt;img src=x onerror=alert(2)>");
    expect(head.meta.has("robots")).toBe(false);
    expect(head.meta.get("og:title")).toBe(`${name} – food truck, Kraków`);
    expect(head.jsonLd[0]).toMatchObject({ name, description: description.trim() });
    const shortened = head.meta.get("description") ?? "";
    expect(shortened.length).toBeLessThanOrEqual(200);
    expect(shortened.endsWith("…")).toBe(true);
  });

  it("an unknown profile is a 404 page that asks not to be indexed, with the API's 404 in it", async () => {
    for (const path of ["/profile/999999999", "/profile/abc", "/profile/0"]) {
      const { res, html } = await servePage(path);
      expect(res.status, path).toBe(404);
      const head = await parseHead(html);
      expect(head.title).toBe("Nie znaleziono food trucka – Foodtruck Marketplace");
      expect(head.meta.get("robots")).toBe("noindex");
      expect(head.meta.get("description")).toBe(PROFILE_TEXT.notFound);
      expect(head.canonical).toBeNull();
      expect(head.jsonLd).toEqual([]);
      expect(pageAnswerIn(html)).toMatchObject({ status: 404, body: { message: PROFILE_TEXT.notFound } });
      // The SPA's not-found view, rendered by the worker (decision 0033).
      const start = html.indexOf('<div id="root">');
      const root = html.slice(start, html.indexOf("<noscript>", start));
      expect(root, path).toContain(PROFILE_TEXT.notFound);
    }
  });
});

const citySchema = v.object({
  city: v.object({ slug: v.string(), name: v.string(), voivodeship: v.string() }),
  intro: v.string(),
  trucks: profileListSchema,
  total: v.number(),
});

describe("city pages /food-trucki/{city} (issue 16)", () => {
  it("lists the trucks whose radius covers the town, with the town's head and an ItemList", async () => {
    const owner = await createOwner();
    const near = await createProfile(owner.token, { base_location: "Bochnia", operation_radius_km: "5" });
    const far = await createProfile(owner.token, { base_location: "Suwałki", operation_radius_km: "20" });

    const page = v.parse(citySchema, await apiJson("/api/cities/bochnia"));
    expect(page.city).toEqual({ slug: "bochnia", name: "Bochnia", voivodeship: "małopolskie" });
    const ids = page.trucks.map((truck) => truck.profile_id);
    expect(ids).toContain(near.profile_id);
    expect(ids).not.toContain(far.profile_id);
    expect(page.total).toBeGreaterThanOrEqual(1);

    const { res, html } = await servePage("/food-trucki/bochnia");
    expect(res.status).toBe(200);
    const head = await parseHead(html);
    expect(head.title).toBe("Food trucki – Bochnia – Foodtruck Marketplace");
    expect(head.canonical).toBe(`${APP_URL}/food-trucki/bochnia`);
    // Bochnia is no town of the case table: the neutral wording, never a guessed case.
    expect(head.meta.get("description")).toMatch(
      /^\d+ food truck(i|ów)? dojeżdża(ją)? do miejscowości Bochnia\. /,
    );
    expect(head.jsonLd[0]).toMatchObject({
      "@type": "ItemList",
      numberOfItems: page.total,
      itemListElement: page.trucks.map((truck, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: truck.food_truck_name,
        url: `${APP_URL}/profile/${truck.profile_id}`,
      })),
    });
    const answer = pageAnswerIn(html);
    expect(answer.url).toBe("/api/cities/bochnia");
    expect(v.parse(citySchema, answer.body)).toEqual(page);
  });

  it("a town with diacritics and a hyphen has an ASCII slug; unknown towns, districts and other names are 404", async () => {
    const page = v.parse(citySchema, await apiJson("/api/cities/bielsko-biala"));
    expect(page.city).toMatchObject({ slug: "bielsko-biala", name: "Bielsko-Biała", voivodeship: "śląskie" });

    for (const slug of [
      "atlantyda",
      "cracow",
      "mokotow",
      "Krakow",
      "krak%C3%B3w",
      "krakow-",
      "a".repeat(61),
    ]) {
      const res = await SELF.fetch(`http://localhost/api/cities/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(await res.json()).toEqual({ message: "Nie znamy takiej miejscowości." });
      const served = await servePage(`/food-trucki/${slug}`);
      expect(served.res.status, slug).toBe(404);
      expect((await parseHead(served.html)).meta.get("robots")).toBe("noindex");
    }
  });
});

describe("sitemap.xml and robots.txt (issue 16)", () => {
  it("the sitemap lists the home page, every profile with its last change and towns with trucks", async () => {
    const owner = await createOwner();
    const truck = await createProfile(owner.token, { base_location: "Kraków", operation_radius_km: "10" });
    const res = await SELF.fetch("http://localhost/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/xml; charset=UTF-8");
    const xml = await res.text();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const locs = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)];
    const byLoc = new Map(locs.map((match) => [match[1], match[2]]));
    expect(byLoc.has(`${APP_URL}/`)).toBe(true);
    expect(byLoc.get(`${APP_URL}/profile/${truck.profile_id}`)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(byLoc.has(`${APP_URL}/food-trucki/krakow`)).toBe(true);
    // Every <url> was read: nothing in the file is malformed.
    expect(locs).toHaveLength(xml.split("<url>").length - 1);
  });

  it("robots.txt keeps crawlers out of the API and accounts but lets them read photos and find the sitemap", async () => {
    const res = await SELF.fetch("http://localhost/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/plain; charset=UTF-8");
    const lines = (await res.text()).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toEqual(
      expect.arrayContaining([
        "Disallow: /api/",
        "Disallow: /dashboard",
        "Disallow: /admin",
        "Allow: /api/files/",
        `Sitemap: ${APP_URL}/sitemap.xml`,
      ]),
    );
  });
});
