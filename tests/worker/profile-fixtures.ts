import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { availability, bookingRequests, profilePhotos, profiles } from "../../worker/db/schema";
import type { BookingStatus } from "../../worker/domain/booking-machine";
import { warsawMidnight } from "../../worker/domain/calendar";
import { type ProfileDtoJson, profileDtoSchema, profileListSchema } from "../contract/responses";
import {
  api,
  apiForm,
  type CallOptions,
  type CreateUserOptions,
  createVerifiedUser,
  db,
  fileOf,
  imageBytes,
  type PixelSize,
  readJson,
  type TestUser,
} from "./helpers";

export { type ProfileDtoJson, profileDtoSchema, profileListSchema };

/** Polish texts of the profiles API, copied from the route and schema code (the contract), not imported. */
export const PROFILE_TEXT = {
  notFound: "Nie znaleziono tego food trucka.",
  ownersOnly: "Tylko właściciele food trucków mogą dodawać profile.",
  name: "Nazwa food trucka jest wymagana.",
  description: "Opis food trucka jest wymagany.",
  baseLocation: "Lokalizacja bazowa jest wymagana.",
  radius: "Promień działania musi być liczbą całkowitą od 1 do 1000 km.",
  offer: "Nieprawidłowa oferta: wybierz pozycje z listy.",
  tooManyPhotos: "Możesz dodać najwyżej 10 zdjęć.",
  photoTooLarge: "Każde zdjęcie może mieć najwyżej 1 MB.",
  photoType: "Dozwolone są tylko zdjęcia JPEG, PNG lub WebP.",
  photoUnreadable: "Nie udało się odczytać wymiarów zdjęcia. Plik może być uszkodzony.",
  photoTooWide: "Zdjęcie może mieć najwyżej 1920 px na dłuższym boku.",
  variantName:
    "Nieprawidłowa pomniejszona kopia zdjęcia: jej nazwa musi wskazywać przesłane zdjęcie i szerokość 400 lub 800 px, każdą najwyżej raz.",
  variantType: "Pomniejszona kopia zdjęcia musi być plikiem WebP.",
  variantTooLarge: "Pomniejszona kopia zdjęcia może mieć najwyżej 256 KB.",
  variantSize:
    "Pomniejszona kopia zdjęcia musi mieć zapowiedzianą szerokość, proporcje zdjęcia i być od niego mniejsza.",
  galleryNotFiles: "Pole gallery_photos musi zawierać pliki.",
  longTermRental: "Nieprawidłowa wartość pola „wynajem długoterminowy”.",
  badForm: "Nieprawidłowe dane formularza.",
  badDate: "Nieprawidłowa data. Użyj formatu RRRR-MM-DD.",
  endBeforeStart: "Data końcowa nie może być wcześniejsza niż początkowa.",
  rangeTooLong: "Zakres dat może obejmować najwyżej 366 dni.",
  unknownCuisine: "Nieznany rodzaj kuchni.",
  notADay: "Taki dzień nie istnieje w kalendarzu.",
  monthRange: "Miesiąc musi być liczbą od 1 do 12.",
  bookedDay: "Ten dzień jest zajęty przez potwierdzoną rezerwację. Aby go zwolnić, anuluj rezerwację.",
} as const;

export const MAX_PHOTO_BYTES = 1024 * 1024;

export function createOwner(options: CreateUserOptions = {}): Promise<TestUser> {
  return createVerifiedUser({ userType: "food_truck_owner", firstName: "Piotr", ...options });
}

export function createAdmin(): Promise<TestUser> {
  return createVerifiedUser({ role: "admin" });
}

/** Lower-case letters only: safe inside a base location (no digits the gazetteer could read as a postal code). */
export function uniqueWord(prefix = "baza"): string {
  const letters = Array.from(crypto.getRandomValues(new Uint8Array(10)), (b) =>
    String.fromCharCode(97 + (b % 26)),
  ).join("");
  return `${prefix}${letters}`;
}

export interface OfferInput {
  dishes?: string[];
  drinks?: string[];
  dietary?: string[];
}

export function offerJson(offer: OfferInput = {}): string {
  return JSON.stringify({
    dishes: offer.dishes ?? [],
    drinks: offer.drinks ?? [],
    dietary: offer.dietary ?? [],
  });
}

export type FormValue = string | Blob | (string | Blob)[] | null;

/**
 * A valid profile form; an override of `null` leaves the field out, an array repeats it. `variants` are
 * the photos' smaller WebP copies (see variantFile).
 */
export function profileForm(
  overrides: Record<string, FormValue> = {},
  photos: File[] = [],
  variants: File[] = [],
): FormData {
  const fields: Record<string, FormValue> = {
    food_truck_name: `Burger Bus ${uniqueWord("")}`,
    food_truck_description: "Najlepsze burgery w mieście, z lokalnej wołowiny.",
    base_location: "Warszawa",
    operation_radius_km: "50",
    offer: offerJson({ dishes: ["burgers", "belgian_fries"], drinks: ["lemonade"], dietary: ["vegetarian"] }),
    long_term_rental_available: "false",
    ...overrides,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const photo of photos) form.append("gallery_photos", photo);
  for (const variant of variants) form.append("gallery_photo_variants", variant);
  return form;
}

/**
 * A WebP copy of photo number `photoIndex` (0-based), `width` px wide and as tall as `photo`'s
 * proportions give, named as the profile form names it ("1-w400.webp"); `name` and `pixels` override.
 */
export function variantFile(
  photoIndex: number,
  width: number,
  photo: PixelSize,
  options: { size?: number; fill?: number; name?: string; pixels?: PixelSize } = {},
): File {
  const pixels = options.pixels ?? { width, height: Math.round((width * photo.height) / photo.width) };
  return fileOf(
    imageBytes("webp", options.size ?? 512, options.fill ?? width / 100, pixels),
    options.name ?? `${photoIndex}-w${width}.webp`,
    "image/webp",
  );
}

/** Every R2 key a profile's gallery stores: each photo and each of its smaller copies. */
export function storedKeysOfGallery(profile: ProfileDtoJson): string[] {
  return profile.gallery_photos.flatMap((photo) => [
    keyOfUrl(photo.url),
    ...photo.variants.map((variant) => keyOfUrl(variant.url)),
  ]);
}

export function postProfile(form: FormData, token?: string): Promise<Response> {
  return apiForm("/profiles", form, token === undefined ? {} : { token });
}

export function putProfile(id: number, form: FormData, token?: string): Promise<Response> {
  return apiForm(`/profiles/${id}`, form, { method: "PUT", ...(token === undefined ? {} : { token }) });
}

/** Creates a profile through the API and returns it; fails the test on anything but 201. */
export async function createProfile(
  token: string,
  overrides: Record<string, FormValue> = {},
  photos: File[] = [],
  variants: File[] = [],
): Promise<ProfileDtoJson> {
  const res = await postProfile(profileForm(overrides, photos, variants), token);
  if (res.status !== 201) throw new Error(`creating a profile gave ${res.status}: ${await res.text()}`);
  return readJson(res, profileDtoSchema);
}

/** The R2 key behind a `/api/files/…` URL. */
export function keyOfUrl(url: string): string {
  const prefix = "/api/files/";
  if (!url.startsWith(prefix)) throw new Error(`not a file URL: ${url}`);
  return url.slice(prefix.length);
}

/**
 * Byte sizes no other upload in this run has (a photo or copy is padded to it), to find, or not find, one
 * test's uploads among all stored objects; small enough for a 256 KB copy.
 */
let nextUniqueSize = 7_001 + Math.floor(Math.random() * 150_000);
export const uniqueSize = () => (nextUniqueSize += 3);

/** How many stored objects in the public prefix have one of these byte sizes. */
export async function storedWithSizes(sizes: number[]): Promise<number> {
  let found = 0;
  let cursor: string | undefined;
  do {
    const page = await env.FILES.list({ prefix: "profiles/", limit: 1000, ...(cursor ? { cursor } : {}) });
    found += page.objects.filter((object) => sizes.includes(object.size)).length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return found;
}

export async function storedBytes(key: string): Promise<Uint8Array | null> {
  const object = await env.FILES.get(key);
  return object ? new Uint8Array(await object.arrayBuffer()) : null;
}

export async function profileRow(id: number) {
  return db().query.profiles.findFirst({ where: eq(profiles.id, id) });
}

export async function photoRowsOf(id: number) {
  return db()
    .select({
      key: profilePhotos.r2Key,
      position: profilePhotos.position,
      contentType: profilePhotos.contentType,
      width: profilePhotos.width,
      height: profilePhotos.height,
      variantWidths: profilePhotos.variantWidths,
    })
    .from(profilePhotos)
    .where(eq(profilePhotos.profileId, id))
    .orderBy(profilePhotos.position);
}

const errorBodySchema = v.object({ message: v.string(), field: v.optional(v.string()) });

/**
 * Expects a JSON error with this status and, when given, exactly this Polish message; returns the body
 * (`field` names the offending field for validation errors).
 */
export async function expectError(
  res: Response,
  status: number,
  message?: string,
): Promise<v.InferOutput<typeof errorBodySchema>> {
  const text = await res.text();
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${text}`);
  const body = v.parse(errorBodySchema, JSON.parse(text));
  if (message !== undefined && body.message !== message) {
    throw new Error(`expected message "${message}", got "${body.message}"`);
  }
  // Polish, not an English library text (valibot, Hono, D1 errors).
  if (
    !body.message ||
    /\b(the|is|must|invalid|expected|received|malformed|error|failed|undefined)\b/i.test(body.message)
  ) {
    throw new Error(`message does not look Polish: "${body.message}"`);
  }
  return body;
}

export function searchProfiles(params: Record<string, string>, options: CallOptions = {}): Promise<Response> {
  return api(`/profiles?${new URLSearchParams(params)}`, undefined, options);
}

/** Every matching profile id in result order, paging with limit 100; and X-Total-Count of the first page. */
export async function searchAll(params: Record<string, string>): Promise<{ ids: number[]; total: number }> {
  const ids: number[] = [];
  let total = Number.POSITIVE_INFINITY;
  for (let offset = 0; offset < total; offset += 100) {
    const res = await searchProfiles({ ...params, limit: "100", offset: String(offset) });
    if (res.status !== 200) throw new Error(`search gave ${res.status}: ${await res.text()}`);
    if (offset === 0) total = Number(res.headers.get("X-Total-Count"));
    const page = await readJson(res, profileListSchema);
    ids.push(...page.map((p) => p.profile_id));
    if (page.length === 0) break;
  }
  return { ids, total };
}

export async function searchIds(params: Record<string, string>): Promise<number[]> {
  return (await searchAll(params)).ids;
}

export interface BookingInput {
  profile: ProfileDtoJson;
  organizerId: number;
  status: BookingStatus;
  startDay: string;
  endDay?: string;
}

/** Inserts a booking request directly (the booking API is not part of this feature). */
export async function insertBooking(input: BookingInput): Promise<number> {
  const [row] = await db()
    .insert(bookingRequests)
    .values({
      organizerId: input.organizerId,
      profileId: input.profile.profile_id,
      ownerId: input.profile.owner_id,
      status: input.status,
      eventStartDate: warsawMidnight(input.startDay),
      eventEndDate: warsawMidnight(input.endDay ?? input.startDay),
      eventTime: "12:00",
      eventLocation: "Warszawa, Plac Defilad 1",
      eventType: "festyn",
      eventDescription: "Festyn rodzinny",
    })
    .returning({ id: bookingRequests.id });
  if (!row) throw new Error("insert returned no booking");
  return row.id;
}

/** A busy day held by a booking, as accepting a booking writes it. */
export async function insertBookedDay(
  profileId: number,
  day: string,
  bookingRequestId: number,
): Promise<void> {
  await db().insert(availability).values({ profileId, day, bookingRequestId });
}
