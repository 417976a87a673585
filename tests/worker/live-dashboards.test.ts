import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { createBooking, createParties, putStatus, quickUser } from "./booking-fixtures";
import { createEvent, createTruck, invitationOf, respond } from "./event-fixtures";
import { api } from "./helpers";
import { collectFrames, frameMatching, userHubSocket } from "./socket-fixtures";

/** Beyond SPEC.md: an open dashboard hears when the other party changed its bookings or events. */
const changed = (what: "bookings" | "events") => (frame: unknown) =>
  v.is(v.object({ type: v.literal("dashboard_changed"), what: v.literal(what) }), frame);

/** A chat message about the booking, from its organizer to its owner. */
async function messageFrom(organizerToken: string, requestId: number): Promise<void> {
  const started = await api("/conversations/initiate/booking", { requestId }, { token: organizerToken });
  const { conversation_id: id } = v.parse(v.object({ conversation_id: v.number() }), await started.json());
  const sent = await api(
    `/conversations/${id}/messages`,
    { message_content: "Dziękuję!" },
    { token: organizerToken },
  );
  expect(sent.status).toBe(201);
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
    // The owner has the answer to their own call; their tab was told only of the new request. A message
    // from the organizer reaches the owner's tab after the answer: anything the answer told it came first.
    await messageFrom(parties.organizer.token, booking.request_id);
    await frameMatching(ownerFrames, (frame) =>
      v.is(v.object({ type: v.literal("new_message_notification") }), frame),
    );
    expect(ownerFrames.filter(changed("bookings"))).toHaveLength(1);
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
