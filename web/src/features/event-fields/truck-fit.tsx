import {
  hoursOfEventTime,
  oneTruckText,
  PLANNER_DEFAULTS,
  type Plan,
  type PlanInput,
  planTrucks,
  type Throughput,
} from "@shared/domain/planner";
import { fitLine, type TruckNeeds, type VenueLimits, venueFit } from "@shared/domain/truck-needs";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import * as v from "valibot";
import { useSettled } from "../../lib/use-settled";
import { guestsOf, type OneTruckVerdict } from "./estimate-reach";
import { type PlannerParams, plannerQuery } from "./planner-query";
import "./venue.css";

/**
 * Beyond SPEC.md (issue 38): whether the truck fits the venue — "Pasuje do Twojego miejsca", exactly what
 * does not fit, or what the truck did not state ("Brak danych: …"). Nothing without venue limits.
 */
export function FitLine({ needs, venue }: { needs: TruckNeeds; venue: VenueLimits }) {
  const fit = venueFit(needs, venue);
  const line = fitLine(fit);
  if (line === null) return null;
  return <p className={`fit-line fit-line--${fit.verdict}`}>{line}</p>;
}

/** The sentence and the assumptions of a plan (and what the caller adds between them). */
export function PlanText({
  text,
  plan,
  note,
  children,
}: {
  text: string;
  plan: Plan;
  note?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <>
      <p className={plan.trucks_suggested > 1 ? "plan-line plan-line--more" : "plan-line"}>{text}</p>
      {children}
      <p className="plan-line__assumptions">
        Założenia: {plan.assumptions.join(", ")}.{note ? ` ${note}` : ""}
      </p>
    </>
  );
}

/** The settled query, back from its JSON (a string settles; an object would be new on every render). */
const settledParams = v.record(v.string(), v.string());

const HOURS_NOTE = "Podaj godziny wydarzenia (np. 14:00 - 18:00), a policzymy dokładniej.";
const TYPING_PAUSE_MS = 300;

/**
 * Whether this one truck serves all the guests in time, from its own stated throughput, or (when it states
 * none) the typical one of the trucks matching the place and days; and how many trucks match them (GET
 * /api/planner either way). Null until the guests are typed and the answer has come.
 */
export function useOneTruckPlan({
  truck,
  guests,
  time,
  search,
}: {
  truck: Pick<TruckNeeds, "portions_per_hour">;
  guests: string;
  time: string;
  /** The place, days and venue, for the typical throughput and the matching trucks. */
  search: PlannerParams;
}): OneTruckVerdict | null {
  const count = guestsOf(guests);
  const parsedHours = hoursOfEventTime(time);
  const hours = parsedHours ?? PLANNER_DEFAULTS.hours;
  const params = useSettled(
    JSON.stringify({ ...search, guests: String(count ?? 1), hours: String(hours) }),
    TYPING_PAUSE_MS,
  );
  const answer = useQuery({
    ...plannerQuery(v.parse(settledParams, JSON.parse(params))),
    enabled: count !== null,
  });
  if (count === null || !answer.data) return null;
  const own = truck.portions_per_hour;
  const matching = answer.data.trucks_matching;
  const throughput: Throughput =
    own !== null
      ? { perHour: own, basis: "truck", statedBy: 1, matching }
      : {
          perHour: answer.data.portions_per_hour,
          basis: answer.data.throughput_basis,
          statedBy: answer.data.trucks_stating,
          matching,
        };
  const input: PlanInput = { guests: count, hours, portionsPerGuest: PLANNER_DEFAULTS.portionsPerGuest };
  const scope = { place: Boolean(search.postal_code), dates: Boolean(search.event_start_date) };
  return { input, plan: planTrucks(input, throughput, scope), hoursTyped: parsedHours !== null };
}

/** The booking form's line: whether this one truck serves everyone in time, and what the caller adds. */
export function OneTruckPlan({
  verdict,
  children,
}: {
  verdict: OneTruckVerdict | null;
  children?: ReactNode;
}) {
  if (!verdict) return null;
  return (
    <PlanText
      text={oneTruckText(verdict.input, verdict.plan)}
      plan={verdict.plan}
      note={verdict.hoursTyped ? undefined : HOURS_NOTE}
    >
      {children}
    </PlanText>
  );
}
