import * as v from "valibot";
import { INVITATION_REFUSALS } from "../domain/invitation-machine";
import { BOOKING_TEXTS } from "./bookings";
import { dateInput, fields, numberLike, requiredMultilineText, requiredText } from "./fields";
import { offerSchema, PROFILE_TEXTS } from "./profiles";
import { venueEntries } from "./truck-needs";

/** Polish texts of the events API (SPEC.md §5 "Create event"; the dish message is the spec's own). */
export const EVENT_TEXTS = {
  organizersOnly: "Tylko organizatorzy mogą tworzyć wydarzenia.",
  name: "Nazwa wydarzenia jest wymagana.",
  startDate: "Data rozpoczęcia jest wymagana.",
  date: "Nieprawidłowa data. Użyj formatu RRRR-MM-DD.",
  endBeforeStart: PROFILE_TEXTS.endBeforeStart,
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
  answeredAlready: INVITATION_REFUSALS.answeredAlready,
  slotFilled: INVITATION_REFUSALS.slotFilled,
  eventStarted: "Nie można przyjąć zaproszenia na wydarzenie, które już się rozpoczęło lub odbyło.",
  truckBusy: BOOKING_TEXTS.truckBusy,
  changedMeanwhile: "Zaproszenie zostało w międzyczasie zmienione. Odśwież stronę.",
  invitationId: "Wskaż zaproszenie, którego miejsce chcesz ponownie otworzyć.",
} as const;

/** An empty form field (or null) counts as "not given". */
const emptyValue = v.union([v.literal(""), v.null()]);

/**
 * POST /events (SPEC.md §3 "Event", §5 "Create event"). guestCount is required (0 is a valid count; the
 * spec's "default 0" is the form turning an unparsable field into 0); eventCost may be left out or empty
 * and then is 0. Costs arrive in PLN and leave the schema in grosze.
 */
export const createEventSchema = fields(
  {
    eventName: requiredText(EVENT_TEXTS.name, 200),
    startDate: dateInput(EVENT_TEXTS.startDate, EVENT_TEXTS.date),
    endDate: v.optional(v.union([emptyValue, dateInput(EVENT_TEXTS.date)], EVENT_TEXTS.date)),
    location: requiredText(EVENT_TEXTS.location, 300),
    eventDescription: requiredMultilineText(EVENT_TEXTS.description, 5000),
    guestCount: v.pipe(
      numberLike(EVENT_TEXTS.guestCount),
      v.integer(EVENT_TEXTS.guestCount),
      v.minValue(0, EVENT_TEXTS.guestCount),
      v.maxValue(100_000, EVENT_TEXTS.guestCount),
    ),
    eventCost: v.optional(
      v.union(
        [
          v.pipe(
            emptyValue,
            v.transform(() => 0),
          ),
          v.pipe(
            numberLike(EVENT_TEXTS.cost),
            v.minValue(0, EVENT_TEXTS.cost),
            v.maxValue(1_000_000, EVENT_TEXTS.cost),
            v.transform((value) => Math.round(value * 100)),
          ),
        ],
        EVENT_TEXTS.cost,
      ),
      0,
    ),
    requiredOffer: v.pipe(
      offerSchema,
      v.check((offer) => offer.dishes.length > 0, EVENT_TEXTS.dishRequired),
    ),
    // Beyond SPEC.md (issue 38): the venue's limits; trucks known not to fit are not invited.
    ...venueEntries,
  },
  {
    eventName: EVENT_TEXTS.name,
    startDate: EVENT_TEXTS.startDate,
    location: EVENT_TEXTS.location,
    eventDescription: EVENT_TEXTS.description,
    guestCount: EVENT_TEXTS.guestCount,
    requiredOffer: EVENT_TEXTS.dishRequired,
  },
);
export type CreateEventInput = v.InferInput<typeof createEventSchema>;
export type CreateEventFields = v.InferOutput<typeof createEventSchema>;

/** PUT /events/invitations/{invitationId}/respond */
export const invitationResponseSchema = fields(
  { response: v.picklist(["accepted", "rejected"], EVENT_TEXTS.response) },
  { response: EVENT_TEXTS.response },
);

/** POST /events/{eventId}/reopen-slot (beyond SPEC.md, issue 17): the invitation whose truck cancelled. */
export const reopenSlotSchema = fields(
  {
    invitation_id: v.pipe(
      numberLike(EVENT_TEXTS.invitationId),
      v.integer(EVENT_TEXTS.invitationId),
      v.minValue(1, EVENT_TEXTS.invitationId),
      v.maxValue(Number.MAX_SAFE_INTEGER, EVENT_TEXTS.invitationId),
    ),
  },
  { invitation_id: EVENT_TEXTS.invitationId },
);
