import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type AdminCall, expectAdminOnly } from "./admin-fixtures";
import { createBooking, createParties } from "./booking-fixtures";
import { createEvent, createTruck } from "./event-fixtures";
import { api, imageFile, readJson } from "./helpers";
import {
  createAdmin,
  createOwner,
  createProfile,
  profileDtoSchema,
  profileRow,
  storedBytes,
  storedKeysOfGallery,
  variantFile,
} from "./profile-fixtures";

const TEXTS = {
  photoNotFound: "Nie znaleziono tego zdjęcia w galerii.",
  openBookings:
    "Tego food trucka nie można usunąć: ma oczekujące lub potwierdzone rezerwacje albo zaproszenia w toku lub z rozmową. Najpierw trzeba je rozstrzygnąć.",
};

/** An owner's truck with two photos, each with a smaller copy. */
async function truckWithPhotos() {
  const owner = await createOwner({ password: null });
  const wide = { width: 1200, height: 800 };
  const profile = await createProfile(
    owner.token,
    {},
    [imageFile("png", { pixels: wide }), imageFile("jpeg", { pixels: wide })],
    [variantFile(0, 400, wide), variantFile(1, 400, wide)],
  );
  return { owner, profile };
}

describe("admin profiles and events", () => {
  it("are the admin's alone", async () => {
    const calls: AdminCall[] = [
      ["GET", "/admin/users/1/profiles", undefined],
      ["GET", "/admin/profiles/1", undefined],
      [
        "PUT",
        "/admin/profiles/1/details",
        { food_truck_description: "x", base_location: "Kraków", operation_radius_km: 5 },
      ],
      ["DELETE", "/admin/profiles/1/photo", { photoUrl: "/api/files/x" }],
      ["DELETE", "/admin/profiles/1", undefined],
      ["GET", "/admin/events", undefined],
    ];
    await expectAdminOnly(calls);
  });

  it("the admin edits the details (the base found again on the map), lists the owner's trucks", async () => {
    const admin = await createAdmin();
    const { owner, profile } = await truckWithPhotos();
    const res = await api(
      `/admin/profiles/${profile.profile_id}/details`,
      { food_truck_description: "Nowy opis po korekcie.", base_location: "Gdańsk", operation_radius_km: 30 },
      { method: "PUT", token: admin.token },
    );
    expect(res.status).toBe(200);
    expect(await readJson(res, profileDtoSchema)).toMatchObject({
      food_truck_description: "Nowy opis po korekcie.",
      base_location: "Gdańsk",
      operation_radius_km: 30,
    });
    const row = await profileRow(profile.profile_id);
    expect(row?.baseLat).toBeCloseTo(54.35, 1);
    const bad = await api(
      `/admin/profiles/${profile.profile_id}/details`,
      { food_truck_description: "", base_location: "Gdańsk", operation_radius_km: 30 },
      { method: "PUT", token: admin.token },
    );
    expect(bad.status).toBe(400);
    const owned = await api(`/admin/users/${owner.user.id}/profiles`, undefined, admin);
    expect((await readJson(owned, v.array(profileDtoSchema))).map((p) => p.profile_id)).toEqual([
      profile.profile_id,
    ]);
  });

  it("deleting one photo removes it and its copies from storage; the cover moves to the next one", async () => {
    const admin = await createAdmin();
    const { profile } = await truckWithPhotos();
    const [first, second] = profile.gallery_photos;
    if (!first || !second) throw new Error("two photos expected");
    const firstKeys = storedKeysOfGallery({ ...profile, gallery_photos: [first] });
    const res = await api(
      `/admin/profiles/${profile.profile_id}/photo`,
      { photoUrl: first.url },
      {
        method: "DELETE",
        token: admin.token,
      },
    );
    expect(res.status).toBe(200);
    const after = await readJson(res, profileDtoSchema);
    expect(after.gallery_photo_urls).toEqual([second.url]);
    expect(after.profile_image_url).toBe(second.url);
    for (const key of firstKeys) expect(await storedBytes(key), key).toBeNull();
    const again = await api(
      `/admin/profiles/${profile.profile_id}/photo`,
      { photoUrl: first.url },
      {
        method: "DELETE",
        token: admin.token,
      },
    );
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: TEXTS.photoNotFound });
  });

  it("a truck with an open booking is not deleted; one without goes with all its files", async () => {
    const admin = await createAdmin();
    const parties = await createParties();
    await createBooking(parties);
    const busy = await api(`/admin/profiles/${parties.profile.profile_id}`, undefined, {
      method: "DELETE",
      token: admin.token,
    });
    expect(busy.status).toBe(409);
    expect(await busy.json()).toEqual({ message: TEXTS.openBookings });

    const { profile } = await truckWithPhotos();
    const keys = storedKeysOfGallery(profile);
    const res = await api(`/admin/profiles/${profile.profile_id}`, undefined, {
      method: "DELETE",
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(await profileRow(profile.profile_id)).toBeUndefined();
    for (const key of keys) expect(await storedBytes(key), key).toBeNull();
  });

  it("events come with the organizer's e-mail and their invitations", async () => {
    const admin = await createAdmin();
    const organizer = (await createParties()).organizer;
    const truck = await createTruck("Suwałki", ["pizza"]);
    const event = await createEvent(organizer.token);
    const res = await api(`/admin/events?q=${encodeURIComponent(event.event_name)}`, undefined, admin);
    expect(await res.json()).toMatchObject({
      items: [
        {
          event_id: event.event_id,
          organizer_email: organizer.user.email,
          guest_count: 300,
          // Other tests' trucks in Suwałki are invited too: this one is among them.
          invitations: expect.arrayContaining([
            expect.objectContaining({ food_truck_name: truck.name, status: "pending" }),
          ]),
        },
      ],
      total: 1,
    });
  });
});
