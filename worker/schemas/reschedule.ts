// Beyond SPEC.md (issue 17): proposing new dates for a booking, and answering a proposal.
import * as v from "valibot";
import { BOOKING_TEXTS } from "./bookings";
import { dateInput, fields, requiredMultilineText } from "./fields";

export const RESCHEDULE_INPUT_TEXTS = {
  reason: "Podaj krótko powód zmiany terminu.",
} as const;

/** The longest reason: a short note, the details go to the chat. */
export const RESCHEDULE_REASON_MAX = 300;

/** POST /requests/{id}/reschedule. The dates are checked as calendar days in the use case. */
export const rescheduleSchema = fields(
  {
    event_start_date: dateInput(BOOKING_TEXTS.startDate, BOOKING_TEXTS.date),
    event_end_date: v.optional(v.union([dateInput(BOOKING_TEXTS.date), v.literal(""), v.null()])),
    reason: requiredMultilineText(RESCHEDULE_INPUT_TEXTS.reason, RESCHEDULE_REASON_MAX),
  },
  { event_start_date: BOOKING_TEXTS.startDate, reason: RESCHEDULE_INPUT_TEXTS.reason },
);
export type RescheduleInput = v.InferOutput<typeof rescheduleSchema>;
