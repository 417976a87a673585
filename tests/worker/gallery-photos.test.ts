import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../worker/db/schema";
import { api, apiForm, createVerifiedUser, db, imageFile, readJson } from "./helpers";
import { parseHead, servePage } from "./page-fixtures";
import {
  createAdmin,
  createOwner,
  createProfile,
  expectError,
  keyOfUrl,
  type ProfileDtoJson,
  photoRowsOf,
  profileDtoSchema,
  profileListSchema,
  searchProfiles,
  storedBytes,
  storedKeysOfGallery,
  storedWithSizes,
  uniqueSize,
  uniqueWord,
  variantFile,
} from "./profile-fixtures";

// The gallery photo by photo (issue 36): append, remove, reorder; the first photo is the cover.

/** Texts of the gallery API, copied from worker/schemas/profile-photos.ts (the contract), not imported. */
const TEXT = {
  noPhotos: "Wybierz co najmniej jedno zdjęcie do dodania.",
  photoNotFound: "Nie znaleziono tego zdjęcia w galerii.",
  nineOfTen: "W galerii jest już 9 zdjęć z 10: możesz dodać jeszcze 1.",
  full: "W galerii jest już 10 zdjęć z 10. Usuń któreś, aby dodać nowe.",
  orderRepeats: "Każde zdjęcie może wystąpić w kolejności tylko raz.",
  orderMismatch:
    "Kolejność musi obejmować dokładnie wszystkie zdjęcia tej galerii. Galeria mogła się zmienić w międzyczasie – odśwież stronę i spróbuj ponownie.",
  forbidden: "Brak uprawnień do wykonania tej operacji.",
} as const;

const WIDE = { width: 1600, height: 1000 };
const PORTRAIT = { width: 600, height: 900 };

/** A multipart body of photos (each `pixels` big) and, for the first, its 400 and 800 px copies. */
function photosForm(photos: File[], variants: File[] = []): FormData {
  const form = new FormData();
  for (const photo of photos) form.append("gallery_photos", photo);
  for (const variant of variants) form.append("gallery_photo_variants", variant);
  return form;
}

function widePhoto(options: { size?: number } = {}): File {
  return imageFile("jpeg", { pixels: WIDE, ...options });
}

function appendPhotos(profileId: number, form: FormData, token?: string): Promise<Response> {
  return apiForm(`/profiles/${profileId}/photos`, form, token === undefined ? {} : { token });
}

function removePhoto(profileId: number, photoId: number, token?: string): Promise<Response> {
  return api(`/profiles/${profileId}/photos/${photoId}`, undefined, {
    method: "DELETE",
    ...(token === undefined ? {} : { token }),
  });
}

function orderPhotos(profileId: number, photoIds: unknown, token?: string): Promise<Response> {
  return api(
    `/profiles/${profileId}/photos/order`,
    { photo_ids: photoIds },
    { method: "PUT", ...(token === undefined ? {} : { token }) },
  );
}

async function publicGallery(profileId: number): Promise<ProfileDtoJson> {
  return readJson(await api(`/profiles/${profileId}`), profileDtoSchema);
}

function idsOf(profile: ProfileDtoJson): number[] {
  return profile.gallery_photos.map((photo) => photo.id);
}

async function truckWith(photoCount: number, fields: Record<string, string> = {}) {
  const owner = await createOwner();
  const photos = Array.from({ length: photoCount }, (_, fill) =>
    imageFile("png", { pixels: PORTRAIT, fill: fill + 1 }),
  );
  const profile = await createProfile(owner.token, fields, photos);
  return { owner, profile };
}

describe("appending photos (POST /api/profiles/{id}/photos)", () => {
  it("puts the photo and its copies after the others; the cover stays the first photo", async () => {
    const { owner, profile } = await truckWith(2);
    const res = await appendPhotos(
      profile.profile_id,
      photosForm([widePhoto()], [variantFile(0, 400, WIDE), variantFile(0, 800, WIDE)]),
      owner.token,
    );
    expect(res.status).toBe(201);
    const after = await readJson(res, profileDtoSchema);
    expect(after.gallery_photo_urls.slice(0, 2)).toEqual(profile.gallery_photo_urls);
    const added = after.gallery_photos[2];
    expect(added).toMatchObject({ width: 1600, height: 1000 });
    expect(added?.variants.map((variant) => variant.width)).toEqual([400, 800]);
    expect(after.profile_image_url).toBe(profile.gallery_photo_urls[0]);
    for (const key of storedKeysOfGallery(after)) expect(await storedBytes(key), key).not.toBeNull();
    expect((await photoRowsOf(profile.profile_id)).map((row) => row.position)).toEqual([0, 1, 2]);
    expect(await publicGallery(profile.profile_id)).toEqual(after);
  });

  it("the first photo of an empty gallery becomes its cover", async () => {
    const { owner, profile } = await truckWith(0);
    expect(profile.profile_image_url).toBeNull();
    const res = await appendPhotos(profile.profile_id, photosForm([widePhoto(), widePhoto()]), owner.token);
    expect(res.status).toBe(201);
    const after = await readJson(res, profileDtoSchema);
    expect(after.gallery_photos).toHaveLength(2);
    expect(after.profile_image_url).toBe(after.gallery_photo_urls[0]);
  });

  it("no photo at all is refused", async () => {
    const { owner, profile } = await truckWith(1);
    await expectError(
      await appendPhotos(profile.profile_id, new FormData(), owner.token),
      400,
      TEXT.noPhotos,
    );
  });

  it("beyond 10 photos in all is refused with the numbers, and nothing is written", async () => {
    const { owner, profile } = await truckWith(9);
    const sizes = [uniqueSize(), uniqueSize(), uniqueSize()];
    const two = photosForm(
      [widePhoto({ size: sizes[0] }), widePhoto({ size: sizes[1] })],
      [variantFile(0, 400, WIDE, { size: sizes[2] })],
    );
    await expectError(await appendPhotos(profile.profile_id, two, owner.token), 409, TEXT.nineOfTen);
    expect(await publicGallery(profile.profile_id)).toEqual(profile);
    expect(await storedWithSizes(sizes)).toBe(0);

    expect((await appendPhotos(profile.profile_id, photosForm([widePhoto()]), owner.token)).status).toBe(201);
    await expectError(
      await appendPhotos(profile.profile_id, photosForm([widePhoto()]), owner.token),
      409,
      TEXT.full,
    );
    expect(await photoRowsOf(profile.profile_id)).toHaveLength(10);
  });

  it("two appends at once on the ninth photo: one goes in, the other leaves nothing in R2", async () => {
    const { owner, profile } = await truckWith(9);
    const first = uniqueSize();
    const second = uniqueSize();
    const answers = await Promise.all(
      [first, second].map((size) =>
        appendPhotos(profile.profile_id, photosForm([widePhoto({ size })]), owner.token),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(await photoRowsOf(profile.profile_id)).toHaveLength(10);
    expect(await storedWithSizes([first, second])).toBe(1);
  });
});

describe("removing a photo (DELETE /api/profiles/{id}/photos/{photoId})", () => {
  it("removes the row and every size of the photo from R2; the cover moves to the next photo", async () => {
    const owner = await createOwner();
    const profile = await createProfile(
      owner.token,
      {},
      [widePhoto(), imageFile("png", { pixels: PORTRAIT })],
      [variantFile(0, 400, WIDE), variantFile(0, 800, WIDE), variantFile(1, 400, PORTRAIT)],
    );
    const [cover, second] = profile.gallery_photos;
    if (!cover || !second) throw new Error("two photos expected");
    const coverKeys = storedKeysOfGallery({ ...profile, gallery_photos: [cover] });
    expect(coverKeys).toHaveLength(3);

    const res = await removePhoto(profile.profile_id, cover.id, owner.token);
    expect(res.status).toBe(200);
    const after = await readJson(res, profileDtoSchema);
    expect(after.gallery_photos).toEqual([second]);
    expect(after.profile_image_url).toBe(second.url);
    for (const key of coverKeys) expect(await storedBytes(key), key).toBeNull();
    for (const key of storedKeysOfGallery(after)) expect(await storedBytes(key), key).not.toBeNull();
    // The owner's own removal is no admin action: nothing in the audit log.
    const logged = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "photo_delete"), eq(auditLog.targetId, String(profile.profile_id))));
    expect(logged).toEqual([]);

    await expectError(await removePhoto(profile.profile_id, cover.id, owner.token), 404, TEXT.photoNotFound);
  });

  it("the last photo leaves the truck without a cover; another truck's photo is not found here", async () => {
    const { owner, profile } = await truckWith(1);
    const other = await truckWith(1);
    const otherPhoto = other.profile.gallery_photos[0];
    const photo = profile.gallery_photos[0];
    if (!otherPhoto || !photo) throw new Error("photos expected");
    await expectError(
      await removePhoto(profile.profile_id, otherPhoto.id, owner.token),
      404,
      TEXT.photoNotFound,
    );
    expect(await storedBytes(keyOfUrl(otherPhoto.url))).not.toBeNull();

    const after = await readJson(
      await removePhoto(profile.profile_id, photo.id, owner.token),
      profileDtoSchema,
    );
    expect(after.gallery_photos).toEqual([]);
    expect(after.profile_image_url).toBeNull();
  });
});

describe("the gallery's order (PUT /api/profiles/{id}/photos/order)", () => {
  it("any order of exactly the gallery's photos; the first is the cover on the profile, cards and page", async () => {
    const place = uniqueWord("okladka");
    const { owner, profile } = await truckWith(4, { base_location: place });
    const [a, b, c, d] = idsOf(profile);
    if (a === undefined || b === undefined || c === undefined || d === undefined) throw new Error("4 photos");
    const res = await orderPhotos(profile.profile_id, [c, a, d, b], owner.token);
    expect(res.status).toBe(200);
    const after = await readJson(res, profileDtoSchema);
    expect(idsOf(after)).toEqual([c, a, d, b]);
    const coverUrl = after.gallery_photos[0]?.url;
    expect(after.profile_image_url).toBe(coverUrl);
    expect((await photoRowsOf(profile.profile_id)).map((row) => row.position)).toEqual([0, 1, 2, 3]);
    expect(await publicGallery(profile.profile_id)).toEqual(after);

    // Search cards and the owner's list show the cover first.
    const found = await readJson(await searchProfiles({ postal_code: place }), profileListSchema);
    expect(found.map((card) => [card.profile_id, card.gallery_photos[0]?.url])).toEqual([
      [profile.profile_id, coverUrl],
    ]);
    const mine = await api("/profiles/my-profiles", undefined, { token: owner.token });
    expect((await readJson(mine, profileListSchema))[0]?.gallery_photos[0]?.url).toBe(coverUrl);
    // The page's link preview too.
    const head = await parseHead((await servePage(`/profile/${profile.profile_id}`)).html);
    expect(head.meta.get("og:image")).toBe(`http://localhost:8787${coverUrl}`);

    // Setting a cover is moving it first.
    const cover = await readJson(
      await orderPhotos(profile.profile_id, [b, c, a, d], owner.token),
      profileDtoSchema,
    );
    expect(cover.profile_image_url).toBe(after.gallery_photos[3]?.url);
  });

  it("ids that are not exactly the gallery's are refused and change nothing", async () => {
    const { owner, profile } = await truckWith(3);
    const other = await truckWith(1);
    const [a, b, c] = idsOf(profile);
    const foreign = other.profile.gallery_photos[0]?.id;
    if (a === undefined || b === undefined || c === undefined || foreign === undefined)
      throw new Error("ids");
    const refusals: [unknown, number, string][] = [
      [[b, a], 409, TEXT.orderMismatch],
      [[b, a, c, foreign], 409, TEXT.orderMismatch],
      [[b, a, foreign], 409, TEXT.orderMismatch],
      [[b, a, a], 400, TEXT.orderRepeats],
      [[b, a, c, 999_999_999], 409, TEXT.orderMismatch],
    ];
    for (const [ids, status, message] of refusals) {
      await expectError(await orderPhotos(profile.profile_id, ids, owner.token), status, message);
    }
    expect((await orderPhotos(profile.profile_id, [], owner.token)).status).toBe(400);
    expect((await orderPhotos(profile.profile_id, ["1"], owner.token)).status).toBe(400);
    expect(await publicGallery(profile.profile_id)).toEqual(profile);
    expect(await publicGallery(other.profile.profile_id)).toEqual(other.profile);
  });
});

describe("who may change a gallery", () => {
  it("another owner, an organizer: 403 before the files, ids or limit are looked at; no session: 401", async () => {
    const { profile } = await truckWith(10);
    const stranger = await createOwner();
    const organizer = await createVerifiedUser({ userType: "organizer" });
    const [first] = idsOf(profile);
    if (first === undefined) throw new Error("a photo expected");
    for (const token of [stranger.token, organizer.token]) {
      // Each would be refused for its state too (gallery full, wrong ids, no such photo): 403 comes first.
      await expectError(
        await appendPhotos(profile.profile_id, photosForm([widePhoto()]), token),
        403,
        TEXT.forbidden,
      );
      await expectError(await orderPhotos(profile.profile_id, [first], token), 403, TEXT.forbidden);
      await expectError(await removePhoto(profile.profile_id, 999_999_999, token), 403, TEXT.forbidden);
      await expectError(await removePhoto(profile.profile_id, first, token), 403, TEXT.forbidden);
    }
    expect((await appendPhotos(profile.profile_id, photosForm([widePhoto()]))).status).toBe(401);
    expect((await orderPhotos(profile.profile_id, idsOf(profile))).status).toBe(401);
    expect((await removePhoto(profile.profile_id, first)).status).toBe(401);
    expect(await publicGallery(profile.profile_id)).toEqual(profile);
    expect((await removePhoto(999_999_999, first, stranger.token)).status).toBe(404);
  });

  it("a wrong actor hears 403 even for a body that is not one (permission before validation); no session: 401", async () => {
    const { owner, profile } = await truckWith(1);
    const stranger = await createOwner();
    const photosPath = `/profiles/${profile.profile_id}/photos`;
    const broken = (token?: string, method = "POST", path = photosPath) =>
      apiForm(path, "no parts here", {
        contentType: "multipart/form-data; boundary=walk",
        method,
        ...(token === undefined ? {} : { token }),
      });
    const refused = [
      await broken(stranger.token),
      await appendPhotos(profile.profile_id, photosForm([]), stranger.token),
      await orderPhotos(profile.profile_id, "not a list", stranger.token),
      // The whole profile's update (PUT /profiles/{id}, which replaces the gallery) alike.
      await broken(stranger.token, "PUT", `/profiles/${profile.profile_id}`),
    ];
    for (const response of refused) await expectError(response, 403, TEXT.forbidden);
    expect((await broken()).status).toBe(401);
    expect((await orderPhotos(profile.profile_id, "not a list")).status).toBe(401);
    // The owner's own malformed body is still told what is wrong.
    expect((await broken(owner.token)).status).toBe(400);
    expect(await publicGallery(profile.profile_id)).toEqual(profile);
  });

  it("an admin may reorder and remove (the removal audited), as on the admin page", async () => {
    const { profile } = await truckWith(2);
    const admin = await createAdmin();
    const [a, b] = idsOf(profile);
    if (a === undefined || b === undefined) throw new Error("two photos expected");
    expect((await orderPhotos(profile.profile_id, [b, a], admin.token)).status).toBe(200);
    const res = await removePhoto(profile.profile_id, b, admin.token);
    expect(res.status).toBe(200);
    expect(idsOf(await readJson(res, profileDtoSchema))).toEqual([a]);
    const [logged] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "photo_delete"), eq(auditLog.targetId, String(profile.profile_id))));
    expect(logged?.adminId).toBe(admin.user.id);
    expect(JSON.parse(logged?.detailsJson ?? "{}")).toMatchObject({
      before: { photo_url: profile.gallery_photos[1]?.url },
    });
  });
});
