import * as v from "valibot";

/**
 * The booking actions that need the user's own payment account first (SPEC.md §5), and where the user
 * comes back to after connecting it: the booking and the action they started. Kept apart from the gate's
 * dialog, since the dashboard's and My account's routes read it in the app's entry.
 */
export const GATED_ACTIONS = ["request_deposit", "request_fee", "pay"] as const;
export type GatedAction = (typeof GATED_ACTIONS)[number];

export const actionReturnSearch = v.object({
  booking: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))),
  action: v.optional(v.picklist(GATED_ACTIONS)),
});
export type ActionReturn = { booking: number; action: GatedAction };
