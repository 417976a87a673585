import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { createBooking, createParties, putStatus, quickUser } from "./booking-fixtures";
import { createEvent, createTruck, invitationOf, respond } from "./event-fixtures";
import { collectFrames, frameMatching, userHubSocket } from "./socket-fixtures";

/** Beyond SPEC.md: an open dashboard hears when the other party changed its bookings or events. */
const changed = (what: "bookings" | "events") => (frame: unknown) =>
  v.is(v.object({ type: v.literal("dashboard_changed"), what: v.literal(what) }), frame);

/** Frames that arrive within a short wait: for "nothing came". */
async function framesAfter(frames: unknown[], ms = 300): Promise<unknown[]> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return frames;
}

describe("live dashboards", () => {
  it("a new request reaches the owner's open tabs, the answer the organizer's, never the actor's own", async () => {
    const parties = await createParties();
    const ownerFrames = collectFrames(await userHubSocket(parties.owner.user.id, parties.owner.token));
    const organizerFrames = collectFrames(
      await userHubSocket(parties.organizer.user.id, parties.organizer.token),
    );
    const booking = await createBooking(parties);
    await frameMatching(ownerFrames, changed("bookings"));

    expect((await putStatus(booking.request_id, "confirmed", parties.owner.token)).status).toBe(200);
    await frameMatching(organizerFrames, changed("bookings"));
    // The owner has the answer to their own call; their tab was told only of the new request.
    expect((await framesAfter(ownerFrames)).filter(changed("bookings"))).toHaveLength(1);
  });

  it("an invitation reaches the invited owner, the answer the organizer", async () => {
    const organizer = await quickUser();
    const truck = await createTruck("Suwałki", ["pizza"]);
    const ownerFrames = collectFrames(await userHubSocket(truck.owner.user.id, truck.owner.token));
    const organizerFrames = collectFrames(await userHubSocket(organizer.user.id, organizer.token));
    const event = await createEvent(organizer.token);
    await frameMatching(ownerFrames, changed("events"));

    const invitation = invitationOf(event, truck);
    expect((await respond(invitation.invitation_id, "accepted", truck.owner.token)).status).toBe(200);
    await frameMatching(organizerFrames, changed("events"));
    // Accepting made a confirmed booking: the organizer's bookings list changes too.
    await frameMatching(organizerFrames, changed("bookings"));
  });
});
