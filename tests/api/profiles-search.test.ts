import { randomInt } from "node:crypto";
import * as v from "valibot";
import { describe, expect, test } from "vitest";
import {
  BASE_URL,
  call,
  dayParts,
  expectBody,
  expectError,
  fetchBytes,
  uniqueTag,
  uniqueWord,
  warsawDay,
} from "./client";
import { pngImage, webpImage } from "./images";
import {
  busyDays,
  createTruck,
  findInSearch,
  PROFILE_TEXT,
  profileForm,
  profileSchema,
  searchTrucks,
} from "./trucks";
import { as, createOrganizer, createOwner, userSchema } from "./users";

describe.concurrent("profiles with photos", () => {
  test("an owner creates a profile with a photo and its WebP copy; both are served back byte for byte", async () => {
    const owner = await createOwner("prof-owner");
    const name = `Zapiekanka Express ${uniqueTag()}`;
    const photo = pngImage(480, 360, randomInt(256));
    const copy = webpImage(400, 300);
    const truck = await createTruck(
      owner,
      {
        food_truck_name: name,
        food_truck_description: "Zapiekanki z pieca, lemoniada i kawa.",
        base_location: "Kraków",
        operation_radius_km: 80,
        dishes: ["zapiekanki", "burgers"],
        drinks: ["lemonade", "coffee"],
        dietary: ["vegetarian"],
        long_term_rental_available: true,
      },
      [{ bytes: photo, name: "zdjecie.png", type: "image/png" }],
      [{ bytes: copy, name: "0-w400.webp", type: "image/webp" }],
    );
    expect(truck).toMatchObject({
      owner_id: owner.id,
      doc_id: String(truck.profile_id),
      food_truck_name: name,
      base_location: "Kraków",
      operation_radius_km: 80,
      offer: { dishes: ["zapiekanki", "burgers"], drinks: ["lemonade", "coffee"], dietary: ["vegetarian"] },
      long_term_rental_available: true,
    });
    expect(truck.gallery_photo_urls).toHaveLength(1);
    const [photoUrl] = truck.gallery_photo_urls;
    expect(photoUrl).toMatch(/^\/api\/files\/profiles\/[^/]+\.png$/);
    expect(truck.profile_image_url).toBe(photoUrl);
    expect(truck.gallery_photos).toHaveLength(1);
    const [stored] = truck.gallery_photos;
    expect(stored).toMatchObject({ url: photoUrl, width: 480, height: 360 });
    expect(stored?.variants.map((variant) => variant.width)).toEqual([400]);

    const served = await fetchBytes(photoUrl ?? "");
    expect(served.status, `GET ${photoUrl}`).toBe(200);
    expect(served.type).toBe("image/png");
    expect(Buffer.from(served.bytes).equals(Buffer.from(photo)), "the photo comes back unchanged").toBe(true);
    const variantUrl = stored?.variants[0]?.url ?? "";
    const servedCopy = await fetchBytes(variantUrl);
    expect(servedCopy.status, `GET ${variantUrl}`).toBe(200);
    expect(servedCopy.type).toBe("image/webp");
    expect(
      Buffer.from(servedCopy.bytes).equals(Buffer.from(copy)),
      "the WebP copy comes back unchanged",
    ).toBe(true);
    expect((await fetchBytes("/api/files/profiles/nie-ma-takiego-pliku.png")).status).toBe(404);

    // Public profile, the owner's list and the owner's profile count.
    const publicView = expectBody(
      await call(`/api/profiles/${truck.profile_id}`),
      200,
      profileSchema,
      "GET /api/profiles/{id}",
    );
    expect(publicView).toEqual(truck);
    const mine = expectBody(
      await call("/api/profiles/my-profiles", as(owner)),
      200,
      v.array(profileSchema),
      "GET /api/profiles/my-profiles",
    );
    expect(mine.map((profile) => profile.profile_id)).toEqual([truck.profile_id]);
    const me = expectBody(
      await call("/api/auth/profile", as(owner)),
      200,
      userSchema,
      "GET /api/auth/profile",
    );
    expect(me.profile_count).toBe(1);
    expectError(
      await call("/api/profiles/999999999"),
      404,
      PROFILE_TEXT.notFound,
      "a profile that does not exist",
    );
  });

  test("a truck's page carries its title, link preview and JSON-LD on every runtime, and the sitemap lists it", async () => {
    const owner = await createOwner("prof-page");
    const name = `Gofry & Spółka ${uniqueTag()}`;
    const truck = await createTruck(
      owner,
      { food_truck_name: name, base_location: "Gdańsk", dishes: ["waffles"] },
      [{ bytes: pngImage(640, 400, randomInt(256)), name: "gofr.png", type: "image/png" }],
    );
    const page = await fetch(`${BASE_URL}/profile/${truck.profile_id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await page.text();
    const escapedName = name.replace("&", "&amp;");
    expect(html).toContain(`<title>${escapedName} – food truck, Gdańsk – Foodtruck Marketplace</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escapedName} – food truck, Gdańsk" />`);
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="https?://[^"]+${truck.gallery_photo_urls[0]}" />`),
    );
    const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1] ?? "";
    expect(JSON.parse(jsonLd)).toMatchObject({
      "@type": "FoodEstablishment",
      name,
      servesCuisine: ["Gofry"],
      address: { addressLocality: "Gdańsk", addressRegion: "pomorskie" },
    });
    // Still the SPA: its module script loads and hydrates the page.
    expect(html).toMatch(/<script type="module"[^>]* src="\/assets\/[^"]+\.js"/);

    const missing = await fetch(`${BASE_URL}/profile/999999999`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<meta name="robots" content="noindex" />');

    const sitemap = await fetch(`${BASE_URL}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toMatch(new RegExp(`<loc>https?://[^<]+/profile/${truck.profile_id}</loc>`));
    const robots = await fetch(`${BASE_URL}/robots.txt`);
    expect(await robots.text()).toContain("Sitemap: ");
  });

  test("only owners create profiles, and only real images are taken as photos", async () => {
    const [owner, organizer] = await Promise.all([createOwner("prof-bad"), createOrganizer("prof-org")]);
    const byOrganizer = await call("/api/profiles", {
      ...as(organizer),
      form: profileForm({ base_location: "Kraków" }),
    });
    expectError(byOrganizer, 403, PROFILE_TEXT.ownersOnly, "an organizer creates a profile");
    const anonymous = await call("/api/profiles", { form: profileForm({ base_location: "Kraków" }) });
    expect(anonymous.status).toBe(401);

    const notAnImage = new Uint8Array(
      new TextEncoder().encode("to nie jest zdjęcie, tylko tekst udający PNG"),
    );
    const fake = await call("/api/profiles", {
      ...as(owner),
      form: profileForm({ base_location: "Kraków" }, [
        { bytes: notAnImage, name: "fake.png", type: "image/png" },
      ]),
    });
    expectError(fake, 400, PROFILE_TEXT.photoType, "a text file sent as a photo");
    const mine = expectBody(
      await call("/api/profiles/my-profiles", as(owner)),
      200,
      v.array(profileSchema),
      "my profiles after refusals",
    );
    expect(mine).toEqual([]);
  });
});

const ids = (trucks: { profile_id: number }[]) => trucks.map((found) => found.profile_id);

describe.concurrent("search and availability", () => {
  test("a place or postal code lists the trucks whose base and radius reach it, nearest first", async () => {
    const owner = await createOwner("place-owner");
    const truck = await createTruck(owner, {
      base_location: `Sejny, ${uniqueWord()}`,
      operation_radius_km: 5,
      dishes: ["spiral_potato"],
    });
    const byPlace = await searchTrucks({ postal_code: "Sejny", limit: "100" });
    const distances = byPlace.trucks.map((found) => found.distance_km ?? Number.NaN);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances, "nearest first, each with its distance").toEqual([...distances].sort((a, b) => a - b));
    expect(byPlace.total).toBeGreaterThanOrEqual(byPlace.trucks.length);
    const here = await findInSearch({ postal_code: "Sejny", cuisine: "spiral_potato" }, truck.profile_id);
    expect(here, "the truck based in Sejny is found from Sejny").toBeDefined();
    expect(here?.distance_km).toBeLessThanOrEqual(1);

    // The same owner's second truck, in Kraków: found by a Kraków postal code, where the first does not reach.
    const second = await createTruck(owner, {
      base_location: `Kraków, ${uniqueWord()}`,
      operation_radius_km: 30,
    });
    const fromKrakow = await findInSearch({ postal_code: "30-001" }, second.profile_id);
    expect(fromKrakow, "the Kraków truck is found by postal code 30-001").toBeDefined();
    expect(fromKrakow?.distance_km).toBeLessThanOrEqual(1);
    expect(
      await findInSearch({ postal_code: "30-001" }, truck.profile_id),
      "a 5 km radius around Sejny does not reach Kraków",
    ).toBeUndefined();
  });

  test("search finds a truck by location text and by cuisine, and skips it on its busy days", async () => {
    const [owner, stranger] = await Promise.all([createOwner("search-owner"), createOwner("search-other")]);
    const word = uniqueWord();
    const truck = await createTruck(owner, {
      base_location: `Sejny, ${word}`,
      operation_radius_km: 5,
      dishes: ["zapiekanki"],
      drinks: ["lemonade"],
      long_term_rental_available: true,
    });

    // A text that names no place matches base locations containing it.
    const byText = await searchTrucks({ postal_code: word });
    expect(ids(byText.trucks)).toEqual([truck.profile_id]);
    expect(byText.total).toBe(1);
    expect(byText.trucks[0]).toEqual(truck);

    expect(ids((await searchTrucks({ postal_code: word, cuisine: "zapiekanki" })).trucks)).toEqual([
      truck.profile_id,
    ]);
    expect(ids((await searchTrucks({ postal_code: word, cuisine: "lemonade" })).trucks)).toEqual([
      truck.profile_id,
    ]);
    expect(ids((await searchTrucks({ postal_code: word, long_term_rental: "true" })).trucks)).toEqual([
      truck.profile_id,
    ]);
    const otherCuisine = await searchTrucks({ postal_code: word, cuisine: "pizza" });
    expect(otherCuisine).toEqual({ trucks: [], total: 0 });
    expectError(
      await call(`/api/profiles?cuisine=sushi`),
      400,
      PROFILE_TEXT.unknownCuisine,
      "search by a cuisine not in the catalogue",
    );
    const nowhere = await call(
      `/api/profiles?${new URLSearchParams({ postal_code: uniqueWord("nigdzie") })}`,
    );
    expect(expectBody(nowhere, 200, v.array(profileSchema), "search for an unknown place")).toEqual([]);
    expect(nowhere.headers.get("X-Place-Not-Found")).toBe("true");

    // The owner marks two days busy: the calendar shows them and the search leaves the truck out then.
    const first = warsawDay(40);
    const second = warsawDay(41);
    const free = warsawDay(43);
    for (const day of [first, second]) {
      const marked = await call(`/api/profiles/${truck.profile_id}/availability`, {
        ...as(owner),
        json: { ...dayParts(day), isUnavailable: true },
      });
      expect(
        expectBody(marked, 200, v.object({ day: v.string(), isUnavailable: v.boolean() }), "mark busy"),
      ).toEqual({ day, isUnavailable: true });
    }
    for (const day of [first, second]) {
      const { year, month, day: date } = dayParts(day);
      expect(await busyDays(truck.profile_id, year, month), `busy days of ${year}-${month}`).toContain(date);
    }
    const range = await call(`/api/profiles/${truck.profile_id}/busy-days?from=${first}&to=${free}`);
    expect(expectBody(range, 200, v.array(v.string()), "GET busy-days")).toEqual([first, second]);

    expect((await searchTrucks({ postal_code: word, event_start_date: first })).trucks).toEqual([]);
    expect(
      (await searchTrucks({ postal_code: word, event_start_date: warsawDay(39), event_end_date: second }))
        .trucks,
    ).toEqual([]);
    expect(ids((await searchTrucks({ postal_code: word, event_start_date: free })).trucks)).toEqual([
      truck.profile_id,
    ]);

    // Someone else's calendar cannot be changed, nor anyone's without a session.
    const foreign = await call(`/api/profiles/${truck.profile_id}/availability`, {
      ...as(stranger),
      json: { ...dayParts(free), isUnavailable: true },
    });
    expectError(foreign, 403, PROFILE_TEXT.forbidden, "another owner marks the truck busy");
    const anonymous = await call(`/api/profiles/${truck.profile_id}/availability`, {
      json: { ...dayParts(free), isUnavailable: true },
    });
    expect(anonymous.status).toBe(401);

    // Freeing a day makes the truck findable on it again.
    const freed = await call(`/api/profiles/${truck.profile_id}/availability`, {
      ...as(owner),
      json: { ...dayParts(second), isUnavailable: false },
    });
    expect(freed.status, freed.text).toBe(200);
    const { year, month, day: date } = dayParts(second);
    expect(await busyDays(truck.profile_id, year, month)).not.toContain(date);
    expect(ids((await searchTrucks({ postal_code: word, event_start_date: second })).trucks)).toEqual([
      truck.profile_id,
    ]);
    expect((await searchTrucks({ postal_code: word, event_start_date: free })).trucks).toHaveLength(1);
    expect((await busyDays(truck.profile_id, year, month)).every((busy) => Number.isInteger(busy))).toBe(
      true,
    );

    // A week at once (issue 36): busy, so the search leaves the truck out, then free again; never a stranger.
    const week = { from: warsawDay(50), to: warsawDay(56) };
    const bulkResult = v.object({
      available: v.boolean(),
      changed: v.number(),
      skipped: v.number(),
      changed_days: v.array(v.string()),
    });
    const bulk = (available: boolean, who: typeof owner) =>
      call(`/api/profiles/${truck.profile_id}/availability/bulk`, {
        ...as(who),
        json: { ...week, available },
      });
    expect(expectBody(await bulk(false, owner), 200, bulkResult, "bulk busy").changed).toBe(7);
    expect((await searchTrucks({ postal_code: word, event_start_date: warsawDay(53) })).trucks).toEqual([]);
    expectError(await bulk(true, stranger), 403, PROFILE_TEXT.forbidden, "another owner frees the week");
    expect(expectBody(await bulk(true, owner), 200, bulkResult, "bulk free").changed_days).toHaveLength(7);
    expect((await searchTrucks({ postal_code: word, event_start_date: warsawDay(53) })).trucks).toHaveLength(
      1,
    );
  });
});
