import * as v from "valibot";
import { call, expectBody, uniqueWord, warsawDay } from "./client";
import { createTruck, type Profile } from "./trucks";
import { as, createOrganizer, createOwner, type TestUser } from "./users";

/** Polish refusals of the bookings and payments API (SPEC.md §4, §5, §8), copied from the contract. */
export const BOOKING_TEXT = {
  notFound: "Nie znaleziono rezerwacji.",
  organizersOnly: "Tylko organizatorzy mogą rezerwować food trucki.",
  notYourAction: "Nie możesz wykonać tej operacji na tej rezerwacji.",
  notNow: "Tej operacji nie można wykonać w obecnym stanie rezerwacji.",
  cancelTooLate: "Rezerwację można anulować najpóźniej 336 godzin (14 dni) przed rozpoczęciem wydarzenia.",
  problemTooShort: "Opis problemu musi mieć co najmniej 10 znaków.",
  pendingAlready:
    "Twoja prośba o rezerwację tego food trucka w tym terminie już czeka na odpowiedź właściciela. Nie wysłaliśmy jej ponownie.",
  depositAboveTotal: "Zaliczka nie może być wyższa niż całkowity koszt.",
  accountRequired: "Najpierw połącz konto płatności w zakładce „Moje konto”.",
  payerOnly: "Tę rezerwację opłaca druga strona.",
  notAwaitingPayment: "Ta rezerwacja nie czeka na płatność.",
  testModeNotStarted: "Najpierw otwórz stronę płatności tej rezerwacji.",
} as const;

export const bookingSchema = v.object({
  request_id: v.number(),
  user_id: v.nullable(v.number()),
  owner_id: v.nullable(v.number()),
  profile_id: v.nullable(v.number()),
  food_truck_name: v.string(),
  organizer_name: v.string(),
  status: v.string(),
  payment_status: v.nullable(v.string()),
  event_start_date: v.number(),
  event_end_date: v.number(),
  event_time: v.string(),
  event_location: v.string(),
  event_type: v.string(),
  guest_count: v.number(),
  event_cost: v.number(),
  commitment_fee: v.nullable(v.number()),
  total_cost: v.nullable(v.number()),
  problem_reported: v.boolean(),
  problem_description: v.nullable(v.string()),
  problem_reported_by: v.nullable(v.number()),
  invitation_id: v.nullable(v.number()),
  owner_email: v.nullable(v.string()),
  organizer_email: v.nullable(v.string()),
  organizer_first_name: v.string(),
  my_role: v.picklist(["organizer", "owner", "admin"]),
  allowed_actions: v.array(v.string()),
});
export type Booking = v.InferOutput<typeof bookingSchema>;

/** A new owner with a truck based at a unique place name, and a new organizer. */
export async function partiesWithTruck(label: string): Promise<{
  owner: TestUser;
  organizer: TestUser;
  truck: Profile;
  word: string;
}> {
  const word = uniqueWord();
  const [owner, organizer] = await Promise.all([
    createOwner(`${label}-owner`),
    createOrganizer(`${label}-org`),
  ]);
  const truck = await createTruck(owner, { base_location: `Warszawa, ${word}`, dishes: ["hot_dogs"] });
  return { owner, organizer, truck, word };
}

/** `organizer` asks for the truck (a festival `daysAhead` days from today unless `fields` override it). */
export async function requestBooking(
  organizer: TestUser,
  profileId: number,
  daysAhead: number,
  fields: Record<string, string | number> = {},
): Promise<Booking> {
  const response = await call("/api/requests", {
    ...as(organizer),
    json: {
      profile_id: profileId,
      event_start_date: warsawDay(daysAhead),
      event_time: "12:00 - 20:00",
      event_location: "Warszawa, Plac Defilad 1",
      event_type: "Festiwal",
      guest_count: 200,
      event_description: "Festiwal smaków na placu.",
      ...fields,
    },
  });
  return expectBody(response, 201, bookingSchema, "POST /api/requests");
}

/** The booking as `user` sees it in GET /api/requests/my-bookings (fails when it is not listed). */
export async function myBooking(user: TestUser, requestId: number): Promise<Booking> {
  const response = await call("/api/requests/my-bookings", as(user));
  const list = expectBody(response, 200, v.array(bookingSchema), "GET /api/requests/my-bookings");
  const found = list.find((booking) => booking.request_id === requestId);
  if (!found) throw new Error(`booking ${requestId} is not in the list of ${user.email}`);
  return found;
}

/** PUT /api/requests/{id}/status by `user`. */
export function answer(user: TestUser, requestId: number, status: "confirmed" | "rejected_by_owner") {
  return call(`/api/requests/${requestId}/status`, { ...as(user), method: "PUT", json: { status } });
}

/** The owner accepts; fails the test unless the booking is then confirmed. */
export async function accept(owner: TestUser, requestId: number): Promise<Booking> {
  const booking = expectBody(await answer(owner, requestId, "confirmed"), 200, bookingSchema, "accept");
  if (booking.status !== "confirmed") throw new Error(`accepted booking has status ${booking.status}`);
  return booking;
}

/** POST /api/users/me/stripe-connect-link: in the local test mode it links an account that takes payments. */
export async function connectPayments(user: TestUser): Promise<void> {
  const response = await call("/api/users/me/stripe-connect-link", { ...as(user), method: "POST", json: {} });
  expectBody(response, 200, v.object({ url: v.string(), test_mode: v.literal(true) }), "stripe-connect-link");
}
