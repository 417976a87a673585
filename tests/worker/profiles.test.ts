import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  api,
  apiForm,
  createVerifiedUser,
  fileOf,
  imageBytes,
  imageFile,
  profileOf,
  readJson,
  TEXT,
  userDtoSchema,
  waitUntilTrue,
} from "./helpers";
import {
  createAdmin,
  createOwner,
  createProfile,
  expectError,
  keyOfUrl,
  MAX_PHOTO_BYTES,
  offerJson,
  PROFILE_TEXT,
  photoRowsOf,
  postProfile,
  profileDtoSchema,
  profileForm,
  profileListSchema,
  profileRow,
  putProfile,
  storedBytes,
} from "./profile-fixtures";

async function profileCount(token: string): Promise<number> {
  const res = await profileOf(token);
  expect(res.status).toBe(200);
  return (await readJson(res, userDtoSchema)).profile_count;
}

describe("POST /api/profiles", () => {
  it("an owner creates a profile: 201 with the profile, fields stored as sent", async () => {
    const owner = await createOwner();
    const res = await postProfile(
      profileForm({
        food_truck_name: "  Zapiekanka Express  ",
        food_truck_description: "Zapiekanki jak z Placu Nowego.",
        base_location: "Kraków, ul. Floriańska 3",
        operation_radius_km: "75",
        offer: offerJson({ dishes: ["zapiekanki", "hot_dogs"], drinks: ["coffee"], dietary: ["vegan"] }),
        long_term_rental_available: "true",
      }),
      owner.token,
    );
    expect(res.status).toBe(201);
    const profile = await readJson(res, profileDtoSchema);
    expect(profile).toEqual({
      profile_id: expect.any(Number),
      doc_id: String(profile.profile_id),
      owner_id: owner.user.id,
      food_truck_name: "Zapiekanka Express",
      food_truck_description: "Zapiekanki jak z Placu Nowego.",
      profile_image_url: null,
      base_location: "Kraków, ul. Floriańska 3",
      // Kraków's point in the gazetteer, for the search map.
      base_lat: 50.0614,
      base_lng: 19.9366,
      operation_radius_km: 75,
      offer: { dishes: ["zapiekanki", "hot_dogs"], drinks: ["coffee"], dietary: ["vegan"] },
      long_term_rental_available: true,
      gallery_photo_urls: [],
      gallery_photos: [],
      rating_average: null,
      review_count: 0,
      price_from: null,
      price_to: null,
      minimum_order: null,
      portions_per_hour: null,
      truck_length_m: null,
      power: null,
      power_kw: null,
      needs_water: null,
    });
    const fetched = await api(`/profiles/${profile.profile_id}`);
    expect(fetched.status).toBe(200);
    expect(await readJson(fetched, profileDtoSchema)).toEqual(profile);
  });

  it("defaults: no offer and no long-term flag give an empty offer and false", async () => {
    const owner = await createOwner();
    const profile = await createProfile(owner.token, { offer: null, long_term_rental_available: null });
    expect(profile.offer).toEqual({ dishes: [], drinks: [], dietary: [] });
    expect(profile.long_term_rental_available).toBe(false);
  });

  it("duplicate offer codes are stored once", async () => {
    const owner = await createOwner();
    const profile = await createProfile(owner.token, { offer: offerJson({ dishes: ["pizza", "pizza"] }) });
    expect(profile.offer.dishes).toEqual(["pizza"]);
  });

  it("anonymous → 401, organizer → 403 (Polish), blocked owner → 403; nothing is stored", async () => {
    await expectError(await postProfile(profileForm()), 401, TEXT.unauthorized);
    await expectError(await postProfile(profileForm(), "not-a-token"), 401, TEXT.sessionExpired);
    const organizer = await createVerifiedUser({ userType: "organizer" });
    await expectError(await postProfile(profileForm(), organizer.token), 403, PROFILE_TEXT.ownersOnly);
    expect(await profileCount(organizer.token)).toBe(0);
    const blocked = await createOwner({ isBlocked: true });
    await expectError(await postProfile(profileForm(), blocked.token), 403, TEXT.blocked);
  });

  it("an admin may create a profile (owned by the admin)", async () => {
    const admin = await createAdmin();
    const profile = await createProfile(admin.token);
    expect(profile.owner_id).toBe(admin.user.id);
  });

  it("profile_count in GET /api/auth/profile follows the owner's profiles", async () => {
    const owner = await createOwner();
    const other = await createOwner();
    expect(await profileCount(owner.token)).toBe(0);
    await createProfile(owner.token);
    expect(await profileCount(owner.token)).toBe(1);
    await createProfile(owner.token);
    expect(await profileCount(owner.token)).toBe(2);
    expect(await profileCount(other.token)).toBe(0);
    // A rejected create does not count.
    await expectError(await postProfile(profileForm({ food_truck_name: "" }), owner.token), 400);
    expect(await profileCount(owner.token)).toBe(2);
  });

  describe("validation: 400 with a Polish message, never a 500", () => {
    // A missing field gets valibot's generic (Polish) type message, with `field` naming it.
    const missing: [string, string][] = [
      ["missing name", "food_truck_name"],
      ["missing description", "food_truck_description"],
      ["missing base location", "base_location"],
      ["missing radius", "operation_radius_km"],
    ];
    for (const [label, field] of missing) {
      it(label, async () => {
        const owner = await createOwner();
        const body = await expectError(await postProfile(profileForm({ [field]: null }), owner.token), 400);
        expect(body.field).toBe(field);
      });
    }

    const cases: [string, Record<string, string | Blob | string[] | null>, string][] = [
      ["blank name", { food_truck_name: "   " }, PROFILE_TEXT.name],
      ["blank description", { food_truck_description: "" }, PROFILE_TEXT.description],
      ["blank base location", { base_location: " " }, PROFILE_TEXT.baseLocation],
      ["name sent twice", { food_truck_name: ["A", "B"] }, PROFILE_TEXT.name],
      [
        "name as a file",
        { food_truck_name: fileOf(imageBytes("png"), "n.png", "image/png") },
        PROFILE_TEXT.name,
      ],
      ["radius not a number", { operation_radius_km: "pięćdziesiąt" }, PROFILE_TEXT.radius],
      ["radius with decimals", { operation_radius_km: "12.5" }, PROFILE_TEXT.radius],
      ["radius 0", { operation_radius_km: "0" }, PROFILE_TEXT.radius],
      ["radius over 1000", { operation_radius_km: "1001" }, PROFILE_TEXT.radius],
      ["negative radius", { operation_radius_km: "-5" }, PROFILE_TEXT.radius],
      ["offer not JSON", { offer: "burgers" }, PROFILE_TEXT.offer],
      ["offer null", { offer: "null" }, PROFILE_TEXT.offer],
      ["unknown dish", { offer: offerJson({ dishes: ["sushi"] }) }, PROFILE_TEXT.offer],
      ["unknown drink", { offer: offerJson({ drinks: ["vodka_shots"] }) }, PROFILE_TEXT.offer],
      ["unknown dietary", { offer: offerJson({ dietary: ["keto"] }) }, PROFILE_TEXT.offer],
      ["a drink listed as a dish", { offer: offerJson({ dishes: ["coffee"] }) }, PROFILE_TEXT.offer],
      ["dishes not a list", { offer: '{"dishes":"burgers"}' }, PROFILE_TEXT.offer],
      ["a number in the dishes", { offer: '{"dishes":[1]}' }, PROFILE_TEXT.offer],
      [
        "offer as a file",
        { offer: fileOf(imageBytes("png"), "o.json", "application/json") },
        PROFILE_TEXT.offer,
      ],
      ["bad long-term flag", { long_term_rental_available: "maybe" }, PROFILE_TEXT.longTermRental],
      ["gallery_photos as text", { gallery_photos: "photo.jpg" }, PROFILE_TEXT.galleryNotFiles],
    ];
    for (const [label, overrides, message] of cases) {
      it(label, async () => {
        const owner = await createOwner();
        await expectError(await postProfile(profileForm(overrides), owner.token), 400, message);
        const mine = await api("/profiles/my-profiles", undefined, { token: owner.token });
        expect(await readJson(mine, profileListSchema)).toEqual([]);
      });
    }

    it("an offer that is a JSON array is refused", async () => {
      const owner = await createOwner();
      await expectError(
        await postProfile(profileForm({ offer: '["burgers"]' }), owner.token),
        400,
        PROFILE_TEXT.offer,
      );
    });

    it("a text value among the gallery files", async () => {
      const owner = await createOwner();
      const form = profileForm({}, [imageFile("png")]);
      form.append("gallery_photos", "not a file");
      await expectError(await postProfile(form, owner.token), 400, PROFILE_TEXT.galleryNotFiles);
    });

    it("a JSON body instead of multipart", async () => {
      const owner = await createOwner();
      const res = await api(
        "/profiles",
        {
          food_truck_name: "X",
          food_truck_description: "Y",
          base_location: "Warszawa",
          operation_radius_km: "5",
        },
        { token: owner.token },
      );
      await expectError(res, 400);
    });

    it("no body at all", async () => {
      const owner = await createOwner();
      await expectError(await apiForm("/profiles", "", { token: owner.token }), 400);
    });

    it("a malformed multipart body", async () => {
      const owner = await createOwner();
      const res = await apiForm("/profiles", '--other\r\nContent-Disposition: form-data; name="x"\r\n\r\n1', {
        token: owner.token,
        contentType: "multipart/form-data; boundary=expected",
      });
      await expectError(res, 400, PROFILE_TEXT.badForm);
    });

    it("multipart without a boundary", async () => {
      const owner = await createOwner();
      const res = await apiForm("/profiles", "food_truck_name=x", {
        token: owner.token,
        contentType: "multipart/form-data",
      });
      await expectError(res, 400);
    });

    it("an over-long name", async () => {
      const owner = await createOwner();
      await expectError(
        await postProfile(profileForm({ food_truck_name: "A".repeat(121) }), owner.token),
        400,
      );
    });
  });
});

describe("gallery photos", () => {
  it("are checked by magic bytes, stored in R2 under new keys with the detected type, in upload order", async () => {
    const owner = await createOwner();
    const photos = [
      imageFile("jpeg", { fill: 1 }),
      // PNG bytes sent as "x.jpg"/image/jpeg: the bytes decide.
      fileOf(imageBytes("png", 300, 2), "x.jpg", "image/jpeg"),
      imageFile("webp", { fill: 3 }),
    ];
    const profile = await createProfile(owner.token, {}, photos);
    expect(profile.gallery_photo_urls).toHaveLength(3);
    expect(profile.profile_image_url).toBe(profile.gallery_photo_urls[0]);
    const keys = profile.gallery_photo_urls.map(keyOfUrl);
    expect(keys[0]).toMatch(/^profiles\/[0-9a-f-]{36}\.jpg$/);
    expect(keys[1]).toMatch(/^profiles\/[0-9a-f-]{36}\.png$/);
    expect(keys[2]).toMatch(/^profiles\/[0-9a-f-]{36}\.webp$/);
    const types = ["image/jpeg", "image/png", "image/webp"];
    for (const [index, key] of keys.entries()) {
      const object = await env.FILES.get(key);
      expect(object, key).not.toBeNull();
      expect(object?.httpMetadata?.contentType).toBe(types[index]);
      const bytes = new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0));
      expect(bytes).toEqual(new Uint8Array(await (photos[index] as File).arrayBuffer()));
    }
    expect(
      (await photoRowsOf(profile.profile_id)).map((row) => [row.key, row.position, row.contentType]),
    ).toEqual(keys.map((key, index) => [key, index, types[index]]));
    const row = await profileRow(profile.profile_id);
    expect(row?.profileImageKey).toBe(keys[0]);
  });

  it("exactly 10 photos are accepted; an 11th is a 400 and nothing is stored", async () => {
    const owner = await createOwner();
    const ten = Array.from({ length: 10 }, (_, i) => imageFile("png", { fill: i + 1, size: 64 }));
    const profile = await createProfile(owner.token, {}, ten);
    expect(profile.gallery_photo_urls).toHaveLength(10);
    for (const [index, url] of profile.gallery_photo_urls.entries()) {
      expect((await storedBytes(keyOfUrl(url)))?.at(-1)).toBe(index + 1);
    }

    const other = await createOwner();
    const eleven = Array.from({ length: 11 }, () => imageFile("png", { size: 64 }));
    await expectError(
      await postProfile(profileForm({}, eleven), other.token),
      400,
      PROFILE_TEXT.tooManyPhotos,
    );
    const mine = await api("/profiles/my-profiles", undefined, { token: other.token });
    expect(await readJson(mine, profileListSchema)).toEqual([]);
  });

  it("empty files are ignored", async () => {
    const owner = await createOwner();
    const empty = fileOf(new Uint8Array(0), "empty.jpg", "image/jpeg");
    const profile = await createProfile(owner.token, {}, [empty, imageFile("png"), empty]);
    expect(profile.gallery_photo_urls).toHaveLength(1);
  });

  it('a no-file-chosen part (filename="") is ignored', async () => {
    const owner = await createOwner();
    const profile = await createProfile(owner.token, {}, [
      fileOf(new Uint8Array(0), "", "application/octet-stream"),
    ]);
    expect(profile.gallery_photo_urls).toEqual([]);
  });

  it("a photo of exactly 1 MB is accepted; 1 MB + 1 byte is a 413", async () => {
    const owner = await createOwner();
    const ok = await createProfile(owner.token, {}, [imageFile("jpeg", { size: MAX_PHOTO_BYTES })]);
    expect(ok.gallery_photo_urls).toHaveLength(1);
    const res = await postProfile(
      profileForm({}, [imageFile("png"), imageFile("jpeg", { size: MAX_PHOTO_BYTES + 1 })]),
      owner.token,
    );
    await expectError(res, 413, PROFILE_TEXT.photoTooLarge);
  });

  const notImages: [string, File][] = [
    [
      "a text file renamed .jpg",
      fileOf(new TextEncoder().encode("Hello, to nie jest zdjęcie."), "photo.jpg", "image/jpeg"),
    ],
    ["a GIF", fileOf(new TextEncoder().encode("GIF89a\u0001\u0000\u0001\u0000"), "anim.gif", "image/gif")],
    ["a PDF named .png", fileOf(new TextEncoder().encode("%PDF-1.7\n%âãÏÓ\n"), "scan.png", "image/png")],
    [
      "an SVG",
      fileOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), "a.svg", "image/svg+xml"),
    ],
    ["a truncated PNG signature", fileOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), "a.png", "image/png")],
    [
      "RIFF that is not WebP (WAV)",
      fileOf(new TextEncoder().encode("RIFF\u0024\u0000\u0000\u0000WAVEfmt "), "a.webp", "image/webp"),
    ],
  ];
  for (const [label, file] of notImages) {
    it(`${label} → 400 (even after a valid photo)`, async () => {
      const owner = await createOwner();
      await expectError(
        await postProfile(profileForm({}, [imageFile("png"), file]), owner.token),
        400,
        PROFILE_TEXT.photoType,
      );
      const mine = await api("/profiles/my-profiles", undefined, { token: owner.token });
      expect(await readJson(mine, profileListSchema)).toEqual([]);
    });
  }
});

describe("PUT /api/profiles/{id}", () => {
  it("the owner edits the fields; without new photos the gallery stays", async () => {
    const owner = await createOwner();
    const created = await createProfile(owner.token, {}, [imageFile("png", { fill: 7 })]);
    const res = await putProfile(
      created.profile_id,
      profileForm({
        food_truck_name: "Nowa Nazwa",
        food_truck_description: "Nowy opis",
        base_location: "Gdańsk",
        operation_radius_km: "120",
        offer: offerJson({ dishes: ["pizza"], drinks: ["craft_beer"] }),
        long_term_rental_available: "on",
      }),
      owner.token,
    );
    expect(res.status).toBe(200);
    const updated = await readJson(res, profileDtoSchema);
    expect(updated).toEqual({
      ...created,
      food_truck_name: "Nowa Nazwa",
      food_truck_description: "Nowy opis",
      base_location: "Gdańsk",
      base_lat: 54.3523,
      base_lng: 18.6491,
      operation_radius_km: 120,
      offer: { dishes: ["pizza"], drinks: ["craft_beer"], dietary: [] },
      long_term_rental_available: true,
    });
    const key = keyOfUrl(created.gallery_photo_urls[0] ?? "");
    expect(await storedBytes(key)).not.toBeNull();
    const fetched = await api(`/profiles/${created.profile_id}`);
    expect(await readJson(fetched, profileDtoSchema)).toEqual(updated);
  });

  it("an empty file keeps the gallery", async () => {
    const owner = await createOwner();
    const created = await createProfile(owner.token, {}, [imageFile("webp")]);
    const res = await putProfile(
      created.profile_id,
      profileForm({}, [fileOf(new Uint8Array(0), "empty.png", "image/png")]),
      owner.token,
    );
    expect(res.status).toBe(200);
    expect((await readJson(res, profileDtoSchema)).gallery_photo_urls).toEqual(created.gallery_photo_urls);
  });

  it("new photos replace the whole gallery; the old objects are deleted from R2", async () => {
    const owner = await createOwner();
    const created = await createProfile(owner.token, {}, [
      imageFile("png", { fill: 1 }),
      imageFile("jpeg", { fill: 2 }),
      imageFile("webp", { fill: 3 }),
    ]);
    const oldKeys = created.gallery_photo_urls.map(keyOfUrl);
    for (const key of oldKeys) expect(await env.FILES.head(key)).not.toBeNull();

    const res = await putProfile(
      created.profile_id,
      profileForm({}, [imageFile("jpeg", { fill: 9 })]),
      owner.token,
    );
    expect(res.status).toBe(200);
    const updated = await readJson(res, profileDtoSchema);
    expect(updated.gallery_photo_urls).toHaveLength(1);
    const newKey = keyOfUrl(updated.gallery_photo_urls[0] ?? "");
    expect(oldKeys).not.toContain(newKey);
    expect(updated.profile_image_url).toBe(`/api/files/${newKey}`);
    expect((await storedBytes(newKey))?.at(-1)).toBe(9);
    expect((await photoRowsOf(created.profile_id)).map((row) => row.key)).toEqual([newKey]);
    // Old objects go in waitUntil, after the response.
    await waitUntilTrue(async () => {
      const heads = await Promise.all(oldKeys.map((key) => env.FILES.head(key)));
      return heads.every((head) => head === null);
    });
    const gone = await api(`/files/${oldKeys[0]}`);
    expect(gone.status).toBe(404);
    const fetched = await readJson(await api(`/profiles/${created.profile_id}`), profileDtoSchema);
    expect(fetched.gallery_photo_urls).toEqual(updated.gallery_photo_urls);
  });

  it("a rejected edit (bad photo) changes nothing: gallery, fields and R2 objects stay", async () => {
    const owner = await createOwner();
    const created = await createProfile(owner.token, {}, [imageFile("png")]);
    const bad = fileOf(new TextEncoder().encode("nie zdjęcie"), "x.jpg", "image/jpeg");
    const res = await putProfile(
      created.profile_id,
      profileForm({ food_truck_name: "Zmiana" }, [imageFile("png"), bad]),
      owner.token,
    );
    await expectError(res, 400, PROFILE_TEXT.photoType);
    expect(await readJson(await api(`/profiles/${created.profile_id}`), profileDtoSchema)).toEqual(created);
    expect(await env.FILES.head(keyOfUrl(created.gallery_photo_urls[0] ?? ""))).not.toBeNull();
  });

  it("11 photos → 400, a photo over 1 MB → 413 on edit too", async () => {
    const owner = await createOwner();
    const created = await createProfile(owner.token);
    const eleven = Array.from({ length: 11 }, () => imageFile("jpeg", { size: 32 }));
    await expectError(
      await putProfile(created.profile_id, profileForm({}, eleven), owner.token),
      400,
      PROFILE_TEXT.tooManyPhotos,
    );
    await expectError(
      await putProfile(
        created.profile_id,
        profileForm({}, [imageFile("png", { size: MAX_PHOTO_BYTES + 1 })]),
        owner.token,
      ),
      413,
      PROFILE_TEXT.photoTooLarge,
    );
  });

  it("permissions: anonymous 401, organizer 403, another owner 403, admin 200 (owner unchanged), unknown id 404", async () => {
    const owner = await createOwner();
    const created = await createProfile(owner.token);
    const form = () => profileForm({ food_truck_name: "Przejęty" });
    await expectError(await putProfile(created.profile_id, form()), 401, TEXT.unauthorized);
    const organizer = await createVerifiedUser({ userType: "organizer" });
    await expectError(await putProfile(created.profile_id, form(), organizer.token), 403, TEXT.forbidden);
    const otherOwner = await createOwner();
    await expectError(await putProfile(created.profile_id, form(), otherOwner.token), 403, TEXT.forbidden);
    expect((await profileRow(created.profile_id))?.foodTruckName).toBe(created.food_truck_name);

    const admin = await createAdmin();
    const res = await putProfile(
      created.profile_id,
      profileForm({ food_truck_name: "Poprawione przez admina" }),
      admin.token,
    );
    expect(res.status).toBe(200);
    const updated = await readJson(res, profileDtoSchema);
    expect(updated.food_truck_name).toBe("Poprawione przez admina");
    expect(updated.owner_id).toBe(owner.user.id);
    expect(await profileCount(owner.token)).toBe(1);
    expect(await profileCount(admin.token)).toBe(0);

    await expectError(await putProfile(2_000_000_000, form(), owner.token), 404, PROFILE_TEXT.notFound);
  });

  it("validation errors on edit are 400 with a Polish message", async () => {
    const owner = await createOwner();
    const created = await createProfile(owner.token);
    await expectError(
      await putProfile(
        created.profile_id,
        profileForm({ offer: offerJson({ dishes: ["sushi"] }) }),
        owner.token,
      ),
      400,
      PROFILE_TEXT.offer,
    );
    await expectError(
      await putProfile(created.profile_id, profileForm({ operation_radius_km: "abc" }), owner.token),
      400,
      PROFILE_TEXT.radius,
    );
    await expectError(
      await putProfile(created.profile_id, profileForm({ base_location: null }), owner.token),
      400,
    );
    expect(await readJson(await api(`/profiles/${created.profile_id}`), profileDtoSchema)).toEqual(created);
  });
});

describe("GET /api/profiles/{id} and /my-profiles", () => {
  it("a profile is public; an unknown id is 404 with a Polish message", async () => {
    const owner = await createOwner();
    const created = await createProfile(owner.token);
    const res = await api(`/profiles/${created.profile_id}`);
    expect(res.status).toBe(200);
    expect(await readJson(res, profileDtoSchema)).toEqual(created);
    await expectError(await api("/profiles/2000000000"), 404, PROFILE_TEXT.notFound);
    await expectError(await api("/profiles/0"), 404, PROFILE_TEXT.notFound);
  });

  it("a non-numeric id is a JSON 404, an over-long one a 400 — never a 500", async () => {
    await expectError(await api("/profiles/abc"), 404, TEXT.notFound);
    await expectError(await api("/profiles/12345678901"), 400);
  });

  it("my-profiles: anonymous 401; an owner sees only their own, by name; an organizer none", async () => {
    await expectError(await api("/profiles/my-profiles"), 401, TEXT.unauthorized);
    const owner = await createOwner();
    const other = await createOwner();
    const b = await createProfile(owner.token, { food_truck_name: "Bistro na kółkach" });
    const a = await createProfile(owner.token, { food_truck_name: "Amerykańskie Burgery" });
    await createProfile(other.token);
    const res = await api("/profiles/my-profiles", undefined, { token: owner.token });
    expect(res.status).toBe(200);
    expect((await readJson(res, profileListSchema)).map((p) => p.profile_id)).toEqual([
      a.profile_id,
      b.profile_id,
    ]);
    const organizer = await createVerifiedUser({ userType: "organizer" });
    const none = await api("/profiles/my-profiles", undefined, { token: organizer.token });
    expect(await readJson(none, profileListSchema)).toEqual([]);
  });
});

describe("geocoding on save", () => {
  const cases: [string, { lat: number; lng: number }][] = [
    ["Warszawa", { lat: 52.2298, lng: 21.0118 }],
    ["Kraków", { lat: 50.0614, lng: 19.9366 }],
    ["lodz", { lat: 51.7706, lng: 19.4739 }],
    ["ŁÓDŹ", { lat: 51.7706, lng: 19.4739 }],
    ["Gdańsk", { lat: 54.3523, lng: 18.6491 }],
    ["gdansk, ul. Długa 1", { lat: 54.3523, lng: 18.6491 }],
    ["80-001", { lat: 54.3523, lng: 18.6491 }],
    ["ul. Marszałkowska 1, 00-950", { lat: 52.229, lng: 21.0164 }],
  ];
  for (const [text, expected] of cases) {
    it(`"${text}" is stored with its coordinates`, async () => {
      const owner = await createOwner();
      const profile = await createProfile(owner.token, { base_location: text });
      expect(profile.base_location).toBe(text);
      const row = await profileRow(profile.profile_id);
      expect(row?.baseLat).toBeCloseTo(expected.lat, 4);
      expect(row?.baseLng).toBeCloseTo(expected.lng, 4);
    });
  }

  it("an unknown place is saved without coordinates", async () => {
    const owner = await createOwner();
    const profile = await createProfile(owner.token, { base_location: "Zadupie Wielkie Kolonia" });
    const row = await profileRow(profile.profile_id);
    expect(row?.baseLat).toBeNull();
    expect(row?.baseLng).toBeNull();
  });

  it("editing the base location geocodes it again", async () => {
    const owner = await createOwner();
    const profile = await createProfile(owner.token, { base_location: "Warszawa" });
    const res = await putProfile(profile.profile_id, profileForm({ base_location: "krakow" }), owner.token);
    expect(res.status).toBe(200);
    const row = await profileRow(profile.profile_id);
    expect(row?.baseLat).toBeCloseTo(50.0614, 4);
    expect(row?.baseLng).toBeCloseTo(19.9366, 4);
    await putProfile(profile.profile_id, profileForm({ base_location: "Nieznanowo Górne" }), owner.token);
    expect((await profileRow(profile.profile_id))?.baseLat).toBeNull();
  });
});
