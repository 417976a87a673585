import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../lib/api";
import { TEXTS } from "../../lib/texts";

/** SPEC.md §8: the data-load fallback when the server gives no message. */

/** GET /api/events/my-events: `{view:"organizer", events}` or `{view:"food_truck_owner", invitations}`. */
export type MyEvents = InferResponseType<(typeof api.events)["my-events"]["$get"], 200>;
export type OrganizerEvent = Extract<MyEvents, { view: "organizer" }>["events"][number];
export type OrganizerInvitation = OrganizerEvent["invitations"][number];
export type ReceivedInvitation = Extract<MyEvents, { view: "food_truck_owner" }>["invitations"][number];

/** The signed-in user's events (organizer) or received invitations (owner). */
export const myEventsQuery = queryOptions({
  queryKey: ["events", "mine"],
  queryFn: () => unwrap<MyEvents>(api.events["my-events"].$get(), TEXTS.loadFailed),
});
