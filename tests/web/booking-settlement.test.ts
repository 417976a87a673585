import { describe, expect, it } from "vitest";
import {
  type BookingValues,
  bookingRequest,
  CANCEL_CLOSED_NOTE,
  cancelClosedNote,
  EMPTY_BOOKING,
  validateBooking,
} from "../../web/src/features/booking-form/booking-values";
import { estimateLine, SETTLEMENT_TEXTS } from "../../web/src/features/event-fields/settlement";
import { EMPTY_VENUE } from "../../web/src/features/event-fields/venue";
import { validateEvent } from "../../web/src/features/events/create-event-values";
import { KIND_WORDS } from "../../worker/domain/booking-kind";

const PROFILE_ID = 7;

/** A booking filled in everywhere but how it settles. */
const filled = (settlement: string, event_cost = ""): BookingValues => ({
  ...EMPTY_BOOKING,
  settlement,
  event_cost,
  event_start_date: "2099-06-10",
  event_time: "14:00 - 22:00",
  event_location: "ul. Ogrodowa 5, Warszawa",
  event_type: "Wesele",
  guest_count: "120",
  event_description: "Wesele w ogrodzie.",
});

const errorsOf = (values: BookingValues) =>
  Object.fromEntries(
    Object.entries(validateBooking(PROFILE_ID, values, []).found).filter(([, message]) => message),
  );

/** The request a valid form sends. */
function requestOf(values: BookingValues) {
  const { found, eventType } = validateBooking(PROFILE_ID, values, []);
  expect(Object.values(found).filter(Boolean)).toEqual([]);
  if (!eventType) throw new Error("no event type");
  return bookingRequest(PROFILE_ID, values, eventType);
}

describe("the booking form asks first how the event settles", () => {
  it("refuses a form with no choice, next to the choice only", () => {
    expect(errorsOf(filled(""))).toEqual({ settlement: SETTLEMENT_TEXTS.choose });
    expect(SETTLEMENT_TEXTS.choose).toBe("Wybierz, jak rozliczacie się z food truckiem.");
  });

  it("refuses a pitch without a fee above 0", () => {
    expect(errorsOf(filled("pitch"))).toEqual({ event_cost: SETTLEMENT_TEXTS.feeMissing });
    expect(errorsOf(filled("pitch", "   "))).toEqual({ event_cost: SETTLEMENT_TEXTS.feeMissing });
    for (const fee of ["0", "0,00", "-50", "abc", "0,001", "1000001"]) {
      expect(errorsOf(filled("pitch", fee)), fee).toEqual({ event_cost: SETTLEMENT_TEXTS.feeInvalid });
    }
  });

  it("sends a hired truck's event_cost as 0, even with a fee typed before switching", () => {
    expect(requestOf(filled("hired")).event_cost).toBe(0);
    expect(requestOf(filled("hired", "500")).event_cost).toBe(0);
  });

  it("sends a pitch's fee as the event_cost", () => {
    expect(requestOf(filled("pitch", "300")).event_cost).toBe(300);
    expect(requestOf(filled("pitch", "299,99")).event_cost).toBe(299.99);
    expect(requestOf(filled("pitch", "1 500")).event_cost).toBe(1500);
  });

  it("offers each choice in the words of its kind", () => {
    expect(KIND_WORDS.hired.title).toBe("Wynajem food trucka (catering)");
    expect(KIND_WORDS.pitch.title).toBe("Stoisko na wydarzeniu");
    expect(KIND_WORDS.hired.explains).toMatch(/zaliczk/);
    expect(KIND_WORDS.pitch.explains).toMatch(/opłatę gwarancyjną/);
  });
});

describe("the create-event dialog asks the same", () => {
  const event = (settlement: string, eventCost = "") => ({
    settlement,
    eventCost,
    eventName: "Festyn",
    startDate: "2099-06-10",
    endDate: "",
    location: "Suwałki",
    guestCount: "300",
    eventDescription: "Festyn miejski.",
    ...EMPTY_VENUE,
  });
  const offer = { dishes: ["churros"], drinks: [], dietary: [] };
  const errors = (values: ReturnType<typeof event>) =>
    Object.fromEntries(Object.entries(validateEvent(values, offer, "2099-01-01")).filter(([, text]) => text));

  it("refuses no choice and a pitch without a fee, takes a hired event and a pitch with one", () => {
    expect(errors(event(""))).toEqual({ settlement: SETTLEMENT_TEXTS.choose });
    expect(errors(event("pitch"))).toEqual({ eventCost: SETTLEMENT_TEXTS.feeMissing });
    expect(errors(event("pitch", "0"))).toEqual({ eventCost: SETTLEMENT_TEXTS.feeInvalid });
    expect(errors(event("hired"))).toEqual({});
    expect(errors(event("pitch", "300"))).toEqual({});
  });
});

describe("the estimate line for the guests as typed", () => {
  const prices = { price_from: 25, price_to: 35, minimum_order: null };

  it("says the estimate for a whole number of guests above 0", () => {
    expect(estimateLine(prices, " 120 ")).toBe("Szacunkowy koszt: ok. 3000–4200\u00a0zł");
  });

  it("says what it counts when this truck alone cannot serve every guest in the hours", () => {
    // 800 guests at 25–35 zł a portion, while this truck serves about 480 portions in 4 hours.
    const reach = { guests: 800, served: 480, hours: "przez 4 godziny", stated: true };
    expect(estimateLine(prices, "800", reach)).toBe(
      "Szacunkowy koszt: ok. 20\u00a0000–28\u00a0000\u00a0zł za porcje dla wszystkich 800 gości. Ten food truck wyda przez 4 godziny ok. 480 porcji – na tylu gości trzeba więcej food trucków.",
    );
    expect(estimateLine(prices, "800", { ...reach, stated: false })).toContain(
      "Food truck wyda zwykle przez 4 godziny ok. 480 porcji – na tylu gości trzeba więcej food trucków.",
    );
    // A verdict for other guests than typed (still being recounted) is not mixed in.
    expect(estimateLine(prices, "700", reach)).toBe("Szacunkowy koszt: ok. 17\u00a0500–24\u00a0500\u00a0zł");
    expect(estimateLine(prices, "400", { ...reach, guests: 400, served: 480 })).toBe(
      "Szacunkowy koszt: ok. 10\u00a0000–14\u00a0000\u00a0zł",
    );
  });

  it("says nothing for no guests, a fraction, words, or a truck without portion prices", () => {
    for (const guests of ["", "0", "12.5", "-3", "sto"])
      expect(estimateLine(prices, guests), guests).toBeNull();
    expect(estimateLine({ price_from: null, price_to: null, minimum_order: 2000 }, "120")).toBeNull();
  });
});

describe("the note that a request this close can never be cancelled", () => {
  // 2026-12-01 12:00 Warsaw (UTC+1).
  const now = Date.UTC(2026, 11, 1, 11) / 1000;

  it("is said for a start under 336 hours away, before the request is sent", () => {
    expect(cancelClosedNote("2026-12-14", now)).toBe(CANCEL_CLOSED_NOTE);
    expect(cancelClosedNote("2026-12-02", now)).toBe(CANCEL_CLOSED_NOTE);
  });

  it("is not said while the booking could still be cancelled, nor for an empty or invalid day", () => {
    // 2026-12-16 00:00 is 14 days and 12 hours away.
    expect(cancelClosedNote("2026-12-16", now)).toBeNull();
    expect(cancelClosedNote("", now)).toBeNull();
    expect(cancelClosedNote("2026-13-40", now)).toBeNull();
  });
});
