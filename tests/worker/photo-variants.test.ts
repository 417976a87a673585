import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, fileOf, imageBytes, imageFile, readJson, waitUntilTrue } from "./helpers";
import {
  createOwner,
  createProfile,
  expectError,
  keyOfUrl,
  PROFILE_TEXT,
  photoRowsOf,
  postProfile,
  profileDtoSchema,
  profileForm,
  profileListSchema,
  putProfile,
  storedBytes,
  storedKeysOfGallery,
  storedWithSizes,
  uniqueSize,
  variantFile,
} from "./profile-fixtures";

const WIDE = { width: 1600, height: 1000 };
const PORTRAIT = { width: 600, height: 900 };
const SMALL = { width: 300, height: 200 };

describe("gallery photos with smaller WebP copies", () => {
  it("stores each copy beside its photo and records every pixel size read from the bytes", async () => {
    const owner = await createOwner();
    const photos = [
      imageFile("jpeg", { pixels: WIDE, fill: 1 }),
      imageFile("png", { pixels: PORTRAIT, fill: 2 }),
      imageFile("webp", { pixels: SMALL, fill: 3 }),
    ];
    // Sent in any order; the 600 px photo has only a 400 px copy, the 300 px one none.
    const variants = [variantFile(0, 800, WIDE), variantFile(1, 400, PORTRAIT), variantFile(0, 400, WIDE)];
    const profile = await createProfile(owner.token, {}, photos, variants);

    const keys = profile.gallery_photo_urls.map(keyOfUrl);
    const ids = profile.gallery_photos.map((photo) => photo.id);
    expect(new Set(ids).size).toBe(3);
    expect(profile.gallery_photos).toEqual([
      {
        id: ids[0],
        url: `/api/files/${keys[0]}`,
        width: 1600,
        height: 1000,
        variants: [400, 800].map((width) => ({
          width,
          url: `/api/files/${(keys[0] ?? "").replace(/\.jpg$/, `-w${width}.webp`)}`,
        })),
      },
      {
        id: ids[1],
        url: `/api/files/${keys[1]}`,
        width: 600,
        height: 900,
        variants: [{ width: 400, url: `/api/files/${(keys[1] ?? "").replace(/\.png$/, "-w400.webp")}` }],
      },
      { id: ids[2], url: `/api/files/${keys[2]}`, width: 300, height: 200, variants: [] },
    ]);
    expect(
      (await photoRowsOf(profile.profile_id)).map(({ width, height, variantWidths }) => [
        width,
        height,
        variantWidths,
      ]),
    ).toEqual([
      [1600, 1000, "400,800"],
      [600, 900, "400"],
      [300, 200, ""],
    ]);
    const stored = await env.FILES.get(keyOfUrl(profile.gallery_photos[0]?.variants[1]?.url ?? ""));
    expect(stored?.httpMetadata?.contentType).toBe("image/webp");
    expect(new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(
      new Uint8Array(await (variants[0] as File).arrayBuffer()),
    );
    // The public profile answers the same, and the copies are served like the photos.
    expect(await readJson(await api(`/profiles/${profile.profile_id}`), profileDtoSchema)).toEqual(profile);
    const served = await api((profile.gallery_photos[1]?.variants[0]?.url ?? "").replace(/^\/api/, ""));
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  });

  it("photos without copies keep working, with their size read from the bytes", async () => {
    const owner = await createOwner();
    const profile = await createProfile(owner.token, {}, [
      imageFile("webp", { pixels: { width: 1920, height: 1280 } }),
    ]);
    expect(profile.gallery_photos).toEqual([
      { id: expect.any(Number), url: profile.gallery_photo_urls[0], width: 1920, height: 1280, variants: [] },
    ]);
  });

  it("a photo whose size cannot be read is refused", async () => {
    const owner = await createOwner();
    // PNG magic bytes, but no IHDR chunk after them.
    const headless = fileOf(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(40).fill(7)]),
      "a.png",
      "image/png",
    );
    await expectError(
      await postProfile(profileForm({}, [headless]), owner.token),
      400,
      PROFILE_TEXT.photoUnreadable,
    );
  });

  it("a photo over 1920 px on its longer side is refused; 1920 px is accepted (SPEC.md §9)", async () => {
    const owner = await createOwner();
    const tall = imageFile("png", { pixels: { width: 1200, height: 1921 } });
    await expectError(
      await postProfile(profileForm({}, [tall]), owner.token),
      400,
      PROFILE_TEXT.photoTooWide,
    );
    const wide = imageFile("jpeg", { pixels: { width: 1920, height: 1080 } });
    expect((await postProfile(profileForm({}, [wide]), owner.token)).status).toBe(201);
  });

  const badCopies: [string, () => File, string][] = [
    [
      "a JPEG, not WebP",
      () => fileOf(imageBytes("jpeg", 600, 1, { width: 400, height: 250 }), "0-w400.webp", "image/webp"),
      PROFILE_TEXT.variantType,
    ],
    [
      "text named .webp",
      () => fileOf(new TextEncoder().encode("nie zdjęcie"), "0-w400.webp", "image/webp"),
      PROFILE_TEXT.variantType,
    ],
    ["over 256 KB", () => variantFile(0, 400, WIDE, { size: 256 * 1024 + 1 }), PROFILE_TEXT.variantTooLarge],
    [
      "narrower than its name says",
      () => variantFile(0, 400, WIDE, { pixels: { width: 399, height: 249 } }),
      PROFILE_TEXT.variantSize,
    ],
    [
      "not the photo's proportions",
      () => variantFile(0, 400, WIDE, { pixels: { width: 400, height: 400 } }),
      PROFILE_TEXT.variantSize,
    ],
    [
      "a header without a size",
      () => fileOf(imageBytes("webp", 600, 1, { width: 0, height: 0 }), "0-w400.webp", "image/webp"),
      PROFILE_TEXT.variantSize,
    ],
    [
      "a width not offered",
      () => variantFile(0, 400, WIDE, { name: "0-w500.webp", pixels: { width: 500, height: 313 } }),
      PROFILE_TEXT.variantName,
    ],
    [
      "a name that is no copy's",
      () => variantFile(0, 400, WIDE, { name: "miniatura.webp" }),
      PROFILE_TEXT.variantName,
    ],
    ["a copy of a photo not sent", () => variantFile(1, 400, WIDE), PROFILE_TEXT.variantName],
  ];
  for (const [label, copy, message] of badCopies) {
    it(`a copy that is ${label} → 400, and nothing is stored`, async () => {
      const owner = await createOwner();
      const photoSize = uniqueSize();
      const goodCopySize = uniqueSize();
      const photo = imageFile("jpeg", { pixels: WIDE, size: photoSize });
      const good = variantFile(0, 800, WIDE, { size: goodCopySize });
      await expectError(
        await postProfile(profileForm({}, [photo], [good, copy()]), owner.token),
        400,
        message,
      );
      const mine = await api("/profiles/my-profiles", undefined, { token: owner.token });
      expect(await readJson(mine, profileListSchema)).toEqual([]);
      expect(await storedWithSizes([photoSize, goodCopySize])).toBe(0);
    });
  }

  it("a copy as wide as its photo, or the same copy twice, is refused", async () => {
    const owner = await createOwner();
    const narrow = { width: 400, height: 300 };
    await expectError(
      await postProfile(
        profileForm({}, [imageFile("png", { pixels: narrow })], [variantFile(0, 400, narrow)]),
        owner.token,
      ),
      400,
      PROFILE_TEXT.variantSize,
    );
    await expectError(
      await postProfile(
        profileForm(
          {},
          [imageFile("png", { pixels: WIDE })],
          [variantFile(0, 400, WIDE), variantFile(0, 400, WIDE)],
        ),
        owner.token,
      ),
      400,
      PROFILE_TEXT.variantName,
    );
  });

  it("new photos replace the gallery: the old photos' copies are deleted from R2 too", async () => {
    const owner = await createOwner();
    const created = await createProfile(
      owner.token,
      {},
      [imageFile("jpeg", { pixels: WIDE }), imageFile("png", { pixels: PORTRAIT })],
      [variantFile(0, 400, WIDE), variantFile(0, 800, WIDE), variantFile(1, 400, PORTRAIT)],
    );
    const oldKeys = storedKeysOfGallery(created);
    expect(oldKeys).toHaveLength(5);
    for (const key of oldKeys) expect(await storedBytes(key), key).not.toBeNull();

    const res = await putProfile(
      created.profile_id,
      profileForm({}, [imageFile("webp", { pixels: PORTRAIT })], [variantFile(0, 400, PORTRAIT)]),
      owner.token,
    );
    expect(res.status).toBe(200);
    const updated = await readJson(res, profileDtoSchema);
    expect(
      updated.gallery_photos.map((photo) => [photo.width, photo.height, photo.variants.map((v) => v.width)]),
    ).toEqual([[600, 900, [400]]]);
    await waitUntilTrue(async () => {
      const heads = await Promise.all(oldKeys.map((key) => env.FILES.head(key)));
      return heads.every((head) => head === null);
    });
    for (const key of storedKeysOfGallery(updated)) expect(await storedBytes(key), key).not.toBeNull();
  });

  it("two replacements at once: the gallery that lost leaves nothing behind in R2", async () => {
    const owner = await createOwner();
    const created = await createProfile(owner.token, {}, [imageFile("png", { pixels: PORTRAIT })]);
    const first = [uniqueSize(), uniqueSize()];
    const second = [uniqueSize(), uniqueSize()];
    const replacement = (sizes: number[]) =>
      putProfile(
        created.profile_id,
        profileForm(
          {},
          [imageFile("jpeg", { pixels: WIDE, size: sizes[0] })],
          [variantFile(0, 400, WIDE, { size: sizes[1] })],
        ),
        owner.token,
      );
    const answers = await Promise.all([replacement(first), replacement(second)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const final = await readJson(await api(`/profiles/${created.profile_id}`), profileDtoSchema);
    expect(final.gallery_photos).toHaveLength(1);
    // Only the gallery the profile shows stays stored: the photo and its copy.
    await waitUntilTrue(async () => (await storedWithSizes([...first, ...second])) === 2);
    for (const key of storedKeysOfGallery(final)) expect(await storedBytes(key), key).not.toBeNull();
  });

  it("when the database write fails, the photos and copies already in R2 are removed again", async () => {
    const owner = await createOwner();
    const created = await createProfile(owner.token, {}, [imageFile("png", { pixels: PORTRAIT })]);
    // Makes the gallery insert of this one profile fail inside the batch (after R2 was written).
    const trigger = `fail_photos_${created.profile_id}`;
    await env.DB.exec(
      `CREATE TRIGGER ${trigger} BEFORE INSERT ON profile_photos WHEN NEW.profile_id = ${created.profile_id} BEGIN SELECT RAISE(ABORT, 'test'); END;`,
    );
    try {
      const sizes = [uniqueSize(), uniqueSize(), uniqueSize()];
      const res = await putProfile(
        created.profile_id,
        profileForm(
          {},
          [imageFile("jpeg", { pixels: WIDE, size: sizes[0] })],
          [variantFile(0, 400, WIDE, { size: sizes[1] }), variantFile(0, 800, WIDE, { size: sizes[2] })],
        ),
        owner.token,
      );
      expect(res.status).toBe(500);
      expect(await storedWithSizes(sizes)).toBe(0);
    } finally {
      await env.DB.exec(`DROP TRIGGER ${trigger};`);
    }
    // The old gallery is untouched.
    expect(await readJson(await api(`/profiles/${created.profile_id}`), profileDtoSchema)).toEqual(created);
    expect(await storedBytes(keyOfUrl(created.gallery_photo_urls[0] ?? ""))).not.toBeNull();
  });
});
