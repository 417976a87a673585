import { createEventSchema, EVENT_TEXTS } from "@shared/schemas/events";
import type { OfferSelection } from "../../components/offer-selection";
import { type FieldErrors, fieldErrors } from "../../lib/form-errors";
import { dateRangeErrors } from "../event-fields/event-dates";
import { settlementErrors } from "../event-fields/settlement";
import { EMPTY_VENUE, type VenueValues } from "../event-fields/venue";

/**
 * The create-event dialog's fields, named as POST /api/events names them, and first how the event settles
 * with the invited trucks: for a pitch, eventCost is its fee; a hired truck's event costs 0.
 */
export interface EventValues extends VenueValues {
  settlement: string;
  eventName: string;
  startDate: string;
  endDate: string;
  location: string;
  guestCount: string;
  eventCost: string;
  eventDescription: string;
}

export const EMPTY_EVENT: EventValues = {
  settlement: "",
  eventName: "",
  startDate: "",
  endDate: "",
  location: "",
  guestCount: "",
  eventCost: "",
  eventDescription: "",
  ...EMPTY_VENUE,
};

/** The names a refusal of the server can point at. */
export const EVENT_FORM_FIELDS: readonly string[] = [...Object.keys(EMPTY_EVENT), "requiredOffer"];

/** "1 500,50" → 1500.5; an empty field is 0 (SPEC.md §5: the numbers default to 0). */
export function toNumber(text: string): number {
  const value = Number(text.replace(/\s/g, "").replace(",", "."));
  return Number.isFinite(value) ? value : 0;
}

/**
 * The shared schema's rules, plus what the form knows about dates (calendar days, not in the past) and
 * the settlement (a choice; a pitch needs a fee above 0).
 */
export function validateEvent(values: EventValues, offer: OfferSelection, today: string): FieldErrors {
  const { settlement, eventCost, endDate, ...rest } = values;
  const found = fieldErrors(createEventSchema, {
    ...rest,
    ...(endDate ? { endDate } : {}),
    requiredOffer: offer,
  });
  const settles = settlementErrors(settlement, eventCost);
  found.settlement = settles.choice;
  found.eventCost = settles.fee;
  const dates = dateRangeErrors({ start: values.startDate, end: values.endDate }, EVENT_TEXTS, today);
  found.startDate = dates.start;
  found.endDate = dates.end;
  // Issues inside the offer ("requiredOffer.dishes.0") belong to the offer as a whole.
  for (const key of Object.keys(found)) {
    if (key.startsWith("requiredOffer.")) found.requiredOffer ??= found[key];
  }
  return found;
}
