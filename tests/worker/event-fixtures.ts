import { eq } from "drizzle-orm";
import * as v from "valibot";
import { availability, bookingRequests, invitations } from "../../worker/db/schema";
import { addDays, warsawDayOf } from "../../worker/domain/calendar";
import { api, type CallOptions, db, nowSeconds, outboxSubjectsTo, type TestUser } from "./helpers";
import { createOwner, createProfile, offerJson, type ProfileDtoJson, uniqueWord } from "./profile-fixtures";

/** Polish texts of the events API, copied from the contract (SPEC.md §5 and the route code), not imported. */
export const EVENT_TEXT = {
  organizersOnly: "Tylko organizatorzy mogą tworzyć wydarzenia.",
  name: "Nazwa wydarzenia jest wymagana.",
  startDate: "Data rozpoczęcia jest wymagana.",
  date: "Nieprawidłowa data. Użyj formatu RRRR-MM-DD.",
  endBeforeStart: "Data końcowa nie może być wcześniejsza niż początkowa.",
  pastDate: "Data wydarzenia nie może być w przeszłości.",
  tooLong: "Wydarzenie może trwać najwyżej 31 dni.",
  location: "Lokalizacja wydarzenia jest wymagana.",
  description: "Opis wydarzenia jest wymagany.",
  guestCount: "Liczba gości jest wymagana i musi być liczbą całkowitą od 0 do 100 000.",
  cost: "Budżet wydarzenia musi być kwotą od 0 do 1 000 000 zł.",
  dishRequired: "Wybierz przynajmniej jeden główny rodzaj kuchni (danie).",
  offer: "Nieprawidłowa oferta: wybierz pozycje z listy.",
  response: "Nieprawidłowa odpowiedź: dozwolone są accepted lub rejected.",
  invitationNotFound: "Nie znaleziono zaproszenia.",
  answeredAlready: "Na to zaproszenie już odpowiedziano.",
  slotFilled: "To miejsce na wydarzeniu zostało już zajęte przez inny food truck.",
  eventStarted: "Nie można przyjąć zaproszenia na wydarzenie, które już się rozpoczęło lub odbyło.",
  truckBusy: "Food truck jest już zajęty w wybranym terminie.",
  changedMeanwhile: "Zaproszenie zostało w międzyczasie zmienione. Odśwież stronę.",
  noneInvited:
    "Wydarzenie zostało utworzone, ale nie znaleźliśmy food trucków z wybranymi daniami, wolnych w tym terminie i dojeżdżających w to miejsce. Nie wysłano zaproszeń.",
} as const;

export const invitedSubject = (truck: string) =>
  `Zaproszenie na wydarzenie: ${truck} – Foodtruck Marketplace`;
export const acceptedSubject = (truck: string) => `Rezerwacja potwierdzona: ${truck} – Foodtruck Marketplace`;
export const slotFilledSubject = (truck: string) =>
  `Zaproszenie nieaktualne: ${truck} – Foodtruck Marketplace`;

const offerSchema = v.strictObject({
  dishes: v.array(v.string()),
  drinks: v.array(v.string()),
  dietary: v.array(v.string()),
});

const bookingDetailsSchema = v.nullable(
  v.strictObject({ request_id: v.number(), status: v.string(), payment_status: v.nullable(v.string()) }),
);

export const invitationSchema = v.strictObject({
  invitation_id: v.number(),
  doc_id: v.string(),
  event_id: v.number(),
  status: v.picklist(["pending", "accepted", "rejected"]),
  closed_reason: v.nullable(v.picklist(["owner_rejected", "slot_filled", "booking_cancelled"])),
  cuisine_assigned: v.string(),
  food_truck_name: v.string(),
  profile_id: v.number(),
  owner_id: v.number(),
  responded_at: v.nullable(v.number()),
  booking_details: bookingDetailsSchema,
});
export type InvitationJson = v.InferOutput<typeof invitationSchema>;

const eventEntries = {
  event_id: v.number(),
  doc_id: v.string(),
  event_name: v.string(),
  event_start_date: v.number(),
  event_end_date: v.number(),
  location: v.string(),
  event_description: v.string(),
  guest_count: v.number(),
  event_cost: v.number(),
  required_offer: offerSchema,
  // Beyond SPEC.md (issue 38): the venue's limits the organizer stated.
  max_length_m: v.nullable(v.number()),
  site_power: v.nullable(v.picklist(["none", "230v", "400v"])),
  site_water: v.nullable(v.boolean()),
  created_at: v.number(),
  invited_per_dish: v.record(v.string(), v.number()),
  invitations: v.array(invitationSchema),
};

export const organizerEventSchema = v.strictObject(eventEntries);
export type OrganizerEventJson = v.InferOutput<typeof organizerEventSchema>;

export const createdEventSchema = v.strictObject({
  ...eventEntries,
  invited_trucks: v.number(),
  message: v.string(),
});
export type CreatedEventJson = v.InferOutput<typeof createdEventSchema>;

export const receivedInvitationSchema = v.strictObject({
  ...invitationSchema.entries,
  event_details: v.strictObject({
    event_id: v.number(),
    event_name: v.string(),
    organizer_name: v.string(),
    organizer_id: v.number(),
    event_start_date: v.number(),
    event_end_date: v.number(),
    location: v.string(),
    guest_count: v.number(),
    event_cost: v.number(),
    event_description: v.string(),
    required_offer: offerSchema,
    // Beyond SPEC.md (issue 38): the venue's limits the organizer stated.
    max_length_m: v.nullable(v.number()),
    site_power: v.nullable(v.picklist(["none", "230v", "400v"])),
    site_water: v.nullable(v.boolean()),
  }),
});
export type ReceivedInvitationJson = v.InferOutput<typeof receivedInvitationSchema>;

export const organizerViewSchema = v.strictObject({
  view: v.literal("organizer"),
  events: v.array(organizerEventSchema),
});
export const ownerViewSchema = v.strictObject({
  view: v.literal("food_truck_owner"),
  invitations: v.array(receivedInvitationSchema),
});

/** Like readJson, but a wrong shape names the offending paths and values (the global message is generic). */
export async function readShape<S extends v.GenericSchema>(
  res: Response,
  schema: S,
): Promise<v.InferOutput<S>> {
  const body: unknown = await res.json();
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const problems = result.issues.map(
    (issue) =>
      `${v.getDotPath(issue) ?? "(root)"}: ${issue.kind} ${issue.type}, got ${JSON.stringify(issue.input)}`,
  );
  throw new Error(`unexpected response shape:\n${problems.join("\n")}`);
}

/** A Warsaw calendar day `count` days from today. */
export function dayFromToday(count: number): string {
  return addDays(warsawDayOf(nowSeconds()), count);
}

export function eventBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    eventName: `Festyn ${uniqueWord("")}`,
    startDate: dayFromToday(40),
    location: "Suwałki",
    eventDescription: "Rodzinny festyn na rynku, muzyka na żywo.",
    guestCount: 300,
    eventCost: 2000,
    requiredOffer: { dishes: ["pizza"], drinks: [], dietary: [] },
    ...overrides,
  };
}

export function postEvent(body: unknown, token?: string, options: CallOptions = {}): Promise<Response> {
  return api("/events", body, token === undefined ? options : { ...options, token });
}

/** Creates an event through the API; fails the test on anything but 201. */
export async function createEvent(
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<CreatedEventJson> {
  const res = await postEvent(eventBody(overrides), token);
  if (res.status !== 201) throw new Error(`creating an event gave ${res.status}: ${await res.text()}`);
  return readShape(res, createdEventSchema);
}

export function respond(invitationId: number, response: unknown, token?: string): Promise<Response> {
  return api(
    `/events/invitations/${invitationId}/respond`,
    { response },
    { method: "PUT", ...(token === undefined ? {} : { token }) },
  );
}

export async function myEventsAsOrganizer(token: string): Promise<OrganizerEventJson[]> {
  const res = await api("/events/my-events", undefined, { token });
  if (res.status !== 200) throw new Error(`my-events gave ${res.status}: ${await res.text()}`);
  return (await readShape(res, organizerViewSchema)).events;
}

export async function myEventsAsOwner(token: string): Promise<ReceivedInvitationJson[]> {
  const res = await api("/events/my-events", undefined, { token });
  if (res.status !== 200) throw new Error(`my-events gave ${res.status}: ${await res.text()}`);
  return (await readShape(res, ownerViewSchema)).invitations;
}

export interface Truck {
  owner: TestUser;
  profile: ProfileDtoJson;
  name: string;
}

/** A fresh owner with one truck based in `baseLocation`, offering `dishes`. */
export async function createTruck(
  baseLocation: string,
  dishes: string[],
  options: { radiusKm?: number; name?: string; drinks?: string[]; owner?: TestUser } = {},
): Promise<Truck> {
  const owner = options.owner ?? (await createOwner());
  const name = options.name ?? `Truck ${uniqueWord("")}`;
  const profile = await createProfile(owner.token, {
    food_truck_name: name,
    base_location: baseLocation,
    operation_radius_km: String(options.radiusKm ?? 5),
    offer: offerJson({ dishes, drinks: options.drinks ?? [] }),
  });
  return { owner, profile, name };
}

/** The invitations of `event` for the given trucks, as [profile id, dish] pairs in the event's order. */
export function invitedPairs(event: { invitations: InvitationJson[] }, trucks: Truck[]): [number, string][] {
  const ids = new Set(trucks.map((truck) => truck.profile.profile_id));
  return event.invitations
    .filter((invitation) => ids.has(invitation.profile_id))
    .map((invitation) => [invitation.profile_id, invitation.cuisine_assigned]);
}

export function invitationOf(
  event: { invitations: InvitationJson[] },
  truck: Truck,
  dish?: string,
): InvitationJson {
  const found = event.invitations.find(
    (invitation) =>
      invitation.profile_id === truck.profile.profile_id &&
      (dish === undefined || invitation.cuisine_assigned === dish),
  );
  if (!found) throw new Error(`truck ${truck.name} was not invited`);
  return found;
}

export async function heldDays(profileId: number) {
  return db()
    .select({ day: availability.day, bookingRequestId: availability.bookingRequestId })
    .from(availability)
    .where(eq(availability.profileId, profileId))
    .orderBy(availability.day);
}

export async function bookingsOfInvitation(invitationId: number) {
  return db().select().from(bookingRequests).where(eq(bookingRequests.invitationId, invitationId));
}

export async function bookingsOfEvent(eventId: number) {
  return db()
    .select({ id: bookingRequests.id, invitationId: bookingRequests.invitationId })
    .from(bookingRequests)
    .innerJoin(invitations, eq(invitations.id, bookingRequests.invitationId))
    .where(eq(invitations.eventId, eventId));
}

export async function countSubjects(email: string, subject: string): Promise<number> {
  return (await outboxSubjectsTo(email)).filter((queued) => queued === subject).length;
}

export const myBookingSchema = v.object({
  request_id: v.number(),
  invitation_id: v.nullable(v.number()),
  status: v.string(),
  profile_id: v.number(),
  owner_id: v.number(),
  user_id: v.number(),
  event_start_date: v.number(),
  event_end_date: v.number(),
  event_time: v.string(),
  event_location: v.string(),
  event_type: v.string(),
  guest_count: v.number(),
  event_cost: v.number(),
  event_description: v.string(),
  my_role: v.string(),
});

export async function myBookings(token: string) {
  const res = await api("/requests/my-bookings", undefined, { token });
  if (res.status !== 200) throw new Error(`my-bookings gave ${res.status}: ${await res.text()}`);
  return readShape(res, v.array(myBookingSchema));
}
