import * as v from "valibot";
import { cleaned, dateInput, fields, numberLike, requiredMultilineText, requiredText } from "./fields";
import { venueEntries } from "./truck-needs";

export const EVENT_TYPES = ["Festiwal", "Impreza firmowa", "Wesele", "Urodziny", "Targi", "Inne"] as const;

export const BOOKING_TEXTS = {
  profile: "Wybierz food truck do rezerwacji.",
  startDate: "Data rozpoczęcia jest wymagana.",
  date: "Nieprawidłowa data. Użyj formatu RRRR-MM-DD.",
  time: "Podaj godziny wydarzenia, np. 14:00 - 22:00.",
  location: "Adres wydarzenia jest wymagany.",
  eventType: "Wybierz rodzaj wydarzenia.",
  guestCount: "Liczba gości musi być liczbą całkowitą od 0 do 100 000.",
  cost: "Koszt wydarzenia musi być kwotą od 0 do 1 000 000 zł.",
  description: "Opis wydarzenia jest wymagany.",
  problem: "Opis problemu musi mieć co najmniej 10 znaków.",
  depositAmounts: "Obie kwoty muszą być liczbami większymi od zera.",
  depositAboveTotal: "Zaliczka nie może być wyższa niż całkowity koszt.",
  feeAmount: "Kwota musi być liczbą większą od zera.",
  rating: "Ocena musi wynosić od 1 do 5 gwiazdek.",
  invoice: "Proszę wybrać plik PDF o rozmiarze do 5MB.",
  status: "Nieprawidłowy status: dozwolone są confirmed lub rejected_by_owner.",
  truckBusy: "Food truck jest już zajęty w wybranym terminie.",
} as const;

/** Złote with at most two decimals → grosze. */
const plnAmount = (message: string, max: number) =>
  v.pipe(
    numberLike(message),
    v.minValue(0, message),
    v.maxValue(max, message),
    v.transform((value) => Math.round(value * 100)),
  );

/** POST /requests (SPEC.md §3 "Booking request, written"). Dates are checked as calendar days in the route. */
export const createBookingSchema = fields(
  {
    profile_id: v.pipe(
      numberLike(BOOKING_TEXTS.profile),
      v.integer(BOOKING_TEXTS.profile),
      v.minValue(1, BOOKING_TEXTS.profile),
    ),
    event_start_date: dateInput(BOOKING_TEXTS.startDate, BOOKING_TEXTS.date),
    event_end_date: v.optional(v.union([dateInput(BOOKING_TEXTS.date), v.literal(""), v.null()])),
    event_time: requiredText(BOOKING_TEXTS.time, 100),
    event_location: requiredText(BOOKING_TEXTS.location, 300),
    event_type: v.picklist(EVENT_TYPES, BOOKING_TEXTS.eventType),
    guest_count: v.optional(
      v.pipe(
        numberLike(BOOKING_TEXTS.guestCount),
        v.integer(BOOKING_TEXTS.guestCount),
        v.minValue(0, BOOKING_TEXTS.guestCount),
        v.maxValue(100_000, BOOKING_TEXTS.guestCount),
      ),
      0,
    ),
    event_cost: v.optional(plnAmount(BOOKING_TEXTS.cost, 1_000_000), 0),
    event_description: requiredMultilineText(BOOKING_TEXTS.description, 5000),
    // Beyond SPEC.md (issue 38): the venue's limits, each optional, shown to the owner with the request.
    ...venueEntries,
  },
  {
    profile_id: BOOKING_TEXTS.profile,
    event_start_date: BOOKING_TEXTS.startDate,
    event_time: BOOKING_TEXTS.time,
    event_location: BOOKING_TEXTS.location,
    event_type: BOOKING_TEXTS.eventType,
    event_description: BOOKING_TEXTS.description,
  },
);
export type CreateBookingInput = v.InferInput<typeof createBookingSchema>;
export type CreateBookingOutput = v.InferOutput<typeof createBookingSchema>;

export const statusChangeSchema = fields(
  { status: v.picklist(["confirmed", "rejected_by_owner"], BOOKING_TEXTS.status) },
  { status: BOOKING_TEXTS.status },
);

export const problemReportSchema = fields(
  {
    description: v.pipe(
      v.string(BOOKING_TEXTS.problem),
      cleaned(true),
      v.trim(),
      v.minLength(10, BOOKING_TEXTS.problem),
      v.maxLength(5000, "Opis problemu może mieć najwyżej 5000 znaków."),
    ),
  },
  { description: BOOKING_TEXTS.problem },
);

const positiveAmount = (message: string) =>
  v.pipe(
    numberLike(message),
    v.gtValue(0, message),
    v.maxValue(1_000_000, message),
    v.transform((value) => Math.round(value * 100)),
    v.minValue(1, message),
  );

export const depositRequestSchema = v.pipe(
  fields(
    {
      amount: positiveAmount(BOOKING_TEXTS.depositAmounts),
      totalCost: positiveAmount(BOOKING_TEXTS.depositAmounts),
    },
    { amount: BOOKING_TEXTS.depositAmounts, totalCost: BOOKING_TEXTS.depositAmounts },
  ),
  v.check((input) => input.amount <= input.totalCost, BOOKING_TEXTS.depositAboveTotal),
);

export const feeRequestSchema = fields(
  { amount: positiveAmount(BOOKING_TEXTS.feeAmount) },
  { amount: BOOKING_TEXTS.feeAmount },
);

export const reviewSchema = fields(
  {
    request_id: v.pipe(
      numberLike("Nieprawidłowa rezerwacja."),
      v.integer("Nieprawidłowa rezerwacja."),
      v.minValue(1, "Nieprawidłowa rezerwacja."),
    ),
    rating: v.pipe(
      numberLike(BOOKING_TEXTS.rating),
      v.integer(BOOKING_TEXTS.rating),
      v.minValue(1, BOOKING_TEXTS.rating),
      v.maxValue(5, BOOKING_TEXTS.rating),
    ),
    comment: v.optional(
      v.pipe(
        v.string(),
        cleaned(true),
        v.trim(),
        v.maxLength(2000, "Komentarz może mieć najwyżej 2000 znaków."),
      ),
      "",
    ),
  },
  { request_id: "Nieprawidłowa rezerwacja.", rating: BOOKING_TEXTS.rating },
);

export const INVOICE_MAX_BYTES = 5 * 1024 * 1024;

/** POST /requests/{id}/replacement (beyond SPEC.md, issue 17): the truck to ask instead. */
export const replacementSchema = fields(
  {
    profile_id: v.pipe(
      numberLike(BOOKING_TEXTS.profile),
      v.integer(BOOKING_TEXTS.profile),
      v.minValue(1, BOOKING_TEXTS.profile),
    ),
  },
  { profile_id: BOOKING_TEXTS.profile },
);
