import type { EstimateReach } from "@shared/domain/booking-kind";
import {
  hoursAssumption,
  PLANNER_DEFAULTS,
  type Plan,
  type PlanInput,
  planTrucks,
  type Throughput,
} from "@shared/domain/planner";
import type { TruckNeeds } from "@shared/domain/truck-needs";
import { guestCountParam } from "@shared/schemas/home-search";
import * as v from "valibot";

/** The guests as typed: a whole number 1–100,000, else null. */
export function guestsOf(text: string): number | null {
  return v.parse(guestCountParam, text.trim()) ?? null;
}

/** What the booking form knows of one truck for the guests and hours typed (issue 38). */
export interface OneTruckVerdict {
  input: PlanInput;
  plan: Plan;
  /** Whether the hours were read from the time typed (else the default, said so). */
  hoursTyped: boolean;
}

/** What the cost estimate must say when this truck alone cannot serve every guest in time; else none. */
export function estimateReachOf(verdict: OneTruckVerdict | null): EstimateReach | undefined {
  if (!verdict || verdict.plan.trucks_suggested === 1) return undefined;
  return {
    guests: verdict.input.guests,
    served: verdict.plan.portions_per_truck,
    hours: hoursAssumption(verdict.input.hours),
    stated: verdict.plan.throughput_basis === "truck",
  };
}

/**
 * The truck page's estimate, asked nothing: when the truck's own stated throughput over the usual hours
 * serves fewer than the guests typed, what the estimate must say (as the booking form's, which asks the
 * planner for trucks that state none). Else none.
 */
export function statedReach(
  truck: Pick<TruckNeeds, "portions_per_hour">,
  guests: string,
): EstimateReach | undefined {
  const count = guestsOf(guests);
  if (count === null || truck.portions_per_hour === null) return undefined;
  const input: PlanInput = {
    guests: count,
    hours: PLANNER_DEFAULTS.hours,
    portionsPerGuest: PLANNER_DEFAULTS.portionsPerGuest,
  };
  const own: Throughput = { perHour: truck.portions_per_hour, basis: "truck", statedBy: 1, matching: 0 };
  const plan = planTrucks(input, own, { place: false, dates: false });
  return estimateReachOf({ input, plan, hoursTyped: false });
}
