import type { Db } from "../../db/client";
import { planTrucks, throughputOf } from "../../domain/planner";
import type { PlannerQuery } from "../../schemas/planner";
import { statedThroughputs } from "./profile-search";
import { searchFilterOf } from "./search-trucks";

/**
 * GET /api/planner (beyond SPEC.md, issue 38): how many trucks serve the guests in the hours. The trucks
 * are those the search finds for the same place, days and venue (its own conditions, one statement); the
 * throughput is the median of what they state, or the default of decision 0031 when too few state it.
 */
export async function planForQuery(db: Db, query: PlannerQuery) {
  const { filter } = searchFilterOf(query);
  const { matching, stated } = await statedThroughputs(db, filter);
  const input = { guests: query.guests, hours: query.hours, portionsPerGuest: query.portions_per_guest };
  const scope = { place: Boolean(query.postal_code), dates: Boolean(query.event_start_date) };
  return {
    guests: query.guests,
    hours: query.hours,
    portions_per_guest: query.portions_per_guest,
    ...planTrucks(input, throughputOf(stated, matching), scope),
  };
}
